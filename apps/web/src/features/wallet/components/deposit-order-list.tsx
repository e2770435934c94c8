import { useTranslation } from 'react-i18next';
import type { DepositOrderView } from '@casino/shared/schemas/deposit';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { formatDateTime, money } from '../../../lib/format';
import { useLng } from '../../../lib/lng';

export function depositTone(status: number): BadgeTone {
  if (status === 3) return 'success';
  if (status === 4 || status === 6) return 'danger';
  if (status === 5) return 'neutral';
  return 'warning';
}

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
  const lng = useLng();
  return (
    <Card title={t('orders.title')} id="deposit-orders">
      {loading ? (
        <LoadingBlock />
      ) : orders.length === 0 ? (
        <EmptyState title={t('orders.empty')} />
      ) : (
        <ul className="order-list" data-testid="deposit-orders">
          {orders.map((o) => (
            <li key={o.orderNo} data-order={o.orderNo}>
              <div className="order-list__main">
                <span className="order-list__title">{money(o.amount, o.currency)}</span>
                <span className="order-list__meta">
                  {formatDateTime(o.createdAt, lng)} · {t(`deposit.types.${o.channelType}`)} ·{' '}
                  <span className="mono">{o.orderNo}</span>
                </span>
              </div>
              <div className="order-list__side">
                <Badge tone={depositTone(o.status)}>{t(`depositStatus.${o.status}`)}</Badge>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => onView(o.orderNo)}
                  aria-label={`${t('orders.view')} ${o.orderNo}`}
                >
                  {t('orders.view')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
