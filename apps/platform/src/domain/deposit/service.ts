/**
 * Deposit operations shared by the handlers and the dev (back-office) endpoints. Every function is
 * synchronous, so a check and the change it guards can never interleave with another request.
 *
 * Money moves in exactly one place: `creditDeposit`, with the ledger key `deposit:<orderNo>:credit`;
 * the status check makes a second approval a no-op, and the ledger key would refuse a second credit
 * even if the status check were wrong.
 */
import { createHash } from 'node:crypto';
import { CODES } from '@casino/shared/protocol/codes';
import { fromUnits, type Currency } from '@casino/shared/schemas/money';
import { DEPOSIT_STATUS, type DepositOrderView } from '@casino/shared/schemas/deposit';
import { BONUS_STATUS } from '@casino/shared/schemas/bonus';
import type { Network } from '@casino/shared/schemas/wallet-address';
import { MESSAGES, PlatformError } from '../../core/errors';
import {
  amountInRange,
  moveOrderAmount,
  orderFingerprint,
  orderStateError,
  placedOrder,
  setStatus,
  transition,
  wayUnavailable,
} from '../../core/orders';
import { emitPlatformEvent, type EventLog } from '../../core/events';
import type { Player } from '../../core/players';
import type { PlatformState } from '../../core/state';
import { activate, bonusStore, forfeitBonus, requestBonus } from '../bonus/store';
import { COUPON_BONUS_TYPE, couponBonusFor } from '../bonus/coupons';
import { depositChannel, type DepositChannel } from '../wallet/channels';
import { assertDepositAllowed } from './limits';
import { depositStore, type DepositOrder } from './store';
import { filesStore } from '../common/files';
import { playerCash } from '../../core/accounts';

const MINUTE = 60_000;
const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

function digest(seed: string): Buffer {
  const parts: Buffer[] = [];
  for (let i = 0; i < 4; i++) parts.push(createHash('sha256').update(`${seed}:${i}`).digest());
  return Buffer.concat(parts);
}

function pick(alphabet: string, seed: string, length: number): string {
  const bytes = digest(seed);
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[bytes[i]! % alphabet.length];
  return out;
}

/** The player's deposit address on a network: deterministic, in the network's address format. */
export function depositAddress(playerId: string, network: Network): { address: string; memo?: string } {
  const seed = `${playerId}:${network}`;
  switch (network) {
    case 'BTC':
      return { address: 'bc1q' + pick(BECH32, seed, 38) };
    case 'ERC20':
      return { address: '0x' + digest(seed).toString('hex').slice(0, 40) };
    case 'TRC20':
      return { address: 'T' + pick(BASE58, seed, 33) };
    case 'DOGE':
      return { address: 'D' + pick('ABCDEFGHJKLMNPQRSTU', seed + 'x', 1) + pick(BASE58, seed, 32) };
    case 'LTC':
      return { address: 'ltc1q' + pick(BECH32, seed, 38) };
    case 'XRP':
      // One house address; the destination tag tells the player apart.
      return {
        address: 'rJCcasinoHouseWa11etXRPdepositN5',
        memo: String(parseInt(digest(seed).toString('hex').slice(0, 8), 16) % 1_000_000_000),
      };
    case 'ADA':
      return { address: 'addr1q' + pick(BECH32, seed, 58) };
    case 'SOL':
      return { address: pick(BASE58, seed, 44) };
  }
}

function payInfoFor(channel: DepositChannel, player: Player, orderNo: string): Record<string, string> {
  if (channel.channelType === 'BANK_TRANSFER' && channel.currency === 'JPY') {
    return {
      bankName: '楽天銀行',
      bankCode: '0036',
      branchName: '第一営業支店',
      branchCode: '251',
      accountType: '普通',
      accountNo: '7654321',
      accountName: 'カ）ジェイシーペイメンツ',
      // Put before the sender's name so the transfer can be matched to the order.
      transferCode: orderNo.slice(-6),
    };
  }
  if (channel.channelType === 'BANK_TRANSFER') {
    return {
      bankName: 'MUFG Bank, Ltd.',
      swiftCode: 'BOTKJPJT',
      branchName: 'Head Office',
      accountNo: '0012345678',
      accountName: 'JC PAYMENTS K.K.',
      reference: orderNo,
    };
  }
  if (channel.channelType === 'CRYPTO' && channel.network) {
    const { address, memo } = depositAddress(player.id, channel.network);
    return { network: channel.network, address, ...(memo ? { memo } : {}) };
  }
  return { qrProvider: 'PayPay' };
}

