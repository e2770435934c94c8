/**
 * Withdrawal operations shared by the handlers and the dev (back-office) endpoints; synchronous, so a
 * check and the change it guards never interleave with another request.
 *
 * Money: creation holds the amount (`player:<id>:cash -> player:<id>:pending`, key
 * `withdraw:<orderNo>:hold`); approval pays it out (`pending -> world:bank`, `withdraw:<orderNo>:paid`);
 * rejection and cancellation return it (`pending -> cash`, `withdraw:<orderNo>:return`). The status
 * machine allows exactly one of paid/return per order, and the ledger keys allow each at most once.
 */
import { CODES } from '@casino/shared/protocol/codes';
import { fromUnits, toUnits, type Currency } from '@casino/shared/schemas/money';
import { WITHDRAW_STATUS, type WithdrawalView } from '@casino/shared/schemas/withdrawal';
import type { PlatformConfig } from '../../config';
import { fail } from '../../core/errors';
import {
  amountInRange,
  moveOrderAmount,
  orderFingerprint,
  placedOrder,
  setStatus,
  transition,
  wayUnavailable,
} from '../../core/orders';
import { checkSecret } from '../../core/secret-attempts';
import { emitPlatformEvent, type EventLog } from '../../core/events';
import type { Player } from '../../core/players';
import type { PlatformState } from '../../core/state';
import { assertKycLevel } from '../kyc/store';
import { feeUnits, withdrawMethod, WITHDRAW_LIMITS } from '../wallet/channels';
import { payoutStore, maskAccountNo, shortAddress } from '../wallet/store';
import { checkWithdrawPassword, hasWithdrawPassword, withdrawStore, type WithdrawOrder } from './store';
import { playerCash, playerPending } from '../../core/accounts';

const DAY = 24 * 3600_000;

export function withdrawalView(o: WithdrawOrder): WithdrawalView {
  return {
    orderNo: o.orderNo,
    clientOrderId: o.clientOrderId,
    currency: o.currency,
    amount: fromUnits(o.amount),
    fee: fromUnits(o.fee),
    actualAmount: fromUnits(o.amount - o.fee),
    methodCode: o.methodCode,
    methodType: o.methodType,
    destination: o.destination,
    status: o.status,
    remark: o.remark,
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    completedAt: o.completedAt,
  };
}

/** Orders of the last 24 hours that count against the daily limits (not cancelled or rejected). */
export function dailyUsage(state: PlatformState, playerId: string, currency: Currency, now: number) {
  let count = 0;
  let amount = 0n;
  for (const o of withdrawStore(state).ofPlayer(playerId)) {
    if (o.currency !== currency || o.createdAt <= now - DAY) continue;
    if (o.status === WITHDRAW_STATUS.CANCELLED || o.status === WITHDRAW_STATUS.REJECTED) continue;
    count += 1;
    amount += o.amount;
  }
  return { count, amount };
}

export function wrongWithdrawPassword(): never {
  fail(CODES.WITHDRAW_PASSWORD_WRONG, '出金パスワードが正しくありません', 'Wrong withdrawal password');
}

/** A payout destination is usable only after the cooling period (PLATFORM_PAYOUT_COOLING_MS). */
function assertCooled(
  createdAt: number,
  now: number,
  config: Pick<PlatformConfig, 'secrets'>,
  field: string,
): void {
  const at = createdAt + config.secrets.payoutCoolingMs;
  if (at <= now) return;
  const text = (lang: 'ja-JP' | 'en-US') =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short', timeZone: 'Asia/Tokyo' }).format(
      new Date(at),
    );
  fail(
    CODES.PAYOUT_ACCOUNT_COOLING,
    `新しく登録した出金先は、安全のため${text('ja-JP')}以降にご利用いただけます`,
    `For your safety, a newly added payout destination can be used after ${text('en-US')}`,
    { field, usableAt: at },
  );
}

