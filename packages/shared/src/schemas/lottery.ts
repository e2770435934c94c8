/**
 * Lottery: an activity identified by actCode (its start date, YYYYMMDD). Players earn tickets from
 * deposits and bets (per ticket config: sourceType, limitNum), receive them into the draw, and each
 * draw picks winning tickets for the prize table. Clients ignore configs whose actCode is below
 * LOTTERY_MIN_ACT_CODE (older activities the platform still answers).
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';
import { epochMsSchema, idSchema, maskedNameSchema } from './promo-common';

export const LOTTERY_MIN_ACT_CODE = '20241008';

/** True when a client must ignore this config (spec section 9). */
export function isIgnoredLotteryConfig(actCode: string): boolean {
  return actCode < LOTTERY_MIN_ACT_CODE;
}

/** Where tickets come from: 1 = deposits, 2 = bets. */
export const LOTTERY_SOURCE = { deposit: 1, bet: 2 } as const;
export const lotterySourceTypeSchema = z.union([z.literal(1), z.literal(2)]);

export const actCodeSchema = z.string().regex(/^\d{8}$/, 'validation.invalid');

/** The player's tickets of one activity and source (spec section 3). */
export const lotteryTicketConfigSchema = z.object({
  actCode: actCodeSchema,
  /** Last day of the activity, YYYY-MM-DD (Asia/Tokyo). */
  actEndDate: z.string(),
  /** Tickets earned so far from this source. */
  num: z.number().int().min(0),
  /** Most tickets this source can earn in the activity. */
  limitNum: z.number().int().min(0),
  /** Tickets already received into the draw. */
  usedNum: z.number().int().min(0),
  sourceType: lotterySourceTypeSchema,
  /** One ticket per this much deposited or wagered. */
  stepAmount: moneySchema,
  currency: currencySchema,
});
export type LotteryTicketConfig = z.infer<typeof lotteryTicketConfigSchema>;

export const lotteryPrizeSchema = z.object({
  prizeId: idSchema,
  /** 1 = first prize. */
  level: z.number().int().min(1),
  name: z.string(),
  amount: moneySchema,
  currency: currencySchema,
  /** Winners per draw. */
  quantity: z.number().int().min(1),
});

/** 0 = upcoming, 1 = running, 2 = ended. */
export const lotteryActivitySchema = z.object({
  actCode: actCodeSchema,
  name: z.string(),
  description: z.string(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  startTime: epochMsSchema,
  endTime: epochMsSchema,
  actEndDate: z.string(),
  /** The next scheduled draw, null when none is left. */
  nextDrawTime: epochMsSchema.nullable(),
  bannerUrl: z.string(),
  rules: z.array(
    z.object({
      sourceType: lotterySourceTypeSchema,
      stepAmount: moneySchema,
      currency: currencySchema,
      limitNum: z.number().int().min(0),
    }),
  ),
  prizes: z.array(lotteryPrizeSchema),
});
export type LotteryActivity = z.infer<typeof lotteryActivitySchema>;

export const lotteryWinnerSchema = z.object({
  drawNo: z.number().int().min(1),
  drawTime: epochMsSchema,
  ticketNo: z.string(),
  maskedName: maskedNameSchema,
  prizeName: z.string(),
  amount: moneySchema,
  currency: currencySchema,
});

/** 0 = waiting for the draw, 1 = won, 2 = not won. */
export const lotteryTicketRecordSchema = z.object({
  ticketNo: z.string(),
  actCode: actCodeSchema,
  sourceType: lotterySourceTypeSchema,
  receiveTime: epochMsSchema,
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  drawNo: z.number().int().min(1).nullable(),
  drawTime: epochMsSchema.nullable(),
  prizeName: z.string().nullable(),
  prizeAmount: moneySchema.nullable(),
  currency: currencySchema.nullable(),
});
