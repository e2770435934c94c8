/**
 * Account enumeration: code sending and registration answer a known and an unknown
 * account alike; the taken-name check comes only after the email code is proven.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_PURPOSE } from '@casino/shared/schemas/verification-code';
import { CODES } from '@casino/shared/protocol/codes';
import { newPlayer, startStack, type Stack } from './helper';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('enumeration');
});
afterAll(async () => {
  await stack?.stop();
});

const uniq = () => randomBytes(4).toString('hex');

describe('code sending', () => {
  it('by name: the same answer for a known and an unknown account', async () => {
    const player = await newPlayer(stack.platform);
    const c = stack.client();
    for (const proc of ['verification.emailSendCodeByName', 'verification.phoneSendCodeByName']) {
      const known = await c.call(proc, { username: player.username, purpose: CODE_PURPOSE.resetPassword });
      const unknown = await c.call(proc, {
        username: `nobody${uniq()}`,
        purpose: CODE_PURPOSE.resetPassword,
      });
      expect(known.status, proc).toBe(unknown.status);
      expect(known.data, proc).toEqual(unknown.data);
      expect(known.data, proc).toMatchObject({ sentTo: null, resendIn: 60 });
    }
    // the code really went to the account's address
    const { messages } = await stack.platform.dev.outbox(player.email);
    expect(messages.some((m) => m.purpose === 'resetPassword')).toBe(true);
  });

  it('by email for a reset: the same answer for a known and an unknown address', async () => {
    const player = await newPlayer(stack.platform);
    const c = stack.client();
    const known = await c.call<{ sentTo: string }>('verification.emailSendCodeByEmail', {
      email: player.email,
      purpose: CODE_PURPOSE.resetPassword,
    });
    const other = `${player.username}@example.org`;
    const unknown = await c.call<{ sentTo: string }>('verification.emailSendCodeByEmail', {
      email: other,
      purpose: CODE_PURPOSE.resetPassword,
    });
    expect(known.status).toBe(unknown.status);
    expect({ ...known.data, sentTo: '' }).toEqual({ ...unknown.data, sentTo: '' });
    expect(known.data?.sentTo).toBe(`${player.username.slice(0, 2)}***@example.com`);
    expect(unknown.data?.sentTo).toBe(`${player.username.slice(0, 2)}***@example.org`);
  });
});

describe('registration', () => {
  it('says nothing about a taken username before the email code is proven', async () => {
    const player = await newPlayer(stack.platform);
    const c = stack.client();
    const email = `fresh${uniq()}@example.com`;
    const base = { loginType: 1, password: 'Passw0rd!x', email, emailCode: '000000' };
    const taken = await c.call('account.createAccount', { ...base, loginName: player.username });
    const free = await c.call('account.createAccount', { ...base, loginName: `free${uniq()}` });
    expect(taken.error?.data.upstreamCode).toBe(free.error?.data.upstreamCode);
    expect(taken.error?.message).toBe(free.error?.message);
    expect(Number(taken.error?.data.upstreamCode)).toBe(CODES.CODE_INVALID);

    // with the code proven, the taken name is said
    await c.ok('verification.emailSendCodeByEmail', { email, purpose: CODE_PURPOSE.register });
    const { messages } = await stack.platform.dev.outbox(email);
    const real = await c.call('account.createAccount', {
      ...base,
      emailCode: messages[0]!.code,
      loginName: player.username,
    });
    expect(Number(real.error?.data.upstreamCode)).toBe(CODES.USERNAME_TAKEN);
  });
});
