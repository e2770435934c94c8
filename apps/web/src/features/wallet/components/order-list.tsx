/**
 * Deposit and withdrawal orders as the wallet pages show them: the status badge, the list under the
 * deposit and withdraw forms, and a row of the history table.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WITHDRAW_STATUS } from '@casino/shared/rules/statuses';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlock } from '../../../components/ui/spinner';
import { money } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { useLng } from '../../../lib/lng';

export type OrderKind = 'deposit' | 'withdraw';

interface Order {
  orderNo: string;
  amount: string;
  currency: string;
  createdAt: number | string;
  status: number;
}

export function depositTone(status: number): BadgeTone {
  if (status === 3) return 'success';
  if (status === 4 || status === 6) return 'danger';
  if (status === 5) return 'neutral';
  return 'warning';
}

export function withdrawTone(status: number): BadgeTone {
  if (status === WITHDRAW_STATUS.SUCCESS) return 'success';
  if (status === WITHDRAW_STATUS.REJECTED) return 'danger';
  if (status === WITHDRAW_STATUS.CANCELLED) return 'neutral';
  return 'warning';
}

export function OrderStatus({ kind, status }: { kind: OrderKind; status: number }) {
  const { t } = useTranslation('wallet');
  return (
    <Badge tone={kind === 'deposit' ? depositTone(status) : withdrawTone(status)}>
      {t(`${kind}Status.${status}`)}
    </Badge>
  );
}

/** The latest orders: amount, when, `via` (channel or destination), number, status and `action`. */
export function OrderList<O extends Order>({
  kind,
  orders,
  loading,
  empty,
  testId,
  via,
  action,
}: {
  kind: OrderKind;
  orders: readonly O[];
  loading: boolean;
  empty: string;
  testId: string;
  via: (order: O) => ReactNode;
  action: (order: O) => ReactNode;
}) {
  const lng = useLng();
  if (loading) return <LoadingBlock />;
  if (orders.length === 0) return <EmptyState title={empty} />;
  return (
    <ul className="order-list" data-testid={testId}>
      {orders.map((o) => (
        <li key={o.orderNo} data-order={o.orderNo}>
          <div className="order-list__main">
            <span className="order-list__title">{money(o.amount, o.currency)}</span>
            <span className="order-list__meta">
              {formatDateTime(o.createdAt, lng)} · {via(o)} · <span className="mono">{o.orderNo}</span>
            </span>
          </div>
          <div className="order-list__side">
            <OrderStatus kind={kind} status={o.status} />
            {action(o)}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** A row of the history table: date, status, amount, order number. */
export function OrderRow({ kind, order }: { kind: OrderKind; order: Order }) {
  const lng = useLng();
  return (
    <tr>
      <td>{formatDateTime(order.createdAt, lng)}</td>
      <td>
        <OrderStatus kind={kind} status={order.status} />
      </td>
      <td className="num">{money(order.amount, order.currency)}</td>
      <td className="num mono">{order.orderNo}</td>
    </tr>
  );
}
