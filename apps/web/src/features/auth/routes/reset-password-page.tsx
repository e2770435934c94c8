/**
 * /{lng}/reset-password (from "forgot password"): the player names the account, picks email or SMS,
 * receives a code (60 s resend countdown, hint at 30 s or less) and sets a new password.
 */
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { codeRule, passwordRule } from '@casino/shared/rules/fields';
import { CODE_PURPOSE } from '@casino/shared/rules/code-purpose';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CodeField, codeWentOut } from '../../../components/ui/code-field';
import { Notice } from '../../../components/ui/notice';
import { ConfirmPasswordField, NewPasswordField } from '../../../components/ui/new-password-field';
import { SegmentedTabs } from '../../../components/ui/tabs';
import { AccountNameField } from '../components/account-name-field';
import { useForm, type Rules } from '../../../hooks/use-form';
import { useLocalize } from '../../../lib/lng';
import { trpc } from '../../../lib/trpc';
import '../components/auth-forms.css';

type Method = 'email' | 'phone';

interface ResetValues {
  username: string;
  code: string;
  newPassword: string;
  confirm: string;
}

export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const to = useLocalize();
  const [method, setMethod] = useState<Method>('email');
  const [done, setDone] = useState(false);
  // On a phone the form is scrolled down to its button: the answer replaces it at the top of the card,
  // so it is brought into view (and focused, so a screen reader reads it).
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!done || !doneRef.current) return;
    doneRef.current.scrollIntoView({ block: 'start' });
    doneRef.current.focus({ preventScroll: true });
  }, [done]);
  const rules = useMemo<Rules<ResetValues>>(
    () => ({
      username: (v) => (v.trim() === '' ? 'validation.usernameEmpty' : undefined),
      code: codeRule,
      newPassword: passwordRule,
      confirm: (v, all) => (v !== all.newPassword ? 'auth.reset.mismatch' : undefined),
    }),
    [],
  );
  const form = useForm<ResetValues>({ username: '', code: '', newPassword: '', confirm: '' }, rules);
  const sendEmail = trpc.verification.emailSendCodeByName.useMutation();
  const sendPhone = trpc.verification.phoneSendCodeByName.useMutation();
  const reset = trpc.account.resetPassword.useMutation();

  const onSend = async () => {
    form.touch('username');
    const username = form.values.username.trim().toLowerCase();
    if (!username) return false;
    // An unknown account gets the same neutral answer as a known one: nothing is revealed.
    const input = { username, purpose: CODE_PURPOSE.resetPassword };
    return codeWentOut(method === 'email' ? sendEmail.mutateAsync(input) : sendPhone.mutateAsync(input));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    try {
      await reset.mutateAsync({
        username: form.values.username.trim().toLowerCase(),
        resetType: method === 'email' ? 1 : 2,
        code: form.values.code,
        newPassword: form.values.newPassword,
      });
      setDone(true);
    } catch {
      // the central handler shows the reason
    }
  };

  return (
    <div className="container auth-page">
      <Card className="auth-card">
        {done ? (
          <div className="auth-form" ref={doneRef} tabIndex={-1}>
            <div className="auth-form__head">
              <h1>{t('reset.title')}</h1>
            </div>
            <Notice tone="info">{t('reset.done')}</Notice>
            <Link className="btn btn--primary btn--lg btn--block" to={to('/login')}>
              {t('reset.backToLogin')}
            </Link>
          </div>
        ) : (
          <form
            className="auth-form"
            onSubmit={(e) => void submit(e)}
            noValidate
            aria-labelledby="reset-title"
          >
            <div className="auth-form__head">
              <h1 id="reset-title">{t('reset.title')}</h1>
              <p>{t('reset.lead')}</p>
            </div>
            <SegmentedTabs<Method>
              idBase="reset-method"
              label={t('reset.method')}
              value={method}
              onChange={(m) => {
                setMethod(m);
                form.set('code', '');
              }}
              items={[
                { value: 'email', label: t('reset.byEmail') },
                { value: 'phone', label: t('reset.byPhone') },
              ]}
            />
            <div
              role="tabpanel"
              id="reset-method-panel"
              aria-labelledby={`reset-method-tab-${method}`}
              className="stack"
            >
              <AccountNameField label={t('reset.username')} name="username" {...form.field('username', t)} />
              <CodeField
                key={method}
                label={t('reset.code')}
                {...form.field('code', t)}
                target={form.values.username.trim()}
                canSend={form.values.username.trim() !== ''}
                onSend={onSend}
                sentMessage={() => (method === 'email' ? t('reset.codeSentEmail') : t('reset.codeSentPhone'))}
                lateHint={method === 'email' ? t('register.codeHint') : t('reset.smsHint')}
              />
              <NewPasswordField label={t('reset.newPassword')} {...form.field('newPassword', t)} />
              <ConfirmPasswordField label={t('reset.confirmPassword')} {...form.field('confirm', t)} />
              <Button type="submit" size="lg" block loading={reset.isPending}>
                {t('reset.submit')}
              </Button>
            </div>
            <p className="auth-form__switch">
              <Link to={to('/login')}>{t('reset.backToLogin')}</Link>
            </p>
          </form>
        )}
      </Card>
    </div>
  );
}
