/**
 * Deposits over HTTP: the order lifecycle, idempotent creation on clientOrderId, a single credit
 * however often the back office approves, the first-deposit event, channels, QR and crypto details,
 * order operations, the success notice, coupons, and the self-control limits.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { DEPOSIT_STATUS } from '@casino/shared/schemas/deposit';
import { ADDRESS_RE } from '@casino/shared/schemas/wallet-address';
import type { PlatformEvents } from '../src/core/events';
import { useTestPlatform } from './harness';
import { assertLedgerSound, depositOrder, moneyPlayer, newId, newOrder, units } from './money-helpers';
import { playerCash } from '../src/core/accounts';

const p = useTestPlatform({ check: assertLedgerSound });
const credited: PlatformEvents['deposit.credited'][] = [];

beforeAll(async () => {
  p.state.events.on('deposit.credited', (_state, e) => credited.push(e));
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]).toString('base64');

async function uploadVoucher(me: Awaited<ReturnType<typeof moneyPlayer>>): Promise<string> {
  const file = await me.ok('/api/v1/common/upload_file', {
    fileName: 'voucher.png',
    contentType: 'image/png',
    data: PNG,
    purpose: 'voucher',
  });
  return file.url as string;
}

describe('deposit voucher', () => {
  it("accepts only the player's own upload, never another player's file or any other link", async () => {
    const me = await moneyPlayer(p);
    const other = await moneyPlayer(p);
    const order = await me.ok('/api/v1/deposit/create', depositOrder('JPY', '10000', 'BANK_JP'));
    const theirs = await uploadVoucher(other);
    const mine = await uploadVoucher(me);
    for (const voucherUrl of [
      theirs,
      'https://files.example.jp/vouchers/abc.png',
      mine.replace(/[^/]+$/, 'f_unknown'),
      `${mine}/../f_x`,
    ]) {
      const r = await me.call('/api/v1/deposit/saveVoucher', { orderNo: order.orderNo, voucherUrl });
      expect(r.code, voucherUrl).toBe(CODES.VALIDATION);
    }
    const ok = await me.ok('/api/v1/deposit/saveVoucher', { orderNo: order.orderNo, voucherUrl: mine });
    expect(ok.status).toBe(DEPOSIT_STATUS.REVIEWING);
  });
});

describe('deposit lifecycle', () => {
  it('credits a bank transfer once, even when created twice with one clientOrderId and approved twice', async () => {
    const me = await moneyPlayer(p);
    const channels = await me.ok('/api/v1/deposit/getPaymentAllChannel', { currency: 'JPY' });
    expect(channels.map((c: { channelType: string }) => c.channelType)).toEqual(
      expect.arrayContaining(['BANK_TRANSFER', 'QR']),
    );

    const request = depositOrder('JPY', '25000', 'BANK_JP');
    const first = await me.ok('/api/v1/deposit/create', request);
    expect(first.status).toBe(DEPOSIT_STATUS.PENDING);
    expect(first.payInfo.bankName).toBeTruthy();
    expect(first.payInfo.transferCode).toHaveLength(6);
    const deposits = () => p.state.ledger.history(playerCash(me.id)).filter((t) => t.kind === 'deposit');
    const ledgerSize = p.state.ledger.size;

    const retry = await me.ok('/api/v1/deposit/create', request);
    expect(retry.orderNo).toBe(first.orderNo);
    const conflict = await me.call('/api/v1/deposit/create', { ...request, amount: '26000' });
    expect(conflict.code).toBe(CODES.IDEMPOTENCY_CONFLICT);
    const list = await me.ok('/api/v1/deposit/query_by_login_name', { pageNo: 1, pageSize: 10 });
    expect(list.total).toBe(1);

    const voucher = await uploadVoucher(me);
    const reviewing = await me.ok('/api/v1/deposit/saveVoucher', {
      orderNo: first.orderNo,
      voucherUrl: voucher,
    });
    expect(reviewing.status).toBe(DEPOSIT_STATUS.REVIEWING);
    expect(p.state.ledger.size).toBe(ledgerSize);
    expect(me.cash()).toBe(0n);

    const approved = await p.dev<{ order: { status: number } }>('POST', '/deposits/approve', {
      orderNo: first.orderNo,
    });
    expect(approved.order.status).toBe(DEPOSIT_STATUS.SUCCESS);
    await p.dev('POST', '/deposits/approve', { orderNo: first.orderNo });
    const again = await me.ok('/api/v1/deposit/create', request);
    expect(again.status).toBe(DEPOSIT_STATUS.SUCCESS);
    expect(me.cash()).toBe(units('25000'));
    expect(deposits()).toHaveLength(1);

    const mine = credited.filter((e) => e.playerId === me.id);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ first: true, amount: units('25000'), currency: 'JPY' });

    // A rejected order cannot be approved afterwards; a second success is not "first".
    const second = await me.ok('/api/v1/deposit/create', { ...request, clientOrderId: newId() });
    await p.dev('POST', '/deposits/approve', { orderNo: second.orderNo });
    expect(credited.filter((e) => e.playerId === me.id).map((e) => e.first)).toEqual([true, false]);
    expect(me.cash()).toBe(units('50000'));

    const third = await me.ok('/api/v1/deposit/create', { ...request, clientOrderId: newId() });
    await p.dev('POST', '/deposits/reject', { orderNo: third.orderNo });
    await expect(p.dev('POST', '/deposits/approve', { orderNo: third.orderNo })).rejects.toThrow(/409/);
    expect(me.cash()).toBe(units('50000'));
  });

  it('creates one order and credits once under 20 concurrent retries and approvals', async () => {
    const me = await moneyPlayer(p);
    const request = depositOrder('JPY', '7000', 'BANK_JP');
    const created = await Promise.all(
      Array.from({ length: 20 }, () => me.ok('/api/v1/deposit/create', request)),
    );
    expect(new Set(created.map((o) => o.orderNo)).size).toBe(1);
    const orderNo = created[0].orderNo;
    await Promise.all(Array.from({ length: 20 }, () => p.dev('POST', '/deposits/approve', { orderNo })));
    expect(me.cash()).toBe(units('7000'));
    expect(p.state.ledger.history(playerCash(me.id)).filter((t) => t.kind === 'deposit')).toHaveLength(1);
  });

  it('shows new successful deposits until the player acknowledges them', async () => {
    const me = await moneyPlayer(p);
    const order = await me.ok('/api/v1/deposit/create', depositOrder('JPY', '3000', 'BANK_JP'));
    expect((await me.ok('/api/v1/deposit/successful_deposit_query')).list).toHaveLength(0);
    await p.dev('POST', '/deposits/approve', { orderNo: order.orderNo });
    const shown = await me.ok('/api/v1/deposit/successful_deposit_query');
    expect(shown.list.map((o: { orderNo: string }) => o.orderNo)).toEqual([order.orderNo]);
    const ack = await me.ok('/api/v1/deposit/successful_deposit_time_update', {});
    expect(ack.lastSeenAt).toBeGreaterThan(0);
    const after = await me.ok('/api/v1/deposit/successful_deposit_query');
    expect(after.list).toHaveLength(0);
    expect(after.lastSeenAt).toBe(ack.lastSeenAt);
  });

  it('issues a QR code for a QR order, lets the player cancel it, and never credits a cancelled order', async () => {
    const me = await moneyPlayer(p);
    const order = await me.ok('/api/v1/deposit/create', depositOrder('JPY', '5000', 'PAYPAY_QR'));
    expect(order.status).toBe(DEPOSIT_STATUS.CREATED);
    const qr = await me.ok('/api/v1/deposit/createQrCodePayment', { orderNo: order.orderNo });
    expect(qr.status).toBe(DEPOSIT_STATUS.PENDING);
    expect(qr.payInfo.qrContent).toMatch(/^https:\/\//);
    const qrAgain = await me.ok('/api/v1/deposit/createQrCodePayment', { orderNo: order.orderNo });
    expect(qrAgain.payInfo.qrContent).toBe(qr.payInfo.qrContent);

    const voucher = await me.call('/api/v1/deposit/saveVoucher', { orderNo: order.orderNo, voucherUrl: 'x' });
    expect(voucher.code).toBe(CODES.ORDER_STATE);
    const cancelled = await me.ok('/api/v1/deposit/orderOperate', { orderNo: order.orderNo, operateType: 1 });
    expect(cancelled.status).toBe(DEPOSIT_STATUS.CANCELLED);
    await expect(p.dev('POST', '/deposits/approve', { orderNo: order.orderNo })).rejects.toThrow(/409/);
    expect(me.cash()).toBe(0n);
  });

  it('confirms payment through orderOperate and refuses operations on other players’ orders', async () => {
    const me = await moneyPlayer(p);
    const other = await moneyPlayer(p);
    const order = await me.ok('/api/v1/deposit/create', depositOrder('JPY', '4000', 'BANK_JP'));
    const foreign = await other.call('/api/v1/deposit/orderOperate', {
      orderNo: order.orderNo,
      operateType: 1,
    });
    expect(foreign.code).toBe(CODES.ORDER_NOT_FOUND);
    const paid = await me.ok('/api/v1/deposit/orderOperate', { orderNo: order.orderNo, operateType: 2 });
    expect(paid.status).toBe(DEPOSIT_STATUS.REVIEWING);
    const cancel = await me.call('/api/v1/deposit/orderOperate', { orderNo: order.orderNo, operateType: 1 });
    expect(cancel.code).toBe(CODES.ORDER_STATE);
  });

  it('gives each player a crypto address in the network’s format', async () => {
    const me = await moneyPlayer(p);
    for (const [code, network] of [
      ['CRYPTO_USDT_TRC20', 'TRC20'],
      ['CRYPTO_ETH_ERC20', 'ERC20'],
      ['CRYPTO_BTC_BTC', 'BTC'],
      ['CRYPTO_SOL_SOL', 'SOL'],
    ] as const) {
      const currency = code.split('_')[1];
      const order = await me.ok(
        '/api/v1/deposit/create',
        newOrder({
          currency,
          amount: currency === 'BTC' ? '0.01' : currency === 'ETH' ? '0.1' : currency === 'SOL' ? '1' : '100',
          channelCode: code,
        }),
      );
      expect(order.payInfo.network).toBe(network);
      expect(order.payInfo.address).toMatch(ADDRESS_RE[network]);
    }
  });

  it('refuses amounts outside the channel and channels of another currency', async () => {
    const me = await moneyPlayer(p);
    const low = await me.call('/api/v1/deposit/create', depositOrder('JPY', '500', 'BANK_JP'));
    expect(low.code).toBe(CODES.AMOUNT_OUT_OF_RANGE);
    const wrong = await me.call('/api/v1/deposit/create', depositOrder('USD', '500', 'BANK_JP'));
    expect(wrong.code).toBe(CODES.CHANNEL_UNAVAILABLE);
    const bad = await me.call('/api/v1/deposit/create', {
      clientOrderId: 'x',
      currency: 'JPY',
      amount: '-5',
      channelCode: 'BANK_JP',
    });
    expect(bad.code).toBe(CODES.VALIDATION);
  });
});

describe('deposit coupons', () => {
  it('requests the coupon bonus with the order and grants it when the deposit succeeds', async () => {
    const me = await moneyPlayer(p);
    const coupons = await me.ok('/api/ext/v1/bonus/coupon/page', { pageNo: 1, pageSize: 20, status: 0 });
    expect(coupons.list.map((c: { couponId: string }) => c.couponId)).toContain('CP1001');
    const order = await me.ok(
      '/api/v1/deposit/create',
      newOrder({ currency: 'JPY', amount: '40000', channelCode: 'BANK_JP', couponId: 'CP1001' }),
    );
    expect(order.bonusRequestId).toBeTruthy();
    const reuse = await me.call(
      '/api/v1/deposit/create',
      newOrder({ currency: 'JPY', amount: '40000', channelCode: 'BANK_JP', couponId: 'CP1001' }),
    );
    expect(reuse.code).toBe(CODES.COUPON_INVALID);
    let bonuses = await me.ok('/api/v1/bonus/request/new/query', { pageNo: 1 });
    expect(bonuses.list[0]).toMatchObject({
      bonusStatus: 1,
      bonusAmount: '30000.00',
      fetchAmount: '40000.00',
    });
    expect(me.bonus()).toBe(0n);

    await p.dev('POST', '/deposits/approve', { orderNo: order.orderNo });
    bonuses = await me.ok('/api/v1/bonus/request/new/query', { pageNo: 1 });
    expect(bonuses.list[0]).toMatchObject({ bonusStatus: 3, amount: '30000.00', wagerRequired: '600000.00' });
    expect(me.cash()).toBe(units('40000'));
    expect(me.bonus()).toBe(units('30000'));
  });

  it('cancels the coupon bonus when the deposit is cancelled, and the coupon can be used again', async () => {
    const me = await moneyPlayer(p);
    const order = await me.ok(
      '/api/v1/deposit/create',
      newOrder({ currency: 'JPY', amount: '20000', channelCode: 'BANK_JP', couponId: 'CP1002' }),
    );
    await me.ok('/api/v1/deposit/orderOperate', { orderNo: order.orderNo, operateType: 1 });
    const bonuses = await me.ok('/api/v1/bonus/request/new/query', {});
    expect(bonuses.list[0].bonusStatus).toBe(40);
    const coupons = await me.ok('/api/ext/v1/bonus/coupon/page', { status: 0 });
    expect(coupons.list.map((c: { couponId: string }) => c.couponId)).toContain('CP1002');
  });
});

describe('self-control deposit limits', () => {
  it('refuses a deposit above the daily limit, counting open orders but not cancelled ones', async () => {
    const me = await moneyPlayer(p);
    p.state.players.get(me.id)!.selfControl.dailyDepositLimit = '10000';
    const a = await me.ok('/api/v1/deposit/create', depositOrder('JPY', '6000', 'BANK_JP'));
    const over = await me.call('/api/v1/deposit/create', depositOrder('JPY', '5000', 'BANK_JP'), 'en-US');
    expect(over.code).toBe(CODES.DEPOSIT_LIMIT_EXCEEDED);
    expect(over.msg).toMatch(/daily deposit limit/);
    // Converted at the platform's rate: 30 USD is about ¥4,500.
    const usd = await me.call('/api/v1/deposit/create', depositOrder('USDT', '30', 'CRYPTO_USDT_TRC20'));
    expect(usd.code).toBe(CODES.DEPOSIT_LIMIT_EXCEEDED);
    await me.ok('/api/v1/deposit/orderOperate', { orderNo: a.orderNo, operateType: 1 });
    await me.ok('/api/v1/deposit/create', depositOrder('JPY', '10000', 'BANK_JP'));
  });

  it('refuses deposits during a cool-off', async () => {
    const me = await moneyPlayer(p);
    p.state.players.get(me.id)!.selfControl.coolOffUntil = Date.now() + 3600_000;
    const res = await me.call('/api/v1/deposit/create', depositOrder('JPY', '5000', 'BANK_JP'));
    expect(res.code).toBe(CODES.SELF_EXCLUDED);
  });
});
