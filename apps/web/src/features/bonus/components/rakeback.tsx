import { useTranslation } from 'react-i18next';
import type { RakebackView } from '@casino/shared/schemas/rakeback';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { toast } from '../../../components/ui/toast-store';
import { useRefreshSession } from '../../../lib/auth';
import { money } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';

/** Rake back (spec section 3): receivable when rakeBackStatus is 1; paused when not valid. */
export function Rakeback({ rakeBack }: { rakeBack: RakebackView | undefined }) {
  const { t } = useTranslation('bonus');
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  const receive = trpc.bonus.rakebackReceive.useMutation({
    onSuccess: async () => {
      toast.success(t('rakeback.received'));
      await Promise.all([utils.bonus.rewardStatistics.invalidate(), refreshSession()]);
    },
  });
  return (
    <Card
      title={t('rakeback.title')}
      subtitle={rakeBack ? t('rakeback.lead', { rate: rakeBack.rate }) : undefined}
      id="rakeback"
    >
      {rakeBack ? (
        <div className="stack">
          <div className="stat">
            <span className="stat__label">{t('rakeback.pending')}</span>
            <span className="stat__value">{money(rakeBack.rakeAmountPendingTotal, rakeBack.currency)}</span>
          </div>
          {rakeBack.rakeBackValidStatus === 0 ? <p className="small muted">{t('rakeback.paused')}</p> : null}
          {rakeBack.rakeBackStatus === 1 ? (
            <Button onClick={() => receive.mutate({})} loading={receive.isPending}>
              {t('rakeback.receive')}
            </Button>
          ) : (
            <p className="small muted">{t('rakeback.none')}</p>
          )}
        </div>
      ) : null}
    </Card>
  );
}
