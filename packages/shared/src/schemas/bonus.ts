/**
 * The "bonus or task" entity of spec section 3 as the platform answers it (bonus.requests), with the
 * full status list the spec leaves out. Bonus money sits in the player's bonus account (locked) until
 * the wagering requirement is met; then it becomes withdrawable cash.
 *
 * bonusStatus (spec: 3, 5 and 10 count as active):
 *   1  PENDING     requested (e.g. a deposit coupon) and waiting for its qualifying deposit; nothing moved
 *   3  ACTIVE      granted, bonus money locked, wagering in progress (bets in its currency count)
 *   5  RELEASABLE  wagering met; the player releases it (bonus.release) and the money becomes cash
 *   10 QUEUED      granted and locked, waiting behind an older bonus of the same currency (wagering is
 *                  applied oldest first); becomes 3 when that one ends
 *   20 RELEASED    converted to cash (by release, or automatically for auto-release bonuses)
 *   30 GIVEN_UP    forfeited by the player (bonus.giveUp): the remaining bonus money goes back
 *   40 CANCELLED   withdrawn before wagering started (bonus.cancel), or its qualifying deposit failed
 *   50 EXPIRED     not completed before expireAt: the remaining bonus money goes back
 *
 * status (the request's review status): 0 under review, 1 approved, 2 refused.
 */
import { z } from 'zod';
import { BONUS_STATUS, ACTIVE_BONUS_STATUSES } from '../rules/statuses';
import { currencySchema, moneySchema } from './money';

export type { BonusStatus } from '../rules/statuses';
export { BONUS_STATUS, ACTIVE_BONUS_STATUSES };

export const BONUS_REQUEST_STATUS = { REVIEWING: 0, APPROVED: 1, REFUSED: 2 } as const;

/** What a bonus was given for. */
export const BONUS_TYPE = {
  DEPOSIT: 1,
  NO_DEPOSIT: 2,
  RAKEBACK: 3,
  TOURNAMENT: 4,
  FREE_SPIN: 5,
  CDK: 6,
  TASK: 7,
  VIP: 8,
  LOTTERY: 9,
  GUESS_GAME: 10,
  SIGN_IN: 11,
  COUPON: 12,
} as const;
export type BonusType = (typeof BONUS_TYPE)[keyof typeof BONUS_TYPE];
export const bonusTypeSchema = z.number().int().min(1).max(99);

/** One name per language, serialised as JSON in `configName`: `[{"lang":"ja","name":"..."}]`. */
export const configNameItemSchema = z.object({ lang: z.string(), name: z.string() });

export const bonusSchema = z.object({
  requestId: z.string(),
  bonusStatus: z.number().int(),
  status: z.number().int(),
  bonusType: bonusTypeSchema,
  /** The bonus money still locked (0 once released, given up, cancelled or expired). */
  amount: moneySchema,
  /** The qualifying deposit (deposit bonuses), else the bonus currency and "0". */
  fetchCurrency: currencySchema,
  fetchAmount: moneySchema,
  bonusCurrency: currencySchema,
  /** The bonus money granted. */
  bonusAmount: moneySchema,
  /** The name in the request's language. */
  bonusName: z.string(),
  /** JSON list of `{ lang, name }`. */
  configName: z.string(),
  /** Turnover required (bonusAmount × wagerMultiplier) and turnover done so far. */
  wagerMultiplier: z.number().min(0),
  wagerRequired: moneySchema,
  wagerDone: moneySchema,
  /** 0..100, two decimals. */
  wagerProgress: z.number().min(0).max(100),
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  expireAt: z.number().int().nullable(),
});
export type BonusView = z.infer<typeof bonusSchema>;
