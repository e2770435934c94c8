/**
 * Daily check-in: the month's calendar on Japan's dates, today's check-in, the streak, the reward per
 * day of the cycle, and fetching the rewards earned so far.
 */
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { useIsPlayer, useRefreshSession } from '../../../lib/auth';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { LoginPrompt } from '../components/login-prompt';
import { money } from '../../../lib/format';
import { calendarDayName, weekdayNames } from '../../../lib/dates';

export function CheckinPage() {
  const { t, i18n } = useTranslation('promotions');
  const player = useIsPlayer();
  const utils = trpc.useUtils();
  const refresh = useRefreshSession();
  const detail = trpc.activity.signDetail.useQuery({}, { enabled: player });
  const sign = trpc.activity.applySign.useMutation({
    onSuccess: (r) => {
      // The reward is not cash yet: it waits for "Collect reward" and then arrives as a bonus with wagering.
      toast.success(
        Number(r.rewardAmount) > 0
          ? t('checkin.signedReward', { amount: money(r.rewardAmount, r.currency) })
          : t('checkin.success'),
      );
      void utils.activity.signDetail.invalidate();
    },
  });
  const fetchReward = trpc.activity.fetchSignReward.useMutation({
    onSuccess: (r) => {
      toast.success(t('checkin.collected', { amount: money(r.amount, r.currency) }));
      void utils.activity.signDetail.invalidate();
      void refresh();
    },
  });
  if (!player) return <LoginPrompt />;
  if (detail.isPending) return <LoadingBlock />;
  const d = detail.data;
  if (!d) return null;
  const first = d.calendar[0]?.date;
  // Monday-first offset of the month's first day (dates are YYYY-MM-DD on Japan's calendar).
  const offset = first ? (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7 : 0;
  const weekdays = weekdayNames(i18n.language);
  const pendingPositive = Number(d.pendingReward) > 0;
  return (
    <div className="promo-stack">
      <Card title={t('checkin.title')} subtitle={t('checkin.lead')} id="checkin">
        <div className="checkin-head">
          <p className="checkin-streak num" data-testid="streak">
            {t('checkin.streak', { count: d.streak })}
          </p>
          {d.signedToday ? (
            <p className="checkin-done">{t('checkin.checkedIn')}</p>
          ) : (
            <Button onClick={() => sign.mutate({})} loading={sign.isPending}>
              {t('checkin.checkIn')}
            </Button>
          )}
          {pendingPositive ? (
            <Button
              variant="secondary"
              onClick={() => fetchReward.mutate({})}
              loading={fetchReward.isPending}
            >
              {t('checkin.fetchReward')} ({money(d.pendingReward, d.currency)})
            </Button>
          ) : null}
        </div>
        <div className="checkin-cal" role="grid" aria-label={t('checkin.title')}>
          <div role="row" className="checkin-cal__row">
            {weekdays.map((w) => (
              <span key={w} role="columnheader" className="checkin-cal__wd">
                {w}
              </span>
            ))}
          </div>
          <div role="row" className="checkin-cal__row checkin-cal__days">
            {Array.from({ length: offset }, (_, i) => (
              <span key={`pad-${i}`} role="gridcell" className="checkin-cal__day checkin-cal__day--pad" />
            ))}
            {d.calendar.map((day) => (
              <span
                key={day.date}
                role="gridcell"
                className="checkin-cal__day"
                data-signed={day.signed || undefined}
                data-today={day.isToday || undefined}
                aria-current={day.isToday ? 'date' : undefined}
                aria-label={`${calendarDayName(day.date, i18n.language)}${day.signed ? ` ${t('checkin.signed')}` : ''}`}
              >
                <span className="num">{Number(day.date.slice(8))}</span>
                {day.signed ? <span aria-hidden="true">✓</span> : null}
              </span>
            ))}
          </div>
        </div>
      </Card>
      <Card title={t('common.reward')} id="checkin-rules">
        <ol className="checkin-rules">
          {d.rules.map((r) => (
            <li key={r.day} data-bonus={r.streakBonus || undefined}>
              <span>{t('checkin.day', { n: r.day })}</span>
              <strong className="num">{money(r.amount, r.currency)}</strong>
            </li>
          ))}
        </ol>
      </Card>
    </div>
  );
}
