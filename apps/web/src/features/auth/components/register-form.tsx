/**
 * The registration form with every rule of spec section 5 checked as the player types: email (with
 * domain suggestions once a local part is typed), the email code (sent with a 60 s countdown and the
 * spam-folder hint at 30 s or less), username, password, optional referral code (max 20, prefilled
 * from the URL), terms. btag and affiliateId from the landing URL travel along. 100010 and 100919 mark
 * the username and email fields; 100989 opens the register-error dialog (central handler).
 */
import { useId, useMemo, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useLocation } from '../../../lib/router';
import { CODES } from '@casino/shared/protocol/codes';
import { emailSuggestions } from '@casino/shared/rules/email-suggestions';
import { CODE_PURPOSE } from '@casino/shared/rules/code-purpose';
import {
  LOGIN_TYPE,
  codeRule,
  emailRule,
  passwordRule,
  referCodeRule,
  stripChinese,
  usernameRule,
} from '@casino/shared/rules/fields';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { CodeField, codeWentOut } from '../../../components/ui/code-field';
import { Notice } from '../../../components/ui/notice';
import { NewPasswordField } from '../../../components/ui/new-password-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useForm, type Rules } from '../../../hooks/use-form';
import { useAuthDisabled } from '../../../lib/access-limit';
import { fieldErrorsOf, takenField, upstreamCode } from '../../../lib/error-handler';
import { tKey } from '../../../lib/i18n';
import { useLocalize } from '../../../lib/lng';
import { trpc } from '../../../lib/trpc';
import { setAfterLogin } from '../hooks/after-login-store';
import { captureSignupParams } from '../hooks/referral-params';
import { useLogin } from '../hooks/use-login';
import { AccountNameField } from './account-name-field';
import { AuthFieldset, AuthSwitch, type AuthFormProps } from './auth-form-parts';
import './auth-forms.css';

interface RegisterValues {
  email: string;
  emailCode: string;
  username: string;
  password: string;
  referCode: string;
  terms: boolean;
}

export interface RegisterFormProps extends AuthFormProps {
  onSuccess: () => void;
}

