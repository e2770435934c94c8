/**
 * "Always a statement": money that came back from games without the player pressing anything (a closed
 * or reloaded game page, the gateway's sweep of an abandoned game, a session that ended) is announced on
 * the next screen the player sees: how much, from which games, when, and why, with a reference. The
 * player acknowledges it once (gameWallets.ack). A statement made while the page is open arrives over the
 * live channel (lib/live), which writes it into this query's cache.
 */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/shared/rules/format';
import { statementTotals } from '@casino/ui/game-wallet';
import { useSession } from '../../lib/auth';
import { formatDateTime } from '../../lib/dates';
import { useLng } from '../../lib/lng';
import { useProviderNames } from '../../lib/provider-names';
import { trpc } from '../../lib/trpc';
import { Button } from '../ui/button';
import { Dialog } from '../ui/dialog';

export function ReturnedMoneyNotice() {
  const { t } = useTranslation('games');
  const lng = useLng();
  const session = useSession();
  const utils = trpc.useUtils();
  const loggedIn = session.data?.loggedIn === true;
  const statements = trpc.gameWallets.statements.useQuery(undefined, {
    enabled: loggedIn,
    staleTime: 0,
  });
  const ack = trpc.gameWallets.ack.useMutation({
    onSettled: () => void utils.gameWallets.statements.invalidate(),
  });
  const list = statements.data?.list ?? [];
  const nameOf = useProviderNames(loggedIn && list.length > 0);
  if (!loggedIn || list.length === 0) return null;
  const latest = list[0]!;
  // A game opened again since (a reloaded game page) has moved money back in: say where it is now, so
  // the statement does not read as if that money were still in the wallet.
  const wallets = session.data?.user?.wallets ?? [];
  const backIn = [
    ...new Set(list.flatMap((s) => s.lines.map((l) => `${l.platformCode}\u0000${l.currency}`))),
  ].flatMap((key) => {
    const [platformCode, currency] = key.split('\u0000') as [string, string];
    const game = wallets
      .find((w) => w.currency === currency)
      ?.games.find((g) => g.platformCode === platformCode && Number(g.amount) > 0);
    return game ? [{ platformCode, amount: formatMoney(game.amount, currency) }] : [];
  });
  const reasonKey = `money.reason.${latest.reason}` as const;
  return (
    <Dialog
      open
      tone="success"
      name="returned-money"
      title={t('money.returnedTitle')}
      onClose={() => ack.mutate({ ids: list.map((s) => s.id) })}
      footer={
        <Button onClick={() => ack.mutate({ ids: list.map((s) => s.id) })} disabled={ack.isPending}>
          {t('money.ok')}
        </Button>
      }
    >
      {list.map((s) => (
        <section key={s.id} className="stack" data-testid="returned-statement" data-statement={s.id}>
          <p>
            {t('money.returnedLead', {
              time: formatDateTime(s.at, lng),
              reason: t(s === latest ? reasonKey : (`money.reason.${s.reason}` as typeof reasonKey)),
            })}
          </p>
          <ul>
            {s.lines.map((l) => (
              <li key={`${l.platformCode}-${l.currency}-${l.orderNo}`}>
                {t('money.line', {
                  platform: nameOf(l.platformCode),
                  amount: formatMoney(l.amount, l.currency),
                })}
              </li>
            ))}
          </ul>
          <p className="small muted">
            {statementTotals(s)
              .map((x) => formatMoney(x.amount, x.currency))
              .join(' / ')}{' '}
            · {t('money.reference')}: <span className="num">{s.id}</span>
          </p>
        </section>
      ))}
      {backIn.map((g) => (
        <p key={g.platformCode} role="status" data-testid="returned-moved-back-in">
          {t('money.movedBackIn', { amount: g.amount, platform: nameOf(g.platformCode) })}
        </p>
      ))}
    </Dialog>
  );
}
