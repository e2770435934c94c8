/**
 * /{lng}/account/kyc: the four verification levels with their review status. Level 1 is a form
 * (names, birth date, address); level 2 an identity document with front, back and selfie pictures;
 * levels 3 and 4 documents uploaded as pictures. Each level opens once the previous one is approved.
 * The deposit requirement (spec section 4) is stated at the top.
 */
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { birthDateRule, personNameRule } from '@casino/shared/rules/fields';
import { KYC_DOCUMENT_TYPES, KYC_PICTURE_TYPES } from '@casino/shared/rules/kyc';
import type { KycInfo } from '@casino/shared/schemas/kyc-info';
import { KYC_LEVEL_STATUS } from '@casino/shared/rules/statuses';
import { Badge, type BadgeTone } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Notice } from '../../../components/ui/notice';
import { SelectField } from '../../../components/ui/select-field';
import { LoadingBlock } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useForm, type Rules } from '../../../hooks/use-form';
import { useRefreshSession } from '../../../lib/auth';
import { fileToBase64 } from '../../../lib/format';
import { tKey } from '../../../lib/i18n';
import { trpc } from '../../../lib/trpc';
import '../components/account.css';
import { PageHead } from '../../../components/layout/page-head';

const MAX_BYTES = 5 * 1024 * 1024;
type PictureKind = 'front' | 'back' | 'selfie' | 'address' | 'funds' | 'other';
type LevelKey = 'firstLevel' | 'secondLevel' | 'thirdLevel' | 'fourthLevel';
const LEVELS: readonly LevelKey[] = ['firstLevel', 'secondLevel', 'thirdLevel', 'fourthLevel'];

function statusTone(status: number): BadgeTone {
  if (status === KYC_LEVEL_STATUS.approved) return 'success';
  if (status === KYC_LEVEL_STATUS.pending) return 'warning';
  if (status === KYC_LEVEL_STATUS.rejected) return 'danger';
  return 'neutral';
}

export function KycPage() {
  const { t } = useTranslation('account');
  const kyc = trpc.kyc.queryPlayerInfo.useQuery({});
  if (kyc.isPending) return <LoadingBlock />;
  const info = kyc.data;
  if (!info) return null;
  return (
    <>
      <PageHead title={t('kyc.title')} lead={t('kyc.lead')} />
      <Notice tone={info.depositVerified ? 'info' : 'warning'}>
        {info.depositVerified ? t('kyc.depositReady') : t('kyc.depositNotReady')}
      </Notice>
      <Card>
        <ol className="kyc-levels">
          {LEVELS.map((key, i) => {
            const level = info[key];
            const previousApproved = i === 0 || info[LEVELS[i - 1]!].status === KYC_LEVEL_STATUS.approved;
            const canSubmit =
              previousApproved &&
              (level.status === KYC_LEVEL_STATUS.notSubmitted || level.status === KYC_LEVEL_STATUS.rejected);
            return (
              <li key={key}>
                <details className="kyc-level" open={canSubmit}>
                  <summary>
                    <span>
                      <span className="small muted">{t('kyc.level', { level: i + 1 })}</span>
                      <br />
                      <strong>{t(`kyc.levels.${level.type}`)}</strong>
                    </span>
                    <Badge tone={statusTone(level.status)}>{t(`kyc.status.${level.status}`)}</Badge>
                  </summary>
                  <div className="kyc-level__body stack">
                    {level.status === KYC_LEVEL_STATUS.rejected && level.rejectReason ? (
                      <Notice tone="danger">{t('kyc.rejected', { reason: level.rejectReason })}</Notice>
                    ) : null}
                    {level.status === KYC_LEVEL_STATUS.pending ? (
                      <p className="small muted">{t('kyc.submitted')}</p>
                    ) : null}
                    {!previousApproved ? <p className="small muted">{t('kyc.needPrevious')}</p> : null}
                    {canSubmit && i === 0 ? <BasicInfoForm info={info} /> : null}
                    {canSubmit && i === 1 ? <DocumentForm /> : null}
                    {canSubmit && (i === 2 || i === 3) ? <PicturesForm level={i === 2 ? 3 : 4} /> : null}
                  </div>
                </details>
              </li>
            );
          })}
        </ol>
      </Card>
    </>
  );
}

