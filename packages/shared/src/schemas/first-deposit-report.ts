/**
 * First-deposit report (spec section 3): after the first credited deposit the client reports it once
 * (e.g. to an ad network) and then marks it reported.
 * reportStatus: 0 = no first deposit yet, 1 = to be reported, 2 = reported.
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './money';

export const REPORT_STATUS = { none: 0, toReport: 1, reported: 2 } as const;

export const firstDepositReportSchema = z.object({
  reportStatus: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  firstDepositAmount: moneySchema.nullable(),
  firstDepositCurrency: currencySchema.nullable(),
  /** Epoch ms of the first credited deposit. */
  firstDepositTime: z.number().int().nullable(),
});
