/** Handlers of the bonus group: requests, give up, release, cancel, coupons, rake back, CDK. */
import { CODES } from '@casino/shared/protocol/codes';
import { CURRENCIES, fromUnits, type Currency } from '@casino/shared/schemas/money';
import { ACTIVE_BONUS_STATUSES, BONUS_STATUS, BONUS_TYPE } from '@casino/shared/schemas/bonus';
import { fail, type LocalizedText } from '../../core/errors';
import type { GroupHandlers } from '../../core/handlers';
import type { PlatformState } from '../../core/state';
import { emitPlatformEvent } from '../../core/events';
import { convertUnits } from '../wallet/rates';
import { exchangeCdk, cdkPrizeView, findCdk } from './cdk';
import { COUPONS, couponView } from './coupons';
import { rakebackView, receiveRakeback } from './rakeback';
import { bonusStore, bonusView, expireBonuses, forfeitBonus, releaseBonus, type BonusRecord } from './store';
import { playerBonus } from '../../core/accounts';
import { playerAccountsPrefix } from '../../core/accounts';
import { paginate } from '../../core/paging';

/**
 * Lazy expiry: what other domains expire for the player (unpaid deposit orders and their coupon bonus
 * requests, see src/domains.ts), then bonuses past their date.
 */
function expireAll(state: PlatformState, playerId: string, now: number): void {
  emitPlatformEvent(state, 'player.expiryDue', { playerId, at: now });
  expireBonuses(state, playerId, now);
}

function bonusOf(state: PlatformState, playerId: string, requestId: string, now: number): BonusRecord {
  expireAll(state, playerId, now);
  const b = bonusStore(state).byId.get(requestId);
  if (!b || b.playerId !== playerId) {
    fail(CODES.BONUS_NOT_FOUND, 'ボーナスが見つかりません', 'No such bonus', { requestId });
  }
  return b;
}

function stateError(b: BonusRecord, ja: string, en: string): never {
  fail(CODES.BONUS_STATE, ja, en, {
    requestId: b.requestId,
    bonusStatus: b.bonusStatus,
    wagerRemaining: fromUnits(b.wagerRequired - b.wagerDone > 0n ? b.wagerRequired - b.wagerDone : 0n),
  });
}

const REWARD_NAMES: Record<string, LocalizedText> = {
  bonus: { ja: 'ボーナス', en: 'Bonuses' },
  rakeback: { ja: 'レーキバック', en: 'Rake back' },
  cdk: { ja: 'ギフトコード', en: 'Gift codes' },
  prize: { ja: 'キャンペーン賞金', en: 'Promotion prizes' },
};

const BONUS_KINDS: readonly number[] = [BONUS_TYPE.DEPOSIT, BONUS_TYPE.NO_DEPOSIT, BONUS_TYPE.COUPON];

/**
 * Rewards the house paid the player, read from the ledger: every transaction with a debit of
 * house:promotions and a credit of the player's accounts, by kind.
 */
function rewardTotals(state: PlatformState, playerId: string) {
  const prefix = playerAccountsPrefix(playerId);
  const totals = new Map<string, { rewardType: string; currency: Currency; amount: bigint; count: number }>();
  for (const tx of state.ledger.history(prefix)) {
    const paid = tx.postings.find((p) => p.account === 'house:promotions' && p.amount < 0n);
    if (!paid || !tx.postings.some((p) => p.account.startsWith(prefix) && p.amount > 0n)) continue;
    const bonusType = (tx.meta as { bonusType?: unknown }).bonusType;
    const rewardType =
      tx.kind === 'rakeback'
        ? 'rakeback'
        : tx.kind === 'bonus.grant' && bonusType === BONUS_TYPE.CDK
          ? 'cdk'
          : tx.kind === 'bonus.grant' && typeof bonusType === 'number' && BONUS_KINDS.includes(bonusType)
            ? 'bonus'
            : 'prize';
    const key = `${rewardType}|${paid.currency}`;
    const t = totals.get(key) ?? { rewardType, currency: paid.currency, amount: 0n, count: 0 };
    t.amount += -paid.amount;
    t.count += 1;
    totals.set(key, t);
  }
  return [...totals.values()].sort(
    (a, b) =>
      CURRENCIES.indexOf(a.currency) - CURRENCIES.indexOf(b.currency) ||
      a.rewardType.localeCompare(b.rewardType),
  );
}

