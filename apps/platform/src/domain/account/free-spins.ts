/**
 * The user info's freeSpinWalletList comes from the promotions area. The composition root
 * (src/domains.ts) plugs promotions' source in at start (`provideFreeSpinWallets(state, fn)`); without
 * one the list is empty. A port instead of an import keeps account independent of promotions.
 */
import type { FreeSpinWallet } from '@casino/shared/schemas/free-spin';
import { defineSlice, type PlatformState } from '../../core/state';

export type FreeSpinWalletSource = (
  state: PlatformState,
  playerId: string,
  now: number,
  lang: 'ja' | 'en',
) => FreeSpinWallet[];

const sourceSlice = defineSlice('account.freeSpinSource', () => ({
  source: null as FreeSpinWalletSource | null,
}));

export function provideFreeSpinWallets(state: PlatformState, fn: FreeSpinWalletSource): void {
  sourceSlice(state).source = fn;
}

/** The wallets, their game names in the request's language. */
export function freeSpinWalletsOf(
  state: PlatformState,
  playerId: string,
  now: number,
  lang: 'ja' | 'en',
): FreeSpinWallet[] {
  return sourceSlice(state).source?.(state, playerId, now, lang) ?? [];
}
