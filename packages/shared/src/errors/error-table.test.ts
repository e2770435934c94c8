import { describe, expect, it } from 'vitest';
import { hasMessageKey, translate } from '../i18n/resources';
import { CODES } from '../protocol/codes';
import {
  DEFAULT_ACTION,
  ERROR_TABLE,
  type ErrorFacts,
  HTTP_ERROR_KINDS,
  MAX_TOASTS,
  clientActionFor,
  enqueueToast,
  httpErrorKind,
} from './error-table';
import { isSilentKind } from './silent-kinds';

/** The essentials of an action: type, toast, and the extra fields of field-taken / reload-later. */
function summary(facts: ErrorFacts) {
  const a = clientActionFor(facts);
  return {
    type: a.type,
    toast: a.toast,
    server: a.preferServerMessage,
    ...(a.redirectTo ? { to: a.redirectTo } : {}),
    ...(a.type === 'field-taken' ? { field: a.field } : {}),
    ...(a.type === 'reload-later' ? { delayMs: a.delayMs, cookie: a.removeCookie } : {}),
  };
}

describe('clientActionFor: main client codes of spec section 8', () => {
  it.each<[string, ErrorFacts, ReturnType<typeof summary>]>([
    [
      '1008 refreshes and retries',
      { client: 'main', code: 1008 },
      { type: 'refresh-and-retry', toast: false, server: false },
    ],
    [
      '1018 clears the session',
      { client: 'main', code: 1018 },
      { type: 'clear-session', toast: true, server: false, to: '/login' },
    ],
    [
      'a failed refresh clears the session',
      { client: 'main', kind: 'refreshFailed' },
      { type: 'clear-session', toast: true, server: false, to: '/login' },
    ],
    [
      '1012 goes home',
      { client: 'main', code: 1012 },
      { type: 'go-home', toast: false, server: false, to: '/' },
    ],
    [
      '100326 opens the KYC L3 dialog',
      { client: 'main', code: 100326 },
      { type: 'open-kyc-l3', toast: false, server: false },
    ],
    [
      '100989 opens the register error dialog',
      { client: 'main', code: 100989, context: 'register' },
      { type: 'open-register-error', toast: false, server: false },
    ],
    [
      '100701 on login opens the slider captcha silently',
      { client: 'main', code: 100701, context: 'login' },
      { type: 'open-slider-captcha', toast: false, server: false },
    ],
    [
      '100701 elsewhere is a plain toast',
      { client: 'main', code: 100701, context: 'other' },
      { type: 'toast', toast: true, server: true },
    ],
    [
      '100701 without a context is a plain toast',
      { client: 'main', code: 100701 },
      { type: 'toast', toast: true, server: true },
    ],
    [
      '100700 on login shows the lock dialog',
      { client: 'main', code: 100700, context: 'login' },
      { type: 'show-lock-dialog', toast: false, server: false },
    ],
    [
      '100700 elsewhere is a plain toast',
      { client: 'main', code: 100700, context: 'game' },
      { type: 'toast', toast: true, server: true },
    ],
    [
      '110069 on a game page goes to the category list',
      { client: 'main', code: 110069, context: 'game' },
      { type: 'go-to-category-list', toast: true, server: true },
    ],
    [
      '110069 elsewhere is a plain toast',
      { client: 'main', code: 110069, context: 'login' },
      { type: 'toast', toast: true, server: true },
    ],
    [
      '100010 marks the username taken',
      { client: 'main', code: 100010 },
      { type: 'field-taken', toast: false, server: false, field: 'username' },
    ],
    [
      '100919 marks the email taken',
      { client: 'main', code: 100919 },
      { type: 'field-taken', toast: false, server: false, field: 'email' },
    ],
    [
      '200106 marks the phone taken',
      { client: 'main', code: CODES.PHONE_TAKEN },
      { type: 'field-taken', toast: false, server: false, field: 'phone' },
    ],
    [
      'a region block opens the limit-login dialog',
      { client: 'main', code: CODES.ACCESS_LIMITED, context: 'login' },
      { type: 'open-limit-login', toast: false, server: false },
    ],
    [
      'access type 2 goes to /403',
      { client: 'main', code: CODES.ACCESS_DENIED },
      { type: 'go-forbidden', toast: false, server: false, to: '/403' },
    ],
    [
      'any other code is a toast with the upstream msg',
      { client: 'main', code: 999999 },
      { type: 'toast', toast: true, server: true },
    ],
    [
      'a protocol code is a toast too',
      { client: 'main', code: CODES.RATE_LIMITED },
      { type: 'toast', toast: true, server: true },
    ],
  ])('%s', (_name, facts, expected) => {
    expect(summary(facts)).toEqual(expected);
  });
});

