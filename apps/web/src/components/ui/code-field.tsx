/**
 * A verification-code input with its "send code" button: after a send, the button counts down 60 s
 * before a resend, and the "check your spam folder / number" hint shows at 30 s or less (spec
 * section 9). Sending is the caller's (`onSend` resolves true when the code went out).
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from '../../hooks/use-countdown';
import { Button } from './button';
import { TextField } from './text-field';

/** An `onSend`'s answer from its send call: true once it went through (a failure is the error handler's to show). */
export function codeWentOut(send: Promise<unknown>): Promise<boolean> {
  return send.then(
    () => true,
    () => false,
  );
}

export interface CodeFieldProps {
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
  onSend: () => Promise<boolean>;
  /** Shown after a successful send ("We sent a code to ..."). */
  sentMessage: (target: string) => ReactNode;
  /** The hint at 30 s or less. */
  lateHint: ReactNode;
  /** What the code goes to, for the sent message. */
  target: string;
  canSend: boolean;
  disabled?: boolean;
  name?: string;
}

export function CodeField({
  label,
  value,
  onValueChange,
  onBlur,
  error,
  onSend,
  sentMessage,
  lateHint,
  target,
  canSend,
  disabled,
  name = 'code',
}: CodeFieldProps) {
  const { t } = useTranslation('auth');
  const countdown = useCountdown();
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const send = async () => {
    if (!canSend || sending) return;
    setSending(true);
    try {
      if (await onSend()) {
        countdown.start();
        setSentTo(target);
      }
    } finally {
      setSending(false);
    }
  };
  return (
    <TextField
      className="code-row"
      label={label}
      name={name}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder={t('register.codePlaceholder')}
      value={value}
      onValueChange={(v) => onValueChange(v.replace(/\D/g, ''))}
      onBlur={onBlur}
      error={error}
      disabled={disabled}
      hint={
        sentTo ? (
          <span aria-live="polite">
            {sentMessage(sentTo)}
            {countdown.showHint ? <> {lateHint}</> : null}
          </span>
        ) : undefined
      }
      actions={
        <Button
          size="sm"
          variant="secondary"
          onClick={() => void send()}
          loading={sending}
          disabled={disabled || countdown.running}
        >
          {countdown.running
            ? t('register.resendIn', { seconds: countdown.secondsLeft })
            : sentTo
              ? t('register.resend')
              : t('register.sendCode')}
        </Button>
      }
    />
  );
}
