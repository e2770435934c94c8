/**
 * Small pieces shared by the promotion, CMS and video entities: ids, epoch-millisecond times, the
 * masked player name shown on public rankings (a ranking never shows a full login name) and the tags
 * lists are grouped by.
 */
import { z } from 'zod';

/** An id as the platform hands it out (string, so clients never do arithmetic on it). */
export const idSchema = z.string().min(1).max(64);

/** Epoch milliseconds. */
export const epochMsSchema = z.number().int().min(0);

/** A login name with its middle masked, e.g. "jc***01". */
export const maskedNameSchema = z.string().min(1).max(40);

/** A tag that groups a list (videos, tasks, guess games): each list's tags add their own fields. */
export const tagSchema = z.object({ tagId: idSchema, name: z.string() });

/** One line of a public top list. */
export const topEntrySchema = z.object({
  rank: z.number().int().min(1),
  maskedName: maskedNameSchema,
  /** What the list ranks by (turnover, prize, wins), as a decimal string. */
  value: z.string(),
  currency: z.string(),
});
export type TopEntry = z.infer<typeof topEntrySchema>;
