import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge';
import { LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { money } from '../../../lib/format';
import { formatDate } from '../../../lib/dates';
import { useLng, useLocalize } from '../../../lib/lng';
import { trpc } from '../../../lib/trpc';
import { BONUS_COUPONS_FIRST_PAGE } from '@casino/shared/rules/player-first-screen';

/** Deposit coupons: what each gives, its minimum deposit and validity, and a way to use it. */
export function Coupons() {
  const { t } = useTranslation('bonus');
  const lng = useLng();
  const to = useLocalize();
  const coupons = trpc.bonus.couponPage.useQuery(BONUS_COUPONS_FIRST_PAGE);
  const list = coupons.data?.list ?? [];
  return (
    <Card title={t('coupons.title')} id="coupons">
      {list.length === 0 ? (
        <EmptyState title={t('coupons.empty')} />
      ) : (
        <div className="grid-cards">
          {list.map((c) => (
            <div className="coupon-card" key={c.couponId}>
              <div className="row-between">
                <strong>{c.name}</strong>
                <Badge tone={c.status === 0 ? 'success' : 'neutral'}>{t(`coupons.status.${c.status}`)}</Badge>
              </div>
              <span>
                {c.couponType === 1
                  ? t('coupons.match', { percent: c.matchPercent, max: money(c.maxBonus, c.currency) })
                  : t('coupons.fixed', { amount: money(c.bonusAmount, c.currency) })}
              </span>
              <span className="small muted">
                {t('coupons.minDeposit', { amount: money(c.minDeposit, c.currency) })} ·{' '}
                {t('coupons.validTo', { date: formatDate(c.validTo, lng) })}
              </span>
              {c.status === 0 ? (
                <LinkButton
                  to={`${to('/account/deposit')}?coupon=${encodeURIComponent(c.couponId)}`}
                  size="sm"
                  variant="secondary"
                >
                  {t('coupons.use')}
                </LinkButton>
              ) : null}
            </div>
          ))}
        </div>
      )}
    </Card>
  );
}
