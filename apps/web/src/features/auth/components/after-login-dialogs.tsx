/**
 * After a login or registration (spec section 4): the add-info steps 1 to 3 and the
 * registration-success dialog. Step 1 binds a phone, step 2 an email, step 3 an email plus a username
 * and password. "Later" closes the step; the player can finish it from the account page.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  codeRule,
  emailRule,
  passwordRule,
  phoneRule,
  stripChinese,
  usernameRule,
} from '@casino/shared/rules/fields';
import { CODE_PURPOSE } from '@casino/shared/rules/code-purpose';
import { Button } from '../../../components/ui/button';
import { CodeField, codeWentOut } from '../../../components/ui/code-field';
import { Dialog } from '../../../components/ui/dialog';
import { NewPasswordField } from '../../../components/ui/new-password-field';
import { PasswordField } from '../../../components/ui/password-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useForm, type Rules } from '../../../hooks/use-form';
import { useRefreshSession } from '../../../lib/auth';
import { useCloseAndGo } from '../../../lib/close-and-go';
import { trpc } from '../../../lib/trpc';
import { AccountNameField } from './account-name-field';
import { clearAfterLogin, setAfterLogin, useAfterLogin } from '../hooks/after-login-store';

export function AfterLoginDialogs() {
  const { t } = useTranslation('auth');
  const state = useAfterLogin();
  const go = useCloseAndGo(clearAfterLogin);
  return (
    <>
      <Dialog
        name="register-success"
        open={state.showRegisterSuccess}
        onClose={clearAfterLogin}
        tone="success"
        title={t('success.title')}
        description={t('success.body')}
        footer={
          <>
            <Button variant="secondary" onClick={() => go('/')}>
              {t('success.play')}
            </Button>
            <Button onClick={() => go('/account/deposit')}>{t('success.deposit')}</Button>
          </>
        }
      />
      {state.addInfoStep !== 0 ? (
        <AddInfoDialog
          step={state.addInfoStep}
          onDone={() => setAfterLogin({ addInfoStep: 0, showRegisterSuccess: false })}
        />
      ) : null}
    </>
  );
}

interface AddInfoValues {
  phone: string;
  email: string;
  code: string;
  username: string;
  password: string;
  /** Steps 1 and 2: the current login password, proof that binds a contact (not only the session). */
  current: string;
}

function AddInfoDialog({ step, onDone }: { step: 1 | 2 | 3; onDone: () => void }) {
  const { t } = useTranslation('auth');
  const refresh = useRefreshSession();
  const [open, setOpen] = useState(true);
  const rules = useMemo<Rules<AddInfoValues>>(
    () => ({
      phone: step === 1 ? phoneRule : undefined,
      email: step !== 1 ? emailRule : undefined,
      code: codeRule,
      username: step === 3 ? usernameRule : undefined,
      password: step === 3 ? passwordRule : undefined,
      current: step !== 3 ? passwordRule : undefined,
    }),
    [step],
  );
  const form = useForm<AddInfoValues>(
    { phone: '', email: '', code: '', username: '', password: '', current: '' },
    rules,
  );
  const sendPhone = trpc.verification.phoneSendCodeByPhone.useMutation();
  const sendEmail = trpc.verification.emailSendCodeByEmail.useMutation();
  const bindPhone = trpc.verification.phoneBind.useMutation();
  const bindEmail = trpc.verification.emailBind.useMutation();
  const modify = trpc.account.modify.useMutation();
  const pending = bindPhone.isPending || bindEmail.isPending || modify.isPending;

  const close = () => {
    setOpen(false);
    onDone();
  };

  const onSend = async () => {
    const key = step === 1 ? 'phone' : 'email';
    form.touch(key);
    if (rules[key]?.(form.values[key], form.values)) return false;
    return codeWentOut(
      step === 1
        ? sendPhone.mutateAsync({ mobile: form.values.phone.trim(), purpose: CODE_PURPOSE.bind })
        : sendEmail.mutateAsync({ email: form.values.email.trim(), purpose: CODE_PURPOSE.bind }),
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    try {
      const proof = step !== 3 ? { password: v.current } : {};
      if (step === 1) await bindPhone.mutateAsync({ mobile: v.phone.trim(), code: v.code, ...proof });
      else await bindEmail.mutateAsync({ email: v.email.trim(), code: v.code, ...proof });
      if (step === 3) await modify.mutateAsync({ username: v.username.trim(), newPassword: v.password });
      toast.success(t('addInfo.done'));
      await refresh();
      close();
    } catch {
      // central handler shows the reason
    }
  };

  const stepKey = `step${step}` as const;
  return (
    <Dialog
      name={`add-info-${step}`}
      open={open}
      onClose={close}
      tone="info"
      title={t(`addInfo.${stepKey}.title`)}
      description={t(`addInfo.${stepKey}.lead`)}
    >
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        {step === 1 ? (
          <TextField
            label={t('addInfo.step1.phone')}
            name="phone"
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            {...form.field('phone', t)}
            onValueChange={(v) => form.set('phone', v.replace(/\D/g, ''))}
          />
        ) : (
          <TextField
            label={t('register.email')}
            name="email"
            type="email"
            autoComplete="email"
            {...form.field('email', t)}
            sanitize={stripChinese}
          />
        )}
        <CodeField
          label={step === 1 ? t('addInfo.step1.code') : t('register.code')}
          {...form.field('code', t)}
          target={step === 1 ? form.values.phone : form.values.email}
          canSend
          onSend={onSend}
          sentMessage={(x) => t('register.codeSent', { email: x })}
          lateHint={step === 1 ? t('reset.smsHint') : t('register.codeHint')}
        />
        {step !== 3 ? (
          <PasswordField
            label={t('addInfo.currentPassword')}
            name="current-password"
            autoComplete="current-password"
            {...form.field('current', t)}
            sanitize={stripChinese}
            hint={t('addInfo.currentPasswordHint')}
          />
        ) : null}
        {step === 3 ? (
          <>
            <AccountNameField
              label={t('register.username')}
              name="username"
              {...form.field('username', t)}
              hint={t('register.usernameHint')}
            />
            <NewPasswordField label={t('register.password')} {...form.field('password', t)} />
          </>
        ) : null}
        <div className="dialog__footer">
          <Button variant="secondary" onClick={close}>
            {t('addInfo.later')}
          </Button>
          <Button type="submit" loading={pending}>
            {t(`addInfo.${stepKey}.submit`)}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
