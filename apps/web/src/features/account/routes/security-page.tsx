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
import { ConfirmPasswordField, NewPasswordField } from '../../../components/ui/new-password-field';
import { QrCode } from '../../../components/ui/qr-code';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useForm, type Rules } from '../../../hooks/use-form';
import { useRefreshSession } from '../../../lib/auth';
import { fieldErrorsOf, takenField, upstreamCode } from '../../../lib/error-handler';
import { tKey } from '../../../lib/i18n';
import { samePassword, usePasswordCase } from '../../../lib/password-case';
import { trpc } from '../../../lib/trpc';
import { usePlayerInfo } from '../hooks/use-player-info';
import '../components/account.css';
import { PageHead } from '../../../components/layout/page-head';

export function SecurityPage() {
  const { t } = useTranslation('account');
  const info = usePlayerInfo();
  // Once an email or phone is bound, binding or changing either proves the current password.
  const anyBound = Boolean(info.data?.emailBindFlag || info.data?.mobileBindFlag);
  return (
    <>
      <PageHead title={t('security.title')} />
      <PasswordCard />
      <div className="grid-2">
        <EmailCard
          bound={info.data?.emailBindFlag ?? false}
          current={info.data?.email ?? null}
          proof={anyBound}
        />
        <PhoneCard
          bound={info.data?.mobileBindFlag ?? false}
          current={info.data?.mobile ?? null}
          proof={anyBound}
        />
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
          {...form.field('current', t)}
          sanitize={stripChinese}
        />
        <NewPasswordField label={t('security.password.next')} {...form.field('next', t)} />
        <ConfirmPasswordField label={t('security.password.confirm')} {...form.field('confirm', t)} />
        <div>
          <Button type="submit" loading={modify.isPending}>
            {t('security.password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}

interface ContactValues {
  target: string;
  code: string;
  password: string;
}

const digitsOnly = (v: string) => v.replace(/\D/g, '');

/** What differs between binding an email and a phone number; the card and its form are shared. */
const CONTACT = {
  email: {
    rule: emailRule,
    label: 'security.email.title',
    input: { type: 'email', autoComplete: 'email', sanitize: stripChinese },
    codeLabel: 'auth:register.code',
    sent: 'auth:register.codeSent',
    lateHint: 'auth:register.codeHint',
    changeable: true,
  },
  phone: {
    rule: phoneRule,
    label: 'security.phone.label',
    input: { type: 'tel', inputMode: 'numeric', autoComplete: 'tel-national', sanitize: digitsOnly },
    codeLabel: 'security.phone.code',
    sent: 'security.phone.sent',
    lateHint: 'auth:reset.smsHint',
    changeable: false,
  },
} as const;

/** The message a bind refusal puts under the address field: taken (the error table's row) or none. */
function takenMessage(kind: keyof typeof CONTACT, e: unknown): string | undefined {
  const taken = takenField(e);
  return taken?.field === kind ? taken.messageKey : undefined;
}

interface ContactProps {
  bound: boolean;
  current: string | null;
  /** The current password is asked for (the account has an email or phone bound). */
  proof: boolean;
}

function EmailCard({ bound, current, proof }: ContactProps) {
  const send = trpc.verification.emailSendCodeByEmail.useMutation({
    meta: { handledCodes: [CODES.EMAIL_TAKEN] },
  });
  const bind = trpc.verification.emailBind.useMutation({
    meta: { handledCodes: [CODES.EMAIL_TAKEN, CODES.WRONG_CREDENTIALS] },
  });
  return (
    <ContactCard
      kind="email"
      bound={bound}
      current={current}
      proof={proof}
      sendCode={(email) => send.mutateAsync({ email, purpose: CODE_PURPOSE.bind })}
      bind={(v) =>
        bind.mutateAsync({ email: v.target, code: v.code, ...(proof ? { password: v.password } : {}) })
      }
      binding={bind.isPending}
    />
  );
}

function PhoneCard({ bound, current, proof }: ContactProps) {
  const send = trpc.verification.phoneSendCodeByPhone.useMutation({
    meta: { handledCodes: [CODES.PHONE_TAKEN] },
  });
  const bind = trpc.verification.phoneBind.useMutation({
    meta: { handledCodes: [CODES.PHONE_TAKEN, CODES.WRONG_CREDENTIALS] },
  });
  return (
    <ContactCard
      kind="phone"
      bound={bound}
      current={current}
      proof={proof}
      sendCode={(mobile) => send.mutateAsync({ mobile, purpose: CODE_PURPOSE.bind })}
      bind={(v) =>
        bind.mutateAsync({ mobile: v.target, code: v.code, ...(proof ? { password: v.password } : {}) })
      }
      binding={bind.isPending}
    />
  );
}

/**
 * Binding (or, for an email, changing) the player's email or phone: the address, a code sent to it, and
 * the current password once any contact is bound (a stolen session alone cannot move recovery).
 */
function ContactCard({
  kind,
  bound,
  current,
  proof,
  sendCode,
  bind,
  binding,
}: {
  kind: keyof typeof CONTACT;
  bound: boolean;
  current: string | null;
  proof: boolean;
  sendCode: (target: string) => Promise<unknown>;
  bind: (values: ContactValues) => Promise<unknown>;
  binding: boolean;
}) {
  const { t } = useTranslation('account');
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  const [editing, setEditing] = useState(false);
  const c = CONTACT[kind];
  const withPassword = proof;
  const rules = useMemo<Rules<ContactValues>>(
    () => ({ target: c.rule, code: codeRule, password: withPassword ? passwordRule : () => undefined }),
    [c, withPassword],
  );
  const form = useForm<ContactValues>({ target: '', code: '', password: '' }, rules);
  const onSend = async () => {
    form.touch('target');
    if (c.rule(form.values.target)) return false;
    try {
      await sendCode(form.values.target.trim());
      return true;
    } catch (e) {
      const taken = takenMessage(kind, e);
      if (taken) form.setServerError('target', taken);
      return false;
    }
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    try {
      await bind({ ...form.values, target: form.values.target.trim() });
    } catch (error) {
      const taken = takenMessage(kind, error);
      if (taken) form.setServerError('target', taken);
      if (upstreamCode(error) === CODES.WRONG_CREDENTIALS)
        form.setServerError('password', 'validation.currentPasswordWrong');
      const missing = fieldErrorsOf(error).password;
      if (missing) form.setServerError('password', missing);
      return;
    }
    toast.success(t(`security.${kind}.done`));
    setEditing(false);
    form.reset();
    await Promise.all([utils.account.playerInfo.invalidate(), refreshSession()]);
  };
  const action = c.changeable && bound ? t(`security.${kind}.change`) : t(`security.${kind}.bind`);
  return (
    <Card
      title={t(`security.${kind}.title`)}
      subtitle={t(`security.${kind}.lead`)}
      id={kind}
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
          <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
            <TextField label={t(c.label)} {...c.input} {...form.field('target', t)} />
            <CodeField
              label={t(c.codeLabel)}
              value={form.values.code}
              onValueChange={(v) => form.set('code', v)}
              error={tKey(t, form.errors.code)}
              target={form.values.target.trim()}
              canSend
              onSend={onSend}
              sentMessage={(target) => t(c.sent, { email: target, phone: target })}
              lateHint={t(c.lateHint)}
            />
            {withPassword ? (
              <PasswordField
                label={t('security.password.current')}
                name="current-password"
                {...form.field('password', t)}
                sanitize={stripChinese}
                hint={t('security.contactProof')}
              />
            ) : null}
            <div className="list-actions">
              <Button type="submit" loading={binding}>
                {action}
              </Button>
              <Button variant="ghost" onClick={() => setEditing(false)}>
                {t('shell:cancel')}
              </Button>
            </div>
          </form>
        ) : c.changeable || !bound ? (
          <div>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {action}
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
