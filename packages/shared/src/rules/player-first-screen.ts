/**
 * What a signed-in player's page shows first, written once for the two sides that must agree on it:
 * - the gateway, serving the HTML of a request that carries a live session, makes these calls for the
 *   player (the session view, then the page's first calls) and puts their answers in the page
 *   (`<script type="application/json" id="player-screen-data">`, routes/player-first-screen.ts);
 * - the web puts them in its query cache before the first render (lib/player-screen-data.ts), so the
 *   first commit shows the page with the player's figures instead of a loading box, and those calls are
 *   not made again.
 * The answers are those the browser's own calls get (the same procedures, the same output), never more:
 * the session view carries no token, and an answer with a field that looks like a secret is left out
 * (`carriesSecret`). A page's inputs may depend on the session (the display currency); a later step may
 * depend on an earlier answer (the withdrawal page's accounts for its first method).
 */

import { firstScreenOf, PENDING } from './first-screen';

/** A call as the page makes it: the procedure and its input (undefined for a procedure without input). */
export type PlayerCall = readonly [procedure: string, input: Readonly<Record<string, unknown>> | undefined];

/** One answer put in the page. */
export interface PlayerAnswer {
  path: string;
  input?: Record<string, unknown>;
  data: unknown;
}

/** The session as far as the page's inputs read it. */
export interface PlayerSessionLike {
  loggedIn?: unknown;
  currency?: unknown;
}

/** The id of the page's `<script type="application/json">` that carries the player's answers. */
export const PLAYER_SCREEN_DATA_ID = 'player-screen-data';

/** The session view (the header's balances, the account frame's guard): on every page of a player. */
export const SESSION_CALL = ['session.current', undefined] as const satisfies PlayerCall;

/** The account pages' first calls, with the inputs the pages use. */
export const PLAYER_INFO_CALL = ['account.playerInfo', {}] as const satisfies PlayerCall;
export const LEVEL_PROCESS_CALL = ['account.levelProcess', {}] as const satisfies PlayerCall;
export const KYC_INFO_CALL = ['kyc.queryPlayerInfo', {}] as const satisfies PlayerCall;
export const WITHDRAW_ORDERS_FIRST_PAGE = { pageNo: 1, pageSize: 10 } as const;
export const DEPOSIT_ORDERS_FIRST_PAGE = { pageNo: 1, pageSize: 10 } as const;
export const BONUS_REQUESTS_FIRST_PAGE = { pageNo: 1, pageSize: 200 } as const;
export const BONUS_COUPONS_FIRST_PAGE = { pageNo: 1, pageSize: 50 } as const;
/** The deposit page's coupons: the unused ones of the currency (status 0). */
export const depositCouponsInput = <C extends string>(currency: C) =>
  ({ ...BONUS_COUPONS_FIRST_PAGE, status: 0, currency }) as const;

/** The display currency the session says (the pages' default currency). */
export const sessionCurrency = (session: PlayerSessionLike): string =>
  typeof session.currency === 'string' ? session.currency : 'JPY';

export interface PlayerScreen {
  /** The page's address; group 1 is its language. */
  re: RegExp;
  /** The page's first calls for this session. */
  calls(session: PlayerSessionLike): PlayerCall[];
  /** Calls the page makes once the first ones answered (by their order in `calls`); none by default. */
  then?(session: PlayerSessionLike, answers: readonly unknown[]): PlayerCall[];
  /** The page's largest pictures from the answers of `calls` (PENDING for one not come), to preload. */
  pictures?(answers: readonly unknown[]): string[];
  /**
   * Another page whose code this one shows first (the address, in the page's language): its route's
   * scripts are named in the head too (modulepreload), so they load beside the entry.
   */
  showsPageOf?(lng: string): string;
}

const account = (sub: string) => new RegExp(`^/(ja|en)/account${sub}/?$`);

/** The withdrawal methods' first (the page's default), as withdraw.methods answers it. */
const firstMethodType = (methods: unknown): unknown =>
  Array.isArray(methods) ? (methods[0] as { methodType?: unknown } | undefined)?.methodType : undefined;

/** The whole lobby's first screen (the public one of /{lng}/game: its banners and filter rows). */
const LOBBY = firstScreenOf('/ja/game')!.screen;

