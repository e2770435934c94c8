/**
 * The first-deposit report (spec section 3): once the first deposit is credited (reportStatus 1) the
 * player sees a thank-you, the conversion is reported (a `first_deposit` event on window.dataLayer for
 * the operator's tag manager) and the platform is told it was reported (reportStatus 2), so it
 * happens once.
 */
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { money } from '../../../lib/format';
import { retryingImport } from '../../../lib/lazy-when';
import { trpc } from '../../../lib/trpc';

/** The thank-you opens once in a player's life: its dialog loads only then. */
const Dialog = lazy(() =>
  retryingImport(() => import('../../../components/ui/dialog')).then((m) => ({ default: m.Dialog })),
);

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export function FirstDepositReport() {
  const { t } = useTranslation('wallet');
  const report = trpc.account.checkReportStatus.useQuery({});
  const update = trpc.account.updateReportStatus.useMutation();
  const [open, setOpen] = useState(false);
  const reported = useRef(false);
  const data = report.data;

  useEffect(() => {
    if (!data || data.reportStatus !== 1 || reported.current) return;
    reported.current = true;
    (window.dataLayer ??= []).push({
      event: 'first_deposit',
      value: data.firstDepositAmount,
      currency: data.firstDepositCurrency,
    });
    update.mutate({ reportStatus: 2 });
    setOpen(true);
  }, [data, update]);

  if (!open || !data || !data.firstDepositAmount || !data.firstDepositCurrency) return null;
  return (
    <Suspense fallback={null}>
      <Dialog
        name="first-deposit"
        open={open}
        onClose={() => setOpen(false)}
        tone="success"
        title={t('firstDeposit.title')}
        description={t('firstDeposit.body', {
          amount: money(data.firstDepositAmount, data.firstDepositCurrency),
        })}
        footer={<Button onClick={() => setOpen(false)}>{t('firstDeposit.ok')}</Button>}
      />
    </Suspense>
  );
}
