/**
 * The site's binding of the shared game-wallet lifecycle (packages/ui/src/lib/game-wallet.ts): the
 * tRPC calls, and one LeaseKeeper per page that shows games (pings, the pagehide beacon). Leases whose
 * wallet the gateway returned meanwhile refresh the balance and the statements.
 */
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/shared/rules/format';
import { LeaseKeeper, statementTotals, type GameWalletClient } from '@casino/ui/game-wallet';
import { toast } from '../components/ui/toast-store';
import { BACKGROUND, trpc } from './trpc';

/**
 * The site's game-wallet calls. A page that stops showing a game in front of the player (back to the
 * lobby, another page of the site, a closed grid cell) says so at once with a short notice, so the
 * gateway keeps no statement for the next screen (`seen`); a page that goes away (reload, typed URL,
 * closed tab) uses the beacon, and the next screen shows the statement.
 */
export function useGameWalletClient(): GameWalletClient {
  const utils = trpc.useUtils();
  const { t } = useTranslation('games');
  return useMemo(
    () => ({
      open: (i) => utils.client.gameWallets.open.mutate(i),
      // A ping with nobody at the page keeps the lease without sliding the idle time-out.
      alive: (i, o) =>
        utils.client.gameWallets.alive.mutate(i, o?.active === false ? BACKGROUND.trpc : undefined),
      leave: async (i) => {
        const r = await utils.client.gameWallets.leave.mutate({ ...i, seen: true });
        const totals = r.statement ? statementTotals(r.statement) : [];
        if (totals.length)
          toast.success(
            t('money.returnedAll', {
              amount: totals.map((x) => formatMoney(x.amount, x.currency)).join(' / '),
            }),
          );
        return r;
      },
    }),
    [utils, t],
  );
}

/** A LeaseKeeper for the lifetime of the calling page. */
export function useLeaseKeeper(onGone?: (leaseIds: string[]) => void): LeaseKeeper {
  const client = useGameWalletClient();
  const utils = trpc.useUtils();
  const [keeper] = useState(
    () =>
      new LeaseKeeper(
        client,
        (ids) => {
          void utils.session.current.invalidate();
          void utils.gameWallets.statements.invalidate();
          onGone?.(ids);
        },
        // A game left open with nobody at it idles out like any other page (money back first).
        { idleAware: true },
      ),
  );
  useEffect(() => () => keeper.dispose(), [keeper]);
  return keeper;
}
