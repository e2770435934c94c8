/**
 * PASSWORD_CASE through the gateway against the real platform (both started with the same setting):
 * with `lower` (the default) a player who registered as "MiXeD123" signs in with any case, and so do
 * a reset and a changed password (the old password of a change too); with `preserve` only the exact
 * case signs in. The withdrawal password keeps its case under either setting. The forms learn the
 * setting from common.config.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { CODE_PURPOSE } from '@casino/shared/schemas/verification-code';
import { GatewayClient } from '@casino/testkit/client';
import { useStack, type Stack } from './helper';

/** Every test signs in from 127.0.0.1 many times: per-IP limits meant for the internet would trip. */
const LIMITS = { RATE_LOGIN_PER_MIN: '1000', RATE_REGISTER_PER_HOUR: '1000', RATE_CODE_PER_10MIN: '1000' };

function names() {
  const suffix = randomBytes(4).toString('hex');
  return { username: `pc${suffix}`, email: `pc${suffix}@example.com` };
}

async function latestCode(stack: Stack, to: string): Promise<string> {
  const { messages } = await stack.platform.dev.outbox(to);
  const code = messages[0]?.code;
  if (!code) throw new Error(`no code sent to ${to}`);
  return code;
}

/** Registers through the gateway as the register form does (email code, then createAccount). */
async function register(stack: Stack, password: string) {
  const { username, email } = names();
  const c = new GatewayClient(stack.gateways[0]!.url);
  const sent = await c.call('verification.emailSendCodeByEmail', { email, purpose: CODE_PURPOSE.register });
  expect(sent.ok, sent.raw).toBe(true);
  const reg = await c.call('account.createAccount', {
    loginType: 1,
    loginName: username,
    password,
    email,
    emailCode: await latestCode(stack, email),
  });
  expect(reg.ok, reg.raw).toBe(true);
  return { username, email };
}

/** A fresh browser signing in; returns the client when it worked, else null. */
async function signIn(stack: Stack, account: string, password: string, loginType = 'username') {
  const c = new GatewayClient(stack.gateways[0]!.url);
  const r = await c.call('session.login', { loginType, account, password });
  if (r.ok) return c;
  expect(r.error?.data.upstreamCode, r.raw).toBe(CODES.WRONG_CREDENTIALS);
  return null;
}

async function resetPassword(stack: Stack, who: { username: string; email: string }, newPassword: string) {
  const c = new GatewayClient(stack.gateways[0]!.url);
  const sent = await c.call('verification.emailSendCodeByName', {
    username: who.username,
    purpose: CODE_PURPOSE.resetPassword,
  });
  expect(sent.ok, sent.raw).toBe(true);
  const r = await c.call('account.resetPassword', {
    resetType: 1,
    username: who.username,
    code: await latestCode(stack, who.email),
    newPassword,
  });
  expect(r.ok, r.raw).toBe(true);
}

async function publicPasswordCase(stack: Stack) {
  const r = await new GatewayClient(stack.gateways[0]!.url).call('common.config', {});
  expect(r.ok, r.raw).toBe(true);
  return (r.data as { passwordCase?: string }).passwordCase;
}

