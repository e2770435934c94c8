import { describe, expect, it } from 'vitest';
import {
  carriesSecret,
  playerScreenJson,
  readPlayerScreenAnswers,
  SESSION_CALL,
  WITHDRAW_ORDERS_FIRST_PAGE,
} from './player-first-screen';

const session = {
  path: 'session.current',
  data: { loggedIn: true, currency: 'USDT', user: { loginName: 'p' } },
};

describe("a signed-in player's first-screen answers", () => {
  it('takes the session view and the calls that page makes for that session, with their exact inputs', () => {
    const methods = [{ methodCode: 'c', methodType: 'CRYPTO_ADDRESS' }];
    const json = playerScreenJson([
      session,
      { path: 'withdraw.methods', input: { currency: 'USDT' }, data: methods },
      { path: 'withdraw.limits', input: { currency: 'JPY' }, data: { stale: true } },
      { path: 'withdraw.orders', input: { ...WITHDRAW_ORDERS_FIRST_PAGE }, data: { list: [] } },
      { path: 'wallet.addressList', input: { currency: 'USDT' }, data: [] },
      { path: 'wallet.bankCardList', input: {}, data: [] },
      { path: 'account.playerInfo', input: {}, data: {} },
    ]);
    expect(readPlayerScreenAnswers(json, '/ja/account/withdraw').map((a) => [a.path, a.input])).toEqual([
      ['session.current', undefined],
      ['withdraw.methods', { currency: 'USDT' }],
      ['withdraw.orders', WITHDRAW_ORDERS_FIRST_PAGE],
      // the first method is a crypto one: its addresses, not the bank cards
      ['wallet.addressList', { currency: 'USDT' }],
    ]);
    // Another page takes the session alone.
    expect(readPlayerScreenAnswers(json, '/en/promotions').map((a) => a.path)).toEqual([SESSION_CALL[0]]);
  });

  it("takes nothing without a signed-in session view, or from what is not the gateway's JSON", () => {
    const out = { path: 'session.current', data: { loggedIn: false } };
    const info = { path: 'account.playerInfo', input: {}, data: {} };
    expect(readPlayerScreenAnswers(playerScreenJson([out, info]), '/ja/account')).toEqual([]);
    expect(readPlayerScreenAnswers(playerScreenJson([info]), '/ja/account')).toEqual([]);
    expect(readPlayerScreenAnswers('{not json', '/ja/account')).toEqual([]);
    expect(readPlayerScreenAnswers('{"a":1}', '/ja/account')).toEqual([]);
  });

  it('writes JSON that cannot close its <script> element', () => {
    const json = playerScreenJson([{ path: 'x.y', data: '</script><script>alert(1)</script>\u2028' }]);
    expect(json).not.toMatch(/[<>\u2028]/);
    expect(JSON.parse(json)).toEqual([{ path: 'x.y', data: '</script><script>alert(1)</script>\u2028' }]);
  });

  it('tells an answer with a secret-like field holding text (never put in a page) from a flag', () => {
    expect(carriesSecret({ accessToken: 'abc' })).toBe(true);
    expect(carriesSecret({ list: [{ rsaPublicKey: '-----BEGIN PUBLIC KEY-----' }] })).toBe(true);
    expect(carriesSecret({ user: { refresh_token: { v: 1 } } })).toBe(true);
    expect(carriesSecret({ withdrawPassword: 'x' })).toBe(true);
    expect(carriesSecret({ hasWithdrawPassword: true, userNamePwdStatus: false, list: [{ a: 1 }] })).toBe(
      false,
    );
    expect(carriesSecret(session.data)).toBe(false);
  });
});