export const bonusHandlers: GroupHandlers<'bonus'> = {
  'bonus.cancel': (input, ctx) => {
    const player = ctx.player();
    const b = bonusOf(ctx.state, player.id, input.requestId, ctx.now);
    if (b.bonusStatus === BONUS_STATUS.CANCELLED) return bonusView(b, ctx.lang);
    const cancellable =
      b.bonusStatus === BONUS_STATUS.PENDING ||
      b.bonusStatus === BONUS_STATUS.QUEUED ||
      (b.bonusStatus === BONUS_STATUS.ACTIVE && b.wagerDone === 0n);
    if (!cancellable) {
      stateError(
        b,
        '賭けが始まったボーナスは取り消せません（放棄はできます）',
        'A bonus with wagering started cannot be cancelled (you can give it up)',
      );
    }
    forfeitBonus(ctx.state, b, BONUS_STATUS.CANCELLED, ctx.now);
    return bonusView(b, ctx.lang);
  },
  'bonus.couponPage': (input, ctx) => {
    const player = ctx.player();
    expireAll(ctx.state, player.id, ctx.now);
    const all = COUPONS.map((c) => couponView(ctx.state, player.id, c, ctx.lang, ctx.now)).filter(
      (c) =>
        (input.status === undefined || c.status === input.status) &&
        (input.currency === undefined || c.currency === input.currency),
    );
    return paginate(all, input.pageNo, input.pageSize);
  },
  'bonus.currencyAmount': (input, ctx) => {
    const player = ctx.player();
    expireAll(ctx.state, player.id, ctx.now);
    const bonuses = bonusStore(ctx.state).ofPlayer(player.id);
    return CURRENCIES.filter((c) => !input.currency || c === input.currency)
      .map((currency) => {
        const active = bonuses.filter(
          (b) => b.currency === currency && ACTIVE_BONUS_STATUSES.includes(b.bonusStatus),
        );
        let wagerRemaining = 0n;
        for (const b of active)
          if (b.wagerRequired > b.wagerDone) wagerRemaining += b.wagerRequired - b.wagerDone;
        return {
          currency,
          bonusAmount: fromUnits(ctx.state.ledger.balance(playerBonus(player.id), currency)),
          wagerRemaining: fromUnits(wagerRemaining),
          activeCount: active.length,
        };
      })
      .filter((r) => input.currency || r.activeCount > 0 || r.bonusAmount !== '0.00');
  },
  'bonus.requests': (input, ctx) => {
    const player = ctx.player();
    expireAll(ctx.state, player.id, ctx.now);
    const all = bonusStore(ctx.state)
      .ofPlayer(player.id)
      .filter(
        (b) =>
          (!input.bonusStatus?.length || input.bonusStatus.includes(b.bonusStatus)) &&
          (!input.currency || b.currency === input.currency),
      )
      .slice()
      .reverse();
    return paginate(all, input.pageNo, input.pageSize, (b) => bonusView(b, ctx.lang));
  },
  'bonus.giveUp': (input, ctx) => {
    const b = bonusOf(ctx.state, ctx.player().id, input.requestId, ctx.now);
    if (b.bonusStatus === BONUS_STATUS.GIVEN_UP) return bonusView(b, ctx.lang);
    if (!ACTIVE_BONUS_STATUSES.includes(b.bonusStatus)) {
      stateError(b, 'このボーナスは放棄できません', 'This bonus cannot be given up');
    }
    forfeitBonus(ctx.state, b, BONUS_STATUS.GIVEN_UP, ctx.now);
    return bonusView(b, ctx.lang);
  },
  'bonus.release': (input, ctx) => {
    const b = bonusOf(ctx.state, ctx.player().id, input.requestId, ctx.now);
    if (b.bonusStatus === BONUS_STATUS.RELEASED) return bonusView(b, ctx.lang);
    if (b.bonusStatus !== BONUS_STATUS.RELEASABLE) {
      stateError(
        b,
        '出金条件を満たしていないため、まだ現金化できません',
        'The wagering requirement is not met yet',
      );
    }
    releaseBonus(ctx.state, b, ctx.now);
    return bonusView(b, ctx.lang);
  },
  'bonus.rewardStatistics': (_input, ctx) => {
    const player = ctx.player();
    expireAll(ctx.state, player.id, ctx.now);
    const items = rewardTotals(ctx.state, player.id);
    let total = 0n;
    for (const i of items) total += convertUnits(i.amount, i.currency, player.currency);
    return {
      totalReward: fromUnits(total),
      currency: player.currency,
      items: items.map((i) => ({
        rewardType: i.rewardType,
        rewardTypeName: (REWARD_NAMES[i.rewardType] ?? REWARD_NAMES.prize!)[ctx.lang],
        currency: i.currency,
        amount: fromUnits(i.amount),
        count: i.count,
      })),
      activeBonusCount: bonusStore(ctx.state)
        .ofPlayer(player.id)
        .filter((b) => ACTIVE_BONUS_STATUSES.includes(b.bonusStatus)).length,
      rakeBack: rakebackView(ctx.state, player, ctx.now),
    };
  },
  'bonus.rakebackReceive': (input, ctx) => {
    const player = ctx.player();
    const received = receiveRakeback(ctx.state, player, input.currency, ctx.now);
    return { received, rakeBack: rakebackView(ctx.state, player, ctx.now) };
  },
  'bonus.cdkPrize': (input, ctx) => {
    const def = findCdk(input.cdkCode, ctx.now);
    return cdkPrizeView(ctx.state, def, ctx.player().id, ctx.lang);
  },
  'bonus.cdkExchange': (input, ctx) => {
    const { def, bonus } = exchangeCdk(ctx.state, ctx.player().id, input.cdkCode, ctx.now);
    return {
      cdkCode: def.code,
      prizeType: def.prizeType,
      currency: def.currency,
      amount: fromUnits(def.amount),
      requestId: bonus.requestId,
      exchangedAt: bonus.createdAt,
    };
  },
};
