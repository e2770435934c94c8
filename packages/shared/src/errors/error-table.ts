/**
 * The error catalogue of spec section 8 as ONE table from what went wrong (client, upstream code,
 * HTTP status, failure kind, screen context) to what a client does about it. The gateway uses it to
 * decide refresh and session clearing; web and kiosk apply it in one place (navigation, dialogs,
 * field errors, toasts), never per screen. Rows are tried in order; the first match wins.
 */
import { CODES } from '../protocol/codes';
import type { Client } from '../protocol/wire';
import { SILENT_KINDS, type SilentKind } from './silent-kinds';

// The toast rules are their own small module (a client's toast list needs no table); still part of it.
export { enqueueToast, MAX_TOASTS, type Toast } from './toasts';

/** How long the second client waits before reloading on code -120. */
export const RELOAD_DELAY_MS = 5_000;
/** The cookie the second client removes on code -120. */
export const RELOAD_REMOVED_COOKIE = 'key';

/** Where the failed call was made; some codes mean something only there. */
export type ErrorContext = 'login' | 'register' | 'game' | 'other';

/**
 * The generic failure kinds of the HTTP client (spec section 8), plus `refreshFailed` for a token
 * refresh that did not succeed (which clears the session like code 1018).
 */
export const HTTP_ERROR_KINDS = [
  'network',
  'aborted',
  'timeout',
  'badRequest',
  'badResponse',
  'canceled',
  'unsupportedProtocol',
] as const;
export type HttpErrorKind = (typeof HTTP_ERROR_KINDS)[number];
export type ErrorKind = HttpErrorKind | 'refreshFailed';

export type ActionType =
  | 'none'
  | 'silent'
  | 'toast'
  | 'refresh-and-retry'
  | 'clear-session'
  | 'go-home'
  | 'go-forbidden'
  | 'open-kyc-l3'
  | 'open-register-error'
  | 'open-slider-captcha'
  | 'show-lock-dialog'
  | 'open-limit-login'
  | 'go-to-category-list'
  | 'field-taken'
  | 'reload-later';

interface ActionBase {
  /** Show an error toast. The caller drops it when the call handles its own errors (silentErrors). */
  toast: boolean;
  /**
   * The toast text is the upstream msg (or message) when there is one; otherwise, and always when
   * false, the text of `messageKey`.
   */
  preferServerMessage: boolean;
  /** i18n key ('errors.…') of what happened: the toast text, or for a dialog/redirect the reason. */
  messageKey: string;
  messageVars?: Record<string, number>;
  /** Route to go to after the other effects ('/', '/login', '/403'). */
  redirectTo?: string;
}

export type ClientAction = ActionBase &
  (
    | { type: Exclude<ActionType, 'field-taken' | 'reload-later'> }
    | {
        type: 'field-taken';
        field: 'username' | 'email' | 'phone';
        /** The message the form shows under the field ('validation.repeatName'...). */
        fieldMessageKey: string;
      }
    | { type: 'reload-later'; delayMs: number; removeCookie: string }
  );

export interface ErrorMatch {
  /** 'any' rows apply to both clients. */
  client: Client | 'any';
  code?: number;
  httpStatus?: number;
  kind?: ErrorKind;
  context?: ErrorContext;
}

export interface ErrorRule {
  match: ErrorMatch;
  action: ClientAction;
  /** The spec's words (or the reason for a row the spec leaves out). */
  note: string;
}

const quiet = (
  type: Exclude<ActionType, 'field-taken' | 'reload-later'>,
  messageKey: string,
  redirectTo?: string,
) =>
  ({
    type,
    toast: false,
    preferServerMessage: false,
    messageKey,
    ...(redirectTo === undefined ? {} : { redirectTo }),
  }) satisfies ClientAction;

const toastWith = (
  type: Exclude<ActionType, 'field-taken' | 'reload-later'>,
  messageKey: string,
  preferServerMessage: boolean,
  redirectTo?: string,
) =>
  ({
    type,
    toast: true,
    preferServerMessage,
    messageKey,
    ...(redirectTo === undefined ? {} : { redirectTo }),
  }) satisfies ClientAction;

const fieldTaken = (field: 'username' | 'email' | 'phone', messageKey: string, fieldMessageKey: string) =>
  ({
    type: 'field-taken',
    field,
    fieldMessageKey,
    toast: false,
    preferServerMessage: false,
    messageKey,
  }) satisfies ClientAction;

