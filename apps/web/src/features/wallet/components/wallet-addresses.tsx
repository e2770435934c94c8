/** Crypto withdrawal addresses: list, add (network per currency, format checked as typed), delete. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@casino/shared/schemas/money';
import {
  NETWORKS_BY_CURRENCY,
  isValidAddress,
  type Network,
  type WalletAddressView,
} from '@casino/shared/schemas/wallet-address';
import { Notice } from '../../../components/ui/notice';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { useForm, type Rules } from '../../../hooks/use-form';
import { tKey } from '../../../lib/i18n';
import { trpc } from '../../../lib/trpc';
import { PayoutProofField } from './payout-proof-field';
import { PayoutTargetCard, usePayoutTargets } from './payout-target-card';

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
  const targets = usePayoutTargets<WalletAddressView>('addresses', utils.wallet.addressList, form.reset);
  const create = trpc.wallet.addressCreate.useMutation({ onSuccess: targets.onSaved });
  const del = trpc.wallet.addressDelete.useMutation({ onSuccess: targets.onDeleted });
  const submit = () => {
    const v = form.values;
    create.mutate({
      currency: v.currency as Currency,
      network: v.network as Network,
      address: v.address.trim(),
      ...(v.memo ? { memo: v.memo } : {}),
      ...(v.label.trim() ? { label: v.label.trim() } : {}),
      ...targets.proofOf(v.proof),
    });
  };
  const items = list.data ?? [];
  return (
    <PayoutTargetCard
      ns="addresses"
      id="addresses"
      items={items}
      main={(a) => (
        <>
          <span className="order-list__title">
            {a.currency} · {a.network}
            {a.label ? ` · ${a.label}` : ''}
          </span>
          <span className="order-list__meta mono" style={{ overflowWrap: 'anywhere' }}>
            {a.address}
          </span>
        </>
      )}
      name={(a) => a.address}
      deleteBody={(a) => t('addresses.deleteConfirmBody', { address: a.address })}
      onDelete={(a) => del.mutate({ id: a.id })}
      deletePending={del.isPending}
      dialogName="add-address"
      state={targets}
      validate={form.validate}
      onSubmit={submit}
      saving={create.isPending}
    >
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
    </PayoutTargetCard>
  );
}
