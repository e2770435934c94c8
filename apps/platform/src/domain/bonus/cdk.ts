/**
 * CDK gift codes (schemas/cdk.ts): seeded codes, each with one prize, a validity period and a number
 * of uses overall; a player exchanges a code once. The prize is granted through grantBonus with the
 * key `cdk:<code>:<playerId>`, so even a replayed exchange cannot pay twice.
 */
import { toUnits, fromUnits, type Currency } from '@casino/shared/schemas/money';
import { BONUS_TYPE } from '@casino/shared/schemas/bonus';
import { CDK_PRIZE_TYPE, type CdkPrizeView } from '@casino/shared/schemas/cdk';
import { CODES } from '@casino/shared/protocol/codes';
import { fail, type LocalizedText } from '../../core/errors';
import { defineSlice, type PlatformState } from '../../core/state';
import { seedTimes } from '../../core/seed-data';
import { grantBonus, type BonusRecord } from './store';
import seed from './seed.json';

export interface CdkDef {
  code: string;
  prizeType: 1 | 2;
  name: LocalizedText;
  currency: Currency;
  amount: bigint;
  wagerMultiplier: number;
  validFrom: number;
  validTo: number;
  maxUses: number;
}

/** The seeded codes (./seed.json), valid from and to offsets of the start of the process. */
const BOOT = Date.now();
export const CDK_CODES: readonly CdkDef[] = seed.cdk.map((c) =>
  seedTimes(
    BOOT,
    {
      ...c,
      prizeType: CDK_PRIZE_TYPE[c.prizeType as keyof typeof CDK_PRIZE_TYPE],
      currency: c.currency as Currency,
      amount: toUnits(c.amount),
    },
    'validFrom',
    'validTo',
  ),
);

export class CdkStore {
  readonly uses = new Map<string, number>();
  /** code -> players who exchanged it */
  readonly usedBy = new Map<string, Set<string>>();
}

export const cdkStore = defineSlice('bonus.cdk', () => new CdkStore());

export function findCdk(code: string, now: number): CdkDef {
  const def = CDK_CODES.find((c) => c.code === code.trim().toUpperCase());
  if (!def || now < def.validFrom || now > def.validTo) {
    fail(CODES.CDK_INVALID, 'コードが無効か、有効期限が切れています', 'This code is invalid or has expired');
  }
  return def;
}

export function cdkPrizeView(
  state: PlatformState,
  def: CdkDef,
  playerId: string,
  lang: 'ja' | 'en',
): CdkPrizeView {
  const store = cdkStore(state);
  return {
    cdkCode: def.code,
    prizeType: def.prizeType,
    name: def.name[lang],
    currency: def.currency,
    amount: fromUnits(def.amount),
    wagerMultiplier: def.wagerMultiplier,
    validTo: def.validTo,
    remainingUses: Math.max(0, def.maxUses - (store.uses.get(def.code) ?? 0)),
    exchanged: store.usedBy.get(def.code)?.has(playerId) ?? false,
  };
}

export function exchangeCdk(
  state: PlatformState,
  playerId: string,
  code: string,
  now: number,
): {
  def: CdkDef;
  bonus: BonusRecord;
} {
  const def = findCdk(code, now);
  const store = cdkStore(state);
  const users = store.usedBy.get(def.code) ?? new Set<string>();
  if (users.has(playerId)) {
    fail(CODES.CDK_ALREADY_EXCHANGED, 'このコードは交換済みです', 'You have already exchanged this code');
  }
  if ((store.uses.get(def.code) ?? 0) >= def.maxUses) {
    fail(CODES.CDK_EXHAUSTED, 'このコードは上限回数に達しました', 'This code has been used up');
  }
  const bonus = grantBonus(state, {
    playerId,
    currency: def.currency,
    amount: def.amount,
    bonusType: BONUS_TYPE.CDK,
    name: def.name,
    wagerMultiplier: def.prizeType === CDK_PRIZE_TYPE.CASH ? 0 : def.wagerMultiplier,
    key: `cdk:${def.code}:${playerId}`,
    source: { cdkCode: def.code },
    at: now,
  });
  users.add(playerId);
  store.usedBy.set(def.code, users);
  store.uses.set(def.code, (store.uses.get(def.code) ?? 0) + 1);
  return { def, bonus };
}
