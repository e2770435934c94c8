/**
 * A stolen session cannot take an account over through its recovery contacts: once an email or phone
 * is bound, binding a phone (or an email) needs the current login password, and the contact already
 * bound is told. Without the password nothing reaches the platform and nothing changes; so the thief
 * cannot reset the password by SMS and the owner's password keeps working.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_PURPOSE } from '@casino/shared/schemas/verification-code';
import { expectBindNeedsPassword, newPlayer, PASSWORD, startStack, type Stack, byUsername } from './helper';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('recovery-proof');
});
afterAll(async () => {
  await stack?.stop();
});

async function codeFor(to: string): Promise<string> {
  const { messages } = await stack.platform.dev.outbox(to);
  const m = [...messages].reverse().find((x) => x.code);
  if (!m) throw new Error(`no code for ${to}`);
  return m.code;
}

/** A player with a bound email and no phone, signed in (the thief holds this session). */
async function emailOnlyPlayer() {
  const username = `r${Math.random().toString(36).slice(2, 10)}`;
  const created = { username, password: PASSWORD, email: `${username}@example.com` };
  await stack.platform.dev.createPlayer({ ...created, balances: { JPY: '1000.00' } });
  const client = stack.client();
  expect((await client.call('session.login', byUsername(created))).ok).toBe(true);
  const info = await client.ok<{ emailBindFlag: boolean; mobileBindFlag: boolean }>('account.playerInfo', {});
  expect(info.emailBindFlag).toBe(true);
  expect(info.mobileBindFlag).toBe(false);
  return { client, player: created };
}

describe('binding a recovery contact from a session', () => {
  it('binding a phone to an account with a bound email needs the current password, and the email is told', async () => {
    const { client, player } = await emailOnlyPlayer();
    const mobile = `080${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
    await client.ok('verification.phoneSendCodeByPhone', { mobile, purpose: CODE_PURPOSE.bind });
    const code = await codeFor(mobile);

    await expectBindNeedsPassword(client, 'verification.phoneBind', { mobile, code });

    // Nothing changed: the thief cannot reset the password by SMS to this number, the owner still signs in.
    const reset = await stack.client().call('verification.phoneSendCodeByName', {
      username: player.username,
      purpose: CODE_PURPOSE.resetPassword,
    });
    expect(reset.ok).toBe(true);
    // Only the bind code ever went to the thief's number.
    expect((await stack.platform.dev.outbox(mobile)).messages).toHaveLength(1);
    expect((await stack.client().call('session.login', byUsername(player))).ok).toBe(true);

    const right = await client.call('verification.phoneBind', { mobile, code, password: player.password });
    expect(right.ok).toBe(true);
    const mail = await stack.platform.dev.outbox(player.email);
    expect(mail.messages.some((m) => m.purpose === 'phone-changed')).toBe(true);
  });

  it('changing the email of an account with a bound email and phone needs the current password too', async () => {
    const player = await newPlayer(stack.platform);
    const client = stack.client();
    expect((await client.call('session.login', byUsername(player))).ok).toBe(true);
    const email = `p${Math.random().toString(36).slice(2, 10)}@example.com`;
    await client.ok('verification.emailSendCodeByEmail', { email, purpose: CODE_PURPOSE.bind });
    const code = await codeFor(email);
    const none = await client.call('verification.emailBind', { email, code });
    expect(none.error?.data.fieldErrors?.password).toEqual(['validation.currentPasswordRequired']);
    const right = await client.call('verification.emailBind', { email, code, password: player.password });
    expect(right.ok).toBe(true);
  });
});