export function RegisterForm({ onSuccess, onSwitch, headingLevel = 2 }: RegisterFormProps) {
  const { t } = useTranslation('auth');
  const to = useLocalize();
  const location = useLocation();
  const disabled = useAuthDisabled();
  const params = useMemo(() => captureSignupParams(location.search), [location.search]);
  const rules = useMemo<Rules<RegisterValues>>(
    () => ({
      email: emailRule,
      emailCode: codeRule,
      username: usernameRule,
      password: passwordRule,
      referCode: referCodeRule,
      terms: (v) => (v ? undefined : 'validation.termsUnchecked'),
    }),
    [],
  );
  const form = useForm<RegisterValues>(
    { email: '', emailCode: '', username: '', password: '', referCode: params.referCode ?? '', terms: false },
    rules,
  );
  const sendCode = trpc.verification.emailSendCodeByEmail.useMutation({
    onError: (error) => {
      const taken = takenField(error);
      if (taken?.field === 'email') form.setServerError('email', taken.messageKey);
    },
  });
  const create = trpc.account.createAccount.useMutation({
    // Field errors (1010) are shown at their fields, an unknown referral code at the code.
    meta: { handledCodes: [CODES.USERNAME_TAKEN, CODES.EMAIL_TAKEN, CODES.VALIDATION] },
  });
  const { login } = useLogin();
  const H = headingLevel === 1 ? 'h1' : 'h2';

  const onSendCode = async () => {
    form.touch('email');
    if (emailRule(form.values.email)) return false;
    return codeWentOut(
      sendCode.mutateAsync({ email: form.values.email.trim(), purpose: CODE_PURPOSE.register }),
    );
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (disabled || !form.validate()) return;
    const v = form.values;
    try {
      await create.mutateAsync({
        loginType: LOGIN_TYPE.username,
        loginName: v.username.trim(),
        password: v.password,
        email: v.email.trim(),
        emailCode: v.emailCode.trim(),
        ...(v.referCode.trim() ? { referCode: v.referCode.trim() } : {}),
        ...(params.btag ? { btag: params.btag } : {}),
        ...(params.affiliateId ? { affiliateId: params.affiliateId } : {}),
      });
    } catch (error) {
      const code = upstreamCode(error);
      // Username or email already used: the error table names the message under the field.
      const taken = takenField(error);
      if (taken && taken.field !== 'phone') form.setServerError(taken.field, taken.messageKey);
      let shown = false;
      for (const [field, message] of Object.entries(fieldErrorsOf(error))) {
        const key = field === 'loginName' ? 'username' : field;
        if (!(key in v)) continue;
        // The platform names no reason for a code it does not know: it is one no player has.
        const text =
          key === 'referCode' && message === 'validation.invalid' ? 'validation.referUnknown' : message;
        form.setServerError(key as keyof RegisterValues, text);
        shown = true;
      }
      if (code === CODES.VALIDATION && !shown) toast.error(t('errors:generic'));
      return;
    }
    try {
      await login({ account: v.username, password: v.password });
      setAfterLogin({ addInfoStep: 0, showRegisterSuccess: true });
      onSuccess();
    } catch {
      toast.info(t('login.lead'));
    }
  };

  return (
    <form className="auth-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="register-title">
      <div className="auth-form__head">
        <H id="register-title">{t('register.title')}</H>
        <p>{t('register.lead')}</p>
      </div>
      {disabled ? <Notice tone="danger">{t('register.disabled')}</Notice> : null}
      {params.btag || params.affiliateId ? <Notice tone="info">{t('register.affiliate')}</Notice> : null}
      <AuthFieldset disabled={disabled}>
        <EmailWithSuggestions
          label={t('register.email')}
          value={form.values.email}
          onChange={(v) => form.set('email', v)}
          onBlur={() => form.touch('email')}
          error={tKey(t, form.errors.email)}
          suggestionsLabel={t('register.suggestions')}
          placeholder={t('register.emailPlaceholder')}
        />
        <CodeField
          label={t('register.code')}
          name="emailCode"
          {...form.field('emailCode', t)}
          target={form.values.email.trim()}
          canSend={!disabled}
          onSend={onSendCode}
          sentMessage={(email) => t('register.codeSent', { email })}
          lateHint={t('register.codeHint')}
        />
        <AccountNameField
          label={t('register.username')}
          name="username"
          maxLength={18}
          {...form.field('username', t)}
          hint={t('register.usernameHint')}
        />
        <NewPasswordField label={t('register.password')} maxLength={32} {...form.field('password', t)} />
        <TextField
          label={t('register.referCode')}
          name="referCode"
          optional
          {...form.field('referCode', t)}
          hint={t('register.referHint')}
        />
        <Checkbox
          checked={form.values.terms}
          onCheckedChange={(c) => form.set('terms', c)}
          error={tKey(t, form.errors.terms)}
        >
          <Trans
            t={t}
            i18nKey="register.terms"
            // New tab: what the player typed stays in the form while they read.
            // The link texts come from the translation (Trans fills the anchors).
            components={[
              // eslint-disable-next-line jsx-a11y/anchor-has-content
              <a key="terms" href={to('/page/terms')} target="_blank" rel="noopener" />,
              // eslint-disable-next-line jsx-a11y/anchor-has-content
              <a key="privacy" href={to('/page/privacy')} target="_blank" rel="noopener" />,
            ]}
          />
        </Checkbox>
        <Button type="submit" size="lg" block loading={create.isPending}>
          {create.isPending ? t('register.submitting') : t('register.submit')}
        </Button>
      </AuthFieldset>
      <AuthSwitch to="login" onSwitch={onSwitch} />
    </form>
  );
}

/** An email field offering the common domains once a local part is typed (a combobox listbox). */
function EmailWithSuggestions(props: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  onBlur: () => void;
  error: string | undefined;
  suggestionsLabel: string;
  placeholder: string;
}) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = open ? emailSuggestions(props.value) : [];
  const choose = (s: string) => {
    props.onChange(s);
    setOpen(false);
    setActive(-1);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => (a + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
    } else if (e.key === 'Enter' && active >= 0) {
      e.preventDefault();
      const s = suggestions[active];
      if (s) choose(s);
    } else if (e.key === 'Escape') {
      setOpen(false);
    }
  };
  return (
    <TextField
      className="email-suggest"
      label={props.label}
      name="email"
      type="email"
      inputMode="email"
      autoComplete="email"
      autoCapitalize="none"
      spellCheck={false}
      placeholder={props.placeholder}
      value={props.value}
      onValueChange={(v) => {
        props.onChange(v);
        setOpen(true);
        setActive(-1);
      }}
      sanitize={stripChinese}
      onBlur={() => {
        setTimeout(() => setOpen(false), 150);
        props.onBlur();
      }}
      onKeyDown={onKeyDown}
      role="combobox"
      aria-autocomplete="list"
      aria-expanded={suggestions.length > 0}
      aria-controls={suggestions.length > 0 ? listId : undefined}
      aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
      error={props.error}
      below={
        suggestions.length > 0 ? (
          <ul id={listId} className="suggestions" role="listbox" aria-label={props.suggestionsLabel}>
            {suggestions.map((s, i) => (
              <li
                key={s}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                onMouseDown={(e) => {
                  e.preventDefault();
                  choose(s);
                }}
              >
                {s}
              </li>
            ))}
          </ul>
        ) : null
      }
    />
  );
}
