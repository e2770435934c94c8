/**
 * /{lng}/account/bonuses: reward statistics and bonus balances, the bonus list with active ones first
 * (status 3, 5, 10) and their wagering progress, with give up (active), release (status 5) and cancel
 * (pending or queued); rake back to receive; deposit coupons; CDK code exchange.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bonusDisplayName, isActiveBonus, sortBonuses } from '@casino/shared/rules/bonus';
import type { BonusView } from '@casino/shared/schemas/bonus';
import { BONUS_STATUS } from '@casino/shared/rules/statuses';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useRefreshSession } from '../../../lib/auth';
import { money } from '../../../lib/format';
import { formatDate } from '../../../lib/dates';
import { useLng } from '../../../lib/lng';
import { trpc } from '../../../lib/trpc';
import { CdkExchange } from '../components/cdk-exchange';
import { Coupons } from '../components/coupons';
import { Rakeback } from '../components/rakeback';
import '../components/bonus.css';
import { PageHead } from '../../../components/layout/page-head';
import { BONUS_REQUESTS_FIRST_PAGE } from '@casino/shared/rules/player-first-screen';

type Pending = { kind: 'giveUp' | 'cancel'; bonus: BonusView } | null;

function tone(status: number): BadgeTone {
  if (status === BONUS_STATUS.RELEASABLE) return 'success';
  if (status === BONUS_STATUS.ACTIVE) return 'accent';
  if (status === BONUS_STATUS.QUEUED || status === BONUS_STATUS.PENDING) return 'warning';
  return 'neutral';
}

export function BonusesPage() {
  const { t } = useTranslation('bonus');
  const lng = useLng();
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  const requests = trpc.bonus.requests.useQuery(BONUS_REQUESTS_FIRST_PAGE);
  const stats = trpc.bonus.rewardStatistics.useQuery({});
  const amounts = trpc.bonus.currencyAmount.useQuery({});
  const [pending, setPending] = useState<Pending>(null);
  const after = async (message: string) => {
    toast.success(message);
    setPending(null);
    await Promise.all([
      utils.bonus.requests.invalidate(),
      utils.bonus.currencyAmount.invalidate(),
      utils.bonus.rewardStatistics.invalidate(),
      refreshSession(),
    ]);
  };
  const giveUp = trpc.bonus.giveUp.useMutation({ onSuccess: () => after(t('givenUp')) });
  const release = trpc.bonus.release.useMutation({ onSuccess: () => after(t('released')) });
  const cancel = trpc.bonus.cancel.useMutation({ onSuccess: () => after(t('cancelled')) });

  const bonuses = sortBonuses(requests.data?.list ?? []);
  const active = bonuses.filter(isActiveBonus);
  const past = bonuses.filter((b) => !isActiveBonus(b));

  const item = (b: BonusView) => {
    const name = bonusDisplayName(b, lng);
    const canCancel = b.bonusStatus === BONUS_STATUS.PENDING || b.bonusStatus === BONUS_STATUS.QUEUED;
    const canGiveUp = b.bonusStatus === BONUS_STATUS.ACTIVE || b.bonusStatus === BONUS_STATUS.RELEASABLE;
    /** Giving up and cancelling each ask first (the confirmation dialog below). */
    const askButton = (kind: NonNullable<Pending>['kind']) => (
      <Button
        size="sm"
        variant="ghost"
        onClick={() => setPending({ kind, bonus: b })}
        aria-label={`${t(kind)}: ${name}`}
      >
        {t(kind)}
      </Button>
    );
    return (
      <li
        key={b.requestId}
        className={`bonus-item${isActiveBonus(b) ? ' bonus-item--active' : ''}`}
        data-bonus={b.requestId}
      >
        <div className="row-between bonus-item__head">
          <div>
            <h3 className="bonus-item__name">{name}</h3>
            {b.expireAt ? (
              <span className="small muted">{t('expires', { date: formatDate(b.expireAt, lng) })}</span>
            ) : null}
          </div>
          <Badge tone={tone(b.bonusStatus)}>
            {t(`status.${b.bonusStatus}`, { defaultValue: String(b.bonusStatus) })}
          </Badge>
        </div>
        <dl className="bonus-item__figures figures">
          <div>
            <dt>{t('granted')}</dt>
            <dd>{money(b.bonusAmount, b.bonusCurrency)}</dd>
          </div>
          <div>
            <dt>{t('remaining')}</dt>
            <dd>{money(b.amount, b.bonusCurrency)}</dd>
          </div>
          {b.wagerMultiplier > 0 ? (
            <div>
              <dt>{t('wagering')}</dt>
              <dd>{t('multiplier', { x: b.wagerMultiplier })}</dd>
            </div>
          ) : null}
        </dl>
        {isActiveBonus(b) && b.wagerMultiplier > 0 ? (
          <ProgressBar
            value={b.wagerProgress}
            label={t('wagering')}
            valueText={t('wagerProgress', {
              done: money(b.wagerDone, b.bonusCurrency),
              required: money(b.wagerRequired, b.bonusCurrency),
            })}
          />
        ) : null}
        {canGiveUp || canCancel ? (
          <div className="list-actions">
            {b.bonusStatus === BONUS_STATUS.RELEASABLE ? (
              <Button
                size="sm"
                onClick={() => release.mutate({ requestId: b.requestId })}
                loading={release.isPending && release.variables?.requestId === b.requestId}
              >
                {t('release')}
              </Button>
            ) : null}
            {canGiveUp ? askButton('giveUp') : null}
            {canCancel ? askButton('cancel') : null}
          </div>
        ) : null}
      </li>
    );
  };

  const pendingName = pending ? bonusDisplayName(pending.bonus, lng) : '';
  return (
    <>
      <PageHead title={t('title')} lead={t('lead')} />
      <Card title={t('summary.title')} id="bonus-summary">
        {stats.data ? (
          <div className="stat-grid">
            <div className="stat">
              <span className="stat__label">{t('summary.total')}</span>
              <span className="stat__value">{money(stats.data.totalReward, stats.data.currency)}</span>
              <span className="small muted">
                {t('summary.activeCount', { count: stats.data.activeBonusCount })}
              </span>
            </div>
            {(amounts.data ?? [])
              .filter((a) => a.bonusAmount !== '0' || a.activeCount > 0)
              .map((a) => (
                <div className="stat" key={a.currency}>
                  <span className="stat__label">
                    {t('summary.bonusBalance')} · {a.currency}
                  </span>
                  <span className="stat__value">{money(a.bonusAmount, a.currency)}</span>
                  <span className="small muted">
                    {t('summary.toWager', { amount: money(a.wagerRemaining, a.currency) })}
                  </span>
                </div>
              ))}
            {stats.data.items.map((i) => (
              <div className="stat" key={`${i.rewardType}-${i.currency}`}>
                <span className="stat__label">{i.rewardTypeName}</span>
                <span className="stat__value">{money(i.amount, i.currency)}</span>
                <span className="small muted">× {i.count}</span>
              </div>
            ))}
          </div>
        ) : (
          <LoadingBlock />
        )}
      </Card>
      <Card title={t('active')} id="bonus-active">
        {requests.isPending ? (
          <LoadingBlock />
        ) : active.length === 0 ? (
          <EmptyState title={t('empty')} />
        ) : (
          <ul className="bonus-list" data-testid="active-bonuses">
            {active.map(item)}
          </ul>
        )}
      </Card>
      <div className="grid-2">
        <Rakeback rakeBack={stats.data?.rakeBack} />
        <CdkExchange />
      </div>
      <Coupons />
      {past.length > 0 ? (
        <Card title={t('history')} id="bonus-history">
          <ul className="bonus-list">{past.map(item)}</ul>
        </Card>
      ) : null}
      <ConfirmDialog
        name={pending?.kind === 'cancel' ? 'cancel-bonus' : 'give-up-bonus'}
        open={pending !== null}
        danger
        title={pending?.kind === 'cancel' ? t('cancelTitle') : t('giveUpTitle')}
        body={
          pending?.kind === 'cancel'
            ? t('cancelBody', { name: pendingName })
            : pending
              ? t('giveUpBody', {
                  name: pendingName,
                  amount: money(pending.bonus.amount, pending.bonus.bonusCurrency),
                })
              : ''
        }
        confirmLabel={pending?.kind === 'cancel' ? t('cancel') : t('giveUp')}
        pending={giveUp.isPending || cancel.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          if (pending.kind === 'cancel') cancel.mutate({ requestId: pending.bonus.requestId });
          else giveUp.mutate({ requestId: pending.bonus.requestId });
        }}
      />
    </>
  );
}
