/**
 * /{lng}/account/withdraw: method (bank card for JPY, crypto address per network), the account to
 * receive to (bank cards and addresses are managed right here), amount within the limits and the
 * withdrawable balance, the withdrawal password when one is set; the list of withdrawals with cancel
 * for pending ones.
 */
import { lazy, Suspense, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { amountInputRule, fromUnits, toUnits, type Currency } from '@casino/shared/rules/money-units';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Notice } from '../../../components/ui/notice';
import { PasswordField } from '../../../components/ui/password-field';
import { SelectField } from '../../../components/ui/select-field';
import { LoadingBlock } from '../../../components/ui/spinner';
import { AmountField } from '../components/amount-field';
import { toast } from '../../../components/ui/toast-store';
import { useForm, type Rules } from '../../../hooks/use-form';
import { useRefreshSession, useSession } from '../../../lib/auth';
import { statementTotals } from '@casino/ui/game-wallet';
import { money, newClientOrderId } from '../../../lib/format';
import { tKey } from '../../../lib/i18n';
import { useFirstPaintDone } from '../../../lib/first-paint';
import { retryingImport } from '../../../lib/lazy-when';
import { trpc } from '../../../lib/trpc';
import { useWallets } from '../hooks/use-wallets';
import { CurrencySelect } from '../components/currency-select';
import { WithdrawalList } from '../components/withdrawal-list';
import { useUnsettledOrder } from '../components/unsettled-order';
import '../components/wallet.css';
import { PageHead } from '../../../components/layout/page-head';
import { WITHDRAW_ORDERS_FIRST_PAGE } from '@casino/shared/rules/player-first-screen';

/** Below the form: loaded after the first paint (../components/payout-targets.tsx, lib/first-paint.ts). */
const PayoutTargets = lazy(() =>
  retryingImport(() => import('../components/payout-targets')).then((m) => ({ default: m.PayoutTargets })),
);

interface WithdrawValues {
  amount: string;
  password: string;
}

function units(v: string): bigint | null {
  try {
    return toUnits(v);
  } catch {
    return null;
  }
}

/** fee = amount × feeRate% + feeFixed, in 1e-8 units (feeRate is a decimal string of percent). */
function feeOf(amount: string, feeRate: string, feeFixed: string): bigint | null {
  const a = units(amount);
  const rate = units(feeRate);
  const fixed = units(feeFixed);
  if (a === null || rate === null || fixed === null) return null;
  return (a * rate) / 10_000_000_000n + fixed;
}

/**
 * Money of this currency still in games cannot be withdrawn: say how much and bring it back here (the
 * spec's transfer_out_all, through gameWallets.returnAll), so the withdrawable amount includes it.
 */
function MoneyInGames({ currency, onReturned }: { currency: Currency; onReturned: () => Promise<unknown> }) {
  const { t } = useTranslation('wallet');
  const session = useSession();
  const [returned, setReturned] = useState<string | null>(null);
  const returnAll = trpc.gameWallets.returnAll.useMutation({
    onSuccess: async (statement) => {
      const totals = statementTotals(statement);
      if (totals.length)
        setReturned(
          t('withdraw.returned', {
            amount: totals.map((x) => money(x.amount, x.currency as Currency)).join(' / '),
          }),
        );
      await onReturned();
    },
  });
  const wallet = session.data?.user?.wallets.find((w) => w.currency === currency);
  const inGames = wallet ? units(wallet.gameAmount) : null;
  if (!inGames || inGames <= 0n) {
    return returned ? (
      <Notice tone="info">
        <span role="status">{returned}</span>
      </Notice>
    ) : null;
  }
  return (
    <Notice tone="info">
      <div className="row-between">
        <span>{t('withdraw.inGames', { amount: money(wallet!.gameAmount, currency) })}</span>
        <Button
          size="sm"
          variant="secondary"
          loading={returnAll.isPending}
          onClick={() => returnAll.mutate({ reason: 'player' })}
        >
          {returnAll.isPending ? t('withdraw.returning') : t('withdraw.returnToWallet')}
        </Button>
      </div>
    </Notice>
  );
}