export interface CreateWithdrawInput {
  clientOrderId: string;
  currency: Currency;
  amount: string;
  methodCode: string;
  bankCardId?: string | undefined;
  addressId?: string | undefined;
  withdrawPassword?: string | undefined;
}

/**
 * Creates a withdrawal and holds its amount. Idempotent on (player, clientOrderId): the same request
 * again returns the first order and moves nothing; other content is IDEMPOTENCY_CONFLICT. Checks, in
 * order: method and payout account, amount range, withdrawal password, KYC level 3 above the
 * threshold (100326), daily count and amount, then funds (INSUFFICIENT_FUNDS from the ledger).
 */
export function createWithdrawal(
  state: PlatformState,
  player: Player,
  input: CreateWithdrawInput,
  now: number,
  config: Pick<PlatformConfig, 'secrets'>,
): WithdrawOrder {
  const store = withdrawStore(state);
  const fingerprint = orderFingerprint(input, input.methodCode, input.bankCardId, input.addressId);
  const existing = store.replay(player.id, input.clientOrderId, fingerprint);
  if (existing) return existing;
  const method = withdrawMethod(input.methodCode);
  if (!method || method.currency !== input.currency)
    wayUnavailable('withdrawal', { methodCode: input.methodCode, currency: input.currency });
  let destination: string;
  let payoutAccountId: string;
  if (method.methodType === 'BANK_CARD') {
    const card = payoutStore(state)
      .cardsOf(player.id)
      .find((c) => c.id === input.bankCardId);
    if (!card)
      fail(
        CODES.PAYOUT_ACCOUNT_INVALID,
        '出金先の口座を選択してください',
        'Choose a bank account to withdraw to',
        {
          field: 'bankCardId',
        },
      );
    assertCooled(card.createdAt, now, config, 'bankCardId');
    destination = `${card.bankName} ${card.branchName} ${maskAccountNo(card.accountNo)}`;
    payoutAccountId = card.id;
  } else {
    const address = payoutStore(state)
      .addressesOf(player.id)
      .find((a) => a.id === input.addressId);
    if (!address || address.currency !== method.currency || address.network !== method.network)
      fail(
        CODES.PAYOUT_ACCOUNT_INVALID,
        'この出金方法に合うアドレスを選択してください',
        'Choose an address of this currency and network',
        { field: 'addressId' },
      );
    assertCooled(address.createdAt, now, config, 'addressId');
    destination = `${address.network} ${shortAddress(address.address)}`;
    payoutAccountId = address.id;
  }

  const limits = WITHDRAW_LIMITS[input.currency];
  const amount = amountInRange('withdrawal', input.amount, { ...limits, currency: input.currency });
  const fee = feeUnits(amount, method.feeRate, method.feeFixed);
  if (fee >= amount) {
    fail(CODES.AMOUNT_OUT_OF_RANGE, '出金額が手数料以下です', 'The amount does not cover the network fee', {
      fee: fromUnits(fee),
    });
  }
  if (hasWithdrawPassword(state, player.id)) {
    checkSecret(
      state,
      config,
      'withdrawPassword',
      player.id,
      now,
      () => !!input.withdrawPassword && checkWithdrawPassword(state, player.id, input.withdrawPassword),
      wrongWithdrawPassword,
    );
  }
  if (amount > toUnits(limits.kycLevel3Threshold)) assertKycLevel(state, player.id, 3);
  const usage = dailyUsage(state, player.id, input.currency, now);
  if (usage.count >= limits.dailyCount) {
    fail(
      CODES.WITHDRAW_COUNT_EXCEEDED,
      `本日の出金回数の上限（${limits.dailyCount}回）に達しました`,
      `You have reached the daily limit of ${limits.dailyCount} withdrawals`,
      { dailyCount: limits.dailyCount },
    );
  }
  if (usage.amount + amount > toUnits(limits.dailyAmount)) {
    fail(
      CODES.AMOUNT_OUT_OF_RANGE,
      `1日の出金上限額（${limits.dailyAmount} ${input.currency}）を超えます`,
      `This would exceed the daily withdrawal limit of ${limits.dailyAmount} ${input.currency}`,
      { dailyAmount: limits.dailyAmount, used: fromUnits(usage.amount) },
    );
  }

  const orderNo = store.nextOrderNo(now);
  // Holding the money first: if the ledger refuses (INSUFFICIENT_FUNDS) no order exists.
  moveOrderAmount(
    state.ledger,
    { orderNo, currency: input.currency, amount },
    {
      key: `withdraw:${orderNo}:hold`,
      kind: 'withdraw.hold',
      from: playerCash(player.id),
      to: playerPending(player.id),
    },
    now,
  );
  const { clientOrderId, currency } = input;
  const order: WithdrawOrder = {
    ...placedOrder(orderNo, player.id, { clientOrderId, currency, fingerprint, amount }, now),
    fee,
    methodCode: method.methodCode,
    methodType: method.methodType,
    destination,
    payoutAccountId,
    status: WITHDRAW_STATUS.PENDING,
    completedAt: null,
  };
  store.add(order);
  return order;
}

