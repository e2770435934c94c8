import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { startTestPlatform, useTestPlatform, type TestPlatform } from './harness';
import {
  captchaTicket,
  decodePngDataUrl,
  latestCode,
  login,
  refresh,
  answerSlider,
  humanTrace,
  sliderAnswer,
  solveByOutline,
  solveByStrongestEdge,
  type Challenge,
  type TracePoint,
} from './identity-helpers';

const p = useTestPlatform({ realTimers: true });

const playerInfo = (token: string) => p.call<{ loginName: string }>('/api/v1/player/query', {}, { token });

describe('password login', () => {
  it('logs in by username (loginType 1, any case) and the token works on player calls', async () => {
    const { username, password, loginName } = await p.player();
    const res = await login(p, username.toUpperCase(), password);
    expect(res.body).toMatchObject({ success: true, code: 0 });
    expect(res.body.data).toMatchObject({ token_type: 'bearer', loginName, expires_in: 1800 });
    const info = await playerInfo(res.body.data!.access_token);
    expect(info.body.data?.loginName).toBe(loginName);
  });

  it('seeds the documented demo account when dev endpoints are on', async () => {
    const res = await login(p, 'demo01', 'demo1234');
    expect(res.body.data?.loginName).toBe('jcdemo01');
    const info = await p.call<{ wallets: { amount: string }[]; mobileBindFlag: boolean }>(
      '/api/v1/player/query',
      {},
      { token: res.body.data!.access_token },
    );
    expect(info.body.data).toMatchObject({ mobileBindFlag: true });
    expect(info.body.data!.wallets[0]!.amount).toBe('100000.00');
  });

  it('logs in by email (loginType 2)', async () => {
    const { loginName, password } = await p.player({ email: 'Mail.Login@example.com' });
    const res = await p.call<{ loginName: string }>(
      '/auth/oauth/token',
      { grantType: 'web_password', loginType: 2, username: 'mail.login@example.com', password },
      { basic: p.basicAuth() },
    );
    expect(res.body.success).toBe(true);
    expect(res.body.data?.loginName).toBe(loginName);
  });

  it('refuses a wrong password, and an unknown user the same way', async () => {
    const { username } = await p.player();
    const wrong = await login(p, username, 'wrong-password');
    const unknown = await login(p, 'nobody' + Date.now().toString(36), 'wrong-password');
    expect(wrong.body).toMatchObject({ success: false, code: CODES.WRONG_CREDENTIALS });
    expect(unknown.body).toMatchObject({ success: false, code: CODES.WRONG_CREDENTIALS });
    expect(wrong.body.msg).toBe(unknown.body.msg);
  });

  it('answers in English when asked', async () => {
    const res = await p.call(
      '/auth/oauth/token',
      { grantType: 'web_password', loginType: 1, username: 'nobody1', password: 'xxxxxx' },
      { basic: p.basicAuth(), lang: 'en-US' },
    );
    expect(res.body.msg).toBe('Wrong username or password');
  });

  it('refuses the token endpoint without the client credentials', async () => {
    const { username, password } = await p.player();
    const res = await p.call('/auth/oauth/token', {
      grantType: 'web_password',
      loginType: 1,
      username,
      password,
    });
    expect(res.body.code).toBe(CODES.BAD_CLIENT);
  });
});

