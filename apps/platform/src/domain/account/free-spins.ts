/**
 * The user info's freeSpinWalletList comes from the promotions area. Promotions registers its source
 * at module load (`registerFreeSpinWalletSource((state, playerId) => [...])`); without one the list is
 * empty. A registry instead of an import keeps account independent of promotions.
 */
import type { FreeSpinWallet } from '@casino/shared/schemas/free-spin';
import type { PlatformState } from '../../core/state';

type Source = (state: PlatformState, playerId: string, now: number) => FreeSpinWallet[];

let source: Source | null = null;

export function registerFreeSpinWalletSource(fn: Source): void {
  source = fn;
}

export function freeSpinWalletsOf(state: PlatformState, playerId: string, now: number): FreeSpinWallet[] {
  return source ? source(state, playerId, now) : [];
}
