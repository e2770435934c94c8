import { describe, expect, it } from 'vitest';
import { buildSessionView, loggedOutView } from './session-view';

const base = {
  language: 'ja-JP' as const,
  currency: 'JPY' as const,
  kind: 'web' as const,
  terminalId: null,
  idleTimeoutMs: 1000,
  loginName: 'jcplayer',
};
const user = (over: Record<string, unknown> = {}) => ({
  loginName: 'jcplayer',
  emailBindFlag: 1,
  mobileBindFlag: 1,
  needBindPhone: 0,
  userNamePwdStatus: 1,
  wallets: [
    { currency: 'BTC', amount: '0.123456789' },
    { currency: 'JPY', amount: '1234.5' },
    { currency: 'USD', amount: '7' },
  ],
  ...over,
});

describe('session view', () => {
  it('sorts wallets in the wallet order and cuts them to their display decimals', () => {
    const v = buildSessionView({ ...base, user: user(), kyc: null });
    expect(v.user?.wallets.map((w) => [w.currency, w.display])).toEqual([
      ['JPY', '1234.50'],
      ['USD', '7.00'],
      ['BTC', '0.12345678'],
    ]);
  });

  it.each([
    [{ emailBindFlag: 0 }, 2, false],
    [{ emailBindFlag: 0, userNamePwdStatus: 0 }, 3, false],
    [{ needBindPhone: 1, mobileBindFlag: 0 }, 1, false],
    [{ userNamePwdStatus: 0 }, 0, true],
    [{}, 0, false],
  ])('maps %j to add-info step %i (register-success dialog: %s)', (over, step, dialog) => {
    const v = buildSessionView({ ...base, user: user(over), kyc: null });
    expect(v.afterLogin).toEqual({ addInfoStep: step, showRegisterSuccess: dialog });
  });

  it('reports the KYC audit status and deposit verification', () => {
    const approved = { status: 2 };
    const v = buildSessionView({
      ...base,
      user: user({
        firstNameJapanese: '太郎',
        lastNameJapanese: '山田',
        mobile: '09012345678',
        email: 'a@b.co',
      }),
      kyc: { firstLevel: approved, secondLevel: approved, thirdLevel: approved, fourthLevel: null },
    });
    expect(v.kyc?.auditStatus).toBe(3);
    expect(v.kyc?.depositVerified).toBe(true);
    const unknown = buildSessionView({ ...base, user: user(), kyc: null });
    expect(unknown.kyc).toBeNull();
  });

  it('answers a logged-out view without user data', () => {
    expect(loggedOutView('en-US', 'USD')).toMatchObject({ loggedIn: false, user: null, language: 'en-US' });
  });
});
