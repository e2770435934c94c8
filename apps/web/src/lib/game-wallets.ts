/**
 * The site's binding of the shared game-wallet lifecycle (packages/ui/src/lib/game-wallet.ts): the
 * tRPC calls, and one LeaseKeeper per page that shows games (pings, the pagehide beacon). Leases whose
 * wallet the gateway returned meanwhile refresh the balance and the statements.
 */
import { useEffect, useMemo, useState } from 'react';
import { LeaseKeeper, type GameWalletClient } from '@casino/ui/game-wallet';
import { trpc } from './trpc';

export function useGameWalletClient(): GameWalletClient {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      open: (i) => utils.client.gameWallets.open.mutate(i),
      alive: (i) => utils.client.gameWallets.alive.mutate(i),
      leave: (i) => utils.client.gameWallets.leave.mutate(i),
    }),
    [utils],
  );
}

/** A LeaseKeeper for the lifetime of the calling page. */
export function useLeaseKeeper(onGone?: (leaseIds: string[]) => void): LeaseKeeper {
  const client = useGameWalletClient();
  const utils = trpc.useUtils();
  const [keeper] = useState(
    () =>
      new LeaseKeeper(client, (ids) => {
        void utils.session.current.invalidate();
        void utils.gameWallets.statements.invalidate();
        onGone?.(ids);
      }),
  );
  useEffect(() => () => keeper.dispose(), [keeper]);
  return keeper;
}
