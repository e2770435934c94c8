/**
 * Business constants of spec section 9 (and the few of section 4 that are numbers), with the small
 * pure functions that interpret them: the Apple-device test behind the open-game limit, the fingerprint
 * cache lifetime, the lottery actCode cut-off and the language-code mapping. Isomorphic: the caller
 * passes user agent, platform and clock in; nothing here reads a global.
 */
import type { Currency } from './money-units';

// ---- Calls and session ----------------------------------------------------------------------------

/** Main-client request time-out (spec section 7 and 9). */
export const REQUEST_TIMEOUT_MS = 30_000;
/** While one request refreshes the token, the others poll for the new one this often... */
export const REFRESH_WAIT_POLL_MS = 300;
/** ...for at most this long, then give up (and the session is cleared). */
export const REFRESH_WAIT_MAX_MS = 60_000;

// ---- Verification codes and captcha ---------------------------------------------------------------

/** After an email code is sent, the resend button counts down from this many seconds. */
export const EMAIL_CODE_COUNTDOWN_S = 60;
/** The "check your spam folder" hint shows once the countdown is at or below this many seconds. */
export const EMAIL_CODE_HINT_AT_S = 30;
/** The slider captcha closes this long after a successful verification. */
export const CAPTCHA_SUCCESS_CLOSE_MS = 500;

/** Whether the countdown is far enough along to show the hint (inclusive bound, spec: "30 s or less"). */
export function showEmailCodeHint(secondsLeft: number): boolean {
  return secondsLeft > 0 && secondsLeft <= EMAIL_CODE_HINT_AT_S;
}

// ---- Games --------------------------------------------------------------------------------------

/** Game launches are debounced by this long (double clicks open one game). */
export const LAUNCH_DEBOUNCE_MS = 500;
/** At most this many games run at once in multi-machine mode... */
export const MAX_OPEN_GAMES = 4;
/** ...and this many on Apple devices (iOS and Mac: memory limits of WebKit with several game iframes). */
export const MAX_OPEN_GAMES_APPLE = 2;
/** The only game platforms whose games can run in multi-machine mode (spec section 4). */
export const MULTI_MODE_PLATFORMS = ['JPT', 'JPT2', 'ISLOT', 'KAMIKAZE', 'IPACHIN', 'PCB', 'PNG'] as const;
export type MultiModePlatform = (typeof MULTI_MODE_PLATFORMS)[number];

export function isMultiModePlatform(platformCode: string): platformCode is MultiModePlatform {
  return (MULTI_MODE_PLATFORMS as readonly string[]).includes(platformCode.trim().toUpperCase());
}

export type AppleDevice = 'iphone' | 'ipad' | 'mac';

/**
 * Which Apple device the browser runs on, if any. iPadOS 13+ reports itself as a Mac ("Macintosh" in
 * the user agent, "MacIntel" as platform); a "Mac" with more than one touch point is an iPad. iPods
 * count as iPhones. `platform` and `maxTouchPoints` are navigator.platform and navigator.maxTouchPoints
 * when the caller has them (the gateway only has the user agent).
 */
export function appleDevice(
  userAgent: string,
  platform?: string,
  maxTouchPoints?: number,
): AppleDevice | null {
  if (/\biPad\b/i.test(userAgent) || (platform !== undefined && /^iPad/i.test(platform))) return 'ipad';
  if (/\b(iPhone|iPod)\b/i.test(userAgent) || (platform !== undefined && /^(iPhone|iPod)/i.test(platform))) {
    return 'iphone';
  }
  const mac =
    /\bMacintosh\b|\bMac OS X\b/i.test(userAgent) || (platform !== undefined && /^Mac/i.test(platform));
  if (!mac) return null;
  return (maxTouchPoints ?? 0) > 1 ? 'ipad' : 'mac';
}

