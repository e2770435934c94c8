/**
 * Helpers for seeded content: stable pseudo-random numbers, the names of seeded leaderboard players,
 * and the time offsets the domains' seed.json files write their dates in.
 */
import { DAY, HOUR } from './calendar';

/**
 * Milliseconds of a seed file's time offset: whole days and hours, signed, as "-10d", "4d23h", "5h"
 * or "0" (a seeded date is an offset from the start of the process or of its Tokyo day).
 */
export function seedOffset(text: string): number {
  if (text === '0') return 0;
  const m = /^(-)?(?:(\d+)d)?(?:(\d+)h)?$/.exec(text);
  if (!m || text === '' || text === '-') throw new Error(`bad seed offset: ${text}`);
  const ms = Number(m[2] ?? 0) * DAY + Number(m[3] ?? 0) * HOUR;
  return m[1] ? -ms : ms;
}

/** A seed file's instant: a Tokyo date ("2024-09-20", its midnight) or an offset from `base`. */
export function seedInstant(base: number, text: string): number {
  if (/^\d{4}-\d\d-\d\d$/.test(text)) return Date.parse(`${text}T00:00:00+09:00`);
  return base + seedOffset(text);
}

/** A seeded record with the named fields (dates or offsets in the seed file) made instants after `base`. */
export function seedTimes<T extends object, K extends keyof T>(
  base: number,
  record: T,
  ...fields: K[]
): Omit<T, K> & Record<K, number> {
  const out: Record<string, unknown> = { ...(record as Record<string, unknown>) };
  for (const f of fields) out[f as string] = seedInstant(base, String(record[f]));
  return out as Omit<T, K> & Record<K, number>;
}

/** Deterministic pseudo-random numbers for seeds (mulberry32), so seeded data is stable per start. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Public names of seeded players on the leaderboards (never real players). */
export const BOT_NAMES = [
  'jcsakura77',
  'jcryu2024',
  'jcmomo88',
  'jckenji03',
  'jcyuki555',
  'jchana21',
  'jctaiga09',
  'jcrin4649',
  'jcsora12',
  'jcluckycat',
  'jcshogun7',
  'jcnaomi36',
];
