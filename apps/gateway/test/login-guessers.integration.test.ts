/**
 * Guessers from many addresses cannot keep a player out. Past RATE_LOGIN_PER_MIN failures for one
 * account (any address) a login needs a solved slider captcha or a device that signed in to that
 * account before; it is never a flat 429 for the account. Limits stay per address and per account and
 * address pair. The owner with the right password, from a fresh address, with a solved captcha, gets in;
 * so does the owner's own device without one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayClient } from '@casino/testkit/client';
import { newPlayer, startStack, type Stack } from './helper';

const LIMIT = 10;
let stack: Stack;
beforeAll(async () => {
  stack = await startStack('login-guessers', {
    platformEnv: { PLATFORM_CAPTCHA_TRACE: 'optional' },
    // One proxy hop (as behind the compose load balancer): X-Forwarded-For names the client.
    gatewayEnv: { RATE_LOGIN_PER_MIN: String(LIMIT), GATEWAY_TRUST_PROXY: '1' },
  });
});
afterAll(async () => {
  await stack?.stop();
});

let n = 0;
/** A client at a fresh address of its own. */
const fromFreshAddress = () => {
  n++;
  return new GatewayClient(stack.gateways[0]!.url, {
    'x-forwarded-for': `198.51.${100 + Math.floor(n / 250)}.${(n % 250) + 1}`,
  });
};

/**
 * Solves the slider with the platform's answer for the challenge (the drag trace is the platform's own
 * check, tested there; this stack accepts an answer without one).
 */
async function solveCaptcha(client: GatewayClient) {
  const challenge = await client.ok<{ captchaId: string }>('common.generateSlider', {});
  const { x } = await stack.platform.dev.call<{ x: number }>(
    'GET',
    `/captcha/answer?captchaId=${encodeURIComponent(challenge.captchaId)}`,
  );
  const ok = await client.call<{ ticket: string }>('common.validateSlider', {
    captchaId: challenge.captchaId,
    x,
  });
  expect(ok.ok, ok.raw).toBe(true);
  return ok.data!.ticket;
}

describe.each(['username', 'email'] as const)('failed logins by %s from many addresses', (loginType) => {
  it('do not keep the owner out: the right password from a fresh address with a solved captcha gets in', async () => {
    const player = await newPlayer(stack.platform);
    const account = loginType === 'username' ? player.username : player.email;
    for (let i = 0; i <= LIMIT; i++) {
      const r = await fromFreshAddress().call('session.login', {
        loginType,
        account,
        password: `Wrong-pass${i}`,
      });
      expect(r.ok).toBe(false);
    }
    // Past the limit a fresh address without a captcha is asked for one, never a flat 429.
    const bare = await fromFreshAddress().call('session.login', {
      loginType,
      account,
      password: player.password,
    });
    expect(bare.status, bare.raw).not.toBe(429);
    expect(Number(bare.error?.data.upstreamCode)).toBe(100701);

    const owner = fromFreshAddress();
    const ticket = await solveCaptcha(owner);
    const r = await owner.call<{ loggedIn: boolean }>('session.login', {
      loginType,
      account,
      password: player.password,
      captchaTicket: ticket,
    });
    expect(r.ok, r.raw).toBe(true);
    expect(r.data?.loggedIn).toBe(true);
  });
});

describe('a device that signed in to the account before', () => {
  it('gets in with the right password past the limit, without a captcha', async () => {
    const player = await newPlayer(stack.platform);
    const own = fromFreshAddress();
    const first = await own.call('session.login', {
      loginType: 'username',
      account: player.username,
      password: player.password,
    });
    expect(first.ok).toBe(true);
    for (let i = 0; i <= LIMIT; i++)
      await fromFreshAddress().call('session.login', {
        loginType: 'username',
        account: player.username,
        password: `Wrong-pass${i}`,
      });
    // The gateway's own rule, whatever the platform asks for: its slider switched off for logins here.
    await stack.platform.dev.call('POST', '/captcha/switch', { login: false });
    try {
      const right = { loginType: 'username', account: player.username, password: player.password };
      const stranger = await fromFreshAddress().call('session.login', right);
      expect(Number(stranger.error?.data.upstreamCode), stranger.raw).toBe(100701);
      // The same browser (its device cookie) from a new network address.
      const again = fromFreshAddress();
      again.jar.set('did', own.jar.get('did')!);
      const r = await again.call('session.login', right);
      expect(r.ok, r.raw).toBe(true);
    } finally {
      await stack.platform.dev.call('POST', '/captcha/switch', { login: true });
    }
  });
});

describe('one address guessing one account', () => {
  it('is limited per account and address pair (429 with the time left)', async () => {
    const player = await newPlayer(stack.platform);
    const statuses: number[] = [];
    const same = fromFreshAddress();
    for (let i = 0; i <= LIMIT + 1; i++) {
      const r = await same.call('session.login', {
        loginType: 'username',
        account: player.username,
        password: `Wrong-pass${i}`,
      });
      statuses.push(r.status);
      if (r.status === 429) expect(r.error?.data.retryAfterMs).toBeGreaterThan(0);
    }
    expect(statuses.at(-1)).toBe(429);
  });
});