describe('slider captcha', () => {
  const gen = async () =>
    (await p.call<Challenge & { pieceSize: number }>('/api/v1/captcha/generate_slider', {})).body.data!;

  it('serves real PNG images: a background with a hole and a piece, y given, x hidden', async () => {
    const res = await p.call<Challenge & { width: number; height: number; pieceSize: number }>(
      '/api/v1/captcha/generate_slider',
      {},
    );
    const c = res.body.data!;
    expect(c).not.toHaveProperty('x');
    const shade = decodePngDataUrl(c.shadeImage);
    const piece = decodePngDataUrl(c.cutoutImage);
    expect([shade.width, shade.height]).toEqual([c.width, c.height]);
    expect([piece.width, piece.height]).toEqual([c.pieceSize, c.pieceSize]);
    const x = await sliderAnswer(p, c.captchaId);
    expect(x).toBeGreaterThanOrEqual(c.pieceSize);
    expect(x).toBeLessThanOrEqual(c.width - c.pieceSize);
  });

  it('cannot be solved from the image by its outline colour or its strongest edge', async () => {
    // Enough tries that chance alone stays far from the bound (40 tries with a bound of 8 failed a clean
    // run once): a solver a little better than a blind guess is still nowhere near one that works.
    const tries = 100;
    let byOutline = 0;
    let byEdge = 0;
    for (let i = 0; i < tries; i++) {
      const c = await gen();
      const x = await sliderAnswer(p, c.captchaId);
      if (Math.abs(solveByOutline(c.shadeImage, c.y) - x) <= 6) byOutline++;
      if (Math.abs(solveByStrongestEdge(c.shadeImage, c.y, c.pieceSize) - x) <= 6) byEdge++;
    }
    // A blind guess lands within the tolerance about 7 times in 100; a working solver, every time.
    expect(byOutline).toBeLessThanOrEqual(25);
    expect(byEdge).toBeLessThanOrEqual(25);
  });

  it('gives a ticket for a person-like drag to the hole, once per captcha; refuses far off', async () => {
    const c1 = await gen();
    const x1 = await sliderAnswer(p, c1.captchaId);
    const ok = await answerSlider(p, c1.captchaId, x1 + 3, humanTrace(x1 + 3));
    expect(ok.body.success).toBe(true);
    expect(ok.body.data?.ticket).toMatch(/^[\w-]{20,}$/);
    const again = await answerSlider(p, c1.captchaId, x1, humanTrace(x1));
    expect(again.body.code).toBe(CODES.CAPTCHA_INVALID);

    const c2 = await gen();
    const x2 = await sliderAnswer(p, c2.captchaId);
    const off = await answerSlider(p, c2.captchaId, x2 + 40, humanTrace(x2 + 40));
    expect(off.body.code).toBe(CODES.CAPTCHA_INVALID);
    const retry = await answerSlider(p, c2.captchaId, x2, humanTrace(x2));
    expect(retry.body.code).toBe(CODES.CAPTCHA_INVALID);
  });

  it('refuses the right x with a bot-like drag trace, in ja and en', async () => {
    const linear = (x: number, n: number, ms: number) =>
      Array.from({ length: n + 1 }, (_, i) => ({ x: (x * i) / n, t: (ms * i) / n }));
    const bots: [string, (x: number) => TracePoint[] | undefined][] = [
      ['no trace', () => undefined],
      [
        'two points',
        (x) => [
          { x: 0, t: 0 },
          { x, t: 400 },
        ],
      ],
      ['0 ms', (x) => humanTrace(x).map((pt) => ({ ...pt, t: 0 }))],
      ['too fast', (x) => humanTrace(x, 100)],
      ['constant speed', (x) => linear(x, 30, 600)],
      [
        'even steps at uneven times',
        (x) => {
          let t = 0;
          return linear(x, 30, 600).map((pt, i) => ({ ...pt, t: (t += i ? 5 + ((i * 37) % 41) : 0) }));
        },
      ],
      ['time going back', (x) => humanTrace(x).map((pt, i) => (i === 10 ? { ...pt, t: pt.t - 100 } : pt))],
      ['ends elsewhere', (x) => humanTrace(x + 30)],
      ['starts elsewhere', (x) => humanTrace(x).map((pt) => ({ ...pt, x: Math.max(pt.x, 40) }))],
    ];
    for (const [name, trace] of bots) {
      const c = await gen();
      const x = await sliderAnswer(p, c.captchaId);
      const res = await answerSlider(p, c.captchaId, x, trace(x));
      expect({ name, code: res.body.code }).toEqual({ name, code: CODES.CAPTCHA_INVALID });
      expect(res.body.msg).toBe('スライダー認証に失敗しました。もう一度お試しください');
    }
    // A drag that claims to have taken longer than the challenge has existed.
    const c = await gen();
    const x = await sliderAnswer(p, c.captchaId);
    const early = await p.call(
      '/api/v1/captcha/validate_slider',
      { captchaId: c.captchaId, x, trace: humanTrace(x) },
      { lang: 'en-US' },
    );
    expect(early.body.code).toBe(CODES.CAPTCHA_INVALID);
    expect(early.body.msg).toBe('Captcha verification failed, please try again');
  });
});

