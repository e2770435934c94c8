import { useTranslation } from 'react-i18next';
import type { DepositOrderView } from '@casino/shared/schemas/deposit';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { OrderList } from './order-list';

export function DepositOrderList({
  orders,
  loading,
  onView,
}: {
  orders: readonly DepositOrderView[];
  loading: boolean;
  onView: (orderNo: string) => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Card title={t('orders.title')} id="deposit-orders">
      <OrderList
        kind="deposit"
        orders={orders}
        loading={loading}
        empty={t('orders.empty')}
        testId="deposit-orders"
        via={(o) => t(`deposit.types.${o.channelType}`)}
        action={(o) => (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => onView(o.orderNo)}
            aria-label={`${t('orders.view')} ${o.orderNo}`}
          >
            {t('orders.view')}
          </Button>
        )}
      />
    </Card>
  );
}