describe('clientActionFor: second client', () => {
  it.each<[string, ErrorFacts, ReturnType<typeof summary>]>([
    ['200 is success', { client: 'second', code: 200 }, { type: 'none', toast: false, server: false }],
    [
      'another code toasts msg or message',
      { client: 'second', code: 500 },
      { type: 'toast', toast: true, server: true },
    ],
    [
      'code 0 is not success on this client',
      { client: 'second', code: 0 },
      { type: 'toast', toast: true, server: true },
    ],
    [
      '-120 reloads after 5 s and removes the key cookie',
      { client: 'second', code: -120 },
      { type: 'reload-later', toast: true, server: true, delayMs: 5000, cookie: 'key' },
    ],
    [
      '-130 goes home',
      { client: 'second', code: -130 },
      { type: 'go-home', toast: true, server: true, to: '/' },
    ],
    [
      'HTTP 401 refreshes and retries',
      { client: 'second', httpStatus: 401 },
      { type: 'refresh-and-retry', toast: false, server: false },
    ],
    [
      'HTTP 401 wins over the kind it also has',
      { client: 'second', httpStatus: 401, kind: 'badRequest' },
      { type: 'refresh-and-retry', toast: false, server: false },
    ],
    [
      'HTTP 403 is a bad request',
      { client: 'second', httpStatus: 403, kind: 'badRequest' },
      { type: 'toast', toast: true, server: true },
    ],
    [
      '1008 means nothing special here',
      { client: 'second', code: 1008 },
      { type: 'toast', toast: true, server: true },
    ],
    [
      '1018 still clears the session',
      { client: 'second', code: 1018 },
      { type: 'clear-session', toast: true, server: false, to: '/login' },
    ],
    [
      'a failed refresh clears the session',
      { client: 'second', kind: 'refreshFailed' },
      { type: 'clear-session', toast: true, server: false, to: '/login' },
    ],
  ])('%s', (_name, facts, expected) => {
    expect(summary(facts)).toEqual(expected);
  });

  it('main-client codes do not act on the second client', () => {
    expect(clientActionFor({ client: 'second', code: 100326 }).type).toBe('toast');
    expect(clientActionFor({ client: 'main', code: -120 }).type).toBe('toast');
    expect(clientActionFor({ client: 'main', httpStatus: 401 }).type).toBe('toast');
  });
});

describe('clientActionFor: network kinds (both clients)', () => {
  it.each<[ErrorFacts['kind'], string, boolean]>([
    ['timeout', 'toast', true],
    ['network', 'silent', false],
    ['canceled', 'silent', false],
    ['aborted', 'toast', true],
    ['badRequest', 'toast', true],
    ['badResponse', 'toast', true],
    ['unsupportedProtocol', 'toast', true],
  ])('%s -> %s (toast %s)', (kind, type, toast) => {
    for (const client of ['main', 'second'] as const) {
      const action = clientActionFor({ client, kind });
      expect(action.type).toBe(type);
      expect(action.toast).toBe(toast);
    }
  });

  it("a time-out reads 'Request timed out' / 'リクエストがタイムアウトしました', never the server text", () => {
    const action = clientActionFor({ client: 'main', kind: 'timeout' });
    expect(action.preferServerMessage).toBe(false);
    expect(translate('en', action.messageKey)).toBe('Request timed out');
    expect(translate('ja', action.messageKey)).toBe('リクエストがタイムアウトしました');
  });

  it('covers every generic kind of the HTTP client', () => {
    expect(HTTP_ERROR_KINDS).toHaveLength(7);
    for (const kind of HTTP_ERROR_KINDS) {
      expect(
        ERROR_TABLE.some((r) => r.match.kind === kind),
        kind,
      ).toBe(true);
    }
  });
});

describe('isSilentKind (the silent rows without the table)', () => {
  it.each([...HTTP_ERROR_KINDS, 'refreshFailed' as const])(
    "says %s is silent exactly when the table's action for it is",
    (kind) => {
      for (const client of ['main', 'second'] as const) {
        expect(isSilentKind(kind)).toBe(clientActionFor({ client, kind }).type === 'silent');
      }
    },
  );
});