/** The message and note of each silent kind's row. */
const SILENT_ROWS: Record<SilentKind, { messageKey: string; note: string }> = {
  network: { messageKey: 'errors.network.networkError', note: 'a bare network error is silent' },
  canceled: {
    messageKey: 'errors.network.canceled',
    note: 'canceled by the client itself (navigation, a newer request): nothing to tell the player',
  },
};

export const ERROR_TABLE: readonly ErrorRule[] = [
  // ---- Session (both clients) ----
  {
    match: { client: 'main', code: CODES.TOKEN_EXPIRED },
    action: quiet('refresh-and-retry', 'errors.code.tokenExpired'),
    note: '1008: token expired; refresh once (other requests wait) and retry',
  },
  {
    match: { client: 'second', httpStatus: 401 },
    action: quiet('refresh-and-retry', 'errors.code.unauthorized'),
    note: 'second client, HTTP 401: refresh the token and retry',
  },
  {
    match: { client: 'any', code: CODES.SESSION_INVALID },
    action: toastWith('clear-session', 'errors.code.sessionExpired', false, '/login'),
    note: '1018: session cleared (logged-out users are sent to /login)',
  },
  {
    match: { client: 'any', kind: 'refreshFailed' },
    action: toastWith('clear-session', 'errors.code.sessionExpired', false, '/login'),
    note: 'refresh failure: session cleared',
  },
  // ---- Main client codes of the catalogue ----
  {
    match: { client: 'main', code: CODES.GO_HOME },
    action: quiet('go-home', 'errors.code.goHome', '/'),
    note: '1012: redirect to /',
  },
  {
    match: { client: 'main', code: CODES.KYC_L3_REQUIRED },
    action: quiet('open-kyc-l3', 'errors.code.kycL3Required'),
    note: '100326: open the KYC level L3 dialog',
  },
  {
    match: { client: 'main', code: CODES.REGISTER_REFUSED },
    action: quiet('open-register-error', 'errors.code.registerRefused'),
    note: '100989: open the registration error dialog',
  },
  {
    match: { client: 'main', code: CODES.CAPTCHA_REQUIRED, context: 'login' },
    action: quiet('open-slider-captcha', 'errors.code.captchaRequired'),
    note: '100701 on login: open the slider captcha; the response is returned silently',
  },
  {
    match: { client: 'main', code: CODES.ACCOUNT_LOCKED, context: 'login' },
    action: quiet('show-lock-dialog', 'errors.code.accountLocked'),
    note: '100700 on login: show the lock-user dialog',
  },
  {
    match: { client: 'main', code: CODES.GAME_UNAVAILABLE, context: 'game' },
    // The spec only says "redirect"; a player bounced from a game without a word would be lost, so
    // the upstream text is shown as well.
    action: toastWith('go-to-category-list', 'errors.code.gameUnavailable', true),
    note: '110069 on a game page: redirect to the category list',
  },
  {
    match: { client: 'main', code: CODES.USERNAME_TAKEN },
    action: fieldTaken('username', 'errors.code.usernameTaken', 'validation.repeatName'),
    note: '100010: username taken (repeat-name error on the field)',
  },
  {
    match: { client: 'main', code: CODES.EMAIL_TAKEN },
    action: fieldTaken('email', 'errors.code.emailTaken', 'validation.repeatEmail'),
    note: '100919: email taken (repeat-email error on the field)',
  },
  // ---- Codes of our protocol with a dedicated screen (docs/upstream-protocol.md) ----
  {
    match: { client: 'main', code: CODES.PHONE_TAKEN },
    action: fieldTaken('phone', 'errors.code.phoneTaken', 'validation.repeatPhone'),
    note: '200106: phone taken; a field error like 100010 and 100919',
  },
  {
    match: { client: 'main', code: CODES.ACCESS_LIMITED },
    action: quiet('open-limit-login', 'errors.code.accessLimited'),
    note: '100703: region or IP block (accessLimit); the limit-login dialog, login and registration disabled',
  },
  {
    match: { client: 'main', code: CODES.ACCOUNT_DISABLED, context: 'login' },
    action: toastWith('toast', 'errors.code.accountDisabled', false),
    note: '100705 on login: the account is disabled (said only after the right password)',
  },
  {
    match: { client: 'main', code: CODES.ACCESS_DENIED },
    action: quiet('go-forbidden', 'errors.code.accessDenied', '/403'),
    note: '100704: access type 2; go to /403',
  },
  // ---- Second client ----
  {
    match: { client: 'second', code: 200 },
    action: quiet('none', 'errors.generic'),
    note: 'second client: 200 is success',
  },
  {
    match: { client: 'second', code: CODES.SECOND_RELOAD },
    action: {
      type: 'reload-later',
      delayMs: RELOAD_DELAY_MS,
      removeCookie: RELOAD_REMOVED_COOKIE,
      toast: true,
      preferServerMessage: true,
      messageKey: 'errors.code.reloadSoon',
      messageVars: { seconds: RELOAD_DELAY_MS / 1000 },
    },
    note: '-120: error toast, reload the page after 5 s and remove the key cookie',
  },
  {
    match: { client: 'second', code: CODES.SECOND_GO_HOME },
    action: toastWith('go-home', 'errors.code.goHome', true, '/'),
    note: '-130: error toast, go to /',
  },
  // ---- Network and HTTP client kinds (both clients) ----
  {
    match: { client: 'any', kind: 'timeout' },
    action: toastWith('toast', 'errors.network.timeout', false),
    note: "a time-out shows 'Request timed out'",
  },
  // The silent kinds (silent-kinds.ts, which a client's retry reads without this table).
  ...SILENT_KINDS.map((kind) => ({
    match: { client: 'any' as const, kind },
    action: quiet('silent', SILENT_ROWS[kind].messageKey),
    note: SILENT_ROWS[kind].note,
  })),
  {
    match: { client: 'any', kind: 'aborted' },
    action: toastWith('toast', 'errors.network.aborted', false),
    note: 'request aborted',
  },
  {
    match: { client: 'any', kind: 'badRequest' },
    action: toastWith('toast', 'errors.network.badRequest', true),
    note: 'HTTP 4xx without an envelope',
  },
  {
    match: { client: 'any', kind: 'badResponse' },
    action: toastWith('toast', 'errors.network.badResponse', true),
    note: 'HTTP 5xx or an unreadable body',
  },
  {
    match: { client: 'any', kind: 'unsupportedProtocol' },
    action: toastWith('toast', 'errors.network.unsupportedProtocol', false),
    note: 'unsupported protocol',
  },
];

