/**
 * The player's bank accounts for JPY withdrawals: list, add (zengin codes, katakana holder), delete.
 * Typing a bank code (4 digits) and a branch code (3 digits) fills in the bank's and the branch's names
 * from the published Zengin data (banks.lookup, answered by the gateway: the data never reaches the
 * page); a name the player typed is kept.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bankCardAddInputSchema, type BankCardView } from '@casino/shared/schemas/bank-card';
import { Badge } from '../../../components/ui/badge';
import { Checkbox } from '../../../components/ui/checkbox';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useForm, type Rules } from '../../../hooks/use-form';
import { zodRule } from '../../../lib/zod-rule';
import { tKey } from '../../../lib/i18n';
import { trpc } from '../../../lib/trpc';
import { PayoutProofField } from './payout-proof-field';
import { PayoutTargetCard, usePayoutTargets } from './payout-target-card';

interface CardValues {
  bankCode: string;
  bankName: string;
  branchCode: string;
  branchName: string;
  accountType: string;
  accountNo: string;
  accountName: string;
  isDefault: boolean;
  proof: string;
}

const shape = bankCardAddInputSchema.shape;

export function BankCards() {
  const { t } = useTranslation('wallet');
  const utils = trpc.useUtils();
  const cards = trpc.wallet.bankCardList.useQuery({});
  const rules = useMemo<Rules<CardValues>>(
    () => ({
      bankCode: zodRule(shape.bankCode),
      bankName: zodRule(shape.bankName),
      branchCode: zodRule(shape.branchCode),
      branchName: zodRule(shape.branchName),
      accountNo: zodRule(shape.accountNo),
      accountName: zodRule(shape.accountName),
      proof: (v) => (v === '' ? 'validation.payoutProofRequired' : undefined),
    }),
    [],
  );
  const form = useForm<CardValues>(
    {
      bankCode: '',
      bankName: '',
      branchCode: '',
      branchName: '',
      accountType: '1',
      accountNo: '',
      accountName: '',
      isDefault: true,
      proof: '',
    },
    rules,
  );
  const bankCode = /^\d{4}$/.test(form.values.bankCode) ? form.values.bankCode : null;
  const branchCode = /^\d{3}$/.test(form.values.branchCode) ? form.values.branchCode : undefined;
  const lookup = trpc.banks.lookup.useQuery(
    { bankCode: bankCode ?? '0000', ...(branchCode ? { branchCode } : {}) },
    { enabled: bankCode !== null, staleTime: Infinity, placeholderData: (prev) => prev },
  );
  const found = bankCode !== null && lookup.isSuccess && !lookup.isPlaceholderData ? lookup.data : null;
  // The names last filled in from the data: replaced when the codes change, a typed name is not.
  const filled = useRef({ bankName: '', branchName: '' });
  const { set } = form;
  const { bankName, branchName } = form.values;
  useEffect(() => {
    if (!found) return;
    const fill = (key: 'bankName' | 'branchName', name: string | undefined, current: string) => {
      if (!name || name === current) return;
      if (current.trim() !== '' && current !== filled.current[key]) return;
      filled.current[key] = name;
      set(key, name);
    };
    fill('bankName', found.bank?.name, bankName);
    fill('branchName', found.branch?.name, branchName);
  }, [found, bankName, branchName, set]);
  const bankHint = found
    ? found.bank
      ? t('bankCards.bankFound', { name: found.bank.name, kana: found.bank.kana })
      : t('bankCards.bankNotFound')
    : undefined;
  const branchHint =
    found?.bank && branchCode
      ? found.branch
        ? t('bankCards.bankFound', { name: found.branch.name, kana: found.branch.kana })
        : t('bankCards.branchNotFound')
      : undefined;
  const targets = usePayoutTargets<BankCardView>('bankCards', utils.wallet.bankCardList, form.reset);
  const add = trpc.wallet.bankCardAdd.useMutation({ onSuccess: targets.onSaved });
  const del = trpc.wallet.bankCardDelete.useMutation({ onSuccess: targets.onDeleted });
  const submit = () => {
    const v = form.values;
    add.mutate({
      bankCode: v.bankCode,
      bankName: v.bankName.trim(),
      branchCode: v.branchCode,
      branchName: v.branchName.trim(),
      accountType: Number(v.accountType) as 1 | 2 | 3,
      accountNo: v.accountNo,
      accountName: v.accountName.trim(),
      isDefault: v.isDefault,
      ...targets.proofOf(v.proof),
    });
  };
  const list = cards.data ?? [];
  const field = (key: keyof CardValues, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(`bankCards.${key}`)}
      name={key}
      value={String(form.values[key])}
      onValueChange={(v) => form.set(key, v as never)}
      onBlur={() => form.touch(key)}
      error={tKey(t, form.errors[key])}
      {...extra}
    />
  );
  return (
    <PayoutTargetCard
      ns="bankCards"
      id="bank-cards"
      items={list}
      main={(c) => (
        <>
          <span className="order-list__title">
            {c.bankName} {c.branchName}
          </span>
          <span className="order-list__meta">
            {t(`bankCards.accountTypes.${c.accountType}`)} {c.accountNo} · {c.accountName}
          </span>
        </>
      )}
      badge={(c) => (c.isDefault ? <Badge tone="accent">{t('bankCards.default')}</Badge> : null)}
      name={(c) => `${c.bankName} ${c.accountNo}`}
      deleteBody={(c) => t('bankCards.deleteConfirmBody', { name: `${c.bankName} ${c.accountNo}` })}
      onDelete={(c) => del.mutate({ id: c.id })}
      deletePending={del.isPending}
      dialogName="add-bank-card"
      wide
      state={targets}
      validate={form.validate}
      onSubmit={submit}
      saving={add.isPending}
    >
      <div className="grid-2">
        {field('bankCode', { inputMode: 'numeric', maxLength: 4, hint: bankHint })}
        {field('bankName')}
        {field('branchCode', { inputMode: 'numeric', maxLength: 3, hint: branchHint })}
        {field('branchName')}
        <SelectField
          label={t('bankCards.accountType')}
          value={form.values.accountType}
          onValueChange={(v) => form.set('accountType', v)}
          options={['1', '2', '3'].map((v) => ({ value: v, label: t(`bankCards.accountTypes.${v}`) }))}
        />
        {field('accountNo', { inputMode: 'numeric', maxLength: 7, autoComplete: 'off' })}
      </div>
      {field('accountName', { placeholder: 'ヤマダ タロウ' })}
      <Checkbox checked={form.values.isDefault} onCheckedChange={(c) => form.set('isDefault', c)}>
        {t('bankCards.isDefault')}
      </Checkbox>
      <PayoutProofField
        value={form.values.proof}
        onChange={(v) => form.set('proof', v)}
        error={form.errors.proof}
      />
    </PayoutTargetCard>
  );
}
