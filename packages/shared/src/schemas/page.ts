/** Paging shared by every list call: `{ pageNo, pageSize }` in, `{ list, total, pageNo, pageSize }` out. */
import { z } from 'zod';

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
