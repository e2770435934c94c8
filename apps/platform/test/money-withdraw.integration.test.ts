/**
 * Withdrawals over HTTP, balances checked to the unit on the ledger: the hold at creation, the return
 * on cancel and rejection, the payout on approval, idempotent creation on clientOrderId, insufficient
 * funds, limits, 100326 above the KYC level 3 threshold, the withdrawal password, bank cards
 * (accountNo encrypted on the wire, masked in answers) and crypto addresses (format per network).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { WITHDRAW_STATUS } from '@casino/shared/schemas/withdrawal';
import { startTestPlatform, type TestPlatform } from './harness';
import {
  assertLedgerSound,
  CARD,
  type MoneyPlayer,
  moneyPlayer as basePlayer,
  newOrder,
  units,
} from './money-helpers';

let p: TestPlatform;

beforeAll(async () => {
  // Destinations are withdrawn to at once here; the cooling period has its own test file.
  p = await startTestPlatform({
    secrets: { maxAttempts: 5, windowMs: 3600_000, lockMs: 1800_000, payoutCoolingMs: 0 },
  });
});

const PW = 'w1thdraw';
const PROVEN = [
  '/api/ext/v1/bank_card/add',
  '/api/v1/player/wallet_address/create',
  '/api/v1/withdraw/create',
];

/** A player with a withdrawal password, given on every call that needs it unless the test sets its own. */
async function moneyPlayer(platform: TestPlatform, balances: Record<string, string> = {}) {
  const me = await basePlayer(platform, balances);
  await platform.dev('POST', '/withdraw-password', { loginName: me.loginName, password: PW });
  const call = me.call.bind(me);
  me.call = (path, payload = {}, lang) =>
    call(path, PROVEN.includes(path) ? { withdrawPassword: PW, ...payload } : payload, lang);
  return me;
}
afterAll(async () => {
  assertLedgerSound(p);
  await p.close();
});

async function withCard(balance = '100000'): Promise<{ me: MoneyPlayer; cardId: string }> {
  const me = await moneyPlayer(p, { JPY: balance });
  const card = await me.ok('/api/ext/v1/bank_card/add', CARD);
  return { me, cardId: card.id };
}

function create(me: MoneyPlayer, cardId: string, amount: string, extra: Record<string, unknown> = {}) {
  return me.call(
    '/api/v1/withdraw/create',
    newOrder({ currency: 'JPY', amount, methodCode: 'BANK_JP', bankCardId: cardId, ...extra }),
  );
}

