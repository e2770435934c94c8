/** Crypto withdrawal addresses: list, add (network per currency, format checked as typed), delete. */
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@casino/shared/schemas/money';
import {
  NETWORKS_BY_CURRENCY,
  isValidAddress,
  type Network,
  type WalletAddressView,
} from '@casino/shared/schemas/wallet-address';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { Notice } from '../../../components/ui/notice';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { toast } from '../../../components/ui/toast-store';
import { useForm, type Rules } from '../../../hooks/use-form';
import { tKey } from '../../../lib/i18n';
import { trpc } from '../../../lib/trpc';
import { PayoutProofField, usePayoutProof } from './payout-proof-field';

interface AddressValues {
  currency: string;
  network: string;
  address: string;
  memo: string;
  label: string;
  proof: string;
}

const CRYPTO = Object.keys(NETWORKS_BY_CURRENCY) as Currency[];

export function WalletAddresses({ defaultCurrency }: { defaultCurrency: Currency }) {
  const { t } = useTranslation('wallet');
  const utils = trpc.useUtils();
  const list = trpc.wallet.addressList.useQuery({});
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<WalletAddressView | null>(null);
  const initialCurrency = CRYPTO.includes(defaultCurrency) ? defaultCurrency : 'USDT';
  const rules = useMemo<Rules<AddressValues>>(
    () => ({
      address: (v, all) =>
        v.trim() === ''
          ? 'validation.required'
          : isValidAddress(all.network as Network, v.trim())
            ? undefined
            : 'validation.addressError',
      memo: (v) => (v === '' || /^\d{1,10}$/.test(v) ? undefined : 'validation.memoError'),
      proof: (v) => (v === '' ? 'validation.payoutProofRequired' : undefined),
    }),
    [],
  );
  const form = useForm<AddressValues>(
    {
      currency: initialCurrency,
      network: NETWORKS_BY_CURRENCY[initialCurrency]?.[0] ?? 'TRC20',
      address: '',
      memo: '',
      label: '',
      proof: '',
    },
    rules,
  );
  const networks = NETWORKS_BY_CURRENCY[form.values.currency as Currency] ?? [];
  const proofOf = usePayoutProof();
  const create = trpc.wallet.addressCreate.useMutation({
    onSuccess: async () => {
      toast.success(t('addresses.saved'));
      setAdding(false);
      form.reset();
      await utils.wallet.addressList.invalidate();
    },
  });
  const del = trpc.wallet.addressDelete.useMutation({
    onSuccess: async () => {
      toast.success(t('addresses.deleted'));
      setDeleting(null);
      await utils.wallet.addressList.invalidate();
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!form.validate()) return;
    const v = form.values;
    create.mutate({
      currency: v.currency as Currency,
      network: v.network as Network,
      address: v.address.trim(),
      ...(v.memo ? { memo: v.memo } : {}),
      ...(v.label.trim() ? { label: v.label.trim() } : {}),
      ...proofOf(v.proof),
    });
  };
  const items = list.data ?? [];
  return (
    <Card
      title={t('addresses.title')}
      id="addresses"
      actions={
        <Button size="sm" variant="secondary" onClick={() => setAdding(true)}>
          {t('addresses.add')}
        </Button>
      }
    >
      {items.length === 0 ? (
        <EmptyState title={t('addresses.empty')} />
      ) : (
        <ul className="order-list">
          {items.map((a) => (
            <li key={a.id}>
              <div className="order-list__main">
                <span className="order-list__title">
                  {a.currency} · {a.network}
                  {a.label ? ` · ${a.label}` : ''}
                </span>
                <span className="order-list__meta mono" style={{ overflowWrap: 'anywhere' }}>
                  {a.address}
                </span>
              </div>
              <div className="order-list__side">
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() => setDeleting(a)}
                  aria-label={`${t('addresses.delete')} ${a.address}`}
                >
                  {t('addresses.delete')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog name="add-address" open={adding} onClose={() => setAdding(false)} title={t('addresses.add')}>
        <form className="stack" onSubmit={submit} noValidate>
          <div className="grid-2">
            <SelectField
              label={t('addresses.currency')}
              value={form.values.currency}
              onValueChange={(v) => {
                form.set('currency', v);
                form.set('network', NETWORKS_BY_CURRENCY[v as Currency]?.[0] ?? '');
              }}
              options={CRYPTO.map((c) => ({ value: c, label: c }))}
            />
            <SelectField
              label={t('addresses.network')}
              value={form.values.network}
              onValueChange={(v) => form.set('network', v)}
              options={networks.map((n) => ({ value: n, label: n }))}
            />
          </div>
          <TextField
            label={t('addresses.address')}
            name="address"
            autoComplete="off"
            spellCheck={false}
            {...form.field('address', t)}
          />
          {form.values.network === 'XRP' ? (
            <TextField
              label={t('addresses.memo')}
              name="memo"
              inputMode="numeric"
              value={form.values.memo}
              onValueChange={(v) => form.set('memo', v)}
              error={tKey(t, form.errors.memo)}
            />
          ) : null}
          <TextField
            label={t('addresses.label')}
            name="label"
            maxLength={30}
            value={form.values.label}
            onValueChange={(v) => form.set('label', v)}
          />
          <Notice tone="warning">{t('addresses.warning')}</Notice>
          <PayoutProofField
            value={form.values.proof}
            onChange={(v) => form.set('proof', v)}
            error={form.errors.proof}
          />
          <div className="dialog__footer">
            <Button variant="secondary" onClick={() => setAdding(false)}>
              {t('shell:cancel')}
            </Button>
            <Button type="submit" loading={create.isPending}>
              {t('addresses.save')}
            </Button>
          </div>
        </form>
      </Dialog>
      <ConfirmDialog
        name="delete-address"
        open={deleting !== null}
        danger
        title={t('addresses.deleteConfirmTitle')}
        body={deleting ? t('addresses.deleteConfirmBody', { address: deleting.address }) : ''}
        confirmLabel={t('addresses.delete')}
        pending={del.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && del.mutate({ id: deleting.id })}
      />
    </Card>
  );
}
