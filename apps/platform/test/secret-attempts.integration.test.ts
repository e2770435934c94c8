/**
 * The platform's own per-player limits on re-proven secrets: wrong withdrawal passwords and wrong
 * current passwords lock the secret (the right answer is refused too, with the time it ends in ja and
 * en); adding a payout destination needs the withdrawal password or a fresh emailed code; a new
 * destination cannot be withdrawn to during the cooling period.
 */
import { describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { useTestPlatform } from './harness';
import { latestCode } from './identity-helpers';
import { CARD, moneyPlayer, newOrder } from './money-helpers';

// Default settings: 5 attempts, a 30-minute lock, 24 hours of cooling.
const p = useTestPlatform();

const PW = 'w1thdraw';

async function withPassword(balances: Record<string, string> = { JPY: '100000' }) {
  const me = await moneyPlayer(p, balances);
  await p.dev('POST', '/withdraw-password', { loginName: me.loginName, password: PW });
  return me;
}

describe('withdrawal password attempts', () => {
  it('locks after 5 wrong answers, refuses the right one while locked, and says until when', async () => {
    const me = await withPassword();
    for (let i = 0; i < 4; i++) {
      const r = await me.call('/api/ext/v1/bank_card/add', { ...CARD, withdrawPassword: `wrong${i}` });
      expect(r.code).toBe(CODES.WITHDRAW_PASSWORD_WRONG);
    }
    const fifth = await me.call('/api/ext/v1/bank_card/add', { ...CARD, withdrawPassword: 'wrong5' });
    expect(fifth.code).toBe(CODES.RATE_LIMITED);
    const right = await me.call('/api/ext/v1/bank_card/add', { ...CARD, withdrawPassword: PW });
    expect(right.code).toBe(CODES.RATE_LIMITED);
    const until = (right.data as { lockedUntil: number }).lockedUntil;
    expect(until).toBeGreaterThan(Date.now());
    expect(right.msg).toMatch(/以降にもう一度お試しください/);
    const en = await me.call('/api/ext/v1/bank_card/add', { ...CARD, withdrawPassword: PW }, 'en-US');
    expect(en.msg).toMatch(/try again after/);
    // withdraw.create shares the lock: the right password creates nothing.
    const create = await me.call(
      '/api/v1/withdraw/create',
      newOrder({
        currency: 'JPY',
        amount: '5000',
        methodCode: 'BANK_JP',
        bankCardId: 'none',
        withdrawPassword: PW,
      }),
    );
    expect(create.code).not.toBe(0);
    expect(await me.ok('/api/ext/v1/bank_card/list')).toHaveLength(0);
  });

  it('counts per player: another player is not locked', async () => {
    const other = await withPassword();
    const ok = await other.call('/api/ext/v1/bank_card/add', { ...CARD, withdrawPassword: PW });
    expect(ok.code).toBe(0);
  });
});

describe('current password attempts', () => {
  it('locks account.modify after 5 wrong old passwords, the right one too', async () => {
    const me = await moneyPlayer(p);
    const modify = (oldPassword: string) =>
      me.call('/api/ext/v1/player/modify', { oldPassword, newPassword: 'NewPassw0rd' });
    for (let i = 0; i < 4; i++) expect((await modify(`wrongpw${i}`)).code).toBe(CODES.WRONG_CREDENTIALS);
    expect((await modify('wrongpw5')).code).toBe(CODES.RATE_LIMITED);
    const right = await modify('secret123');
    expect(right.code).toBe(CODES.RATE_LIMITED);
    expect(right.data).toMatchObject({ lockedUntil: expect.any(Number) });
  });
});

describe('adding a payout destination', () => {
  it('needs the withdrawal password or a fresh code sent to the email', async () => {
    const { loginName, username, tokens } = await p.player({ balances: { JPY: '10000' } });
    const call = (payload: Record<string, unknown>) =>
      p.call(
        '/api/ext/v1/bank_card/add',
        { loginName, ...CARD, ...payload },
        { token: tokens!.access_token },
      );
    const none = await call({});
    expect(none.body.code).toBe(CODES.VALIDATION);
    expect(none.body.data).toMatchObject({ fields: { withdrawPassword: 'validation.payoutProofRequired' } });
    // No withdrawal password set: a guessed one is wrong.
    expect((await call({ withdrawPassword: 'guess123' })).body.code).toBe(CODES.WITHDRAW_PASSWORD_WRONG);
    expect((await call({ verifyCode: '000000' })).body.code).toBe(CODES.CODE_INVALID);
    await p.call('/api/v1/email/send_code_by_name', { username, purpose: 4 });
    const code = await latestCode(p, `${username}@example.com`);
    expect((await call({ verifyCode: code })).body.code).toBe(0);
    // The code is used up.
    expect((await call({ verifyCode: code, accountNo: '7654321' })).body.code).toBe(CODES.CODE_INVALID);
  });

  it('cannot be withdrawn to during the cooling period', async () => {
    const me = await withPassword();
    const card = await me.ok('/api/ext/v1/bank_card/add', { ...CARD, withdrawPassword: PW });
    const r = await me.call(
      '/api/v1/withdraw/create',
      newOrder({
        currency: 'JPY',
        amount: '5000',
        methodCode: 'BANK_JP',
        bankCardId: card.id,
        withdrawPassword: PW,
      }),
    );
    expect(r.code).toBe(CODES.PAYOUT_ACCOUNT_COOLING);
    expect(r.data).toMatchObject({ usableAt: expect.any(Number) });
    expect(me.cash()).toBe(100000n * 100000000n);
  });
});