export function depositView(order: DepositOrder): DepositOrderView {
  const channel = depositChannel(order.channelCode);
  return {
    orderNo: order.orderNo,
    clientOrderId: order.clientOrderId,
    currency: order.currency,
    amount: fromUnits(order.amount),
    channelCode: order.channelCode,
    channelType: channel?.channelType ?? 'BANK_TRANSFER',
    status: order.status,
    payInfo: order.payInfo,
    voucherUrl: order.voucher?.fileUrl ?? null,
    couponId: order.couponId,
    bonusRequestId: order.bonusRequestId,
    remark: order.remark,
    createdAt: order.createdAt,
    updatedAt: order.updatedAt,
    expireAt: order.expireAt,
    successAt: order.successAt,
  };
}

const OPEN: readonly number[] = [DEPOSIT_STATUS.CREATED, DEPOSIT_STATUS.PENDING, DEPOSIT_STATUS.REVIEWING];

function cancelLinkedBonus(state: PlatformState, order: DepositOrder, at: number): void {
  if (!order.bonusRequestId) return;
  const bonus = bonusStore(state).byId.get(order.bonusRequestId);
  if (bonus?.bonusStatus === BONUS_STATUS.PENDING) forfeitBonus(state, bonus, BONUS_STATUS.CANCELLED, at);
}

/** Marks the player's unpaid orders past their expireAt as EXPIRED. */
export function expireDeposits(state: PlatformState, playerId: string, now: number): void {
  for (const order of depositStore(state).ofPlayer(playerId)) {
    if (
      (order.status === DEPOSIT_STATUS.CREATED || order.status === DEPOSIT_STATUS.PENDING) &&
      order.expireAt <= now
    ) {
      setStatus(order, DEPOSIT_STATUS.EXPIRED, now);
      cancelLinkedBonus(state, order, now);
    }
  }
}

export interface CreateDepositInput {
  clientOrderId: string;
  currency: Currency;
  amount: string;
  channelCode: string;
  couponId?: string | undefined;
}

/**
 * Opens a deposit order. Idempotent on (player, clientOrderId): the same request again returns the
 * first order; other content with the same id is IDEMPOTENCY_CONFLICT.
 */
export function createDeposit(
  state: PlatformState,
  player: Player,
  input: CreateDepositInput,
  now: number,
): DepositOrder {
  const store = depositStore(state);
  const fingerprint = orderFingerprint(input, input.channelCode, input.couponId);
  const existing = store.replay(player.id, input.clientOrderId, fingerprint);
  if (existing) return existing;
  expireDeposits(state, player.id, now);
  const channel = depositChannel(input.channelCode);
  if (!channel || channel.currency !== input.currency)
    wayUnavailable('deposit', { channelCode: input.channelCode, currency: input.currency });
  const amount = amountInRange('deposit', input.amount, {
    min: channel.minAmount,
    max: channel.maxAmount,
    currency: channel.currency,
  });
  assertDepositAllowed(state, player, input.currency, amount, now);
  const coupon = input.couponId
    ? couponBonusFor(state, player.id, input.couponId, input.currency, amount, now)
    : null;

  const orderNo = store.nextOrderNo(now);
  const { clientOrderId, currency } = input;
  const order: DepositOrder = {
    ...placedOrder(orderNo, player.id, { clientOrderId, currency, fingerprint, amount }, now),
    channelCode: channel.channelCode,
    status: channel.channelType === 'QR' ? DEPOSIT_STATUS.CREATED : DEPOSIT_STATUS.PENDING,
    expireAt: now + channel.expireMinutes * MINUTE,
    payInfo: payInfoFor(channel, player, orderNo),
    voucher: null,
    couponId: coupon ? coupon.coupon.couponId : null,
    bonusRequestId: null,
    successAt: null,
  };
  if (coupon && coupon.bonus > 0n) {
    const bonus = requestBonus(state, {
      playerId: player.id,
      currency: input.currency,
      amount: coupon.bonus,
      bonusType: COUPON_BONUS_TYPE,
      name: coupon.coupon.name,
      wagerMultiplier: coupon.coupon.wagerMultiplier,
      key: `deposit:${orderNo}:bonus`,
      autoRelease: false,
      fetchCurrency: input.currency,
      fetchAmount: amount,
      source: { couponId: coupon.coupon.couponId, orderNo },
      at: now,
    });
    order.bonusRequestId = bonus.requestId;
  }
  store.add(order);
  return order;
}

export function depositOfPlayer(state: PlatformState, playerId: string, orderNo: string): DepositOrder {
  return depositStore(state).find(orderNo, playerId);
}

