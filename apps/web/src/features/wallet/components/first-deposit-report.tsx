/**
 * The first-deposit report (spec section 3): once the first deposit is credited (reportStatus 1) the
 * player sees a thank-you, the conversion is reported (a `first_deposit` event on window.dataLayer for
 * the operator's tag manager) and the platform is told it was reported (reportStatus 2), so it
 * happens once.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { money } from '../../../lib/format';
import { trpc } from '../../../lib/trpc';

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

  if (!data || !data.firstDepositAmount || !data.firstDepositCurrency) return null;
  return (
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
  );
}
