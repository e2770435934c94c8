/** The player's bank accounts for JPY withdrawals: list, add (zengin codes, katakana holder), delete. */
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bankCardAddInputSchema, type BankCardView } from '@casino/shared/schemas/bank-card';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Checkbox } from '../../../components/ui/checkbox';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useForm, type Rules } from '../../../hooks/use-form';
import { zodRule } from '../../../lib/zod-rule';
import { tKey } from '../../../lib/i18n';
import { trpc } from '../../../lib/trpc';
import { PayoutProofField, usePayoutProof } from './payout-proof-field';

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
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<BankCardView | null>(null);
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
  const proofOf = usePayoutProof();
  const add = trpc.wallet.bankCardAdd.useMutation({
    onSuccess: async () => {
      toast.success(t('bankCards.saved'));
      setAdding(false);
      form.reset();
      await utils.wallet.bankCardList.invalidate();
    },
  });
  const del = trpc.wallet.bankCardDelete.useMutation({
    onSuccess: async () => {
      toast.success(t('bankCards.deleted'));
      setDeleting(null);
      await utils.wallet.bankCardList.invalidate();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
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
      ...proofOf(v.proof),
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
    <Card
      title={t('bankCards.title')}
      id="bank-cards"
      actions={
        <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
          {t('bankCards.add')}
        </Button>
      }
    >
      {list.length === 0 ? (
        <EmptyState title={t('bankCards.empty')} />
      ) : (
        <ul className="order-list">
          {list.map((c) => (
            <li key={c.id}>
              <div className="order-list__main">
                <span className="order-list__title">
                  {c.bankName} {c.branchName}
                </span>
                <span className="order-list__meta">
                  {t(`bankCards.accountTypes.${c.accountType}`)} {c.accountNo} · {c.accountName}
                </span>
              </div>
              <div className="order-list__side">
                {c.isDefault ? <Badge tone="accent">{t('bankCards.default')}</Badge> : null}
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDeleting(c)}
                  aria-label={`${t('bankCards.delete')} ${c.bankName} ${c.accountNo}`}
                >
                  {t('bankCards.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog
        name="add-bank-card"
        open={adding}
        onClose={() => setAdding(false)}
        title={t('bankCards.add')}
        wide
      >
        <form className="stack" onSubmit={submit} noValidate>
          <div className="grid-2">
            {field('bankCode', { inputMode: 'numeric', maxLength: 4 })}
            {field('bankName')}
            {field('branchCode', { inputMode: 'numeric', maxLength: 3 })}
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
          <div className="dialog__footer">
            <Button variant="secondary" onClick={() => setAdding(false)}>
              {t('shell:cancel')}
            </Button>
            <Button type="submit" loading={add.isPending}>
              {t('bankCards.save')}
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        name="delete-bank-card"
        open={deleting !== null}
        danger
        title={t('bankCards.deleteConfirmTitle')}
        body={
          deleting
            ? t('bankCards.deleteConfirmBody', { name: `${deleting.bankName} ${deleting.accountNo}` })
            : ''
        }
        confirmLabel={t('bankCards.delete')}
        pending={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && del.mutate({ id: deleting.id })}
      />
    </Card>
  );
}
