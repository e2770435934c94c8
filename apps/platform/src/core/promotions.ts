/**
 * What every promotion area (activity, tournament, lottery, guess game, task, CMS, video) shares:
 * localized errors with the promotions codes and prize payment to the ledger.
 */
import { CODES } from '@casino/shared/protocol/codes';
import type { Currency } from '@casino/shared/schemas/money';
import { playerCash } from './accounts';
import { fail, type LocalizedText } from './errors';
import type { PlatformState } from './state';

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

/** The promotion (activity, task, video...) the match finds, or the promotions' "not found" error. */
export function findPromo<T>(list: readonly T[], match: (x: T) => boolean): T {
  const found = list.find(match);
  if (!found) return promoFail.notFound();
  return found;
}

/** A promotion store brought up to now (its draws and settlements) before a call reads it. */
export function tickedStore<S extends { tick(state: PlatformState, now: number): void }>(
  slice: (state: PlatformState) => S,
  ctx: { state: PlatformState; now: number },
): S {
  const store = slice(ctx.state);
  store.tick(ctx.state, ctx.now);
  return store;
}

/**
 * The head of a dated promotion's view (activity, lottery, tournament): its name and description in
 * the caller's language, its status when it has one, and its period.
 */
type Dated = { name: LocalizedText; description: LocalizedText; startTime: number; endTime: number };
type Head = { name: string; description: string; startTime: number; endTime: number };
export function promoHead(ctx: { t(text: LocalizedText): string }, p: Dated): Head;
export function promoHead<S extends number>(
  ctx: { t(text: LocalizedText): string },
  p: Dated,
  status: S,
): Head & { status: S };
export function promoHead(ctx: { t(text: LocalizedText): string }, p: Dated, status?: number) {
  const text = { name: ctx.t(p.name), description: ctx.t(p.description) };
  const period = { startTime: p.startTime, endTime: p.endTime };
  return status === undefined ? { ...text, ...period } : { ...text, status, ...period };
}
