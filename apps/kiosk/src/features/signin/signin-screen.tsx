/**
 * Sign-in on the terminal: username or email and password typed on the on-screen keyboard, the slider
 * captcha (100701) and lock dialog (100700) from the shared error table, and a QR code to the web
 * registration page (no registration on the terminal). Nothing typed here outlives the screen: no
 * "remember me", no autocomplete, and the fields are emptied when the screen goes.
 */
import { markSignInStart } from '../../lib/launch-marks';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema, passwordSchema } from '@casino/shared/rules/validation';
import { trpc } from '../../lib/trpc';
import { interpretError } from '../../lib/errors';
import { messageKey } from '../../lib/i18n';
import { Dialog } from '../../components/dialog';
import { LanguageSwitch } from '../../components/language-switch';
import { applyKey } from './keyboard-layouts';
import { OnScreenKeyboard } from './on-screen-keyboard';
import { SliderCaptcha } from './slider-captcha';

type Mode = 'username' | 'email';
type Field = 'account' | 'password';
type SessionView = Awaited<
  ReturnType<ReturnType<typeof trpc.useUtils>['client']['session']['login']['mutate']>
>;

export function SignInScreen(props: {
  terminalId: string;
  registerUrl: string | null;
  onSignedIn: (view: SessionView) => void;
  onBack: () => void;
}) {
  const { t, i18n } = useTranslation('kiosk');
  const [mode, setMode] = useState<Mode>('username');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [field, setField] = useState<Field>('account');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<'captcha' | 'lock' | null>(null);
  const login = trpc.session.login.useMutation();

  const submit = (captchaTicket?: string) => {
    const next: Partial<Record<Field, string>> = {};
    if (!account.trim())
      next.account = mode === 'email' ? 'validation.emailEmpty' : 'validation.usernameEmpty';
    else if (mode === 'email') {
      const r = emailSchema.safeParse(account);
      if (!r.success) next.account = r.error.issues[0]?.message ?? 'validation.emailError';
    }
    const p = passwordSchema.safeParse(password);
    if (!p.success) next.password = p.error.issues[0]?.message ?? 'validation.passwordError';
    setErrors(next);
    setFormError(null);
    if (next.account || next.password) {
      setField(next.account ? 'account' : 'password');
      return;
    }
    markSignInStart();
    login.mutate(
      {
        loginType: mode,
        account,
        password,
        terminalId: props.terminalId,
        ...(captchaTicket ? { captchaTicket } : {}),
      },
      {
        onSuccess: (view) => {
          setAccount('');
          setPassword('');
          props.onSignedIn(view);
        },
        onError: (err) => {
          const e = interpretError(err);
          if (e.action.type === 'open-slider-captcha') return setDialog('captcha');
          if (e.action.type === 'show-lock-dialog') return setDialog('lock');
          const fields = e.data.fieldErrors ?? {};
          const fieldMsg = fields.account?.[0] ?? fields.password?.[0];
          if (fieldMsg) setErrors({ [fields.account ? 'account' : 'password']: fieldMsg });
          setFormError(e.text ?? t(messageKey(e.data.messageKey ?? 'errors.generic')));
          setPassword('');
          setField('password');
        },
      },
    );
  };

  const onFormSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit();
  };

  const type = (key: string) => {
    if (field === 'account') setAccount((v) => applyKey(v, key, 254));
    else setPassword((v) => applyKey(v, key, 32));
    setErrors((er) => ({ ...er, [field]: undefined }));
  };

  const label = mode === 'email' ? t('signin.email') : t('signin.username');

  /** What the two fields share: focus, their error, their value and its clear button. */
  const fieldProps = (name: Field, fieldLabel: string, value: string, set: (v: string) => void) => ({
    id: `kiosk-${name}`,
    label: fieldLabel,
    value,
    active: field === name,
    error: errors[name] ? t(messageKey(errors[name])) : undefined,
    onFocus: () => setField(name),
    onChange: set,
    onClear: () => set(''),
    clearLabel: t('signin.clear', { field: fieldLabel }),
  });

  return (
    <main className="signin" data-screen="signin">
      <header className="topbar">
        <span className="brand">{t('brand')}</span>
        <span className="topbar__terminal">{t('terminal', { id: props.terminalId })}</span>
        <LanguageSwitch />
      </header>
      <div className="signin__body">
        <form className="signin__form" onSubmit={onFormSubmit} noValidate autoComplete="off">
          <h1 className="signin__title">{t('signin.title')}</h1>
          <div className="tabs" role="tablist">
            {(['username', 'email'] as const).map((m) => (
              <button
                key={m}
                type="button"
                role="tab"
                aria-selected={mode === m}
                onClick={() => {
                  setMode(m);
                  setAccount('');
                  setErrors({});
                  setField('account');
                }}
              >
                {t(m === 'email' ? 'signin.byEmail' : 'signin.byUsername')}
              </button>
            ))}
          </div>
          <TouchField
            {...fieldProps('account', label, account, setAccount)}
            type={mode === 'email' ? 'email' : 'text'}
          />
          <TouchField
            {...fieldProps('password', t('signin.password'), password, setPassword)}
            type={showPassword ? 'text' : 'password'}
            extra={
              <button
                type="button"
                className="field__toggle"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((s) => !s)}
              >
                {showPassword ? t('signin.hidePassword') : t('signin.showPassword')}
              </button>
            }
          />
          {formError ? (
            <p className="signin__error" role="alert">
              {formError}
            </p>
          ) : null}
          <div className="signin__actions">
            <button type="button" className="btn btn--ghost btn--lg" onClick={props.onBack}>
              {t('signin.back')}
            </button>
            <button type="submit" className="btn btn--primary btn--lg" disabled={login.isPending}>
              {login.isPending ? t('signin.submitting') : t('signin.submit')}
            </button>
          </div>
        </form>
        <aside className="signin__register">
          <h2>{t('signin.registerTitle')}</h2>
          <RegisterQr url={props.registerUrl ?? `${window.location.origin}/${i18n.language}/register`} />
          <p>{t('signin.registerBody')}</p>
        </aside>
      </div>
      <OnScreenKeyboard
        onKey={type}
        onEnter={() => (field === 'account' ? setField('password') : submit())}
      />
      {dialog === 'captcha' ? (
        <SliderCaptcha
          onClose={() => setDialog(null)}
          onTicket={(ticket) => {
            setDialog(null);
            submit(ticket);
          }}
        />
      ) : null}
      {dialog === 'lock' ? (
        <Dialog title={t('lock.title')} role="alertdialog">
          <p className="dialog__lead">{t('lock.body')}</p>
          <button type="button" className="btn btn--primary btn--lg" onClick={() => setDialog(null)}>
            {t('lock.ok')}
          </button>
        </Dialog>
      ) : null}
    </main>
  );
}

