/**
 * Money in games on the wallet page and the account overview: cash, each platform's game wallet (the
 * platform's own figures; one wallet per platform, shared by its games, so nothing counts twice) and
 * the total, with "return all to wallet" (the spec's transfer_out_all, through gameWallets.returnAll).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/shared/rules/format';
import { statementTotals } from '@casino/ui/game-wallet';
import { useRefreshSession, useSession } from '../../lib/auth';
import { useProviderNames } from '../../lib/provider-names';
import { trpc } from '../../lib/trpc';
import { Button } from '../ui/button';
import { Card } from '../ui/card';

export function GameMoneyCard() {
  const { t } = useTranslation('games');
  const session = useSession();
  const refresh = useRefreshSession();
  const [done, setDone] = useState<string | null>(null);
  const returnAll = trpc.gameWallets.returnAll.useMutation({
    onSuccess: (s) => {
      const totals = statementTotals(s);
      setDone(
        totals.length
          ? t('money.returnedAll', {
              amount: totals.map((x) => formatMoney(x.amount, x.currency)).join(' / '),
            })
          : t('money.noGames'),
      );
      void refresh();
    },
  });
  const currency = session.data?.currency ?? 'JPY';
  const nameOf = useProviderNames();
  const wallet = session.data?.user?.wallets.find((w) => w.currency === currency);
  if (!wallet) return null;
  const others = (session.data?.user?.wallets ?? []).filter((w) => w.currency !== currency && w.games.length);
  return (
    <Card title={t('money.inGames')} id="game-money">
      <dl className="game-money" data-testid="game-money">
        <div>
          <dt>{t('money.cash')}</dt>
          <dd className="num" data-testid="game-money-cash">
            {formatMoney(wallet.amount, wallet.currency)}
          </dd>
        </div>
        {wallet.games.map((g) => (
          <div key={g.platformCode} data-platform={g.platformCode}>
            <dt>{t('money.inGamesOf', { platform: nameOf(g.platformCode) })}</dt>
            <dd className="num">{formatMoney(g.amount, wallet.currency)}</dd>
          </div>
        ))}
        {others.flatMap((w) =>
          w.games.map((g) => (
            <div key={`${w.currency}-${g.platformCode}`} data-platform={g.platformCode}>
              <dt>{t('money.inGamesOf', { platform: nameOf(g.platformCode) })}</dt>
              <dd className="num">{formatMoney(g.amount, w.currency)}</dd>
            </div>
          )),
        )}
        {wallet.games.length === 0 && others.length === 0 ? (
          <div>
            <dt>{t('money.inGames')}</dt>
            <dd className="muted">{t('money.noGames')}</dd>
          </div>
        ) : null}
        <div className="game-money__total">
          <dt>{t('money.total')}</dt>
          <dd className="num" data-testid="game-money-total">
            {formatMoney(wallet.total, wallet.currency)}
          </dd>
        </div>
      </dl>
      <div className="row">
        <Button
          variant="secondary"
          onClick={() => returnAll.mutate({ reason: 'player' })}
          disabled={returnAll.isPending || (wallet.games.length === 0 && others.length === 0)}
        >
          {returnAll.isPending ? t('money.returning') : t('money.returnAll')}
        </Button>
        {done ? (
          <span role="status" className="small">
            {done}
          </span>
        ) : null}
      </div>
    </Card>
  );
}
