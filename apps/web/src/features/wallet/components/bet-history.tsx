/**
 * The bet history (games.userOrderDetail): one row per game round, newest first, with the game's and
 * the provider's names, the bet, the win and the result, filtered by game type and a date range (the
 * page's currency filter applies too), with the filters' totals and pages of 20. On a phone each round
 * is a card of labelled figures; on a laptop a table.
 */
import { useState, type ReactNode } from 'react';
import { useFilteredPage } from '../../../hooks/use-filtered-page';
import { useTranslation } from 'react-i18next';
import { GAME_TYPES, type GameType } from '@casino/shared/rules/game-kinds';
import type { Currency } from '@casino/shared/schemas/money';
import type { BetRecord } from '@casino/shared/schemas/bet-record';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { Notice } from '../../../components/ui/notice';
import { SelectField } from '../../../components/ui/select-field';
import { LoadingBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { money } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { useLng } from '../../../lib/lng';
import { useProviderNames } from '../../../lib/provider-names';
import { trpc } from '../../../lib/trpc';
import './bet-history.css';

export const BET_PAGE_SIZE = 20;

/** A `yyyy-mm-dd` day of the player's own calendar as epoch ms: its first or its last millisecond. */
function dayBound(day: string, end: boolean): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return undefined;
  const d = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (end) d.setDate(d.getDate() + 1);
  return end ? d.getTime() - 1 : d.getTime();
}

function Result({ r }: { r: BetRecord }) {
  const { t } = useTranslation('wallet');
  const net = Number(r.netAmount);
  const abs = money(r.netAmount.replace(/^-/, ''), r.currency);
  return (
    <span
      className={
        net > 0 ? 'bet-result bet-result--won' : net < 0 ? 'bet-result bet-result--lost' : 'bet-result'
      }
    >
      {net > 0 ? t('bets.won', { amount: abs }) : net < 0 ? t('bets.lost', { amount: abs }) : t('bets.even')}
    </span>
  );
}

export function BetHistory({
  currency,
  pager,
}: {
  currency: string;
  /** The page's pager, for the rounds' total. */
  pager: (total: number, page: number, onPage: (p: number) => void) => ReactNode;
}) {
  const { t } = useTranslation(['wallet', 'lobby']);
  const lng = useLng();
  const providerName = useProviderNames();
  const [gameType, setGameType] = useState<'' | GameType>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const { page, setPage, refilter } = useFilteredPage();
  const startTime = dayBound(from, false);
  const endTime = dayBound(to, true);
  const rangeError =
    startTime !== undefined && endTime !== undefined && endTime < startTime
      ? t('bets.toBeforeFrom')
      : undefined;
  const rounds = trpc.games.userOrderDetail.useQuery(
    {
      pageNo: page,
      pageSize: BET_PAGE_SIZE,
      ...(currency ? { currency: currency as Currency } : {}),
      ...(gameType ? { gameType } : {}),
      ...(startTime !== undefined ? { startTime } : {}),
      ...(endTime !== undefined ? { endTime } : {}),
    },
    { enabled: !rangeError, placeholderData: (prev) => prev },
  );
  const list = rounds.data?.list ?? [];
  /** One end of the date range, bounded by the other end. */
  const dateField = (
    label: string,
    value: string,
    set: (day: string) => void,
    bounds: { min?: string | undefined; max?: string | undefined; error?: string | undefined },
  ) => (
    <TextField
      type="date"
      label={label}
      value={value}
      clearable={false}
      {...bounds}
      onValueChange={(v) => refilter(() => set(v))}
    />
  );

  return (
    <div className="stack" data-testid="bet-history">
      <div className="bet-filters">
        <SelectField
          label={t('bets.gameType')}
          value={gameType}
          onValueChange={(v) => refilter(() => setGameType(v as '' | GameType))}
          options={[
            { value: '', label: t('bets.allGameTypes') },
            ...GAME_TYPES.map((g) => ({ value: g, label: t(`lobby:nav.${g}`) })),
          ]}
        />
        {dateField(t('bets.from'), from, setFrom, { max: to || undefined })}
        {dateField(t('bets.to'), to, setTo, { min: from || undefined, error: rangeError })}
      </div>
      {rangeError ? null : rounds.isError && !rounds.data ? (
        <Notice tone="danger">
          <p>{t('bets.failed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void rounds.refetch()}>
            {t('bets.retry')}
          </Button>
        </Notice>
      ) : rounds.isPending ? (
        <LoadingBlock />
      ) : list.length === 0 ? (
        <EmptyState title={t('bets.empty')}>
          <p className="small muted">{t('bets.emptyHint')}</p>
        </EmptyState>
      ) : (
        <>
          {rounds.data?.summary.length ? (
            <section aria-label={t('bets.summaryLabel')} className="bet-summary small">
              {rounds.data.summary.map((s) => (
                <p key={s.currency}>
                  {t('bets.summary', {
                    currency: s.currency,
                    bet: money(s.betAmount, s.currency),
                    win: money(s.winAmount, s.currency),
                    net: money(s.netAmount, s.currency),
                  })}
                </p>
              ))}
            </section>
          ) : null}
          <div className="table-wrap">
            <table className="table bet-table" aria-label={t('bets.tableLabel')}>
              <thead>
                <tr>
                  <th scope="col">{t('bets.time')}</th>
                  <th scope="col">{t('bets.game')}</th>
                  <th scope="col">{t('bets.provider')}</th>
                  <th scope="col" className="num">
                    {t('bets.bet')}
                  </th>
                  <th scope="col" className="num">
                    {t('bets.win')}
                  </th>
                  <th scope="col" className="num">
                    {t('bets.result')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((r) => (
                  <tr key={r.orderNo} data-testid="bet-row" data-round={r.roundId}>
                    <td data-label={t('bets.time')}>{formatDateTime(r.betTime, lng)}</td>
                    <th scope="row" data-label={t('bets.game')} className="bet-table__game">
                      {r.gameName}
                    </th>
                    <td data-label={t('bets.provider')}>{providerName(r.providerCode)}</td>
                    <td data-label={t('bets.bet')} className="num">
                      {money(r.betAmount, r.currency)}
                    </td>
                    <td data-label={t('bets.win')} className="num">
                      {money(r.winAmount, r.currency)}
                      {Number(r.jackpotAmount) > 0 ? (
                        <span className="small muted bet-table__jackpot">
                          {t('bets.jackpot', { amount: money(r.jackpotAmount, r.currency) })}
                        </span>
                      ) : null}
                    </td>
                    <td data-label={t('bets.result')} className="num">
                      <Result r={r} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
      {rangeError ? null : pager(rounds.data?.total ?? 0, page, setPage)}
    </div>
  );
}