export const PLAYER_SCREENS: readonly PlayerScreen[] = [
  {
    // A player's home is the whole lobby (apps/web/src/features/lobby/home-section.tsx), nothing above it.
    re: /^\/(ja|en)\/?$/,
    calls: () => [...LOBBY.calls],
    pictures: (answers) => LOBBY.pictures(answers.map((a) => (a === undefined ? PENDING : a))) ?? [],
    showsPageOf: (lng) => `/${lng}/game`,
  },
  { re: account(''), calls: () => [PLAYER_INFO_CALL, LEVEL_PROCESS_CALL] },
  {
    re: account('/wallet'),
    calls: (s) => [['wallet.exchangeRates', { baseCurrency: sessionCurrency(s) }]],
  },
  {
    re: account('/deposit'),
    calls: (s) => [
      ['deposit.channels', { currency: sessionCurrency(s) }],
      ['bonus.couponPage', depositCouponsInput(sessionCurrency(s))],
      ['deposit.orders', DEPOSIT_ORDERS_FIRST_PAGE],
    ],
  },
  {
    re: account('/withdraw'),
    calls: (s) => [
      ['withdraw.methods', { currency: sessionCurrency(s) }],
      ['withdraw.limits', { currency: sessionCurrency(s) }],
      ['withdraw.orders', WITHDRAW_ORDERS_FIRST_PAGE],
      // The saved crypto addresses the page manages (its address book), whatever the method.
      ['wallet.addressList', {}],
    ],
    // The accounts of the first method (the one the form starts on): bank cards or crypto addresses.
    then: (s, [methods]) => {
      const type = firstMethodType(methods);
      if (type === 'BANK_CARD') return [['wallet.bankCardList', {}]];
      if (type === 'CRYPTO_ADDRESS') return [['wallet.addressList', { currency: sessionCurrency(s) }]];
      return [];
    },
  },
  {
    re: account('/bonuses'),
    calls: () => [
      ['bonus.requests', BONUS_REQUESTS_FIRST_PAGE],
      ['bonus.rewardStatistics', {}],
      ['bonus.currencyAmount', {}],
      ['bonus.couponPage', BONUS_COUPONS_FIRST_PAGE],
    ],
  },
  { re: account('/kyc'), calls: () => [KYC_INFO_CALL] },
  { re: account('/security'), calls: () => [PLAYER_INFO_CALL] },
];

/** The page's own calls at `path` (no query, no hash) beyond the session, in order; none for a page not listed. */
export function playerScreenOf(path: string): PlayerScreen | null {
  return PLAYER_SCREENS.find((s) => s.re.test(path)) ?? null;
}

/** A call's identity: its procedure and its input as JSON. */
export const callKey = (path: string, input: unknown): string =>
  `${path} ${input === undefined ? '' : JSON.stringify(input)}`;

/** A field whose name says secret; an upstream token or key is never put in a page. */
const SECRET_KEY = /token|secret|rsa|private.?key|public.?key|password|passwd|credential/i;

/**
 * True when the answer has a field named like a secret (a token, a key, a password) holding text: such
 * an answer is never put in the HTML (a flag such as `hasPassword: true` is not text and passes).
 */
export function carriesSecret(value: unknown, depth = 0): boolean {
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((v) => carriesSecret(v, depth + 1));
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
    if (SECRET_KEY.test(k) && (typeof v === 'string' || (typeof v === 'object' && v !== null))) return true;
    if (carriesSecret(v, depth + 1)) return true;
  }
  return false;
}

/**
 * The answers as JSON safe inside a <script> element: '<', '>', '&' and the two JavaScript line
 * separators are escaped, so no text from the API can close the element or start markup.
 */
export function playerScreenJson(answers: readonly PlayerAnswer[]): string {
  return JSON.stringify(answers).replace(/[<>&\u2028\u2029]/g, (c) => {
    return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

const isAnswer = (a: unknown): a is PlayerAnswer =>
  typeof a === 'object' &&
  a !== null &&
  typeof (a as PlayerAnswer).path === 'string' &&
  (a as PlayerAnswer).data !== undefined;

/**
 * The answers read back from the page at `path`: the session view first (a signed-in one, else
 * nothing), then only the calls that page makes for that session, with their exact inputs.
 */
export function readPlayerScreenAnswers(json: string, path: string): PlayerAnswer[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(parsed)) return [];
  const answers = parsed.filter(isAnswer);
  const byKey = new Map(answers.map((a) => [callKey(a.path, a.input), a]));
  const session = byKey.get(callKey(...SESSION_CALL));
  if (!session || (session.data as PlayerSessionLike | null)?.loggedIn !== true) return [];
  const out: PlayerAnswer[] = [session];
  const screen = playerScreenOf(path);
  if (!screen) return out;
  const view = session.data as PlayerSessionLike;
  const first = screen.calls(view).map(([p, i]) => byKey.get(callKey(p, i)));
  const later =
    screen.then?.(
      view,
      first.map((a) => a?.data),
    ) ?? [];
  for (const a of [...first, ...later.map(([p, i]) => byKey.get(callKey(p, i)))]) if (a) out.push(a);
  return out;
}
