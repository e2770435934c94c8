/**
 * Lottery: the running activity and its prizes (everyone), the player's tickets per source with the
 * receive button, the player's tickets and the latest draws. Ticket configs of activities whose actCode
 * is below 20241008 are ignored (spec section 9).
 */
import { useTranslation } from 'react-i18next';
import { isLotteryConfigActive } from '@casino/shared/rules/constants';
import { trpc } from '../../../lib/trpc';
import { useIsPlayer } from '../../../lib/auth';
import { useLng } from '../../../lib/lng';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { LoginPrompt } from '../components/login-prompt';
import { ListCard, ListTable } from '../components/list-card';
import { DataTable } from '../../../components/ui/data-table';
import { money } from '../../../lib/format';
import { formatDate, formatDateTime } from '../../../lib/dates';

export function LotteryPage() {
  const { t } = useTranslation('promotions');
  const lng = useLng();
  const player = useIsPlayer();
  const utils = trpc.useUtils();
  const config = trpc.lottery.config.useQuery({});
  const prize = trpc.lottery.prize.useQuery({});
  const mine = trpc.lottery.customerLotNum.useQuery({}, { enabled: player });
  const tickets = trpc.lottery.page.useQuery({ pageNo: 1, pageSize: 20 }, { enabled: player });
  const receive = trpc.lottery.receiveTickets.useMutation({
    onSuccess: (r) => {
      toast.success(t('lottery.received'));
      void r;
      void utils.lottery.customerLotNum.invalidate();
      void utils.lottery.page.invalidate();
    },
  });
  if (config.isPending) return <LoadingBlock />;
  const act = config.data;
  if (!act || !isLotteryConfigActive(act.actCode)) return <EmptyState title={t('common.empty')} />;
  // One row per source, of the running activity only: an ended one's configs are not ticket sources.
  const configs = (mine.data?.list ?? []).filter((c) => String(c.actCode) === String(act.actCode));
  const sourceName = (s: 1 | 2) => (s === 1 ? t('lottery.sourceDeposit') : t('lottery.sourceBet'));

  return (
    <div className="promo-stack">
      <Card
        title={act.name}
        subtitle={t('lottery.endsAt', { date: formatDate(act.actEndDate, lng) })}
        id="lottery"
      >
        <p>{act.description}</p>
        {act.nextDrawTime ? (
          <p className="promo-card__muted">
            {t('lottery.nextDraw')}: {formatDateTime(act.nextDrawTime, lng)}
          </p>
        ) : null}
      </Card>
      <Card title={t('lottery.myTickets')} id="my-tickets">
        {!player ? (
          <LoginPrompt />
        ) : (
          <>
            <ul className="promo-tickets">
              {configs.map((c) => (
                <li key={`${c.actCode}-${c.sourceType}`} className="promo-tickets__item">
                  <span className="promo-tickets__source">{sourceName(c.sourceType)}</span>
                  <span className="num">
                    {c.num} / {c.limitNum}
                  </span>
                  <span className="promo-card__muted num">
                    {t('lottery.used')}: {c.usedNum}
                  </span>
                </li>
              ))}
            </ul>
            <p className="num" data-testid="receivable">
              {t('lottery.available')}: {mine.data?.receivableNum ?? 0} · {t('lottery.inDraw')}:{' '}
              {mine.data?.inDrawNum ?? 0}
            </p>
            <Button
              onClick={() => receive.mutate({ actCode: act.actCode })}
              disabled={(mine.data?.receivableNum ?? 0) === 0}
              loading={receive.isPending}
            >
              {t('lottery.receive')}
            </Button>
          </>
        )}
      </Card>
      <Card title={t('lottery.prizes')} id="prizes">
        <ul className="promo-prizes">
          {(prize.data?.prizes ?? act.prizes).map((p) => (
            <li key={p.prizeId}>
              <span>{p.name}</span>
              <strong className="num">{money(p.amount, p.currency)}</strong>
              <span className="promo-card__muted num">×{p.quantity}</span>
            </li>
          ))}
        </ul>
      </Card>
      <ListTable
        title={t('lottery.draws')}
        id="draws"
        rows={prize.data?.winners}
        columns={[
          t('lottery.drawNo'),
          t('lottery.winningNumber'),
          t('tournament.player'),
          t('lottery.prizes'),
        ]}
        row={(w) => (
          <tr key={`${w.drawNo}-${w.ticketNo}`}>
            <td className="num">{w.drawNo}</td>
            <td className="num">{w.ticketNo}</td>
            <td>{w.maskedName}</td>
            <td className="num">
              {w.prizeName} {money(w.amount, w.currency)}
            </td>
          </tr>
        )}
      />
      <ListCard title={t('lottery.ticketList')} id="ticket-list" rows={tickets.data?.list} mine>
        {(rows) => (
          <DataTable columns={[t('lottery.ticketNo'), t('lottery.source'), t('common.status')]}>
            {rows
              .filter((r) => String(r.actCode) === String(act.actCode))
              .map((r) => (
                <tr key={r.ticketNo}>
                  <td className="num">{r.ticketNo}</td>
                  <td>{sourceName(r.sourceType)}</td>
                  <td>
                    {r.status === 0
                      ? t('lottery.waiting')
                      : r.status === 1
                        ? `${t('guess.won')} ${r.prizeName ?? ''}`
                        : t('guess.lost')}
                  </td>
                </tr>
              ))}
          </DataTable>
        )}
      </ListCard>
    </div>
  );
}
