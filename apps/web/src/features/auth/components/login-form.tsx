/**
 * The login form: username or email (Chinese characters stripped as typed), password with show/hide,
 * remember me, forgot password and lost account. 100701 opens the slider captcha and the login is
 * retried with its ticket; when the region is limited (accessLimit) the form is disabled.
 */
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../../lib/router';
import { CODES } from '@casino/shared/protocol/codes';
import { passwordRule, stripChinese } from '@casino/shared/rules/fields';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Notice } from '../../../components/ui/notice';
import { PasswordField } from '../../../components/ui/password-field';
import { useForm, type Rules } from '../../../hooks/use-form';
import { useAuthDisabled } from '../../../lib/access-limit';
import { upstreamCode } from '../../../lib/failure';
import { openGlobalDialog } from '../../../lib/global-dialogs';
import { useLocalize } from '../../../lib/lng';
import type { SessionView } from '@casino/gateway/router';
import { readRememberedLogin, writeRememberedLogin } from '../hooks/remembered-login';
import { useLogin } from '../hooks/use-login';
import { AccountNameField } from './account-name-field';
import { AuthFieldset, AuthSwitch, type AuthFormProps } from './auth-form-parts';
import './auth-forms.css';

// Loaded the first time the gateway asks for a captcha: most logins never need it.
const SliderCaptchaDialog = lazy(() =>
  import('./slider-captcha-dialog').then((m) => ({ default: m.SliderCaptchaDialog })),
);

interface LoginValues {
  account: string;
  password: string;
}

export interface LoginFormProps extends AuthFormProps {
  onSuccess: (session: SessionView) => void;
}

export function LoginForm({ onSuccess, onSwitch, headingLevel = 2 }: LoginFormProps) {
  const { t } = useTranslation('auth');
  const to = useLocalize();
  const disabled = useAuthDisabled();
  const remembered = useMemo(readRememberedLogin, []);
  const [remember, setRemember] = useState(remembered !== '');
  const [captchaOpen, setCaptchaOpen] = useState(false);
  const [captchaUsed, setCaptchaUsed] = useState(false);
  if (captchaOpen && !captchaUsed) setCaptchaUsed(true);
  const rules = useMemo<Rules<LoginValues>>(
    () => ({
      account: (v) => (v.trim() === '' ? 'validation.usernameEmpty' : undefined),
      password: passwordRule,
    }),
    [],
  );
  const form = useForm<LoginValues>({ account: remembered, password: '' }, rules);
  const { login, isPending } = useLogin();
  const H = headingLevel === 1 ? 'h1' : 'h2';

  const attempt = async (captchaTicket?: string) => {
    try {
      const session = await login({
        account: form.values.account,
        password: form.values.password,
        captchaTicket,
      });
      writeRememberedLogin(remember ? form.values.account.trim() : null);
      onSuccess(session);
    } catch (error) {
      if (upstreamCode(error) === CODES.CAPTCHA_REQUIRED) setCaptchaOpen(true);
    }
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (disabled || !form.validate()) return;
    void attempt();
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-labelledby="login-title">
      <div className="auth-form__head">
        <H id="login-title">{t('login.title')}</H>
        <p>{t('login.lead')}</p>
      </div>
      {disabled ? <Notice tone="danger">{t('login.disabled')}</Notice> : null}
      <AuthFieldset disabled={disabled}>
        <AccountNameField
          label={t('login.account')}
          name="account"
          placeholder={t('login.accountPlaceholder')}
          {...form.field('account', t)}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          {...form.field('password', t)}
          sanitize={stripChinese}
        />
        <div className="row-between small">
          <Checkbox checked={remember} onCheckedChange={setRemember}>
            {t('login.remember')}
          </Checkbox>
          <Link to={to('/reset-password')}>{t('login.forgot')}</Link>
        </div>
        <Button type="submit" size="lg" block loading={isPending}>
          {isPending ? t('login.submitting') : t('login.submit')}
        </Button>
        <div className="row" style={{ justifyContent: 'center' }}>
          <Button variant="link" onClick={() => openGlobalDialog('lostAccount')}>
            {t('login.lost')}
          </Button>
        </div>
      </AuthFieldset>
      <AuthSwitch to="register" onSwitch={onSwitch} />
      {captchaUsed ? (
        <Suspense fallback={null}>
          <SliderCaptchaDialog
            open={captchaOpen}
            onClose={() => setCaptchaOpen(false)}
            onSuccess={(ticket) => {
              setCaptchaOpen(false);
              void attempt(ticket);
            }}
          />
        </Suspense>
      ) : null}
    </form>
  );
}
