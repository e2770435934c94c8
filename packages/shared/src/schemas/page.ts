/** Paging shared by every list call: `{ pageNo, pageSize }` in, `{ list, total, pageNo, pageSize }` out. */
import { z } from 'zod';
import { currencySchema } from './money';

/** The input of a call that takes none (the gateway adds loginName for player calls). */
export const noInputSchema = z.object({});

export const pageInputSchema = z.object({
  pageNo: z.number().int().min(1).max(100000).default(1),
  pageSize: z.number().int().min(1).max(999).default(20),
});

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    pageNo: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
}

/** A history list's input: paging, the currency, and a time range (epoch ms, inclusive, on createdAt). */
export const historyInputSchema = pageInputSchema.extend({
  currency: currencySchema.optional(),
  startTime: z.number().int().min(0).optional(),
  endTime: z.number().int().min(0).optional(),
});

/** A whole list without paging: `{ list }`. */
export function listSchema<T extends z.ZodType>(item: T) {
  return z.object({ list: z.array(item) });
}
