/**
 * The gateway's per-player limits on re-proven secrets, against a platform that does not limit them
 * itself (PLATFORM_SECRET_MAX_ATTEMPTS very high, no platform cooling): wrong withdrawal passwords and
 * wrong current passwords lock the secret for the player (every session, the right answer too) and the
 * refusal says in the player's language when to try again; parallel guesses cannot race past the
 * count; adding a payout destination needs the withdrawal password or a code; a destination added
 * through the gateway cannot be withdrawn to during PAYOUT_COOLING_MS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import {
  BANK_CARD,
  expectFieldError,
  loggedIn,
  newPlayer,
  startStack,
  type Stack,
  byUsername,
  WITHDRAW_PASSWORD,
} from './helper';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('secrets', {
    platformEnv: { PLATFORM_SECRET_MAX_ATTEMPTS: '1000', PLATFORM_PAYOUT_COOLING_MS: '0' },
    // gateway 0: default cooling (24 h); gateway 1: no cooling, for the password tests.
    gatewayEnvs: [{}, { PAYOUT_COOLING_MS: '0' }],
  });
});
afterAll(async () => {
  await stack?.stop();
});

let seq = 0;
const order = (bankCardId: string, withdrawPassword: string) => ({
  clientOrderId: `sec-${Date.now()}-${seq++}-abcdef`,
  currency: 'JPY',
  amount: '5000',
  methodCode: 'BANK_JP',
  bankCardId,
  withdrawPassword,
});
const requests = async (path: string) => (await stack.platform.dev.counters()).requests[path] ?? 0;

async function playerWithCard(gateway: number) {
  const s = await loggedIn(stack, gateway);
  await stack.platform.dev.call('POST', '/withdraw-password', {
    loginName: s.view.user.loginName,
    password: WITHDRAW_PASSWORD,
  });
  const card = await s.client.ok<{ id: string }>('wallet.bankCardAdd', {
    ...BANK_CARD,
    withdrawPassword: WITHDRAW_PASSWORD,
  });
  return { ...s, cardId: card.id };
}

describe('withdrawal password', () => {
  it('locks the player after 5 wrong answers: the right one is refused too, in every session, with the time', async () => {
    const { client, player, cardId } = await playerWithCard(1);
    for (let i = 0; i < 4; i++) {
      const r = await client.call('withdraw.create', order(cardId, `wrong${i}`));
      expect(r.error?.data.upstreamCode).toBe(CODES.WITHDRAW_PASSWORD_WRONG);
    }
    const fifth = await client.call('withdraw.create', order(cardId, 'wrong5'));
    expect(fifth.status).toBe(429);
    expect(fifth.error?.data).toMatchObject({
      code: 'TOO_MANY_REQUESTS',
      messageKey: 'errors.attemptsLocked',
    });
    const retryAt = fifth.error!.data.retryAt!;
    expect(retryAt).toBeGreaterThan(Date.now());

    const before = await requests('/api/v1/withdraw/create');
    const right = await client.call('withdraw.create', order(cardId, WITHDRAW_PASSWORD));
    expect(right.status).toBe(429);
    expect(right.error?.data.retryAt).toBe(retryAt);
    expect(right.error?.message).toMatch(/以降にもう一度お試しください/);
    expect(await requests('/api/v1/withdraw/create')).toBe(before);

    // A new session of the same player is locked as well, and is told in English when asked to.
    const again = stack.client(1);
    await again.ok('session.login', byUsername(player));
    await again.ok('session.setLanguage', { language: 'en-US' });
    const en = await again.call('withdraw.create', order(cardId, WITHDRAW_PASSWORD));
    expect(en.status).toBe(429);
    expect(en.error?.message).toMatch(/try again after/);
    // Adding a destination with the same password is locked too.
    const add = await again.call('wallet.bankCardAdd', {
      ...BANK_CARD,
      accountNo: '7654321',
      withdrawPassword: WITHDRAW_PASSWORD,
    });
    expect(add.status).toBe(429);
    const orders = await again.ok<{ total: number }>('withdraw.orders', { pageNo: 1, pageSize: 10 });
    expect(orders.total).toBe(0);
  });

  it('lets at most the limit of parallel guesses reach the platform', async () => {
    const { client, cardId } = await playerWithCard(1);
    const before = await requests('/api/v1/withdraw/create');
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => client.call('withdraw.create', order(cardId, `guess${i}`))),
    );
    expect(results.every((r) => !r.ok)).toBe(true);
    expect((await requests('/api/v1/withdraw/create')) - before).toBeLessThanOrEqual(5);
  });

  it('a right answer before the limit starts the count again', async () => {
    const { client, cardId } = await playerWithCard(1);
    for (let i = 0; i < 4; i++) await client.call('withdraw.create', order(cardId, `wrong${i}`));
    expect((await client.call('withdraw.create', order(cardId, WITHDRAW_PASSWORD))).ok).toBe(true);
    for (let i = 0; i < 4; i++) {
      const r = await client.call('withdraw.create', order(cardId, `again${i}`));
      expect(r.error?.data.upstreamCode).toBe(CODES.WITHDRAW_PASSWORD_WRONG);
    }
  });
});

describe('current password', () => {
  it('locks account.modify after 5 wrong old passwords; the session lives on for other calls', async () => {
    const { client, player } = await loggedIn(stack, 1);
    const modify = (oldPassword: string) =>
      client.call('account.modify', { oldPassword, newPassword: 'NewPassw0rd!' });
    for (let i = 0; i < 4; i++) {
      expect((await modify(`Wrongpw${i}!`)).error?.data.upstreamCode).toBe(CODES.WRONG_CREDENTIALS);
    }
    expect((await modify('Wrongpw5!')).status).toBe(429);
    const right = await modify(player.password);
    expect(right.status).toBe(429);
    expect(right.error?.data.messageKey).toBe('errors.attemptsLocked');
    // Name changes do not prove the password and are not locked.
    expect((await client.call('account.playerInfo', {})).ok).toBe(true);
  });
});

describe('payout destinations', () => {
  it('are refused without the withdrawal password or a code, before the platform', async () => {
    const { client } = await loggedIn(stack, 0);
    const before = await requests('/api/ext/v1/bank_card/add');
    const r = await client.call('wallet.bankCardAdd', BANK_CARD);
    expectFieldError(r, 'withdrawPassword', 'validation.payoutProofRequired');
    const a = await client.call('wallet.addressCreate', {
      currency: 'USDT',
      network: 'TRC20',
      address: 'TN3W4H6rK2ce4vX9YnFQHwKENnHjoxb3m9',
    });
    expect(a.error?.data.fieldErrors?.withdrawPassword).toEqual(['validation.payoutProofRequired']);
    expect(await requests('/api/ext/v1/bank_card/add')).toBe(before);
  });

  it('are added with a fresh code sent to the email', async () => {
    const player = await newPlayer(stack.platform);
    const client = stack.client(0);
    await client.ok('session.login', byUsername(player));
    await client.ok('verification.emailSendCodeByName', { username: player.username, purpose: 4 });
    const {
      messages: [msg],
    } = await stack.platform.dev.outbox(player.email);
    const r = await client.call('wallet.bankCardAdd', { ...BANK_CARD, verifyCode: msg!.code });
    expect(r.ok).toBe(true);
  });

  it('cannot be withdrawn to during the cooling period, even when the platform allows it', async () => {
    const { client, cardId } = await playerWithCard(0);
    const before = await requests('/api/v1/withdraw/create');
    const r = await client.call('withdraw.create', order(cardId, WITHDRAW_PASSWORD));
    expect(r.status).toBe(403);
    expect(r.error?.data).toMatchObject({ messageKey: 'errors.payoutCooling' });
    expect(r.error?.data.retryAt).toBeGreaterThan(Date.now() + 23 * 3600_000);
    expect(r.error?.message).toMatch(/以降にご利用いただけます/);
    expect(await requests('/api/v1/withdraw/create')).toBe(before);
  });
});
