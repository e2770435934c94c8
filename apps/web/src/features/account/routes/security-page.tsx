/**
 * /{lng}/account/security: change the password, bind email and phone (code with the 60 s countdown),
 * and set up the Google authenticator (QR code of the otpauth URL, confirmed with a 6-digit code).
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CODES } from '@casino/shared/protocol/codes';
import { codeRule, emailRule, passwordRule, phoneRule, stripChinese } from '@casino/shared/rules/fields';
import { CODE_PURPOSE } from '@casino/shared/rules/code-purpose';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CodeField } from '../../../components/ui/code-field';
import { CopyButton } from '../../../components/ui/copy-button';
import { PasswordField } from '../../../components/ui/password-field';
import { QrCode } from '../../../components/ui/qr-code';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useForm, type Rules } from '../../../hooks/use-form';
import { useRefreshSession } from '../../../lib/auth';
import { fieldErrorsOf, upstreamCode } from '../../../lib/error-handler';
import { tKey } from '../../../lib/i18n';
import { samePassword, usePasswordCase, usePasswordHint } from '../../../lib/password-case';
import { trpc } from '../../../lib/trpc';
import { usePlayerInfo } from '../hooks/use-player-info';
import '../components/account.css';

export function SecurityPage() {
  const { t } = useTranslation('account');
  const info = usePlayerInfo();
  return (
    <>
      <div className="page-head">
        <div>
          <h1>{t('security.title')}</h1>
        </div>
      </div>
      <PasswordCard />
      <div className="grid-2">
        <EmailCard bound={info.data?.emailBindFlag ?? false} current={info.data?.email ?? null} />
        <PhoneCard bound={info.data?.mobileBindFlag ?? false} current={info.data?.mobile ?? null} />
      </div>
      <GoogleAuthCard bound={info.data?.googleAuthBindFlag ?? false} />
      <SessionsCard />
    </>
  );
}

/** Signs the player out on every other browser and device (a lost phone, a shared computer). */
function SessionsCard() {
  const { t } = useTranslation('account');
  const end = trpc.session.signOutOthers.useMutation({
    onSuccess: (r) => toast.success(t('security.sessions.done', { count: r.ended })),
  });
  return (
    <Card title={t('security.sessions.title')} subtitle={t('security.sessions.lead')} id="sessions">
      <Button variant="secondary" loading={end.isPending} onClick={() => end.mutate({})}>
        {t('security.sessions.action')}
      </Button>
    </Card>
  );
}

interface PasswordValues {
  current: string;
  next: string;
  confirm: string;
}

