/**
 * /{lng}/account/responsible-gaming (account.selfControl): deposit limits per day, 7 days and 30 days;
 * a cool-off (1-30 days) and a self-exclusion (6-60 months), each behind a confirmation that says
 * plainly what happens and that it cannot be undone (self-exclusion also asks for a typed word).
 */
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { amountInputRule } from '@casino/shared/rules/money-units';
import { COOL_OFF_DAYS, SELF_EXCLUSION_MONTHS } from '@casino/shared/rules/statuses';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Notice } from '../../../components/ui/notice';
import { LoadingBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useForm, type Rules } from '../../../hooks/use-form';
import { money } from '../../../lib/format';
import { formatDateTime } from '../../../lib/dates';
import { tKey } from '../../../lib/i18n';
import { useLng } from '../../../lib/lng';
import { trpc } from '../../../lib/trpc';
import '../components/account.css';
import { PageHead } from '../../../components/layout/page-head';

interface LimitValues {
  daily: string;
  weekly: string;
  monthly: string;
}

const optionalAmount = (v: string) => {
  if (v.trim() === '') return undefined;
  return amountInputRule(v);
};

export function ResponsibleGamingPage() {
  const { t } = useTranslation('account');
  const lng = useLng();
  const utils = trpc.useUtils();
  const read = trpc.account.selfControl.useMutation();
  const write = trpc.account.selfControl.useMutation({
    onSuccess: (data) => {
      read.reset();
      setSettings(data);
      void utils.account.playerInfo.invalidate();
    },
  });
  const [settings, setSettings] = useState<Awaited<ReturnType<typeof read.mutateAsync>> | null>(null);
  const [coolOff, setCoolOff] = useState<number>(COOL_OFF_DAYS[0]);
  const [exclusion, setExclusion] = useState<number>(SELF_EXCLUSION_MONTHS[0]);
  const [confirm, setConfirm] = useState<'coolOff' | 'exclusion' | null>(null);
  /** Writes a confirmed cool-off or exclusion, then closes its dialog and says it is done. */
  const save = (input: Parameters<typeof write.mutate>[0], done: string) =>
    write.mutate(input, {
      onSuccess: () => {
        setConfirm(null);
        toast.success(done);
      },
    });

  // Read once on mount: self_control with an empty body answers the current settings (mutate is stable).
  const { mutate: readSettings } = read;
  useEffect(() => {
    readSettings({}, { onSuccess: setSettings });
  }, [readSettings]);

  const rules = useMemo<Rules<LimitValues>>(
    () => ({ daily: optionalAmount, weekly: optionalAmount, monthly: optionalAmount }),
    [],
  );
  const form = useForm<LimitValues>({ daily: '', weekly: '', monthly: '' }, rules);

  // The heading and its lead come with the first paint; the settings follow.
  const head = <PageHead title={t('responsible.title')} lead={t('responsible.lead')} />;
  if (!settings)
    return (
      <>
        {head}
        <LoadingBlock />
      </>
    );
  const now = Date.now();
  const coolingOff = settings.coolOffUntil !== null && settings.coolOffUntil > now;
  const excluded = settings.selfExcludedUntil !== null && settings.selfExcludedUntil > now;

  const saveLimits = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    const pick = (s: string) => (s.trim() === '' ? undefined : s.trim());
    const input = {
      ...(pick(v.daily) ? { dailyDepositLimit: pick(v.daily) } : {}),
      ...(pick(v.weekly) ? { weeklyDepositLimit: pick(v.weekly) } : {}),
      ...(pick(v.monthly) ? { monthlyDepositLimit: pick(v.monthly) } : {}),
    };
    write.mutate(input, {
      onSuccess: () => {
        toast.success(t('responsible.limits.saved'));
        form.reset();
      },
    });
  };
  const removeLimit = (key: 'dailyDepositLimit' | 'weeklyDepositLimit' | 'monthlyDepositLimit') =>
    write.mutate({ [key]: null }, { onSuccess: () => toast.success(t('responsible.limits.saved')) });

  const limitField = (
    key: keyof LimitValues,
    current: string | null,
    wireKey: 'dailyDepositLimit' | 'weeklyDepositLimit' | 'monthlyDepositLimit',
  ) => (
    <TextField
      label={t(`responsible.limits.${key}`)}
      name={key}
      inputMode="decimal"
      prefix={settings.currency}
      value={form.values[key]}
      onValueChange={(v) => form.set(key, v.replace(/[^\d.]/g, ''))}
      onBlur={() => form.touch(key)}
      hint={
        <span className="row" style={{ gap: 8 }}>
          {t('responsible.limits.current', {
            value: current ? money(current, settings.currency) : t('responsible.limits.none'),
          })}
          {current ? (
            <Button variant="link" onClick={() => removeLimit(wireKey)}>
              {t('responsible.limits.remove')}
            </Button>
          ) : null}
        </span>
      }
      error={tKey(t, form.errors[key])}
    />
  );

  return (
    <>
      {head}
      {excluded ? (
        <Notice tone="danger">
          {t('responsible.exclusion.active', { date: formatDateTime(settings.selfExcludedUntil, lng) })}
        </Notice>
      ) : coolingOff ? (
        <Notice tone="warning">
          {t('responsible.coolOff.active', { date: formatDateTime(settings.coolOffUntil, lng) })}
        </Notice>
      ) : null}
      <Card title={t('responsible.limits.title')} subtitle={t('responsible.limits.lead')} id="limits">
        <form className="stack" onSubmit={saveLimits} noValidate>
          <div className="grid-2">
            {limitField('daily', settings.dailyDepositLimit, 'dailyDepositLimit')}
            {limitField('weekly', settings.weeklyDepositLimit, 'weeklyDepositLimit')}
            {limitField('monthly', settings.monthlyDepositLimit, 'monthlyDepositLimit')}
          </div>
          <div>
            <Button type="submit" loading={write.isPending}>
              {t('responsible.limits.save')}
            </Button>
          </div>
        </form>
      </Card>
      <div className="grid-2">
        <PeriodCard
          section="coolOff"
          value={coolOff}
          onChange={setCoolOff}
          disabled={coolingOff || excluded}
          onStart={setConfirm}
        />
        <PeriodCard
          section="exclusion"
          value={exclusion}
          onChange={setExclusion}
          disabled={excluded}
          onStart={setConfirm}
        />
      </div>
      <p className="small muted">{t('responsible.help')}</p>
      <ConfirmDialog
        name="confirm-cool-off"
        open={confirm === 'coolOff'}
        title={t('responsible.coolOff.confirmTitle')}
        body={t('responsible.coolOff.confirmBody', { count: coolOff })}
        confirmLabel={t('responsible.coolOff.confirm')}
        pending={write.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          save({ coolOffDays: coolOff as (typeof COOL_OFF_DAYS)[number] }, t('responsible.coolOff.done'))
        }
      />
      <ConfirmDialog
        name="confirm-self-exclusion"
        open={confirm === 'exclusion'}
        danger
        title={t('responsible.exclusion.confirmTitle')}
        body={t('responsible.exclusion.confirmBody', { count: exclusion })}
        confirmLabel={t('responsible.exclusion.confirm')}
        requireText={{
          label: t('responsible.exclusion.typeToConfirm', { word: t('responsible.exclusion.word') }),
          word: t('responsible.exclusion.word'),
        }}
        pending={write.isPending}
        onCancel={() => setConfirm(null)}
        onConfirm={() =>
          save(
            { selfExclusionMonths: exclusion as (typeof SELF_EXCLUSION_MONTHS)[number] },
            t('responsible.exclusion.done'),
          )
        }
      />
    </>
  );
}

