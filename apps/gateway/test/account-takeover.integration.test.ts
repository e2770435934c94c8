/**
 * A stolen session must not become a permanent takeover: changing a bound email or
 * phone needs the current password (wrong answers share the per-player password lock), the old
 * address is told, and a password change ends the player's other sessions. Also item 16: a session
 * cookie without Max-Age, and at most SESSION_MAX_PER_PLAYER sessions per player.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CODE_PURPOSE } from '@casino/shared/schemas/verification-code';
import { expectBindNeedsPassword, loggedIn, newPlayer, startStack, type Stack, byUsername } from './helper';

let stack: Stack;
beforeAll(async () => {
  stack = await startStack('account-takeover', { gatewayEnv: { SESSION_MAX_PER_PLAYER: '3' } });
});
afterAll(async () => {
  await stack?.stop();
});

async function codeFor(to: string): Promise<string> {
  const { messages } = await stack.platform.dev.outbox(to);
  const m = messages.find((x) => x.code);
  if (!m) throw new Error(`no code for ${to}`);
  return m.code;
}

describe('changing the email of an account', () => {
  it('needs the current password, counts wrong ones, and tells the old address', async () => {
    const { client, player } = await loggedIn(stack);
    const email = `n${randomBytes(4).toString('hex')}@example.com`;
    await client.ok('verification.emailSendCodeByEmail', { email, purpose: CODE_PURPOSE.bind });
    const code = await codeFor(email);

    await expectBindNeedsPassword(client, 'verification.emailBind', { email, code });
    const info = await client.ok<{ email: string }>('account.playerInfo', {});
    expect(info.email).not.toContain(email.slice(0, 3) + '*');

    const right = await client.call('verification.emailBind', { email, code, password: player.password });
    expect(right.ok).toBe(true);
    const { messages } = await stack.platform.dev.outbox(player.email);
    expect(messages.some((m) => m.purpose === 'email-changed')).toBe(true);
  });

  it('the reference platform refuses it without the password even when asked directly', async () => {
    // The gateway refuses first; the platform's own rule is proven by the wrong password above reaching
    // it (100702 comes from the platform) and by binding the first email without one below.
    const created = await newPlayer(stack.platform);
    const client = stack.client();
    const login = await client.call('session.login', byUsername(created));
    expect(login.ok).toBe(true);
    // same address again is not a change: no password needed
    await client.ok('verification.emailSendCodeByEmail', {
      email: created.email,
      purpose: CODE_PURPOSE.bind,
    });
    const code = await codeFor(created.email);
    const same = await client.call('verification.emailBind', {
      email: created.email,
      code,
      password: created.password,
    });
    expect(same.ok).toBe(true);
  });
});

describe('changing the password', () => {
  it('ends the player other sessions, not the one that changed it', async () => {
    const { client: a, player } = await loggedIn(stack);
    const b = stack.client();
    const login = await b.call('session.login', byUsername(player));
    expect(login.ok).toBe(true);
    expect((await b.ok<{ loggedIn: boolean }>('session.current')).loggedIn).toBe(true);
    const r = await a.call('account.modify', { oldPassword: player.password, newPassword: 'N3w-password' });
    expect(r.ok).toBe(true);
    expect((await b.ok<{ loggedIn: boolean }>('session.current')).loggedIn).toBe(false);
    expect((await a.ok<{ loggedIn: boolean }>('session.current')).loggedIn).toBe(true);
  });
});

describe('sessions', () => {
  it('the session cookie has no Max-Age (it ends with the browser)', async () => {
    const player = await newPlayer(stack.platform);
    const client = stack.client();
    const r = await client.call('session.login', byUsername(player));
    const sid = r.setCookies.find((c) => /^(__Host-)?sid=[^;]/.test(c))!;
    expect(sid).toBeTruthy();
    expect(sid).not.toMatch(/max-age|expires/i);
  });

  it('at most SESSION_MAX_PER_PLAYER per player: a new login ends the oldest', async () => {
    const player = await newPlayer(stack.platform);
    const clients = [];
    for (let i = 0; i < 4; i++) {
      const c = stack.client();
      const r = await c.call('session.login', byUsername(player));
      expect(r.ok).toBe(true);
      clients.push(c);
    }
    const states = [];
    for (const c of clients) states.push((await c.ok<{ loggedIn: boolean }>('session.current')).loggedIn);
    expect(states).toEqual([false, true, true, true]);
  });

  it("a player signs out every other session at once and keeps this one; another player's stay", async () => {
    const { client: here, player } = await loggedIn(stack);
    const elsewhere = stack.client();
    expect((await elsewhere.call('session.login', byUsername(player))).ok).toBe(true);
    const { client: stranger } = await loggedIn(stack);

    const r = await here.ok<{ ended: number }>('session.signOutOthers', {});
    expect(r.ended).toBe(1);
    expect((await elsewhere.ok<{ loggedIn: boolean }>('session.current')).loggedIn).toBe(false);
    expect((await here.ok<{ loggedIn: boolean }>('session.current')).loggedIn).toBe(true);
    expect((await stranger.ok<{ loggedIn: boolean }>('session.current')).loggedIn).toBe(true);
    // Nothing left to end; a visitor without a session is refused.
    expect((await here.ok<{ ended: number }>('session.signOutOthers', {})).ended).toBe(0);
    expect((await stack.client().call('session.signOutOthers', {})).status).toBe(401);
  });

  it('a call from a session signed out elsewhere is refused with the reason, as the live channel tells it', async () => {
    const { client: here, player } = await loggedIn(stack);
    const elsewhere = stack.client();
    expect((await elsewhere.call('session.login', byUsername(player))).ok).toBe(true);
    await here.ok('session.signOutOthers', {});
    const refused = await elsewhere.call('account.playerInfo', {});
    expect(refused.status).toBe(401);
    expect(refused.error?.data).toMatchObject({
      sessionCleared: true,
      sessionEndReason: 'logged-out-elsewhere',
    });
    // A visitor who never had a session is only asked to log in.
    const visitor = await stack.client().call('account.playerInfo', {});
    expect(visitor.status).toBe(401);
    expect(visitor.error?.data).not.toHaveProperty('sessionEndReason');
  });
});
