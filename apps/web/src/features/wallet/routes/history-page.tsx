/**
 * /{lng}/account/history: the wallet ledger, deposits, withdrawals and the bet history (game rounds),
 * paged and by currency. `?tab=bets` (or deposits, withdrawals) opens a tab directly.
 */
import { useState } from 'react';
import { useFilteredPage } from '../../../hooks/use-filtered-page';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@casino/shared/schemas/money';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { LoadingBlock } from '../../../components/ui/spinner';
import { SegmentedTabs } from '../../../components/ui/tabs';
import { money } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { useLng } from '../../../lib/lng';
import { useSearchParams } from '../../../lib/router';
import { trpc } from '../../../lib/trpc';
import { ALL_CURRENCIES } from '../hooks/use-wallets';
import { OrderRow } from '../components/order-list';
import { BetHistory } from '../components/bet-history';
import '../components/wallet.css';
import { PageHead } from '../../../components/layout/page-head';

const TABS = ['all', 'deposits', 'withdrawals', 'bets'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string | null): v is Tab => (TABS as readonly (string | null)[]).includes(v);

/** The money a line moved: the cash change, else the bonus change, else the money held for a withdrawal. */
function creditAmount(c: { amount: string; bonusAmount: string; pendingAmount: string }): string {
  if (Number(c.amount) !== 0) return c.amount;
  if (Number(c.bonusAmount) !== 0) return c.bonusAmount;
  return c.pendingAmount;
}
const PAGE_SIZE = 20;

function Pager({ page, total, onPage }: { page: number; total: number; onPage: (p: number) => void }) {
  const { t } = useTranslation('shell');
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));
  if (pages <= 1) return null;
  return (
    <nav
      className="row"
      style={{ justifyContent: 'center', marginTop: 16 }}
      aria-label={t('pagination.page', { page, total: pages })}
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('pagination.prev')}
      </Button>
      <span className="small muted">{t('pagination.page', { page, total: pages })}</span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}

export function HistoryPage() {
  const { t } = useTranslation('wallet');
  const lng = useLng();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: Tab = isTab(asked) ? asked : 'all';
  const setTab = (next: Tab) =>
    setSearch(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === 'all') p.delete('tab');
        else p.set('tab', next);
        return p;
      },
      { replace: true },
    );
  const [currency, setCurrency] = useState<string>('');
  const { page, setPage, refilter } = useFilteredPage();
  const filter = currency ? { currency: currency as Currency } : {};
  const credits = trpc.wallet.creditList.useQuery(
    { pageNo: page, pageSize: PAGE_SIZE, ...filter },
    { enabled: tab === 'all' },
  );
  const deposits = trpc.deposit.orders.useQuery(
    { pageNo: page, pageSize: PAGE_SIZE, ...filter },
    { enabled: tab === 'deposits' },
  );
  const withdrawals = trpc.withdraw.orders.useQuery(
    { pageNo: page, pageSize: PAGE_SIZE, ...filter },
    { enabled: tab === 'withdrawals' },
  );
  const active = tab === 'all' ? credits : tab === 'deposits' ? deposits : withdrawals;

  return (
    <>
      <PageHead title={t('history.title')} lead={t('history.lead')} />
      <Card>
        <div className="stack">
          <div className="row-between">
            <SegmentedTabs<Tab>
              idBase="history"
              label={t('history.title')}
              value={tab}
              onChange={(v) => refilter(() => setTab(v))}
              items={[
                { value: 'all', label: t('history.tabs.all') },
                { value: 'deposits', label: t('history.tabs.deposits') },
                { value: 'withdrawals', label: t('history.tabs.withdrawals') },
                { value: 'bets', label: t('history.tabs.bets') },
              ]}
            />
            <SelectField
              label={t('history.filterCurrency')}
              labelHidden
              value={currency}
              onValueChange={(v) => refilter(() => setCurrency(v))}
              options={[
                { value: '', label: t('history.allCurrencies') },
                ...ALL_CURRENCIES.map((c) => ({ value: c, label: c })),
              ]}
            />
          </div>
          <div role="tabpanel" id="history-panel" aria-labelledby={`history-tab-${tab}`}>
            {tab === 'bets' ? (
              <BetHistory
                currency={currency}
                pager={(total, p, onPage) => <Pager page={p} total={total} onPage={onPage} />}
              />
            ) : active.isPending ? (
              <LoadingBlock />
            ) : (active.data?.list.length ?? 0) === 0 ? (
              <EmptyState title={t('history.empty')} />
            ) : (
              <div className="table-wrap">
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t('history.date')}</th>
                      <th scope="col">{tab === 'all' ? t('history.type') : t('history.status')}</th>
                      <th scope="col" className="num">
                        {t('history.amount')}
                      </th>
                      <th scope="col" className="num">
                        {tab === 'all' ? t('history.balance') : t('history.orderNo')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {tab === 'all'
                      ? credits.data?.list.map((c) => (
                          <tr key={c.id}>
                            <td>{formatDateTime(c.createdAt, lng)}</td>
                            <td>{c.creditTypeName}</td>
                            <td className="num">{money(creditAmount(c), c.currency)}</td>
                            <td className="num">{money(c.balanceAfter, c.currency)}</td>
                          </tr>
                        ))
                      : tab === 'deposits'
                        ? deposits.data?.list.map((o) => (
                            <OrderRow key={o.orderNo} kind="deposit" order={o} />
                          ))
                        : withdrawals.data?.list.map((o) => (
                            <OrderRow key={o.orderNo} kind="withdraw" order={o} />
                          ))}
                  </tbody>
                </table>
              </div>
            )}
            {tab === 'bets' ? null : <Pager page={page} total={active.data?.total ?? 0} onPage={setPage} />}
          </div>
        </div>
      </Card>
    </>
  );
}
