/**
 * A provider's display name for a provider or platform code. Players never read the codes (JPT, SKLIVE,
 * SKL): the games, wallets, statements and the bet history name the provider as `games.providers` does,
 * in the page's language. An unknown code (a provider list not loaded yet, a retired platform) is shown
 * as it is, so a figure is never left without a label.
 */
export interface ProviderNaming {
  providerCode: string;
  providerName: string;
  platformCodes: readonly string[];
}

export type ProviderNameOf = (code: string) => string;

export function providerNameLookup(providers: readonly ProviderNaming[] | undefined): ProviderNameOf {
  const names = new Map<string, string>();
  for (const p of providers ?? []) {
    names.set(p.providerCode.toUpperCase(), p.providerName);
    for (const code of p.platformCodes) {
      const key = code.toUpperCase();
      if (!names.has(key)) names.set(key, p.providerName);
    }
  }
  return (code) => names.get(code.toUpperCase()) ?? code;
}
