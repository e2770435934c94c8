/**
 * /{lng}/account/wallet: every wallet in the spec's order with its balance (2 decimals for JPY and
 * USD, 8 for crypto, symbols; K/M on the compact figure), the display currency highlighted, and the
 * exchange rates against it.
 */
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@casino/shared/rules/format';
import type { Currency } from '@casino/shared/schemas/money';
import { Badge } from '../../../components/ui/badge';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ArrowDownIcon, ArrowUpIcon, HistoryIcon } from '../../../components/ui/icons';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatDateTime } from '../../../lib/dates';
import { useLng, useLocalize } from '../../../lib/lng';
import { trpc } from '../../../lib/trpc';
import { useWallets } from '../hooks/use-wallets';
import { GameMoneyCard } from '../../../components/layout/game-money-card';
import '../components/wallet.css';
import { PageHead } from '../../../components/layout/page-head';

export function WalletPage() {
  const { t } = useTranslation('wallet');
  const lng = useLng();
  const to = useLocalize();
  const { wallets, currency } = useWallets();
  const rates = trpc.wallet.exchangeRates.useQuery({ baseCurrency: currency as Currency });
  const current = wallets.find((w) => w.currency === currency) ?? wallets[0];
  return (
    <>
      <PageHead title={t('title')} lead={t('balancesLead')} />
      <Card>
        <div className="row-between money-hero">
          <div>
            <div className="eyebrow">{t('balances')}</div>
            <div className="money-hero__amount" data-testid="wallet-balance">
              {current ? formatMoney(current.amount, current.currency) : '—'}
            </div>
          </div>
          <div className="row">
            <LinkButton to={to('/account/deposit')}>
              <ArrowDownIcon size={18} />
              {t('actions.deposit')}
            </LinkButton>
            <LinkButton to={to('/account/withdraw')} variant="secondary">
              <ArrowUpIcon size={18} />
              {t('actions.withdraw')}
            </LinkButton>
            <LinkButton to={to('/account/history')} variant="ghost">
              <HistoryIcon size={18} />
              {t('actions.history')}
            </LinkButton>
          </div>
        </div>
      </Card>
      <GameMoneyCard />
      <Card title={t('balances')} id="balances">
        <ul className="card-grid balance-grid">
          {wallets.map((w) => (
            <li
              key={w.currency}
              className={`balance-tile${w.currency === currency ? ' balance-tile--current' : ''}`}
              data-currency={w.currency}
            >
              <span className="balance-tile__currency">
                {w.currency}
                {w.currency === currency ? <Badge tone="accent">{t('displayCurrency')}</Badge> : null}
              </span>
              <span className="balance-tile__amount">{formatMoney(w.amount, w.currency)}</span>
            </li>
          ))}
        </ul>
      </Card>
      <Card title={t('rates.title')} subtitle={t('rates.lead', { base: currency })} id="rates">
        {rates.isPending ? (
          <LoadingBlock />
        ) : (
          <div className="table-wrap">
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('rates.currency')}</th>
                  <th scope="col" className="num">
                    {t('rates.rate')}
                  </th>
                  <th scope="col">{t('history.date')}</th>
                </tr>
              </thead>
              <tbody>
                {(rates.data ?? [])
                  .filter((r) => r.currency !== r.baseCurrency)
                  .map((r) => (
                    <tr key={r.currency}>
                      <th scope="row">{r.currency}</th>
                      <td className="num">{formatMoney(r.rate, r.baseCurrency)}</td>
                      <td className="muted">{formatDateTime(r.updatedAt, lng)}</td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
    </>
  );
}
