import { describe, expect, it } from 'vitest';
import {
  API_LANGUAGES,
  CAPTCHA_SUCCESS_CLOSE_MS,
  DEFAULT_API_LANGUAGE,
  DEFAULT_CURRENCY,
  DEFAULT_LANGUAGE,
  EMAIL_CODE_COUNTDOWN_S,
  FINGERPRINT_RETRIES,
  FINGERPRINT_RETRY_DELAY_MS,
  LANGUAGES,
  LAUNCH_DEBOUNCE_MS,
  LOTTERY_MIN_ACT_CODE,
  MAX_OPEN_GAMES,
  MAX_OPEN_GAMES_APPLE,
  MULTI_MODE_PLATFORMS,
  PAGE_SIZES,
  REFRESH_WAIT_MAX_MS,
  REFRESH_WAIT_POLL_MS,
  REQUEST_TIMEOUT_MS,
  appleDevice,
  endOfDayTtlMs,
  fromApiLanguage,
  isAppleDevice,
  isLanguage,
  isLotteryConfigActive,
  isMultiModePlatform,
  maxOpenGames,
  showEmailCodeHint,
  toApiLanguage,
} from './constants';

describe('section 9 constants', () => {
  it.each([
    ['request time-out', REQUEST_TIMEOUT_MS, 30_000],
    ['email code countdown (s)', EMAIL_CODE_COUNTDOWN_S, 60],
    ['captcha success close', CAPTCHA_SUCCESS_CLOSE_MS, 500],
    ['launch debounce', LAUNCH_DEBOUNCE_MS, 500],
    ['max open games', MAX_OPEN_GAMES, 4],
    ['max open games on Apple devices', MAX_OPEN_GAMES_APPLE, 2],
    ['fingerprint retries', FINGERPRINT_RETRIES, 4],
    ['fingerprint retry delay', FINGERPRINT_RETRY_DELAY_MS, 3_000],
    ['refresh wait poll', REFRESH_WAIT_POLL_MS, 300],
    ['refresh wait max', REFRESH_WAIT_MAX_MS, 60_000],
    ['lottery actCode cut-off', LOTTERY_MIN_ACT_CODE, 20241008],
  ])('%s is %d', (_name, value, expected) => {
    expect(value).toBe(expected);
  });

  it('has the page sizes, defaults and multi-mode platforms of the spec', () => {
    expect(PAGE_SIZES).toEqual({
      favorites: 500,
      kamikazeList: 999,
      gameList: 99,
      bonusList: 200,
      bigWinList: 5,
    });
    expect(DEFAULT_CURRENCY).toBe('JPY');
    expect(DEFAULT_API_LANGUAGE).toBe('ja-JP');
    expect(DEFAULT_LANGUAGE).toBe('ja');
    expect(MULTI_MODE_PLATFORMS).toEqual(['JPT', 'JPT2', 'ISLOT', 'KAMIKAZE', 'IPACHIN', 'PCB', 'PNG']);
  });
});

describe('showEmailCodeHint', () => {
  it.each([
    [60, false],
    [31, false],
    [30, true],
    [1, true],
    [0, false],
  ])('%d s left -> %s', (left, expected) => {
    expect(showEmailCodeHint(left)).toBe(expected);
  });
});

describe('isMultiModePlatform', () => {
  it.each<[string, boolean]>([
    ...MULTI_MODE_PLATFORMS.map((p): [string, boolean] => [p, true]),
    ['jpt', true],
    [' PNG ', true],
    ['JPT3', false],
    ['PG', false],
    ['', false],
  ])('%j -> %s', (code, expected) => {
    expect(isMultiModePlatform(code)).toBe(expected);
  });
});

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadOld:
    'Mozilla/5.0 (iPad; CPU OS 12_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ipod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  macChrome:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  linux:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

