/**
 * The proof a new payout destination needs (packages/shared/src/schemas/payout-proof.ts): the
 * withdrawal password when the player has one, otherwise a code the player asks for here, sent to the
 * bound email (purpose 4).
 */
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useSession } from '../../../lib/auth';
import { tKey } from '../../../lib/i18n';
import { trpc } from '../../../lib/trpc';

export interface PayoutProof {
  withdrawPassword?: string;
  verifyCode?: string;
}

export function PayoutProofField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (v: string) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation('wallet');
  const limits = trpc.withdraw.limits.useQuery({ currency: 'JPY' });
  const session = useSession();
  const send = trpc.verification.emailSendCodeByName.useMutation({
    onSuccess: (r) => {
      if (r.sentTo) toast.success(t('payoutProof.sent', { to: r.sentTo }));
    },
  });
  const needPassword = limits.data?.needWithdrawPassword === true;
  return (
    <div className="stack">
      <Notice tone="info">{t('payoutProof.hint')}</Notice>
      {needPassword ? (
        <PasswordField
          label={t('payoutProof.withdrawPassword')}
          name="payout-withdraw-password"
          autoComplete="off"
          value={value}
          onValueChange={onChange}
          error={tKey(t, error)}
        />
      ) : (
        <TextField
          label={t('payoutProof.code')}
          name="payout-verify-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={value}
          onValueChange={(v) => onChange(v.replace(/\D/g, ''))}
          error={tKey(t, error)}
          actions={
            <Button
              size="sm"
              variant="secondary"
              loading={send.isPending}
              disabled={!session.data?.user}
              onClick={() =>
                session.data?.user && send.mutate({ username: session.data.user.loginName, purpose: 4 })
              }
            >
              {t('payoutProof.send')}
            </Button>
          }
        />
      )}
    </div>
  );
}

/** The input fields of the proof, for the add mutation. */
export function usePayoutProof() {
  const limits = trpc.withdraw.limits.useQuery({ currency: 'JPY' });
  return (value: string): PayoutProof =>
    limits.data?.needWithdrawPassword ? { withdrawPassword: value } : { verifyCode: value };
}
