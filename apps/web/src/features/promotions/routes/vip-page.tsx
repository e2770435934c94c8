/** VIP level rewards: the player's level and turnover, each level's reward and perks, receive. */
import { useTranslation } from 'react-i18next';
import { trpc } from '../../../lib/trpc';
import { useIsPlayer, useRefreshSession } from '../../../lib/auth';
import { Button } from '../../../components/ui/button';
import { Badge } from '../../../components/ui/badge';
import { Card } from '../../../components/ui/card';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { LoginPrompt } from '../components/login-prompt';
import { money } from '../../../lib/format';

export function VipPage() {
  const { t } = useTranslation('promotions');
  const player = useIsPlayer();
  const utils = trpc.useUtils();
  const refresh = useRefreshSession();
  const rewards = trpc.activity.levelRewardList.useQuery({}, { enabled: player });
  // The level's name ("ビギナー"), as on the account page.
  const level = trpc.account.levelProcess.useQuery({}, { enabled: player });
  // The rate the bonuses page shows, from the same call.
  const stats = trpc.bonus.rewardStatistics.useQuery({}, { enabled: player });
  const apply = trpc.activity.apply.useMutation({
    onSuccess: (r) => {
      toast.success(
        r.rewardAmount && r.rewardCurrency
          ? `${t('common.claimSuccess')} ${money(r.rewardAmount, r.rewardCurrency)}`
          : t('common.claimSuccess'),
      );
      void utils.activity.levelRewardList.invalidate();
      void refresh();
    },
  });
  if (!player) return <LoginPrompt />;
  if (rewards.isPending) return <LoadingBlock />;
  const d = rewards.data;
  if (!d) return null;
  return (
    <div className="promo-stack">
      <Card title={t('vip.currentLevel')} id="vip-level">
        <p className="vip-level">{level.data?.levelName ?? t('vip.level', { level: d.vipLevel })}</p>
        <p className="promo-card__muted num">
          {t('vip.turnover')}: {money(d.turnover, 'JPY')}
        </p>
        {stats.data?.rakeBack ? (
          <p className="promo-card__muted num">{t('vip.rakeback', { rate: stats.data.rakeBack.rate })}</p>
        ) : null}
      </Card>
      <ul className="card-grid promo-grid">
        {d.list.map((lv) => (
          <li key={lv.level}>
            <article className="promo-card" data-reached={lv.status !== 0 || undefined}>
              <div className="promo-card__body">
                <div className="row-between promo-card__row">
                  <h2 className="promo-card__title">{lv.levelName}</h2>
                  {lv.status === 0 ? (
                    <Badge>{t('vip.locked')}</Badge>
                  ) : lv.status === 2 ? (
                    <Badge tone="success">{t('common.claimed')}</Badge>
                  ) : null}
                </div>
                <p className="promo-card__muted num">
                  {t('vip.required')}: {money(lv.requiredTurnover, lv.currency)}
                </p>
                <p className="promo-card__pool">
                  <span>{t('vip.reward')}</span>
                  <strong className="num">{money(lv.rewardAmount, lv.currency)}</strong>
                </p>
                {lv.perks.length > 0 ? (
                  <ul className="promo-rules">
                    {lv.perks.map((p) => (
                      <li key={p}>{p}</li>
                    ))}
                  </ul>
                ) : null}
                {lv.status === 1 ? (
                  <Button
                    size="sm"
                    onClick={() => apply.mutate({ activityId: d.activityId, level: lv.level })}
                    loading={apply.isPending && apply.variables?.level === lv.level}
                  >
                    {t('vip.receive')}
                    <span className="visually-hidden">: {lv.levelName}</span>
                  </Button>
                ) : null}
              </div>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
