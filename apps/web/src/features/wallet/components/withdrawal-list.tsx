import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WithdrawalView } from '@casino/shared/schemas/withdrawal';
import { WITHDRAW_STATUS } from '@casino/shared/rules/statuses';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { toast } from '../../../components/ui/toast-store';
import { useRefreshSession } from '../../../lib/auth';
import { money } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';
import { OrderList } from './order-list';
import { WITHDRAW_ORDERS_FIRST_PAGE } from '@casino/shared/rules/player-first-screen';

export function WithdrawalList() {
  const { t } = useTranslation('wallet');
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  const orders = trpc.withdraw.orders.useQuery(WITHDRAW_ORDERS_FIRST_PAGE);
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
  return (
    <Card title={t('withdrawals.title')} id="withdrawals">
      <OrderList
        kind="withdraw"
        orders={orders.data?.list ?? []}
        loading={orders.isPending}
        empty={t('withdrawals.empty')}
        testId="withdrawals"
        via={(o) => o.destination}
        action={(o) =>
          o.status === WITHDRAW_STATUS.PENDING ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => setCancelling(o)}
              aria-label={`${t('withdraw.cancel')} ${o.orderNo}`}
            >
              {t('withdraw.cancel')}
            </Button>
          ) : null
        }
      />
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