describe('clientActionFor: silent calls', () => {
  it.each<[string, ErrorFacts, string]>([
    ['a plain error shows no toast', { client: 'main', code: 5, silent: true }, 'toast'],
    ['a session end still clears the session', { client: 'main', code: 1018, silent: true }, 'clear-session'],
    ['1008 still refreshes', { client: 'main', code: 1008, silent: true }, 'refresh-and-retry'],
    ['-120 still reloads', { client: 'second', code: -120, silent: true }, 'reload-later'],
  ])('%s', (_name, facts, type) => {
    const action = clientActionFor(facts);
    expect(action.type).toBe(type);
    expect(action.toast).toBe(false);
  });

  it('does not change the table row it came from', () => {
    clientActionFor({ client: 'main', code: 1018, silent: true });
    expect(clientActionFor({ client: 'main', code: 1018 }).toast).toBe(true);
    expect(DEFAULT_ACTION.toast).toBe(true);
  });
});

describe('the table', () => {
  it('has a message in ja and en for every row', () => {
    for (const rule of [...ERROR_TABLE, { action: DEFAULT_ACTION, note: 'default' }]) {
      expect(hasMessageKey(rule.action.messageKey), rule.note).toBe(true);
      if (rule.action.type === 'field-taken') expect(hasMessageKey(rule.action.fieldMessageKey)).toBe(true);
    }
  });

  it('covers every code of the catalogue of spec section 8', () => {
    const codes = new Set(ERROR_TABLE.map((r) => r.match.code));
    for (const code of [
      1008, 1018, 1012, 100326, 100989, 100701, 100700, 110069, 100010, 100919, -120, -130,
    ]) {
      expect(codes, String(code)).toContain(code);
    }
  });

  it('has no two rows with the same match (a later one could never apply)', () => {
    const keys = ERROR_TABLE.map((r) => JSON.stringify(r.match, Object.keys(r.match).sort()));
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('fills {{seconds}} of the -120 message', () => {
    const action = clientActionFor({ client: 'second', code: -120 });
    expect(translate('ja', action.messageKey, action.messageVars)).toBe('5秒後にページを再読み込みします。');
  });
});

describe('httpErrorKind', () => {
  it.each([
    [{ code: 'ERR_NETWORK' }, 'network'],
    [{ code: 'ECONNABORTED' }, 'aborted'],
    [{ code: 'ETIMEDOUT' }, 'timeout'],
    [{ code: 'ERR_BAD_REQUEST', status: 404 }, 'badRequest'],
    [{ code: 'ERR_BAD_RESPONSE', status: 502 }, 'badResponse'],
    [{ code: 'ERR_CANCELED' }, 'canceled'],
    [{ code: 'ERR_NOT_SUPPORT' }, 'unsupportedProtocol'],
    [{ name: 'TimeoutError' }, 'timeout'],
    [{ name: 'AbortError' }, 'canceled'],
    [{ name: 'TypeError' }, 'network'],
    [{ status: 0 }, 'network'],
    [{ status: 199 }, 'badResponse'],
    [{ status: 200 }, null],
    [{ status: 299 }, null],
    [{ status: 300 }, 'badResponse'],
    [{ status: 399 }, 'badResponse'],
    [{ status: 400 }, 'badRequest'],
    [{ status: 499 }, 'badRequest'],
    [{ status: 500 }, 'badResponse'],
    [{}, null],
  ])('%j -> %s', (failure, expected) => {
    expect(httpErrorKind(failure)).toBe(expected);
  });
});

describe('enqueueToast', () => {
  const t = (id: number, text = `t${id}`) => ({ id, text });

  it.each([
    ['the first toast', [], t(1), [1]],
    ['below the limit', [t(1), t(2)], t(3), [1, 2, 3]],
    ['at the limit the oldest goes', [t(1), t(2), t(3)], t(4), [2, 3, 4]],
    ['the same text is not repeated', [t(1), t(2, 'same')], t(3, 'same'), [1, 2]],
  ])('%s', (_name, showing, toast, ids) => {
    expect(enqueueToast(showing, toast).map((x) => x.id)).toEqual(ids);
  });

  it('never shows more than MAX_TOASTS = 3', () => {
    expect(MAX_TOASTS).toBe(3);
    let showing: Array<{ id: number; text: string }> = [];
    for (let i = 0; i < 10; i++) showing = enqueueToast(showing, t(i));
    expect(showing.map((x) => x.id)).toEqual([7, 8, 9]);
  });
});