/** Any other failure: the upstream msg (or message) as an error toast (spec section 8). */
export const DEFAULT_ACTION: ClientAction = toastWith('toast', 'errors.generic', true);

export interface ErrorFacts {
  client: Client;
  /** The envelope's code (main: with success false; second: any code). */
  code?: number;
  httpStatus?: number;
  kind?: ErrorKind;
  context?: ErrorContext;
  /** The call handles its own errors (catalog flag silentErrors): no toast; other effects still apply. */
  silent?: boolean;
}

function matches(m: ErrorMatch, f: ErrorFacts): boolean {
  return (
    (m.client === 'any' || m.client === f.client) &&
    (m.code === undefined || m.code === f.code) &&
    (m.httpStatus === undefined || m.httpStatus === f.httpStatus) &&
    (m.kind === undefined || m.kind === f.kind) &&
    (m.context === undefined || m.context === f.context)
  );
}

/** The first matching row's action, or DEFAULT_ACTION; without a toast when `silent`. */
export function clientActionFor(facts: ErrorFacts): ClientAction {
  const action = ERROR_TABLE.find((rule) => matches(rule.match, facts))?.action ?? DEFAULT_ACTION;
  return facts.silent && action.toast ? { ...action, toast: false } : action;
}

/**
 * The kind of a failed HTTP exchange, for clients that see a fetch error or an axios-style code:
 * a 2xx status is no failure (null); 4xx badRequest; 5xx badResponse; a fetch TypeError a network
 * error; AbortError canceled; TimeoutError (AbortSignal.timeout) a time-out.
 */
export function httpErrorKind(failure: {
  status?: number;
  name?: string;
  code?: string;
}): HttpErrorKind | null {
  switch (failure.code) {
    case 'ERR_NETWORK':
      return 'network';
    case 'ECONNABORTED':
      return 'aborted';
    case 'ETIMEDOUT':
      return 'timeout';
    case 'ERR_BAD_REQUEST':
      return 'badRequest';
    case 'ERR_BAD_RESPONSE':
      return 'badResponse';
    case 'ERR_CANCELED':
      return 'canceled';
    case 'ERR_NOT_SUPPORT':
      return 'unsupportedProtocol';
  }
  if (failure.name === 'TimeoutError') return 'timeout';
  if (failure.name === 'AbortError') return 'canceled';
  if (failure.status !== undefined && failure.status > 0) {
    if (failure.status >= 200 && failure.status < 300) return null;
    if (failure.status >= 400 && failure.status < 500) return 'badRequest';
    return 'badResponse';
  }
  if (failure.name === 'TypeError') return 'network';
  return failure.status === 0 ? 'network' : null;
}