export function WithdrawPage() {
  const { t } = useTranslation('wallet');
  const { currency: displayCurrency, session } = useWallets();
  const refreshSession = useRefreshSession();
  const utils = trpc.useUtils();
  const painted = useFirstPaintDone();
  // The display currency the session says, once it has said it (a player's page may render out of
  // sight before the session answers: lib/auth.tsx RequirePlayer); then the player's choice.
  const known = session.data?.loggedIn === true;
  const [picked, setCurrency] = useState<Currency | null>(known ? displayCurrency : null);
  if (picked === null && known) setCurrency(displayCurrency);
  const currency = picked ?? displayCurrency;
  const [methodCode, setMethodCode] = useState('');
  const [accountId, setAccountId] = useState('');
  /** Another currency: the method and the account chosen for the last one no longer apply. */
  const chooseCurrency = (c: Currency) => {
    setCurrency(c);
    setMethodCode('');
    setAccountId('');
  };
  const [clientOrderId, setClientOrderId] = useState(newClientOrderId);

  const methods = trpc.withdraw.methods.useQuery({ currency });
  const limits = trpc.withdraw.limits.useQuery({ currency });
  const method = methods.data?.find((m) => m.methodCode === methodCode) ?? methods.data?.[0];
  const cards = trpc.wallet.bankCardList.useQuery({}, { enabled: method?.methodType === 'BANK_CARD' });
  const addresses = trpc.wallet.addressList.useQuery(
    { currency },
    { enabled: method?.methodType === 'CRYPTO_ADDRESS' },
  );
  const accounts =
    method?.methodType === 'BANK_CARD'
      ? (cards.data ?? []).map((c) => ({
          id: c.id,
          label: `${c.bankName} ${c.branchName} ${c.accountNo}`,
          isDefault: c.isDefault,
        }))
      : (addresses.data ?? [])
          .filter((a) => !method?.network || a.network === method.network)
          .map((a) => ({
            id: a.id,
            label: `${a.label ? a.label + ' · ' : ''}${a.network} ${a.address}`,
            isDefault: false,
          }));
  const account =
    accounts.find((a) => a.id === accountId) ?? accounts.find((a) => a.isDefault) ?? accounts[0];
  const limit = limits.data;

  const rules = useMemo<Rules<WithdrawValues>>(
    () => ({
      amount: (v) => {
        const base = amountInputRule(v);
        if (base) return base;
        const a = units(v);
        if (limit && a !== null && a > toUnits(limit.withdrawable)) return 'wallet.withdraw.insufficient';
        const min = method ? method.minAmount : limit?.minAmount;
        const max = method ? method.maxAmount : limit?.maxAmount;
        if (min && max && a !== null && (a < toUnits(min) || a > toUnits(max)))
          return 'wallet.deposit.outOfRange';
        return undefined;
      },
      password: (v) => (limit?.needWithdrawPassword && v === '' ? 'validation.passwordEmpty' : undefined),
    }),
    [limit, method],
  );
  const form = useForm<WithdrawValues>({ amount: '', password: '' }, rules);
  const create = trpc.withdraw.create.useMutation();
  const fee =
    method && form.values.amount ? feeOf(form.values.amount, method.feeRate, method.feeFixed) : null;
  const amountUnits = units(form.values.amount);

  // A request whose answer the connection lost: checked once the gateway answers (no second order).
  const orders = trpc.withdraw.orders.useQuery(WITHDRAW_ORDERS_FIRST_PAGE);
  const unsettled = useUnsettledOrder({
    kind: 'withdraw',
    orders: orders.data?.list,
    refetch: orders.refetch,
    onLanded: () => {
      setClientOrderId(newClientOrderId());
      form.reset();
      void refreshSession();
      void utils.withdraw.limits.invalidate();
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!method || !account || !form.validate() || unsettled.checking) return;
    const amount = form.values.amount.trim();
    unsettled.clear();
    try {
      await create.mutateAsync({
        clientOrderId,
        currency,
        amount,
        methodCode: method.methodCode,
        ...(method.methodType === 'BANK_CARD' ? { bankCardId: account.id } : { addressId: account.id }),
        ...(form.values.password ? { withdrawPassword: form.values.password } : {}),
      });
      toast.success(t('withdraw.created'));
      setClientOrderId(newClientOrderId());
      form.reset();
      await Promise.all([
        refreshSession(),
        utils.withdraw.orders.invalidate(),
        utils.withdraw.limits.invalidate(),
      ]);
    } catch (error) {
      // central handler (100326 opens the KYC L3 dialog); a lost answer is checked
      unsettled.failed(error, { clientOrderId, amount, currency });
    }
  };

  const rangeText =
    method &&
    t('deposit.outOfRange', {
      min: money(method.minAmount, currency),
      max: money(method.maxAmount, currency),
    });

  return (
    <>
      <PageHead title={t('withdraw.title')} lead={t('withdraw.lead')} />
      <Card>
        <form className="stack" onSubmit={(e) => void submit(e)} noValidate aria-label={t('withdraw.title')}>
          <div className="grid-2">
            <CurrencySelect label={t('withdraw.currency')} value={currency} onChange={chooseCurrency} />
            {methods.data && methods.data.length > 0 ? (
              <SelectField
                label={t('withdraw.method')}
                value={method?.methodCode ?? ''}
                onValueChange={(v) => {
                  setMethodCode(v);
                  setAccountId('');
                }}
                options={methods.data.map((m) => ({
                  value: m.methodCode,
                  label: m.network ? `${m.name} (${m.network})` : m.name,
                }))}
              />
            ) : null}
          </div>
          {methods.isPending ? <LoadingBlock /> : null}
          {methods.isError || (methods.data && methods.data.length === 0) ? (
            <EmptyState title={t('withdraw.noMethods')} query={methods} />
          ) : null}
          {method ? (
            accounts.length > 0 ? (
              <SelectField
                label={t('withdraw.account')}
                value={account?.id ?? ''}
                onValueChange={setAccountId}
                options={accounts.map((a) => ({ value: a.id, label: a.label }))}
              />
            ) : (
              <Notice tone="info">{t('withdraw.noAccount')}</Notice>
            )
          ) : null}
          <MoneyInGames
            currency={currency}
            onReturned={() => Promise.all([refreshSession(), utils.withdraw.limits.invalidate()])}
          />
          <AmountField
            label={t('withdraw.amount')}
            currency={currency}
            {...form.field('amount', t)}
            hint={limit ? `${t('withdraw.withdrawable')}: ${money(limit.withdrawable, currency)}` : undefined}
            error={
              form.errors.amount === 'wallet.deposit.outOfRange' ? rangeText : tKey(t, form.errors.amount)
            }
            actions={
              limit ? (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => form.set('amount', fromUnits(toUnits(limit.withdrawable)))}
                >
                  {t('withdraw.all')}
                </Button>
              ) : null
            }
          />
          {limit?.needWithdrawPassword ? (
            <PasswordField
              label={t('withdraw.password')}
              name="withdraw-password"
              autoComplete="off"
              value={form.values.password}
              onValueChange={(v) => form.set('password', v)}
              error={tKey(t, form.errors.password)}
            />
          ) : null}
          {limit ? (
            <dl className="summary-rows figures">
              {method ? (
                <div>
                  <dt>{t('withdraw.limits')}</dt>
                  <dd>
                    {t('withdraw.perOrder', {
                      min: money(method.minAmount, currency),
                      max: money(method.maxAmount, currency),
                    })}
                  </dd>
                </div>
              ) : null}
              <div>
                <dt>{t('withdraw.daily')}</dt>
                <dd>
                  {Math.max(0, limit.dailyCountLimit - limit.dailyCountUsed)} / {limit.dailyCountLimit}
                </dd>
              </div>
              <div>
                <dt>{t('withdraw.dailyAmount')}</dt>
                <dd>
                  {money(
                    fromUnits(toUnits(limit.dailyAmountLimit) - toUnits(limit.dailyAmountUsed)),
                    currency,
                  )}
                </dd>
              </div>
              {fee !== null && amountUnits !== null ? (
                <>
                  <div>
                    <dt>{t('withdraw.fee')}</dt>
                    <dd>{money(fromUnits(fee), currency)}</dd>
                  </div>
                  <div>
                    <dt>{t('withdraw.receive')}</dt>
                    <dd>{money(fromUnits(amountUnits - fee > 0n ? amountUnits - fee : 0n), currency)}</dd>
                  </div>
                </>
              ) : null}
            </dl>
          ) : null}
          {limit && limit.kycApprovedLevel < 3 ? (
            <p className="small muted">
              {t('withdraw.kycThreshold', { amount: money(limit.kycLevel3Threshold, currency) })}
            </p>
          ) : null}
          {unsettled.notice}
          <Button
            type="submit"
            size="lg"
            block
            loading={create.isPending}
            disabled={!method || !account || unsettled.checking}
          >
            {t('withdraw.submit')}
          </Button>
        </form>
      </Card>
      <WithdrawalList />
      {painted ? (
        <Suspense fallback={<LoadingBlock />}>
          <PayoutTargets defaultCurrency={currency} />
        </Suspense>
      ) : (
        <LoadingBlock />
      )}
    </>
  );
}