describe('PASSWORD_CASE=lower (the default)', () => {
  const stack = useStack('pwcase-lower', {
    gatewayEnv: { ...LIMITS, PAYOUT_COOLING_MS: '0' },
    // A new payout destination may be used at once (the withdrawal test adds one).
    platformEnv: { PLATFORM_PAYOUT_COOLING_MS: '0' },
  });

  it('tells the front ends through common.config', async () => {
    expect(await publicPasswordCase(stack())).toBe('lower');
  });

  it('registers "MiXeD123" and signs in with "mixed123", "MIXED123" and as typed, by username and by email', async () => {
    const who = await register(stack(), 'MiXeD123');
    expect(await signIn(stack(), who.username, 'mixed123')).not.toBeNull();
    expect(await signIn(stack(), who.username, 'MIXED123')).not.toBeNull();
    expect(await signIn(stack(), who.username, 'MiXeD123')).not.toBeNull();
    expect(await signIn(stack(), who.email, 'MIXED123', 'email')).not.toBeNull();
    expect(await signIn(stack(), who.username, 'mixed124')).toBeNull();
  });

  it('a player seeded on the platform with a mixed-case password signs in with any case', async () => {
    const { username } = names();
    await stack().platform.dev.createPlayer({ username, password: 'SeEdEd99' });
    expect(await signIn(stack(), username, 'seeded99')).not.toBeNull();
    expect(await signIn(stack(), username, 'SEEDED99')).not.toBeNull();
  });

  it('a password reset to "NeWpass456" signs in with any case', async () => {
    const who = await register(stack(), 'first111');
    await resetPassword(stack(), who, 'NeWpass456');
    expect(await signIn(stack(), who.username, 'newpass456')).not.toBeNull();
    expect(await signIn(stack(), who.username, 'NEWPASS456')).not.toBeNull();
    expect(await signIn(stack(), who.username, 'first111')).toBeNull();
  });

  it('a password change accepts the old password in any case, and the new one signs in with any case', async () => {
    const who = await register(stack(), 'OlDpass11');
    const c = await signIn(stack(), who.username, 'oldpass11');
    expect(c).not.toBeNull();
    const changed = await c!.call('account.modify', { oldPassword: 'OLDPASS11', newPassword: 'ChAnGeD22' });
    expect(changed.ok, changed.raw).toBe(true);
    expect(await signIn(stack(), who.username, 'changed22')).not.toBeNull();
    expect(await signIn(stack(), who.username, 'CHANGED22')).not.toBeNull();
    expect(await signIn(stack(), who.username, 'oldpass11')).toBeNull();
  });

  it('keeps the case of the withdrawal password', async () => {
    const { username } = names();
    const created = await stack().platform.dev.createPlayer({
      username,
      password: 'secret123',
      balances: { JPY: '50000.00' },
    });
    await stack().platform.dev.call('POST', '/withdraw-password', {
      loginName: created.loginName,
      password: 'WdPass99',
    });
    const c = (await signIn(stack(), username, 'secret123'))!;
    const card = await c.call('wallet.bankCardAdd', {
      bankCode: '0005',
      bankName: '三菱UFJ銀行',
      branchCode: '001',
      branchName: '本店',
      accountType: 1,
      accountNo: '1234567',
      accountName: 'ヤマダ タロウ',
      withdrawPassword: 'WdPass99',
    });
    expect(card.ok, card.raw).toBe(true);
    const order = (withdrawPassword: string) => ({
      clientOrderId: `PC-${randomBytes(6).toString('hex')}`,
      currency: 'JPY',
      amount: '5000.00',
      methodCode: 'BANK_JP',
      bankCardId: (card.data as { id: string }).id,
      withdrawPassword,
    });
    const lowered = await c.call('withdraw.create', order('wdpass99'));
    expect(lowered.ok, lowered.raw).toBe(false);
    const exact = await c.call('withdraw.create', order('WdPass99'));
    expect(exact.ok, exact.raw).toBe(true);
  });
});

describe('PASSWORD_CASE=preserve', () => {
  const stack = useStack('pwcase-preserve', {
    platformEnv: { PASSWORD_CASE: 'preserve' },
    gatewayEnv: { ...LIMITS, PASSWORD_CASE: 'preserve' },
  });

  it('tells the front ends through common.config', async () => {
    expect(await publicPasswordCase(stack())).toBe('preserve');
  });

  it('signs in only with the exact case after registration, reset and change', async () => {
    const who = await register(stack(), 'MiXeD123');
    expect(await signIn(stack(), who.username, 'mixed123')).toBeNull();
    expect(await signIn(stack(), who.username, 'MIXED123')).toBeNull();
    const c = await signIn(stack(), who.username, 'MiXeD123');
    expect(c).not.toBeNull();

    const wrongOld = await c!.call('account.modify', { oldPassword: 'mixed123', newPassword: 'ChAnGeD22' });
    expect(wrongOld.error?.data.upstreamCode).toBe(CODES.WRONG_CREDENTIALS);
    const changed = await c!.call('account.modify', { oldPassword: 'MiXeD123', newPassword: 'ChAnGeD22' });
    expect(changed.ok, changed.raw).toBe(true);
    expect(await signIn(stack(), who.username, 'changed22')).toBeNull();
    expect(await signIn(stack(), who.username, 'ChAnGeD22')).not.toBeNull();

    await resetPassword(stack(), who, 'NeWpass456');
    expect(await signIn(stack(), who.username, 'NEWPASS456')).toBeNull();
    expect(await signIn(stack(), who.username, 'newpass456')).toBeNull();
    expect(await signIn(stack(), who.username, 'NeWpass456')).not.toBeNull();
  });
});