describe('bank cards and addresses', () => {
  it('keeps the account number encrypted on the wire and masked in answers', async () => {
    const me = await moneyPlayer(p);
    const raw = await p.call(
      '/api/ext/v1/bank_card/add',
      { loginName: me.loginName, ...CARD, accountNo: '7654321', withdrawPassword: PW },
      { token: me.token },
    );
    expect(raw.body.code).toBe(0);
    expect(raw.raw.toString()).not.toContain('7654321');
    const cards = await me.ok('/api/ext/v1/bank_card/list');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toMatchObject({ accountNo: '***4321', isDefault: true, bankName: '三菱UFJ銀行' });
    const dup = await me.call('/api/ext/v1/bank_card/add', { ...CARD, accountNo: '7654321' });
    expect(dup.code).toBe(CODES.PAYOUT_ACCOUNT_DUPLICATE);
    const plain = await p.call(
      '/api/ext/v1/bank_card/add',
      { loginName: me.loginName, ...CARD, accountNo: '1111111' },
      { token: me.token, encrypt: false },
    );
    expect(plain.body.code).not.toBe(0);
    const bad = await me.call('/api/ext/v1/bank_card/add', { ...CARD, accountNo: '12' });
    expect(bad.code).toBe(CODES.VALIDATION);
    await me.ok('/api/ext/v1/bank_card/delete', { id: cards[0].id });
    expect(await me.ok('/api/ext/v1/bank_card/list')).toHaveLength(0);
  });

  it('validates crypto addresses per network', async () => {
    const me = await moneyPlayer(p);
    const bad = await me.call('/api/v1/player/wallet_address/create', {
      currency: 'USDT',
      network: 'TRC20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect(bad.code).toBe(CODES.VALIDATION);
    expect((bad.data as { fields: Record<string, string> }).fields.address).toBe('validation.addressError');
    const wrongNet = await me.call('/api/v1/player/wallet_address/create', {
      currency: 'BTC',
      network: 'ERC20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
    });
    expect((wrongNet.data as { fields: Record<string, string> }).fields.network).toBe(
      'validation.networkError',
    );
    const ok = await me.ok('/api/v1/player/wallet_address/create', {
      currency: 'USDT',
      network: 'ERC20',
      address: '0x52908400098527886E0F7030069857D2E4169EE7',
      label: 'Binance',
    });
    await me.ok('/api/v1/player/wallet_address/create', {
      currency: 'BTC',
      network: 'BTC',
      address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    });
    const list = await me.ok('/api/v1/player/wallet_address/query_by_login_name', { currency: 'USDT' });
    expect(list.map((a: { id: string }) => a.id)).toEqual([ok.id]);
    await me.ok('/api/v1/player/wallet_address/delete', { id: ok.id });
    const gone = await me.call('/api/v1/player/wallet_address/delete', { id: ok.id });
    expect(gone.code).toBe(CODES.PAYOUT_ACCOUNT_INVALID);
  });
});

describe('withdrawal lifecycle', () => {
  it('holds the amount at creation and returns it on cancel, exactly to the unit', async () => {
    const { me, cardId } = await withCard('100000.5');
    const request = newOrder({
      currency: 'JPY',
      amount: '30000.25',
      methodCode: 'BANK_JP',
      bankCardId: cardId,
    });
    const order = await me.ok('/api/v1/withdraw/create', request);
    expect(order).toMatchObject({ status: WITHDRAW_STATUS.PENDING, amount: '30000.25' });
    expect(order.destination).toContain('***4567');
    expect(me.cash()).toBe(units('70000.25'));
    expect(me.pending()).toBe(units('30000.25'));

    const retry = await me.ok('/api/v1/withdraw/create', request);
    expect(retry.orderNo).toBe(order.orderNo);
    expect(me.cash()).toBe(units('70000.25'));
    const conflict = await me.call('/api/v1/withdraw/create', { ...request, amount: '30000' });
    expect(conflict.code).toBe(CODES.IDEMPOTENCY_CONFLICT);

    const cancelled = await me.ok('/api/v1/withdraw/cancel', { orderNo: order.orderNo });
    expect(cancelled.status).toBe(WITHDRAW_STATUS.CANCELLED);
    await me.ok('/api/v1/withdraw/cancel', { orderNo: order.orderNo });
    expect(me.cash()).toBe(units('100000.5'));
    expect(me.pending()).toBe(0n);
    await expect(p.dev('POST', '/withdrawals/approve', { orderNo: order.orderNo })).rejects.toThrow(/409/);
    // The retry after the cancel still answers the first order and moves nothing.
    const late = await me.ok('/api/v1/withdraw/create', request);
    expect(late).toMatchObject({ orderNo: order.orderNo, status: WITHDRAW_STATUS.CANCELLED });
    expect(me.cash()).toBe(units('100000.5'));
  });

  it('holds once under 20 concurrent retries of one clientOrderId', async () => {
    const { me, cardId } = await withCard('10000');
    const request = newOrder({ currency: 'JPY', amount: '6000', methodCode: 'BANK_JP', bankCardId: cardId });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => me.call('/api/v1/withdraw/create', request)),
    );
    expect(answers.every((a) => a.code === 0)).toBe(true);
    expect(new Set(answers.map((a) => a.data.orderNo)).size).toBe(1);
    expect(me.cash()).toBe(units('4000'));
    expect(me.pending()).toBe(units('6000'));
  });

  it('pays out on approval once, and returns the money on rejection', async () => {
    const { me, cardId } = await withCard('100000');
    const a = (await create(me, cardId, '20000')).data as { orderNo: string };
    await p.dev('POST', '/withdrawals/approve', { orderNo: a.orderNo });
    await p.dev('POST', '/withdrawals/approve', { orderNo: a.orderNo });
    expect(me.cash()).toBe(units('80000'));
    expect(me.pending()).toBe(0n);
    const cancel = await me.call('/api/v1/withdraw/cancel', { orderNo: a.orderNo });
    expect(cancel.code).toBe(CODES.ORDER_STATE);

    const b = (await create(me, cardId, '15000')).data as { orderNo: string };
    expect(me.cash()).toBe(units('65000'));
    await p.dev('POST', '/withdrawals/reject', { orderNo: b.orderNo });
    await p.dev('POST', '/withdrawals/reject', { orderNo: b.orderNo });
    await expect(p.dev('POST', '/withdrawals/approve', { orderNo: b.orderNo })).rejects.toThrow(/409/);
    expect(me.cash()).toBe(units('80000'));
    expect(me.pending()).toBe(0n);

    const orders = await me.ok('/api/v1/withdraw/query_by_login_name', { pageNo: 1, pageSize: 10 });
    expect(orders.list.map((o: { status: number }) => o.status)).toEqual([
      WITHDRAW_STATUS.REJECTED,
      WITHDRAW_STATUS.SUCCESS,
    ]);
    const credits = await me.ok('/api/v1/wallet/credit/query_list_by_login_name', { currency: 'JPY' });
    expect(credits.list.map((c: { creditType: string }) => c.creditType)).toEqual([
      'withdraw.return',
      'withdraw.hold',
      'withdraw.paid',
      'withdraw.hold',
      'dev-seed',
    ]);
    expect(credits.list[0]).toMatchObject({
      amount: '15000.00',
      pendingAmount: '-15000.00',
      balanceAfter: '80000.00',
    });
  });

  it('refuses more than the cash balance and creates no order', async () => {
    const { me, cardId } = await withCard('50000');
    const res = await create(me, cardId, '50000.01');
    expect(res.code).toBe(CODES.INSUFFICIENT_FUNDS);
    expect(me.cash()).toBe(units('50000'));
    const orders = await me.ok('/api/v1/withdraw/query_by_login_name', {});
    expect(orders.total).toBe(0);
    expect((await create(me, cardId, '50000')).code).toBe(0);
    expect(me.cash()).toBe(0n);
  });

  it('enforces the per-order range and the daily count, and reports them in queryLimit', async () => {
    const { me, cardId } = await withCard('100000');
    expect((await create(me, cardId, '1999')).code).toBe(CODES.AMOUNT_OUT_OF_RANGE);
    const limits = await me.ok('/api/v1/withdraw/queryLimit', { currency: 'JPY' });
    expect(limits).toMatchObject({
      minAmount: '2000',
      maxAmount: '2000000',
      dailyCountLimit: 5,
      dailyCountUsed: 0,
      withdrawable: '100000.00',
      needWithdrawPassword: true,
    });
    for (let i = 0; i < 5; i++) expect((await create(me, cardId, '2000')).code).toBe(0);
    const sixth = await create(me, cardId, '2000');
    expect(sixth.code).toBe(CODES.WITHDRAW_COUNT_EXCEEDED);
    expect(me.cash()).toBe(units('90000'));
    const after = await me.ok('/api/v1/withdraw/queryLimit', { currency: 'JPY' });
    expect(after).toMatchObject({ dailyCountUsed: 5, dailyAmountUsed: '10000.00' });
  });

  it('answers 100326 above the KYC level 3 threshold and moves nothing', async () => {
    const { me, cardId } = await withCard('500000');
    const res = await create(me, cardId, '200000.01');
    expect(res.code).toBe(CODES.KYC_L3_REQUIRED);
    expect(me.cash()).toBe(units('500000'));
    expect((await create(me, cardId, '200000')).code).toBe(0);
  });

  it('checks the withdrawal password once the player has set one', async () => {
    const { me, cardId } = await withCard('100000');
    const limits = await me.ok('/api/v1/withdraw/queryLimit', { currency: 'JPY' });
    expect(limits.needWithdrawPassword).toBe(true);
    expect((await create(me, cardId, '5000', { withdrawPassword: '' })).code).toBe(
      CODES.WITHDRAW_PASSWORD_WRONG,
    );
    expect((await create(me, cardId, '5000', { withdrawPassword: 'wrong1' })).code).toBe(
      CODES.WITHDRAW_PASSWORD_WRONG,
    );
    expect(me.cash()).toBe(units('100000'));
    expect((await create(me, cardId, '5000', { withdrawPassword: 'w1thdraw' })).code).toBe(0);
    expect(me.cash()).toBe(units('95000'));
  });

  it('pays crypto to a saved address with the network fee kept by the operator', async () => {
    const me = await moneyPlayer(p, { USDT: '500' });
    const address = await me.ok('/api/v1/player/wallet_address/create', {
      currency: 'USDT',
      network: 'TRC20',
      address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
    });
    const methods = await me.ok('/api/v1/withdraw/queryWithdrawMethod_v2', { currency: 'USDT' });
    expect(methods.find((m: { methodCode: string }) => m.methodCode === 'CRYPTO_USDT_TRC20')).toMatchObject({
      feeFixed: '1',
      accountCount: 1,
    });
    const wrong = await me.call(
      '/api/v1/withdraw/create',
      newOrder({ currency: 'USDT', amount: '100', methodCode: 'CRYPTO_USDT_ERC20', addressId: address.id }),
    );
    expect(wrong.code).toBe(CODES.PAYOUT_ACCOUNT_INVALID);
    const order = await me.ok(
      '/api/v1/withdraw/create',
      newOrder({ currency: 'USDT', amount: '100', methodCode: 'CRYPTO_USDT_TRC20', addressId: address.id }),
    );
    expect(order).toMatchObject({ fee: '1.00', actualAmount: '99.00' });
    const fees = p.state.ledger.balance('house:fees', 'USDT');
    await p.dev('POST', '/withdrawals/approve', { orderNo: order.orderNo });
    expect(me.cash('USDT')).toBe(units('400'));
    expect(me.pending('USDT')).toBe(0n);
    expect(p.state.ledger.balance('house:fees', 'USDT') - fees).toBe(units('1'));
  });
});
