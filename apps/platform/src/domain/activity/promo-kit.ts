/**
 * Helpers shared by the promotion areas (activity, tournament, lottery, guess game, task, CMS, video,
 * report): the Asia/Tokyo calendar, paging, odds arithmetic on bigint units, localized errors with
 * the promotions codes, and prize payment to the ledger.
 */
import { CODES } from '@casino/shared/protocol/codes';
import type { Currency } from '@casino/shared/schemas/money';
import { fail, type LocalizedText } from '../../core/errors';
import type { PlatformState } from '../../core/state';
import { playerCash } from '../../core/accounts';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;
/** Japan has no daylight saving time: Tokyo is always UTC+9. */
const TOKYO_OFFSET = 9 * HOUR;
export const TIMEZONE = 'Asia/Tokyo';

/** "YYYY-MM-DD" of an instant in Asia/Tokyo. */
export function tokyoDate(ms: number): string {
  return new Date(ms + TOKYO_OFFSET).toISOString().slice(0, 10);
}

/** "YYYYMMDD" of an instant in Asia/Tokyo (lottery actCodes). */
export function tokyoCompactDate(ms: number): string {
  return tokyoDate(ms).replaceAll('-', '');
}

/** Epoch ms of 00:00 Tokyo time on the day of `ms`, plus `hour` hours. */
export function tokyoMidnight(ms: number, hour = 0): number {
  const day = Math.floor((ms + TOKYO_OFFSET) / DAY) * DAY;
  return day - TOKYO_OFFSET + hour * HOUR;
}

/** The date string `days` days after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

/** Odds "1.85" as an integer of 1e-4 steps (18500n). */
export function oddsToBp(odds: string): bigint {
  const [int = '0', frac = ''] = odds.split('.');
  return BigInt(int) * 10000n + BigInt(frac.padEnd(4, '0').slice(0, 4));
}

/** stake × odds, in units, rounded down. */
export function applyOdds(units: bigint, odds: string): bigint {
  return (units * oddsToBp(odds)) / 10000n;
}

export function pick(lang: 'ja' | 'en', text: LocalizedText): string {
  return text[lang];
}

/** Throws a promotions error (code from the domain block) with both texts. */
export const promoFail = {
  notFound: (): never =>
    fail(CODES.PROMO_NOT_FOUND, '対象のキャンペーンが見つかりません', 'Promotion not found'),
  notEnded: (): never =>
    fail(
      CODES.PROMO_NOT_ENDED,
      'まだ終了していないため受け取れません',
      'The prize can be claimed after the end',
    ),
  claimed: (): never =>
    fail(CODES.PRIZE_ALREADY_CLAIMED, 'この賞品は受け取り済みです', 'Prize already claimed'),
  noPrize: (): never => fail(CODES.NO_PRIZE, '受け取れる賞品はありません', 'There is no prize to claim'),
  closed: (ja = 'このキャンペーンは受付を終了しました', en = 'This promotion is closed'): never =>
    fail(CODES.PROMO_CLOSED, ja, en),
  nothing: (ja = '受け取れるものはありません', en = 'Nothing to receive'): never =>
    fail(CODES.NOTHING_TO_RECEIVE, ja, en),
  notEligible: (ja: string, en: string): never => fail(CODES.NOT_ELIGIBLE, ja, en),
  applied: (ja = '既に申し込み済みです', en = 'Already applied'): never =>
    fail(CODES.ALREADY_APPLIED, ja, en),
};

/** Pays a cash prize from the promotions budget, once per key. Returns true if this call paid it. */
export function payCashPrize(
  state: PlatformState,
  r: {
    key: string;
    kind: string;
    playerId: string;
    currency: Currency;
    amount: bigint;
    at: number;
    meta?: Record<string, unknown>;
  },
): boolean {
  if (state.ledger.hasKey(r.key)) return false;
  state.ledger.transfer({
    key: r.key,
    kind: r.kind,
    from: 'house:promotions',
    to: playerCash(r.playerId),
    currency: r.currency,
    amount: r.amount,
    at: r.at,
    meta: r.meta,
  });
  return true;
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