/** The statuses a back-office decision applies to. */
const OPEN: readonly number[] = [WITHDRAW_STATUS.PENDING, WITHDRAW_STATUS.PROCESSING];

export function withdrawalOfPlayer(state: PlatformState, playerId: string, orderNo: string): WithdrawOrder {
  return withdrawStore(state).find(orderNo, playerId);
}

function returnFunds(state: PlatformState, order: WithdrawOrder, status: 4 | 5, now: number): void {
  moveOrderAmount(
    state.ledger,
    order,
    {
      key: `withdraw:${order.orderNo}:return`,
      kind: 'withdraw.return',
      from: playerPending(order.playerId),
      to: playerCash(order.playerId),
      meta: { status },
    },
    now,
  );
  setStatus(order, status, now);
  order.completedAt = now;
}

/** The player cancels a pending withdrawal: the money returns to cash. A repeat is a no-op. */
export function cancelWithdrawal(state: PlatformState, order: WithdrawOrder, now: number): WithdrawOrder {
  return transition(order, WITHDRAW_STATUS.CANCELLED, [WITHDRAW_STATUS.PENDING], () =>
    returnFunds(state, order, WITHDRAW_STATUS.CANCELLED, now),
  );
}

/** Back office: paid out. A repeat is a no-op; a cancelled or rejected order cannot be approved. */
export function approveWithdrawal(
  state: PlatformState,
  orderNo: string,
  now: number,
  log?: EventLog,
): WithdrawOrder {
  return withdrawStore(state).decide(orderNo, WITHDRAW_STATUS.SUCCESS, OPEN, (order) => {
    // The fee stays with the operator (house:fees); the rest leaves to the player's bank or address.
    state.ledger.post({
      key: `withdraw:${order.orderNo}:paid`,
      kind: 'withdraw.paid',
      postings: [
        { account: playerPending(order.playerId), currency: order.currency, amount: -order.amount },
        { account: 'world:bank', currency: order.currency, amount: order.amount - order.fee },
        { account: 'house:fees', currency: order.currency, amount: order.fee },
      ],
      meta: { orderNo: order.orderNo, fee: fromUnits(order.fee) },
      at: now,
    });
    setStatus(order, WITHDRAW_STATUS.SUCCESS, now);
    order.completedAt = now;
    emitPlatformEvent(
      state,
      'withdrawal.completed',
      { playerId: order.playerId, currency: order.currency, amount: order.amount, orderNo, at: now },
      log,
    );
  });
}

/** Back office: refused. The money returns to cash. A repeat is a no-op. */
export function rejectWithdrawal(state: PlatformState, orderNo: string, now: number): WithdrawOrder {
  return withdrawStore(state).decide(orderNo, WITHDRAW_STATUS.REJECTED, OPEN, (order) =>
    returnFunds(state, order, WITHDRAW_STATUS.REJECTED, now),
  );
}