function PasswordCard() {
  const { t } = useTranslation('account');
  const passwordCase = usePasswordCase();
  const passwordHint = usePasswordHint();
  const rules = useMemo<Rules<PasswordValues>>(
    () => ({
      current: passwordRule,
      // With PASSWORD_CASE=lower, "Secret1" and "secret1" are the same password upstream.
      next: (v, all) =>
        passwordRule(v) ??
        (samePassword(v, all.current, passwordCase) ? 'account.security.password.same' : undefined),
      confirm: (v, all) => (v !== all.next ? 'account.security.password.mismatch' : undefined),
    }),
    [passwordCase],
  );
  const form = useForm<PasswordValues>({ current: '', next: '', confirm: '' }, rules);
  const modify = trpc.account.modify.useMutation({
    onSuccess: () => {
      toast.success(t('security.password.done'));
      form.reset();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    modify.mutate({ oldPassword: form.values.current, newPassword: form.values.next });
  };
  return (
    <Card title={t('security.password.title')} id="password">
      <form className="stack" onSubmit={submit} noValidate style={{ maxWidth: 520 }}>
        <PasswordField
          label={t('security.password.current')}
          name="current-password"
          value={form.values.current}
          onValueChange={(v) => form.set('current', v)}
          onBlur={() => form.touch('current')}
          sanitize={stripChinese}
          error={tKey(t, form.errors.current)}
        />
        <PasswordField
          label={t('security.password.next')}
          name="new-password"
          autoComplete="new-password"
          value={form.values.next}
          onValueChange={(v) => form.set('next', v)}
          onBlur={() => form.touch('next')}
          sanitize={stripChinese}
          hint={passwordHint}
          error={tKey(t, form.errors.next)}
        />
        <PasswordField
          label={t('security.password.confirm')}
          name="confirm-password"
          autoComplete="new-password"
          value={form.values.confirm}
          onValueChange={(v) => form.set('confirm', v)}
          onBlur={() => form.touch('confirm')}
          sanitize={stripChinese}
          error={tKey(t, form.errors.confirm)}
        />
        <div>
          <Button type="submit" loading={modify.isPending}>
            {t('security.password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

interface BindValues {
  target: string;
  code: string;
}

interface EmailValues extends BindValues {
  password: string;
}

function EmailCard({ bound, current }: { bound: boolean; current: string | null }) {
  const { t } = useTranslation('account');
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  const [editing, setEditing] = useState(false);
  // Changing a bound email proves the current login password (a stolen session alone cannot).
  const rules = useMemo<Rules<EmailValues>>(
    () => ({ target: emailRule, code: codeRule, password: bound ? passwordRule : () => undefined }),
    [bound],
  );
  const form = useForm<EmailValues>({ target: '', code: '', password: '' }, rules);
  const send = trpc.verification.emailSendCodeByEmail.useMutation({
    meta: { handledCodes: [CODES.EMAIL_TAKEN] },
  });
  const bind = trpc.verification.emailBind.useMutation({
    meta: { handledCodes: [CODES.EMAIL_TAKEN, CODES.WRONG_CREDENTIALS] },
    onSuccess: async () => {
      toast.success(t('security.email.done'));
      setEditing(false);
      form.reset();
      await Promise.all([utils.account.playerInfo.invalidate(), refreshSession()]);
    },
    onError: (e) => {
      if (upstreamCode(e) === CODES.EMAIL_TAKEN) form.setServerError('target', 'validation.repeatEmail');
      if (upstreamCode(e) === CODES.WRONG_CREDENTIALS)
        form.setServerError('password', 'validation.currentPasswordWrong');
      const missing = fieldErrorsOf(e).password;
      if (missing) form.setServerError('password', missing);
    },
  });
  const onSend = async () => {
    form.touch('target');
    if (emailRule(form.values.target)) return false;
    try {
      await send.mutateAsync({ email: form.values.target.trim(), purpose: CODE_PURPOSE.bind });
      return true;
    } catch (e) {
      if (upstreamCode(e) === CODES.EMAIL_TAKEN) form.setServerError('target', 'validation.repeatEmail');
      return false;
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    bind.mutate({
      email: form.values.target.trim(),
      code: form.values.code,
      ...(bound ? { password: form.values.password } : {}),
    });
  };
  return (
    <Card
      title={t('security.email.title')}
      subtitle={t('security.email.lead')}
      id="email"
      actions={
        bound ? (
          <Badge tone="success">{t('overview.bound')}</Badge>
        ) : (
          <Badge tone="warning">{t('overview.notSet')}</Badge>
        )
      }
    >
      <div className="stack">
        {current ? <div className="mono">{current}</div> : null}
        {editing ? (
          <form className="stack" onSubmit={submit} noValidate>
            <TextField
              label={t('security.email.title')}
              type="email"
              autoComplete="email"
              value={form.values.target}
              onValueChange={(v) => form.set('target', v)}
              onBlur={() => form.touch('target')}
              sanitize={stripChinese}
              error={tKey(t, form.errors.target)}
            />
            <CodeField
              label={t('auth:register.code')}
              value={form.values.code}
              onValueChange={(v) => form.set('code', v)}
              error={tKey(t, form.errors.code)}
              target={form.values.target.trim()}
              canSend
              onSend={onSend}
              sentMessage={(email) => t('auth:register.codeSent', { email })}
              lateHint={t('auth:register.codeHint')}
            />
            {bound ? (
              <PasswordField
                label={t('security.password.current')}
                name="current-password"
                value={form.values.password}
                onValueChange={(v) => form.set('password', v)}
                onBlur={() => form.touch('password')}
                sanitize={stripChinese}
                error={tKey(t, form.errors.password)}
              />
            ) : null}
            <div className="list-actions">
              <Button type="submit" loading={bind.isPending}>
                {bound ? t('security.email.change') : t('security.email.bind')}
              </Button>
              <Button variant="ghost" onClick={() => setEditing(false)}>
                {t('shell:cancel')}
              </Button>
            </div>
          </form>
        ) : (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {bound ? t('security.email.change') : t('security.email.bind')}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}

function PhoneCard({ bound, current }: { bound: boolean; current: string | null }) {
  const { t } = useTranslation('account');
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  const [editing, setEditing] = useState(false);
  const rules = useMemo<Rules<BindValues>>(() => ({ target: phoneRule, code: codeRule }), []);
  const form = useForm<BindValues>({ target: '', code: '' }, rules);
  const send = trpc.verification.phoneSendCodeByPhone.useMutation({
    meta: { handledCodes: [CODES.PHONE_TAKEN] },
  });
  const bind = trpc.verification.phoneBind.useMutation({
    meta: { handledCodes: [CODES.PHONE_TAKEN] },
    onSuccess: async () => {
      toast.success(t('security.phone.done'));
      setEditing(false);
      form.reset();
      await Promise.all([utils.account.playerInfo.invalidate(), refreshSession()]);
    },
    onError: (e) => {
      if (upstreamCode(e) === CODES.PHONE_TAKEN) form.setServerError('target', 'validation.repeatPhone');
    },
  });
  const onSend = async () => {
    form.touch('target');
    if (phoneRule(form.values.target)) return false;
    try {
      await send.mutateAsync({ mobile: form.values.target.trim(), purpose: CODE_PURPOSE.bind });
      return true;
    } catch (e) {
      if (upstreamCode(e) === CODES.PHONE_TAKEN) form.setServerError('target', 'validation.repeatPhone');
      return false;
    }
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    bind.mutate({ mobile: form.values.target.trim(), code: form.values.code });
  };
  return (
    <Card
      title={t('security.phone.title')}
      subtitle={t('security.phone.lead')}
      id="phone"
      actions={
        bound ? (
          <Badge tone="success">{t('overview.bound')}</Badge>
        ) : (
          <Badge tone="warning">{t('overview.notSet')}</Badge>
        )
      }
    >
      <div className="stack">
        {current ? <div className="mono">{current}</div> : null}
        {editing ? (
          <form className="stack" onSubmit={submit} noValidate>
            <TextField
              label={t('security.phone.label')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              value={form.values.target}
              onValueChange={(v) => form.set('target', v.replace(/\D/g, ''))}
              onBlur={() => form.touch('target')}
              error={tKey(t, form.errors.target)}
            />
            <CodeField
              label={t('security.phone.code')}
              value={form.values.code}
              onValueChange={(v) => form.set('code', v)}
              error={tKey(t, form.errors.code)}
              target={form.values.target}
              canSend
              onSend={onSend}
              sentMessage={(phone) => t('security.phone.sent', { phone })}
              lateHint={t('auth:reset.smsHint')}
            />
            <div className="list-actions">
              <Button type="submit" loading={bind.isPending}>
                {t('security.phone.bind')}
              </Button>
              <Button variant="ghost" onClick={() => setEditing(false)}>
                {t('shell:cancel')}
              </Button>
            </div>
          </form>
        ) : !bound ? (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {t('security.phone.bind')}
            </Button>
          </div>
        ) : null}
      </div>
    </Card>
  );
}

function GoogleAuthCard({ bound }: { bound: boolean }) {
  const { t } = useTranslation('account');
  const utils = trpc.useUtils();
  const [code, setCode] = useState('');
  const start = trpc.verification.googleAuthBind.useMutation();
  const confirm = trpc.verification.googleAuthValidate.useMutation({
    onSuccess: async () => {
      toast.success(t('security.google.done'));
      start.reset();
      setCode('');
      await utils.account.playerInfo.invalidate();
    },
  });
  const setup = start.data;
  return (
    <Card
      title={t('security.google.title')}
      subtitle={t('security.google.lead')}
      id="google-auth"
      actions={
        bound ? (
          <Badge tone="success">{t('security.google.enabled')}</Badge>
        ) : (
          <Badge>{t('security.google.disabled')}</Badge>
        )
      }
    >
      {setup ? (
        <form
          className="stack"
          onSubmit={(e) => {
            e.preventDefault();
            if (/^\d{6}$/.test(code)) confirm.mutate({ code });
          }}
          noValidate
        >
          <p className="small muted">{t('security.google.scan')}</p>
          <div className="row" style={{ alignItems: 'flex-start', gap: 24 }}>
            <QrCode value={setup.otpauthUrl} alt={t('security.google.qrAlt')} size={180} />
            <div className="stack-sm" style={{ minWidth: 0 }}>
              <span className="small muted">{t('security.google.key')}</span>
              <strong className="mono" style={{ overflowWrap: 'anywhere' }}>
                {setup.secret}
              </strong>
              <CopyButton value={setup.secret} label={t('security.google.key')} />
            </div>
          </div>
          <TextField
            label={t('security.google.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onValueChange={(v) => setCode(v.replace(/\D/g, ''))}
          />
          <div>
            <Button type="submit" loading={confirm.isPending} disabled={!/^\d{6}$/.test(code)}>
              {t('security.google.confirm')}
            </Button>
          </div>
        </form>
      ) : !bound ? (
        <Button variant="secondary" onClick={() => start.mutate({})} loading={start.isPending}>
          {t('security.google.start')}
        </Button>
      ) : null}
    </Card>
  );
}
