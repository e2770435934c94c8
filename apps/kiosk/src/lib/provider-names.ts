/**
 * The provider's name for a provider or platform code, in the terminal's language (`games.providers`):
 * the picker's tabs, the balance, the grid's cells and the statements name providers, never codes.
 */
import { useMemo } from 'react';
import { providerNameLookup, type ProviderNameOf } from '@casino/shared/rules/provider-names';
import { trpc } from './trpc';

export function useProviderNames(): ProviderNameOf {
  const providers = trpc.games.providers.useQuery({}, { staleTime: 5 * 60_000 });
  return useMemo(() => providerNameLookup(providers.data?.list), [providers.data]);
}
