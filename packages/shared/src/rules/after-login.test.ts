import { describe, expect, it } from 'vitest';
import { type AfterLoginUser, afterLoginStep } from './after-login';

const wallets = [{ currency: 'BTC' }, { currency: 'USD' }, { currency: 'JPY' }];
const done: AfterLoginUser = {
  emailBindFlag: true,
  mobileBindFlag: true,
  needBindPhone: false,
  userNamePwdStatus: true,
  wallets,
};

describe('afterLoginStep', () => {
  it.each([
    [
      'everything in place -> logged in',
      {},
      { kind: 'loggedIn', wallets: [{ currency: 'JPY' }, { currency: 'USD' }, { currency: 'BTC' }] },
    ],
    ['email unbound -> add-info 2', { emailBindFlag: false }, { kind: 'addInfo', step: 2 }],
    ['email unbound (0) -> add-info 2', { emailBindFlag: 0 }, { kind: 'addInfo', step: 2 }],
    ['email flag missing counts as unbound', { emailBindFlag: undefined }, { kind: 'addInfo', step: 2 }],
    [
      'email unbound and no username/password -> add-info 3',
      { emailBindFlag: false, userNamePwdStatus: false },
      { kind: 'addInfo', step: 3 },
    ],
    [
      'phone needs binding -> add-info 1',
      { needBindPhone: true, mobileBindFlag: false },
      { kind: 'addInfo', step: 1 },
    ],
    [
      'phone needs binding (1/0 flags) -> add-info 1',
      { needBindPhone: 1, mobileBindFlag: 0 },
      { kind: 'addInfo', step: 1 },
    ],
    [
      'needBindPhone with the phone already bound -> logged in',
      { needBindPhone: true, mobileBindFlag: true },
      { kind: 'loggedIn', wallets: [{ currency: 'JPY' }, { currency: 'USD' }, { currency: 'BTC' }] },
    ],
    [
      'phone unbound but not required -> logged in',
      { mobileBindFlag: false },
      { kind: 'loggedIn', wallets: [{ currency: 'JPY' }, { currency: 'USD' }, { currency: 'BTC' }] },
    ],
    [
      'username/password unset -> registration success',
      { userNamePwdStatus: false },
      { kind: 'registrationSuccess' },
    ],
    [
      'username/password flag missing -> registration success',
      { userNamePwdStatus: undefined },
      { kind: 'registrationSuccess' },
    ],
    // precedence
    [
      'email beats phone',
      { emailBindFlag: false, needBindPhone: true, mobileBindFlag: false },
      { kind: 'addInfo', step: 2 },
    ],
    [
      'email beats phone and registration success',
      { emailBindFlag: false, needBindPhone: true, mobileBindFlag: false, userNamePwdStatus: false },
      { kind: 'addInfo', step: 3 },
    ],
    [
      'phone beats registration success',
      { needBindPhone: true, mobileBindFlag: false, userNamePwdStatus: false },
      { kind: 'addInfo', step: 1 },
    ],
    ['no wallets -> logged in with none', { wallets: null }, { kind: 'loggedIn', wallets: [] }],
  ] as const)('%s', (_name, overrides, expected) => {
    expect(afterLoginStep({ ...done, ...overrides })).toEqual(expected);
  });

  it('keeps the wallet objects (with their amounts) when sorting', () => {
    const step = afterLoginStep({
      ...done,
      wallets: [
        { currency: 'ETH', amount: '1' },
        { currency: 'JPY', amount: '2' },
      ],
    });
    expect(step).toEqual({
      kind: 'loggedIn',
      wallets: [
        { currency: 'JPY', amount: '2' },
        { currency: 'ETH', amount: '1' },
      ],
    });
  });
});
