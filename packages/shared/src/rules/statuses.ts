/**
 * The status codes and fixed choices of the catalog's entities, without a schema library: a page that
 * only compares a status (the live channel's cache writer, order lists, the account pages) takes them
 * from here and never loads zod. The schema files (../schemas) build on these and re-export them.
 */

/** A deposit order's status (the state machine: ../schemas/deposit.ts). */
export const DEPOSIT_STATUS = {
  CREATED: 0,
  PENDING: 1,
  REVIEWING: 2,
  SUCCESS: 3,
  FAILED: 4,
  CANCELLED: 5,
  EXPIRED: 6,
} as const;
export type DepositStatus = (typeof DEPOSIT_STATUS)[keyof typeof DEPOSIT_STATUS];

/** Order operations of deposit.orderOperate. */
export const DEPOSIT_OPERATE = { CANCEL: 1, CONFIRM_PAID: 2, URGE: 3 } as const;

/** A withdrawal order's status (../schemas/withdrawal.ts). */
export const WITHDRAW_STATUS = {
  PENDING: 1,
  PROCESSING: 2,
  SUCCESS: 3,
  REJECTED: 4,
  CANCELLED: 5,
} as const;
export type WithdrawStatus = (typeof WITHDRAW_STATUS)[keyof typeof WITHDRAW_STATUS];

/** A bonus's status (what each means: ../schemas/bonus.ts); 3, 5 and 10 count as active. */
export const BONUS_STATUS = {
  PENDING: 1,
  ACTIVE: 3,
  RELEASABLE: 5,
  QUEUED: 10,
  RELEASED: 20,
  GIVEN_UP: 30,
  CANCELLED: 40,
  EXPIRED: 50,
} as const;
export type BonusStatus = (typeof BONUS_STATUS)[keyof typeof BONUS_STATUS];
export const ACTIVE_BONUS_STATUSES: readonly number[] = [
  BONUS_STATUS.ACTIVE,
  BONUS_STATUS.RELEASABLE,
  BONUS_STATUS.QUEUED,
];

/** 1 = can apply, 2 = active (spec: status 2 becomes an active task), 3 = completed and rewarded, 4 = expired. */
export const TASK_STATUS = { available: 1, active: 2, rewarded: 3, expired: 4 } as const;

/** 0 = open for bets, 1 = betting closed (waiting for the result), 2 = settled, 3 = cancelled. */
export const GUESS_GAME_STATUS = { open: 0, closed: 1, settled: 2, cancelled: 3 } as const;

/** 0 = not started yet, 1 = running, 2 = ended (prizes claimable). */
export const TOURNAMENT_STATUS = { upcoming: 0, running: 1, ended: 2 } as const;
/** 0 = nothing to claim, 1 = claimable, 2 = claimed. */
export const PRIZE_CLAIM_STATUS = { none: 0, claimable: 1, claimed: 2 } as const;

/** Review status of one level. */
export const KYC_LEVEL_STATUS = { notSubmitted: 0, pending: 1, approved: 2, rejected: 3 } as const;
export type KycLevelStatus = (typeof KYC_LEVEL_STATUS)[keyof typeof KYC_LEVEL_STATUS];

/** Cool-off lengths offered (days). */
export const COOL_OFF_DAYS = [1, 3, 7, 30] as const;
/** Self-exclusion lengths offered (months). */
export const SELF_EXCLUSION_MONTHS = [6, 12, 60] as const;