function TouchField(props: {
  id: string;
  label: string;
  value: string;
  active: boolean;
  error?: string;
  type: string;
  onFocus: () => void;
  onChange: (v: string) => void;
  onClear: () => void;
  clearLabel: string;
  extra?: React.ReactNode;
}) {
  return (
    <div className="field" data-active={props.active || undefined}>
      <label htmlFor={props.id}>{props.label}</label>
      <div className="field__row">
        <input
          id={props.id}
          value={props.value}
          type={props.type}
          inputMode="none"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? `${props.id}-error` : undefined}
          onFocus={props.onFocus}
          onPointerDown={props.onFocus}
          onChange={(e) => props.onChange(e.target.value)}
        />
        {props.value ? (
          <button
            type="button"
            className="field__clear"
            aria-label={props.clearLabel}
            onClick={props.onClear}
          >
            ×
          </button>
        ) : null}
        {props.extra}
      </div>
      {props.error ? (
        <p id={`${props.id}-error`} className="field__error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function RegisterQr({ url }: { url: string }) {
  const { t } = useTranslation('kiosk');
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(url, { margin: 1, width: 320, errorCorrectionLevel: 'M' }))
      .then((d) => live && setSrc(d))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [url]);
  return src ? <img className="qr" src={src} alt={t('signin.registerQr')} width={220} height={220} /> : null;
}