describe('failed logins: captcha after 3, lock after 5', () => {
  it('asks for a captcha ticket after 3 failures and accepts a real one once', async () => {
    const { username, password } = await p.player();
    for (let i = 0; i < 3; i++)
      expect((await login(p, username, 'bad-pass')).body.code).toBe(CODES.WRONG_CREDENTIALS);
    const noTicket = await login(p, username, password);
    expect(noTicket.body).toMatchObject({ success: false, code: CODES.CAPTCHA_REQUIRED });
    const bogus = await login(p, username, password, { ticket: 'made-up-ticket' });
    expect(bogus.body.code).toBe(CODES.CAPTCHA_REQUIRED);

    const ticket = await captchaTicket(p);
    const ok = await login(p, username, password, { ticket });
    expect(ok.body.success).toBe(true);
    // Success clears the failures: the next login needs no captcha, and the ticket is spent.
    expect((await login(p, username, password)).body.success).toBe(true);
  });

  it('locks after 5 failures even for the right password, until the password is reset', async () => {
    const { username, password, loginName } = await p.player({ email: 'locked.one@example.com' });
    for (let i = 0; i < 3; i++) await login(p, username, 'bad-pass');
    const fourth = await login(p, username, 'bad-pass', { ticket: await captchaTicket(p) });
    expect(fourth.body.code).toBe(CODES.WRONG_CREDENTIALS);
    const fifth = await login(p, username, 'bad-pass', { ticket: await captchaTicket(p) });
    expect(fifth.body.code).toBe(CODES.ACCOUNT_LOCKED);
    const right = await login(p, username, password, { ticket: await captchaTicket(p) });
    expect(right.body.code).toBe(CODES.ACCOUNT_LOCKED);

    const sent = await p.call('/api/v1/email/send_code_by_name', { username, purpose: 2 });
    expect(sent.body.data).toMatchObject({ sentTo: null, resendIn: 60 });
    const code = await latestCode(p, 'locked.one@example.com');
    const reset = await p.call('/api/v1/player/reset_password', {
      resetType: 1,
      username,
      code,
      newPassword: 'brandNew99',
    });
    expect(reset.body).toMatchObject({ success: true, data: { loginName } });
    expect((await login(p, username, password)).body.code).toBe(CODES.WRONG_CREDENTIALS);
    expect((await login(p, username, 'brandNew99')).body.success).toBe(true);
  });

  it('the delay grows with each further failure and ends by itself', async () => {
    const { username, password } = await p.player();
    const ip = '198.51.100.7';
    const tries = async (pass: string) =>
      (await login(p, username, pass, { ticket: await captchaTicket(p) }, ip)).body.code;
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    for (let i = 0; i < 3; i++) await login(p, username, 'bad-pass', {}, ip);
    expect(await tries('bad-pass')).toBe(CODES.WRONG_CREDENTIALS);
    expect(await tries('bad-pass')).toBe(CODES.ACCOUNT_LOCKED); // 5th: 1 minute
    expect(await tries(password)).toBe(CODES.ACCOUNT_LOCKED);
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tries('bad-pass')).toBe(CODES.ACCOUNT_LOCKED); // 6th: 2 minutes
    vi.setSystemTime(Date.now() + 61_000);
    expect(await tries(password)).toBe(CODES.ACCOUNT_LOCKED);
    vi.setSystemTime(Date.now() + 61_000);
    const ok = await login(p, username, password, { ticket: await captchaTicket(p) }, ip);
    expect(ok.body.success).toBe(true);
    vi.useRealTimers();
  });

  it('guesses from elsewhere never lock the owner out, and a known and an unknown account answer alike', async () => {
    const { username, password } = await p.player();
    const unknown = `nobody${Date.now().toString(36)}`;
    const guess = async (name: string, i: number) =>
      (await login(p, name, `bad-pass-${i}`, i >= 3 ? { ticket: await captchaTicket(p) } : {}, '192.0.2.66'))
        .body;
    const known: unknown[] = [];
    const none: unknown[] = [];
    for (let i = 0; i < 8; i++) {
      const a = await guess(username, i);
      const b = await guess(unknown, i);
      // the whole answer but the lock's end time (milliseconds apart)
      const shape = (body: typeof a) => JSON.stringify(body).replace(/"lockedUntil":\d+/, '"lockedUntil":0');
      known.push([a.code, shape(a)]);
      none.push([b.code, shape(b)]);
    }
    expect(known).toEqual(none);
    expect(known.at(-1)).toEqual([CODES.ACCOUNT_LOCKED, expect.any(String)]);

    // the owner, from their own network, still logs in (the captcha the guesses asked for, no lock)
    const owner = await login(p, username, password, { ticket: await captchaTicket(p) }, '203.0.113.99');
    expect(owner.body.success).toBe(true);
  });
});