function useAfterSubmit() {
  const { t } = useTranslation('account');
  const utils = trpc.useUtils();
  const refreshSession = useRefreshSession();
  return async () => {
    toast.success(t('kyc.submitted'));
    await Promise.all([utils.kyc.queryPlayerInfo.invalidate(), refreshSession()]);
  };
}

interface BasicValues {
  lastName: string;
  firstName: string;
  lastNameKana: string;
  firstNameKana: string;
  birthDate: string;
  postalCode: string;
  address: string;
  occupation: string;
}

function BasicInfoForm({ info }: { info: KycInfo }) {
  const { t } = useTranslation('account');
  const done = useAfterSubmit();
  const rules = useMemo<Rules<BasicValues>>(
    () => ({
      lastName: personNameRule,
      firstName: personNameRule,
      birthDate: birthDateRule,
      address: (v) => (v.trim().length >= 5 ? undefined : 'validation.required'),
    }),
    [],
  );
  const form = useForm<BasicValues>(
    {
      lastName: info.lastNameJapanese ?? '',
      firstName: info.firstNameJapanese ?? '',
      lastNameKana: info.lastNameKana ?? '',
      firstNameKana: info.firstNameKana ?? '',
      birthDate: info.birthDate ?? '',
      postalCode: info.postalCode ?? '',
      address: info.address ?? '',
      occupation: info.occupation ?? '',
    },
    rules,
  );
  const update = trpc.kyc.updatePlayerInfo.useMutation({ onSuccess: done });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    update.mutate({
      lastNameJapanese: v.lastName.trim(),
      firstNameJapanese: v.firstName.trim(),
      ...(v.lastNameKana.trim() ? { lastNameKana: v.lastNameKana.trim() } : {}),
      ...(v.firstNameKana.trim() ? { firstNameKana: v.firstNameKana.trim() } : {}),
      birthDate: v.birthDate,
      ...(v.postalCode.trim() ? { postalCode: v.postalCode.trim() } : {}),
      address: v.address.trim(),
      ...(v.occupation.trim() ? { occupation: v.occupation.trim() } : {}),
    });
  };
  const field = (key: keyof BasicValues, extra: Record<string, unknown> = {}) => (
    <TextField
      label={t(`kyc.basic.${key}`)}
      name={key}
      value={form.values[key]}
      onValueChange={(v) => {
        form.set(key, v);
        // The age rule speaks as soon as a whole date is there, not only on leaving the field.
        if (key === 'birthDate' && /^\d{4}-\d{2}-\d{2}$/.test(v)) form.touch(key);
      }}
      onBlur={() => form.touch(key)}
      error={tKey(t, form.errors[key])}
      optional={!(key in rules)}
      {...extra}
    />
  );
  return (
    <form className="stack" onSubmit={submit} noValidate>
      <div className="grid-2">
        {field('lastName', { autoComplete: 'family-name' })}
        {field('firstName', { autoComplete: 'given-name' })}
        {field('lastNameKana')}
        {field('firstNameKana')}
        {field('birthDate', { type: 'date', autoComplete: 'bday', clearable: false })}
        {field('postalCode', { autoComplete: 'postal-code', inputMode: 'numeric' })}
      </div>
      {field('address', { autoComplete: 'street-address' })}
      {field('occupation')}
      <div>
        <Button type="submit" loading={update.isPending}>
          {t('kyc.submit')}
        </Button>
      </div>
    </form>
  );
}