const PERIODS = {
  coolOff: { id: 'cool-off', periods: COOL_OFF_DAYS, button: 'secondary' },
  exclusion: { id: 'self-exclusion', periods: SELF_EXCLUSION_MONTHS, button: 'danger' },
} as const;

/** A cool-off or self-exclusion card: the periods as radio cards, and the button that asks to confirm. */
function PeriodCard({
  section,
  value,
  onChange,
  disabled,
  onStart,
}: {
  section: keyof typeof PERIODS;
  value: number;
  onChange: (period: number) => void;
  disabled: boolean;
  onStart: (section: keyof typeof PERIODS) => void;
}) {
  const { t } = useTranslation('account');
  const { id, periods, button } = PERIODS[section];
  const title = t(`responsible.${section}.title`);
  const label = (p: number) =>
    section === 'coolOff'
      ? t('responsible.coolOff.days', { count: p })
      : t('responsible.exclusion.months', { count: p });
  return (
    <Card title={title} subtitle={t(`responsible.${section}.lead`)} id={id}>
      <fieldset className="stack" disabled={disabled} style={{ border: 0, margin: 0, padding: 0 }}>
        <legend className="visually-hidden">{title}</legend>
        <div className="choice-row radio-cards">
          {periods.map((p) => (
            <label key={p} className="radio-card">
              <input type="radio" name={id} checked={value === p} onChange={() => onChange(p)} />
              <strong>{label(p)}</strong>
            </label>
          ))}
        </div>
        <div>
          <Button variant={button} onClick={() => onStart(section)}>
            {t(`responsible.${section}.start`)}
          </Button>
        </div>
      </fieldset>
    </Card>
  );
}