describe('tokens', () => {
  it('rotates refresh tokens; a reused one answers 1018 and revokes the whole family', async () => {
    const { tokens } = await p.player();
    const before = await p.dev<{ grants: Record<string, number>; refreshReuse: number }>('GET', '/counters');
    const r1 = await refresh(p, tokens!.refresh_token);
    expect(r1.body.success).toBe(true);
    const pair = r1.body.data!;
    expect(pair.refresh_token).not.toBe(tokens!.refresh_token);
    expect((await playerInfo(pair.access_token)).body.success).toBe(true);

    const reuse = await refresh(p, tokens!.refresh_token);
    expect(reuse.body).toMatchObject({ success: false, code: CODES.SESSION_INVALID });
    // The family is gone: the new access token and the new refresh token no longer work.
    expect((await playerInfo(pair.access_token)).body.code).toBe(CODES.SESSION_INVALID);
    expect((await refresh(p, pair.refresh_token)).body.code).toBe(CODES.SESSION_INVALID);

    const after = await p.dev<{ grants: Record<string, number>; refreshReuse: number }>('GET', '/counters');
    expect(after.grants.refresh_token! - before.grants.refresh_token!).toBe(3);
    expect(after.refreshReuse - before.refreshReuse).toBe(1);
  });

  it('two concurrent refreshes with one token: exactly one wins, the other gets 1018', async () => {
    const { tokens } = await p.player();
    const [a, b] = await Promise.all([refresh(p, tokens!.refresh_token), refresh(p, tokens!.refresh_token)]);
    expect([a.body.success, b.body.success].sort()).toEqual([false, true]);
    expect((a.body.success ? b : a).body.code).toBe(CODES.SESSION_INVALID);
  });

  it('logout revokes the access and refresh tokens', async () => {
    const { tokens } = await p.player();
    const out = await p.call('/auth/oauth/logout', {}, { token: tokens!.access_token });
    expect(out.body).toMatchObject({ success: true, data: null });
    expect((await playerInfo(tokens!.access_token)).body.code).toBe(CODES.SESSION_INVALID);
    expect((await refresh(p, tokens!.refresh_token)).body.code).toBe(CODES.SESSION_INVALID);
  });

  it('a disabled player loses every session and cannot log in', async () => {
    const { username, password, loginName, tokens } = await p.player();
    const flags = await p.dev('POST', '/players/flags', { loginName, disabled: true, needBindPhone: true });
    expect(flags).toEqual({ loginName, needBindPhone: true, disabled: true });
    expect((await playerInfo(tokens!.access_token)).body.code).toBe(CODES.SESSION_INVALID);
    // Told apart only with the right password: a wrong one reads as any wrong credentials.
    expect((await login(p, username, password)).body.code).toBe(CODES.ACCOUNT_DISABLED);
    expect((await login(p, username, `${password}x`)).body.code).toBe(CODES.WRONG_CREDENTIALS);
  });

  it('a password reset ends every session of the player', async () => {
    const email = 'reset.sessions@example.com';
    const { username, tokens } = await p.player({ email });
    await p.call('/api/v1/email/send_code_by_email', { email, purpose: 2 });
    const code = await latestCode(p, email);
    await p.call('/api/v1/player/reset_password', { resetType: 1, email, code, newPassword: 'another77' });
    expect((await playerInfo(tokens!.access_token)).body.code).toBe(CODES.SESSION_INVALID);
    expect((await login(p, username, 'another77')).body.success).toBe(true);
  });
});

describe('access token lifetime (PLATFORM_ACCESS_TOKEN_TTL_S=1)', () => {
  let short: TestPlatform;
  beforeAll(async () => {
    short = await startTestPlatform({ accessTokenTtlMs: 1000 });
  });
  afterAll(() => short.close());

  it('answers 1008 on the main client and HTTP 401 on the second client once expired; refresh works', async () => {
    const { tokens, login: res } = await short.player();
    expect((res.body.data as unknown as { expires_in: number }).expires_in).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    const main = await short.call('/api/v1/player/query', {}, { token: tokens!.access_token });
    expect(main.status).toBe(200);
    expect(main.body).toMatchObject({ success: false, code: CODES.TOKEN_EXPIRED });
    const second = await short.call(
      '/api/phoenix/prom/task/reward/kyc2',
      {},
      { token: tokens!.access_token },
    );
    expect(second.status).toBe(401);
    expect(second.body.code).toBe(CODES.TOKEN_EXPIRED);
    const renewed = await refresh(short, tokens!.refresh_token);
    expect(renewed.body.success).toBe(true);
    expect(
      (await short.call('/api/v1/player/query', {}, { token: renewed.body.data!.access_token })).body.success,
    ).toBe(true);
  });
});

describe('slider captcha with PLATFORM_CAPTCHA_TRACE=optional', () => {
  let lax: TestPlatform;
  beforeAll(async () => {
    lax = await startTestPlatform({ captchaTrace: 'optional' });
  });
  afterAll(() => lax.close());

  it('accepts an answer without a trace (older clients) but still refuses a bot-like one', async () => {
    const gen = async () =>
      (await lax.call<Challenge>('/api/v1/captcha/generate_slider', {})).body.data!.captchaId;
    const plain = await gen();
    const ok = await answerSlider(lax, plain, await sliderAnswer(lax, plain), undefined);
    expect(ok.body.success).toBe(true);
    const bot = await gen();
    const x = await sliderAnswer(lax, bot);
    const refused = await answerSlider(lax, bot, x, [
      { x: 0, t: 0 },
      { x, t: 400 },
    ]);
    expect(refused.body.code).toBe(CODES.CAPTCHA_INVALID);
  });
});