/** iPhone, iPad (including iPadOS posing as a Mac) or Mac: the devices limited to 2 open games. */
export function isAppleDevice(userAgent: string, platform?: string, maxTouchPoints?: number): boolean {
  return appleDevice(userAgent, platform, maxTouchPoints) !== null;
}

export function maxOpenGames(apple: boolean): number {
  return apple ? MAX_OPEN_GAMES_APPLE : MAX_OPEN_GAMES;
}

// ---- Page sizes ---------------------------------------------------------------------------------

/** The page sizes the product asks for; the catalog's `pageSize` flags read these (the input default). */
export const PAGE_SIZES = {
  favorites: 500,
  kamikazeList: 999,
  gameList: 99,
  bonusList: 200,
  bigWinList: 5,
} as const;

// ---- Defaults and languages ---------------------------------------------------------------------

export const DEFAULT_CURRENCY: Currency = 'JPY';

/** UI languages (route prefixes /ja/, /en/ and i18n resource keys). Japanese is the default. */
export const LANGUAGES = ['ja', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'ja';

/** Language tags sent upstream in the x-language header. */
export const API_LANGUAGES = ['ja-JP', 'en-US'] as const;
export type ApiLanguage = (typeof API_LANGUAGES)[number];
export const DEFAULT_API_LANGUAGE: ApiLanguage = 'ja-JP';

const TO_API: Record<Language, ApiLanguage> = { ja: 'ja-JP', en: 'en-US' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

export function toApiLanguage(language: Language): ApiLanguage {
  return TO_API[language];
}

/**
 * 'ja-JP', 'ja', 'JA_jp', 'en-US', 'en-GB', 'en' -> the UI language; anything else (or nothing) -> the
 * default. Used for the x-language header, Accept-Language and the /{lng}/ route prefix alike.
 */
export function fromApiLanguage(tag: string | null | undefined): Language {
  const primary = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : DEFAULT_LANGUAGE;
}

// ---- Fingerprint ---------------------------------------------------------------------------------

/** Saving the device fingerprint is tried this many times... */
export const FINGERPRINT_RETRIES = 4;
/** ...this far apart. */
export const FINGERPRINT_RETRY_DELAY_MS = 3_000;
/** The day boundary the fingerprint cache follows: the product's players are in Japan. */
export const FINGERPRINT_TIME_ZONE = 'Asia/Tokyo';

/** Offset of `timeZone` from UTC at instant `ms`, in ms (positive east of Greenwich). */
function zoneOffsetMs(ms: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(ms));
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(ms / 1000) * 1000;
}

/**
 * Milliseconds from `now` to the next local midnight in `timeZone` (a cache TTL "until the end of the
 * day"). Always > 0: at exactly midnight the answer is a whole day. Handles zones with daylight saving
 * (the day may be 23 or 25 hours long).
 */
export function endOfDayTtlMs(now: number | Date, timeZone: string = FINGERPRINT_TIME_ZONE): number {
  const nowMs = typeof now === 'number' ? now : now.getTime();
  const local = new Date(nowMs + zoneOffsetMs(nowMs, timeZone));
  const nextMidnightLocal = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate() + 1);
  // Convert local wall-clock midnight back to an instant; a second pass settles a DST change in between.
  let instant = nextMidnightLocal - zoneOffsetMs(nowMs, timeZone);
  instant = nextMidnightLocal - zoneOffsetMs(instant, timeZone);
  return instant - nowMs;
}

// ---- Promotions ----------------------------------------------------------------------------------

/** Lottery ticket configs whose actCode (a yyyymmdd number) is below this are ignored. */
export const LOTTERY_MIN_ACT_CODE = 20241008;

export function isLotteryConfigActive(actCode: number | string | null | undefined): boolean {
  if (actCode === null || actCode === undefined) return false;
  const text = String(actCode).trim();
  if (!/^\d+$/.test(text)) return false;
  return Number(text) >= LOTTERY_MIN_ACT_CODE;
}
