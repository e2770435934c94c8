/**
 * A money request (a deposit or a withdrawal) whose answer was lost with the connection: it may or may
 * not have reached the platform. The page says so instead of leaving the player guessing, keeps the
 * request's clientOrderId (the platform answers the same request again with the same order, so a
 * second send never makes a second order), and, once the gateway answers again, looks for the order in
 * the player's list (which the live channel also keeps current): found, the player is told its number;
 * not found, that the request did not arrive and may be sent again. Kept outside the page, so the
 * check still holds after the player leaves the page and comes back.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@casino/shared/schemas/money';
import { Notice } from '../../../components/ui/notice';
import { toast } from '../../../components/ui/toast-store';
import { connection } from '../../../lib/connection';
import { externalStore, useExternalStore } from '../../../lib/external-store';
import { isConnectionFailure } from '../../../lib/failure';
import { money } from '../../../lib/format';

type Kind = 'deposit' | 'withdraw';

interface Unsettled {
  clientOrderId: string;
  amount: string;
  currency: Currency;
  /** checking: waiting for the connection; missing: the list answered without it; landed: found. */
  state: 'checking' | 'missing' | 'landed';
  orderNo?: string;
}

const stores = {
  deposit: externalStore<Unsettled | null>(null),
  withdraw: externalStore<Unsettled | null>(null),
};

interface OrderLike {
  orderNo: string;
  clientOrderId: string;
}

export function useUnsettledOrder<O extends OrderLike>({
  kind,
  orders,
  refetch,
  onLanded,
}: {
  kind: Kind;
  /** The player's latest orders (first page), as the page shows them. */
  orders: readonly O[] | undefined;
  refetch: () => Promise<{ isError: boolean; data?: { list: readonly O[] } | undefined }>;
  /** The order the lost request made (the page can show it and start a fresh request). */
  onLanded: (order: O) => void;
}) {
  const { t } = useTranslation('wallet');
  const store = stores[kind];
  const item = useExternalStore(store);
  const online = useExternalStore(connection) === 'ok';
  const landedRef = useRef(onLanded);
  landedRef.current = onLanded;

  const settle = (order: O, current: Unsettled) => {
    store.set({ ...current, state: 'landed', orderNo: order.orderNo });
    toast.success(
      t(`unsettled.${kind}.landed`, {
        orderNo: order.orderNo,
        amount: money(current.amount, current.currency),
      }),
    );
    landedRef.current(order);
  };

  // The order in the list (after the check, or pushed over the live channel): the player is told.
  useEffect(() => {
    if (!item || item.state === 'landed' || !orders) return;
    const order = orders.find((o) => o.clientOrderId === item.clientOrderId);
    if (order) settle(order, item);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [orders, item]);

  // Once the gateway answers again, the list is asked for what it holds now.
  useEffect(() => {
    if (!online || item?.state !== 'checking') return;
    let live = true;
    void refetch().then((r) => {
      if (!live || r.isError || !r.data || store.get() !== item) return;
      const order = r.data.list.find((o) => o.clientOrderId === item.clientOrderId);
      if (order) settle(order, item);
      else store.set({ ...item, state: 'missing' });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [online, item]);

  return {
    /** Whether the page is still waiting to know; a second send waits for the answer. */
    checking: item?.state === 'checking',
    /** Call with a failed request: a lost connection makes it unsettled, anything else is not. */
    failed(error: unknown, request: Pick<Unsettled, 'clientOrderId' | 'amount' | 'currency'>) {
      if (isConnectionFailure(error)) store.set({ ...request, state: 'checking' });
    },
    /** A request sent (or about to be): any earlier notice is done with. */
    clear() {
      store.set(null);
    },
    notice: item ? (
      <div role="status" data-testid={`unsettled-${kind}`}>
        <Notice tone={item.state === 'landed' ? 'info' : 'warning'}>
          {t(`unsettled.${kind}.${item.state}`, {
            amount: money(item.amount, item.currency),
            orderNo: item.orderNo ?? '',
          })}
        </Notice>
      </div>
    ) : null,
  };
}