/** Issues the QR code of a QR-channel order (CREATED -> PENDING); idempotent. */
export function issueQrCode(state: PlatformState, order: DepositOrder, now: number): DepositOrder {
  expireDeposits(state, order.playerId, now);
  const channel = depositChannel(order.channelCode);
  if (channel?.channelType !== 'QR') orderStateError(order);
  if (order.status === DEPOSIT_STATUS.PENDING && order.payInfo.qrContent) return order;
  if (order.status !== DEPOSIT_STATUS.CREATED) orderStateError(order);
  const token = createHash('sha256').update(`qr:${order.orderNo}`).digest('base64url').slice(0, 24);
  order.payInfo = {
    ...order.payInfo,
    qrContent: `https://qr.pay.example.jp/c/${token}?amount=${fromUnits(order.amount, 0)}&ref=${order.orderNo}`,
  };
  setStatus(order, DEPOSIT_STATUS.PENDING, now);
  return order;
}

/** Attaches a transfer voucher: the order goes to review (bank transfers only). */
export function saveVoucher(
  state: PlatformState,
  order: DepositOrder,
  fileUrl: string,
  remark: string | null,
  now: number,
  publicUrl: string,
): DepositOrder {
  expireDeposits(state, order.playerId, now);
  const channel = depositChannel(order.channelCode);
  if (!channel?.needVoucher) orderStateError(order);
  if (!OPEN.includes(order.status)) orderStateError(order);
  // Only a file this player uploaded (common.uploadFile's url): never another player's, nor any link.
  const fileId = fileUrl.startsWith(`${publicUrl}/files/`)
    ? fileUrl.slice(`${publicUrl}/files/`.length)
    : null;
  const file = fileId ? filesStore(state).get(fileId) : undefined;
  if (!file || file.playerId !== order.playerId) {
    throw new PlatformError(CODES.VALIDATION, MESSAGES.validation, {
      fields: { voucherUrl: 'validation.invalid' },
    });
  }
  order.voucher = { fileUrl, remark, submittedAt: now };
  order.remark = remark ?? order.remark;
  setStatus(order, DEPOSIT_STATUS.REVIEWING, now);
  return order;
}

/** orderOperate: 1 cancel, 2 confirm paid, 3 urge. */
export function operateDeposit(
  state: PlatformState,
  order: DepositOrder,
  operateType: 1 | 2 | 3,
  now: number,
): DepositOrder {
  expireDeposits(state, order.playerId, now);
  if (operateType === 1) {
    const { CREATED, PENDING } = DEPOSIT_STATUS;
    return transition(order, DEPOSIT_STATUS.CANCELLED, [CREATED, PENDING], () => {
      setStatus(order, DEPOSIT_STATUS.CANCELLED, now);
      cancelLinkedBonus(state, order, now);
    });
  }
  if (operateType === 2) {
    return transition(order, DEPOSIT_STATUS.REVIEWING, [DEPOSIT_STATUS.PENDING], () => {
      setStatus(order, DEPOSIT_STATUS.REVIEWING, now);
    });
  }
  if (order.status !== DEPOSIT_STATUS.REVIEWING && order.status !== DEPOSIT_STATUS.PENDING)
    orderStateError(order);
  order.remark = 'urged';
  order.updatedAt = now;
  return order;
}

/**
 * Back office: the money arrived. Credits the cash wallet once (a second approval returns the order
 * and moves nothing), activates the coupon bonus, emits 'deposit.credited' (first: true for the
 * player's first successful deposit).
 */
export function approveDeposit(
  state: PlatformState,
  orderNo: string,
  now: number,
  log?: EventLog,
): DepositOrder {
  return depositStore(state).decide(orderNo, DEPOSIT_STATUS.SUCCESS, OPEN, (order) => {
    const first = !depositStore(state)
      .ofPlayer(order.playerId)
      .some((o) => o.status === DEPOSIT_STATUS.SUCCESS);
    moveOrderAmount(
      state.ledger,
      order,
      {
        key: `deposit:${order.orderNo}:credit`,
        kind: 'deposit',
        from: 'world:bank',
        to: playerCash(order.playerId),
        meta: { channelCode: order.channelCode },
      },
      now,
    );
    order.status = DEPOSIT_STATUS.SUCCESS;
    order.successAt = now;
    order.updatedAt = now;
    if (order.bonusRequestId) {
      const bonus = bonusStore(state).byId.get(order.bonusRequestId);
      if (bonus?.bonusStatus === BONUS_STATUS.PENDING) {
        bonus.expireAt = now + 30 * 24 * 3600_000;
        activate(state, bonus, now);
      }
    }
    emitPlatformEvent(
      state,
      'deposit.credited',
      { playerId: order.playerId, currency: order.currency, amount: order.amount, orderNo, first, at: now },
      log,
    );
  });
}

/** Back office: no money arrived. FAILED; the coupon bonus request is cancelled. */
export function rejectDeposit(state: PlatformState, orderNo: string, now: number): DepositOrder {
  return depositStore(state).decide(orderNo, DEPOSIT_STATUS.FAILED, OPEN, (order) => {
    setStatus(order, DEPOSIT_STATUS.FAILED, now);
    cancelLinkedBonus(state, order, now);
  });
}