/** Uploads one picture (PNG, JPEG or PDF up to 5 MB) for a level and reports its id. */
function PictureInput({
  label,
  level,
  kind,
  onUploaded,
  optional,
}: {
  label: string;
  level: 2 | 3 | 4;
  kind: PictureKind;
  onUploaded: (pictureId: string) => void;
  optional?: boolean;
}) {
  const { t } = useTranslation('account');
  const [name, setName] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const upload = trpc.kyc.uploadKycPicture.useMutation();
  const id = `kyc-${level}-${kind}`;
  const onFile = async (file: File | undefined) => {
    setError(null);
    if (!file) return;
    if (!(KYC_PICTURE_TYPES as readonly string[]).includes(file.type))
      return setError(t('kyc.upload.badType'));
    if (file.size > MAX_BYTES) return setError(t('kyc.upload.tooLarge'));
    try {
      const r = await upload.mutateAsync({
        level,
        kind,
        fileName: file.name,
        contentType: file.type as (typeof KYC_PICTURE_TYPES)[number],
        data: await fileToBase64(file),
      });
      setName(file.name);
      onUploaded(r.pictureId);
    } catch {
      // central handler
    }
  };
  return (
    <div className="field">
      <span className="field__label" id={`${id}-label`}>
        {label}
        {optional ? <span className="field__optional">{t('shell:optional')}</span> : null}
      </span>
      <div className="row">
        <input
          id={id}
          type="file"
          accept={KYC_PICTURE_TYPES.join(',')}
          className="visually-hidden"
          aria-labelledby={`${id}-label`}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        <label htmlFor={id} className="btn btn--secondary btn--sm" aria-busy={upload.isPending}>
          {t('kyc.upload.choose')}
        </label>
        <span className="small muted">
          {name ? t('kyc.upload.uploaded', { name }) : t('kyc.upload.hint')}
        </span>
      </div>
      {error ? (
        <div className="field__error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}

function DocumentForm() {
  const { t } = useTranslation('account');
  const done = useAfterSubmit();
  const [documentType, setDocumentType] = useState<(typeof KYC_DOCUMENT_TYPES)[number]>('driver_license');
  const [documentNumber, setDocumentNumber] = useState('');
  const [front, setFront] = useState<string | null>(null);
  const [back, setBack] = useState<string | null>(null);
  const [selfie, setSelfie] = useState<string | null>(null);
  const submitL2 = trpc.kyc.submitKycL2.useMutation({ onSuccess: done });
  const numberOk = /^[A-Za-z0-9-]{4,20}$/.test(documentNumber.trim());
  const ready = numberOk && front && selfie;
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        submitL2.mutate({
          documentType,
          documentNumber: documentNumber.trim(),
          frontPictureId: front,
          ...(back ? { backPictureId: back } : {}),
          selfiePictureId: selfie,
        });
      }}
      noValidate
    >
      <div className="grid-2">
        <SelectField
          label={t('kyc.document.type')}
          value={documentType}
          onValueChange={(v) => setDocumentType(v as (typeof KYC_DOCUMENT_TYPES)[number])}
          options={KYC_DOCUMENT_TYPES.map((d) => ({ value: d, label: t(`kyc.document.types.${d}`) }))}
        />
        <TextField
          label={t('kyc.document.number')}
          value={documentNumber}
          onValueChange={setDocumentNumber}
          autoComplete="off"
          error={documentNumber && !numberOk ? t('validation:invalid') : undefined}
        />
      </div>
      <PictureInput label={t('kyc.document.front')} level={2} kind="front" onUploaded={setFront} />
      <PictureInput label={t('kyc.document.back')} level={2} kind="back" onUploaded={setBack} optional />
      <PictureInput label={t('kyc.document.selfie')} level={2} kind="selfie" onUploaded={setSelfie} />
      <div>
        <Button type="submit" disabled={!ready} loading={submitL2.isPending}>
          {t('kyc.submit')}
        </Button>
      </div>
    </form>
  );
}

function PicturesForm({ level }: { level: 3 | 4 }) {
  const { t } = useTranslation('account');
  const done = useAfterSubmit();
  const [ids, setIds] = useState<string[]>([]);
  const add = trpc.kyc.addPlayerInfoPicture.useMutation({ onSuccess: done });
  return (
    <form
      className="stack"
      onSubmit={(e) => {
        e.preventDefault();
        if (ids.length > 0) add.mutate({ level, pictureIds: ids });
      }}
      noValidate
    >
      <PictureInput
        label={level === 3 ? t('kyc.upload.address') : t('kyc.upload.funds')}
        level={level}
        kind={level === 3 ? 'address' : 'funds'}
        onUploaded={(id) => setIds((x) => [...x, id].slice(-5))}
      />
      <div>
        <Button type="submit" disabled={ids.length === 0} loading={add.isPending}>
          {t('kyc.submit')}
        </Button>
      </div>
    </form>
  );
}
