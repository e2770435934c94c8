import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAW_STATUS, type WithdrawalView } from '@casino/shared/schemas/withdrawal';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { toast } from '../../../components/ui/toast-store';
import { useRefreshSession } from '../../../lib/auth';
import { formatDateTime, money } from '../../../lib/format';
import { useLng } from '../../../lib/lng';
import { trpc } from '../../../lib/trpc';

export function withdrawTone(status: number): BadgeTone {
  if (status === WITHDRAW_STATUS.SUCCESS) return 'success';
  if (status === WITHDRAW_STATUS.REJECTED) return 'danger';
  if (status === WITHDRAW_STATUS.CANCELLED) return 'neutral';
  return 'warning';
}

export function WithdrawalList() {
  const { t } = useTranslation('wallet');
  const lng = useLng();
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  const orders = trpc.withdraw.orders.useQuery({ pageNo: 1, pageSize: 10 });
  const [cancelling, setCancelling] = useState<WithdrawalView | null>(null);
  const cancel = trpc.withdraw.cancel.useMutation({
    onSuccess: async () => {
      toast.success(t('withdraw.cancelled'));
      setCancelling(null);
      await Promise.all([
        utils.withdraw.orders.invalidate(),
        utils.withdraw.limits.invalidate(),
        refreshSession(),
      ]);
    },
  });
  const list = orders.data?.list ?? [];
  return (
    <Card title={t('withdrawals.title')} id="withdrawals">
      {orders.isPending ? (
        <LoadingBlock />
      ) : list.length === 0 ? (
        <EmptyState title={t('withdrawals.empty')} />
      ) : (
        <ul className="order-list" data-testid="withdrawals">
          {list.map((o) => (
            <li key={o.orderNo} data-order={o.orderNo}>
              <div className="order-list__main">
                <span className="order-list__title">{money(o.amount, o.currency)}</span>
                <span className="order-list__meta">
                  {formatDateTime(o.createdAt, lng)} · {o.destination} ·{' '}
                  <span className="mono">{o.orderNo}</span>
                </span>
              </div>
              <div className="order-list__side">
                <Badge tone={withdrawTone(o.status)}>{t(`withdrawStatus.${o.status}`)}</Badge>
                {o.status === WITHDRAW_STATUS.PENDING ? (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setCancelling(o)}
                    aria-label={`${t('withdraw.cancel')} ${o.orderNo}`}
                  >
                    {t('withdraw.cancel')}
                  </Button>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        name="cancel-withdrawal"
        open={cancelling !== null}
        danger
        title={t('withdraw.cancelConfirmTitle')}
        body={
          cancelling
            ? t('withdraw.cancelConfirmBody', {
                orderNo: cancelling.orderNo,
                amount: money(cancelling.amount, cancelling.currency),
              })
            : ''
        }
        confirmLabel={t('withdraw.cancel')}
        pending={cancel.isPending}
        onCancel={() => setCancelling(null)}
        onConfirm={() => cancelling && cancel.mutate({ orderNo: cancelling.orderNo })}
      />
    </Card>
  );
}
