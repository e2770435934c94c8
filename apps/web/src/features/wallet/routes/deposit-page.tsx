/**
 * /{lng}/account/deposit: choose currency, channel (bank transfer, QR, crypto) and amount, optionally
 * a coupon; the order then shows how to pay (bank details with voucher upload, a QR code, or a crypto
 * address with its QR code) and its operations. The order list below keeps every open order at hand.
 * While an order is open it is polled; once credited the balance refreshes, and the first-deposit
 * report is acknowledged.
 */
import { lazy, Suspense, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '../../../lib/router';
import { amountInputRule, toUnits, type Currency } from '@casino/shared/rules/money-units';
import type { DepositOrderView } from '@casino/shared/schemas/deposit';
import { DEPOSIT_STATUS } from '@casino/shared/rules/statuses';
import { Button, LinkButton } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { EmptyState } from '../../../components/ui/empty-state';
import { Notice } from '../../../components/ui/notice';
import { SelectField } from '../../../components/ui/select-field';
import { LoadingBlock } from '../../../components/ui/spinner';
import { AmountField } from '../components/amount-field';
import { useForm, type Rules } from '../../../hooks/use-form';
import { useRefreshSession } from '../../../lib/auth';
import { money, moneyRange, newClientOrderId } from '../../../lib/format';
import { useFirstPaintDone } from '../../../lib/first-paint';
import { tKey } from '../../../lib/i18n';
import { retryingImport } from '../../../lib/lazy-when';
import { useLocalize } from '../../../lib/lng';
import { trpc } from '../../../lib/trpc';
import { useWallets } from '../hooks/use-wallets';
import { CurrencySelect } from '../components/currency-select';
import { DepositOrderList } from '../components/deposit-order-list';
import { FirstDepositReport } from '../components/first-deposit-report';
import { useUnsettledOrder } from '../components/unsettled-order';
import '../components/wallet.css';
import { PageHead } from '../../../components/layout/page-head';
import { DEPOSIT_ORDERS_FIRST_PAGE, depositCouponsInput } from '@casino/shared/rules/player-first-screen';

/**
 * An order's payment details (QR code, copy buttons, the cancel dialog): not on the first screen of a
 * player without an open order, so loaded after the first paint (lib/first-paint.ts) or when shown.
 */
const loadOrderPanel = () => retryingImport(() => import('../components/deposit-order-panel'));
const DepositOrderPanel = lazy(() => loadOrderPanel().then((m) => ({ default: m.DepositOrderPanel })));

const QUICK: Partial<Record<Currency, string[]>> = {
  JPY: ['3000', '10000', '30000', '100000'],
  USD: ['20', '50', '100', '500'],
  USDT: ['20', '50', '100', '500'],
  USDC: ['20', '50', '100', '500'],
};

interface DepositValues {
  amount: string;
}

function inRange(amount: string, min: string, max: string): boolean {
  try {
    const v = toUnits(amount);
    return v >= toUnits(min) && v <= toUnits(max);
  } catch {
    return false;
  }
}

export function DepositPage() {
  const { t } = useTranslation('wallet');
  const to = useLocalize();
  const { currency: displayCurrency, session } = useWallets();
  const [params, setParams] = useSearchParams();
  const painted = useFirstPaintDone();
  useEffect(() => {
    if (painted) void loadOrderPanel();
  }, [painted]);
  // The display currency the session says, once it has said it (a player's page may render out of
  // sight before the session answers: lib/auth.tsx RequirePlayer); then the player's choice.
  const known = session.data?.loggedIn === true;
  const [picked, setCurrency] = useState<Currency | null>(known ? displayCurrency : null);
  if (picked === null && known) setCurrency(displayCurrency);
  const currency = picked ?? displayCurrency;
  const [channelCode, setChannelCode] = useState('');
  const [couponId, setCouponId] = useState(params.get('coupon') ?? '');
  /** Another currency: the channel and the coupon chosen for the last one no longer apply. */
  const chooseCurrency = (c: Currency) => {
    setCurrency(c);
    setChannelCode('');
    setCouponId('');
  };
  const [clientOrderId, setClientOrderId] = useState(newClientOrderId);
  const selectedOrderNo = params.get('order');
  const refreshSession = useRefreshSession();
  const utils = trpc.useUtils();

  const channels = trpc.deposit.channels.useQuery({ currency });
  const available = useMemo(() => (channels.data ?? []).filter((c) => c.enabled), [channels.data]);
  const channel = available.find((c) => c.channelCode === channelCode) ?? available[0];
  const coupons = trpc.bonus.couponPage.useQuery(depositCouponsInput(currency));
  const orders = trpc.deposit.orders.useQuery(
    DEPOSIT_ORDERS_FIRST_PAGE,
    // Status changes arrive over the live channel (lib/live), which updates this list in the cache.
    { meta: { hideLoading: true } },
  );

  const rules = useMemo<Rules<DepositValues>>(
    () => ({
      amount: (v) => {
        const base = amountInputRule(v);
        if (base) return base;
        if (channel && !inRange(v, channel.minAmount, channel.maxAmount)) return 'wallet.deposit.outOfRange';
        return undefined;
      },
    }),
    [channel],
  );
  const form = useForm<DepositValues>({ amount: '' }, rules);
  const create = trpc.deposit.create.useMutation();

  // A deposit turning SUCCESS while the page is open: refresh the balance and the first-deposit report.
  const seenSuccess = useRef<Set<string> | null>(null);
  useEffect(() => {
    const list = orders.data?.list;
    if (!list) return;
    const done = new Set(list.filter((o) => o.status === DEPOSIT_STATUS.SUCCESS).map((o) => o.orderNo));
    const before = seenSuccess.current;
    if (before && [...done].some((no) => !before.has(no))) {
      void refreshSession();
      void utils.account.checkReportStatus.invalidate();
    }
    seenSuccess.current = done;
  }, [orders.data, refreshSession, utils]);

  const selectOrder = (orderNo: string | null) => {
    const p = new URLSearchParams(params);
    if (orderNo) p.set('order', orderNo);
    else p.delete('order');
    setParams(p, { replace: true });
  };

  // A request whose answer the connection lost: checked once the gateway answers (no second order).
  const unsettled = useUnsettledOrder({
    kind: 'deposit',
    orders: orders.data?.list,
    refetch: orders.refetch,
    onLanded: (order) => {
      setClientOrderId(newClientOrderId());
      form.reset();
      selectOrder(order.orderNo);
    },
  });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!channel || !form.validate() || unsettled.checking) return;
    const amount = form.values.amount.trim();
    unsettled.clear();
    try {
      const order = await create.mutateAsync({
        clientOrderId,
        currency,
        amount,
        channelCode: channel.channelCode,
        ...(couponId ? { couponId } : {}),
      });
      setClientOrderId(newClientOrderId());
      form.reset();
      await utils.deposit.orders.invalidate();
      selectOrder(order.orderNo);
    } catch (error) {
      // the central error handler explains (KYC L3 dialog, limits, ...); a lost answer is checked
      unsettled.failed(error, { clientOrderId, amount, currency });
    }
  };

  const selected: DepositOrderView | undefined =
    orders.data?.list.find((o) => o.orderNo === selectedOrderNo) ?? create.data ?? undefined;
  const showSelected = selected && selected.orderNo === selectedOrderNo;
  const verified = session.data?.kyc?.depositVerified !== false;

  return (
    <>
      <PageHead title={t('deposit.title')} lead={t('deposit.lead')} />
      <FirstDepositReport />
      {unsettled.notice}
      {!verified ? (
        <Notice tone="info">
          <div className="row-between">
            <span>{t('deposit.kycNeeded')}</span>
            <LinkButton to={to('/account/kyc')} size="sm" variant="secondary">
              {t('deposit.toKyc')}
            </LinkButton>
          </div>
        </Notice>
      ) : null}
      {showSelected ? (
        <Suspense fallback={<LoadingBlock />}>
          <DepositOrderPanel order={selected} onClose={() => selectOrder(null)} />
        </Suspense>
      ) : (
        <Card>
          <form className="stack" onSubmit={(e) => void submit(e)} noValidate aria-label={t('deposit.title')}>
            <CurrencySelect label={t('deposit.currency')} value={currency} onChange={chooseCurrency} />
            {channels.isPending ? (
              <LoadingBlock />
            ) : available.length === 0 ? (
              <EmptyState title={t('deposit.noChannels')} />
            ) : (
              <fieldset className="radio-cards" aria-describedby="channel-legend">
                <legend id="channel-legend" className="field__label" style={{ marginBottom: 8 }}>
                  {t('deposit.channel')}
                </legend>
                {available.map((c) => {
                  const type = t(
                    `deposit.types.${c.channelType === 'BANK_TRANSFER' || c.channelType === 'QR' || c.channelType === 'CRYPTO' ? c.channelType : 'CRYPTO'}`,
                  );
                  // A channel named after its type ("銀行振込") does not repeat it.
                  const kind = [c.name.includes(type) ? null : type, c.network].filter(Boolean).join(' · ');
                  return (
                    <label key={c.channelCode} className="radio-card">
                      <input
                        type="radio"
                        name="channel"
                        value={c.channelCode}
                        checked={channel?.channelCode === c.channelCode}
                        onChange={() => setChannelCode(c.channelCode)}
                      />
                      <strong>{c.name}</strong>
                      {kind ? <span className="small muted">{kind}</span> : null}
                      <span className="small muted">
                        {t('deposit.channelMeta', {
                          ...moneyRange(c.minAmount, c.maxAmount, c.currency),
                          minutes: c.processingMinutes,
                        })}
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            )}
            <AmountField
              label={t('deposit.amount')}
              currency={currency}
              {...form.field('amount', t)}
              hint={
                channel
                  ? t('deposit.amountRange', moneyRange(channel.minAmount, channel.maxAmount, currency))
                  : undefined
              }
              error={
                form.errors.amount === 'wallet.deposit.outOfRange' && channel
                  ? t('deposit.outOfRange', moneyRange(channel.minAmount, channel.maxAmount, currency))
                  : tKey(t, form.errors.amount)
              }
            />
            {QUICK[currency] ? (
              <div className="quick-amounts" role="group" aria-label={t('deposit.quick')}>
                {QUICK[currency]!.map((a) => (
                  <Button key={a} variant="secondary" size="sm" onClick={() => form.set('amount', a)}>
                    {money(a, currency)}
                  </Button>
                ))}
              </div>
            ) : null}
            {coupons.data && coupons.data.list.length > 0 ? (
              <SelectField
                label={t('deposit.coupon')}
                value={couponId}
                onValueChange={setCouponId}
                options={[
                  { value: '', label: t('deposit.noCoupon') },
                  ...coupons.data.list.map((c) => ({ value: c.couponId, label: c.name })),
                ]}
              />
            ) : null}
            <Button
              type="submit"
              size="lg"
              block
              loading={create.isPending}
              disabled={!channel || unsettled.checking}
            >
              {t('deposit.submit')}
            </Button>
          </form>
        </Card>
      )}
      <DepositOrderList orders={orders.data?.list ?? []} loading={orders.isPending} onView={selectOrder} />
    </>
  );
}