describe('appleDevice / isAppleDevice / maxOpenGames', () => {
  it.each([
    ['iPhone', UA.iphone, undefined, undefined, 'iphone'],
    ['iPod touch', UA.ipod, undefined, undefined, 'iphone'],
    ['iPad before iPadOS 13', UA.ipadOld, undefined, undefined, 'ipad'],
    ['iPadOS posing as a Mac, with touch', UA.mac, 'MacIntel', 5, 'ipad'],
    ['a Mac (no touch)', UA.mac, 'MacIntel', 0, 'mac'],
    ['a Mac, user agent only (the gateway)', UA.macChrome, undefined, undefined, 'mac'],
    ['a Mac with one touch point (trackpad reports 0 or 1)', UA.mac, 'MacIntel', 1, 'mac'],
    ['platform says iPhone, user agent customised', 'CustomApp/1.0', 'iPhone', 5, 'iphone'],
    ['platform says iPad', 'CustomApp/1.0', 'iPad', 5, 'ipad'],
    ['Windows', UA.windows, 'Win32', 0, null],
    ['Windows touch laptop', UA.windows, 'Win32', 10, null],
    ['Android', UA.android, 'Linux armv8l', 5, null],
    ['Linux (the kiosk)', UA.linux, 'Linux x86_64', 0, null],
    ['empty user agent', '', undefined, undefined, null],
  ] as const)('%s -> %s', (_name, ua, platform, touch, expected) => {
    expect(appleDevice(ua, platform, touch)).toBe(expected);
    expect(isAppleDevice(ua, platform, touch)).toBe(expected !== null);
    expect(maxOpenGames(isAppleDevice(ua, platform, touch))).toBe(expected === null ? 4 : 2);
  });
});

describe('languages', () => {
  it('pairs ja/en with ja-JP/en-US', () => {
    expect(LANGUAGES.map(toApiLanguage)).toEqual(API_LANGUAGES);
    for (const tag of API_LANGUAGES) expect(toApiLanguage(fromApiLanguage(tag))).toBe(tag);
  });

  it.each([
    ['ja-JP', 'ja'],
    ['en-US', 'en'],
    ['ja', 'ja'],
    ['en', 'en'],
    ['EN_gb', 'en'],
    [' en-GB ', 'en'],
    ['zh-CN', 'ja'],
    ['', 'ja'],
    [null, 'ja'],
    [undefined, 'ja'],
  ])('fromApiLanguage(%j) -> %s', (tag, expected) => {
    expect(fromApiLanguage(tag)).toBe(expected);
  });

  it.each([
    ['ja', true],
    ['en', true],
    ['ja-JP', false],
    ['', false],
    [null, false],
    [1, false],
  ])('isLanguage(%j) -> %s', (value, expected) => {
    expect(isLanguage(value)).toBe(expected);
  });
});

describe('endOfDayTtlMs', () => {
  const at = (iso: string) => Date.parse(iso);
  const H = 3_600_000;

  it.each([
    // Tokyo is UTC+9 all year: its midnight is 15:00 UTC.
    ['Tokyo noon', '2026-11-22T03:00:00Z', 'Asia/Tokyo', 12 * H],
    ['one ms before Tokyo midnight', '2026-11-22T14:59:59.999Z', 'Asia/Tokyo', 1],
    ['exactly Tokyo midnight: a whole day', '2026-11-22T15:00:00Z', 'Asia/Tokyo', 24 * H],
    ['one ms after Tokyo midnight', '2026-11-22T15:00:00.001Z', 'Asia/Tokyo', 24 * H - 1],
    ['late evening UTC is already tomorrow in Tokyo', '2026-11-22T23:00:00Z', 'Asia/Tokyo', 16 * H],
    ['Tokyo year end', '2026-12-31T14:30:00Z', 'Asia/Tokyo', H / 2],
    ['UTC', '2026-11-22T18:00:00Z', 'UTC', 6 * H],
    ['a half-hour zone (Kolkata, UTC+5:30)', '2026-11-22T18:00:00Z', 'Asia/Kolkata', 30 * 60_000],
    // New York: spring forward on 2026-03-08 (a 23-hour day), fall back on 2026-11-01 (25 hours).
    ['New York short day from its midnight', '2026-03-08T05:00:00Z', 'America/New_York', 23 * H],
    ['New York long day from its midnight', '2026-11-01T04:00:00Z', 'America/New_York', 25 * H],
    ['New York after the change', '2026-11-01T17:00:00Z', 'America/New_York', 12 * H],
  ])('%s', (_name, iso, zone, expected) => {
    expect(endOfDayTtlMs(at(iso), zone)).toBe(expected);
  });

  it('defaults to Asia/Tokyo and accepts a Date', () => {
    expect(endOfDayTtlMs(new Date('2026-11-22T03:00:00Z'))).toBe(12 * H);
  });
});

describe('isLotteryConfigActive', () => {
  it.each([
    [20241007, false],
    [20241008, true],
    [20241009, true],
    [20250101, true],
    ['20241008', true],
    ['20241007', false],
    [' 20241008 ', true],
    ['2024-10-08', false],
    ['abc', false],
    ['', false],
    [null, false],
    [undefined, false],
    [0, false],
  ])('%j -> %s', (actCode, expected) => {
    expect(isLotteryConfigActive(actCode)).toBe(expected);
  });
});
