/**
 * Tells a logged-in player, on whatever page, when a deposit has been credited since they last saw
 * the notice (deposit.successfulQuery), then acknowledges it (successfulTimeUpdate) so it shows once.
 * Read quietly (no loading bar, no error toasts) when the page starts and again whenever the live
 * channel says a deposit was credited (lib/live). Loaded for players only (./deposit-success-notice).
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/ui/toast-store';
import { useRefreshSession } from '../../../lib/auth';
import { money } from '../../../lib/format';
import { BACKGROUND, trpc } from '../../../lib/trpc';

export function PlayerDepositNotice() {
  // No suspense: the shell must not wait for the wallet namespace.
  const { t, ready } = useTranslation('wallet', { useSuspense: false });
  const refreshSession = useRefreshSession();
  const query = trpc.deposit.successfulQuery.useQuery({}, { enabled: ready, ...BACKGROUND });
  const ack = trpc.deposit.successfulTimeUpdate.useMutation();
  const seen = useRef(new Set<string>());
  const { mutate } = ack;
  useEffect(() => {
    const fresh = (query.data?.list ?? []).filter((o) => !seen.current.has(o.orderNo));
    if (fresh.length === 0) return;
    for (const o of fresh) {
      seen.current.add(o.orderNo);
      toast.success(t('order.credited', { amount: money(o.amount, o.currency) }));
    }
    void refreshSession();
    mutate({});
  }, [query.data, t, refreshSession, mutate]);
  return null;
}
