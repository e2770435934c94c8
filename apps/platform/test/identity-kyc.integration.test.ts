import { describe, expect, it, vi } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { CURRENCIES } from '@casino/shared/schemas/money';
import { emitPlatformEvent } from '../src/core/events';
import { createImage, encodePng } from '../src/domain/common/png';
import { totp } from '../src/domain/verification/totp';
import { useTestPlatform } from './harness';
import { latestCode, login } from './identity-helpers';

const p = useTestPlatform({ realTimers: true });

function pngBase64(seed: number): string {
  const img = createImage(8, 8);
  img.data.fill(seed);
  return encodePng(img).toString('base64');
}

type Kyc = {
  auditStatus: number;
  depositVerified: boolean;
  firstLevel: { status: number };
  secondLevel: { status: number; pictureIds: string[] };
  thirdLevel: { status: number; rejectReason: string | null };
};

/** Binds a phone; the account has its email bound, so the bind proves the current password. */
async function bindPhone(token: string, mobile: string, password: string) {
  await p.call('/api/v1/phone/send_code_by_phone', { mobile, purpose: 3 }, { token });
  const code = await latestCode(p, mobile);
  const res = await p.call('/api/v1/phone/bind', { mobile, code, password }, { token });
  expect(res.body.success).toBe(true);
}

async function upload(token: string, level: number, kind: string, data = pngBase64(level * 10)) {
  const res = await p.call<{ pictureId: string; size: number }>(
    '/api/v1/player/kyc/upload_kyc_picture',
    { level, kind, fileName: `${kind}.png`, contentType: 'image/png', data },
    { token },
  );
  return res;
}

describe('KYC levels and the audit status', () => {
  it('goes 0.5 -> 1 -> 2 -> 3 through information, phone bind, document review and address proof', async () => {
    const { tokens, loginName, password } = await p.player();
    const token = tokens!.access_token;
    const query = async () =>
      (await p.call<Kyc>('/api/v1/player/kyc/query_player_info', {}, { token })).body.data!;
    expect((await query()).auditStatus).toBe(0.5); // email bound at creation

    // Level 2 needs level 1 first.
    const early = await p.call(
      '/api/v1/player/info/submit_kyc_l2',
      {
        documentType: 'passport',
        documentNumber: 'TK1234567',
        frontPictureId: 'kp_' + 'a'.repeat(24),
        selfiePictureId: 'kp_' + 'b'.repeat(24),
      },
      { token },
    );
    expect(early.body.code).toBe(CODES.STATE_CONFLICT);

    const info = await p.call<Kyc>(
      '/api/v1/player/kyc/update_player_info',
      {
        firstNameJapanese: '太郎',
        lastNameJapanese: '山田',
        firstNameKana: 'タロウ',
        lastNameKana: 'ヤマダ',
        birthDate: '1990-04-01',
        postalCode: '100-0001',
        address: '東京都千代田区千代田1-1',
      },
      { token },
    );
    expect(info.body.data).toMatchObject({ auditStatus: 0.5, firstLevel: { status: 1 } });
    await bindPhone(token, '0801234' + String(Date.now()).slice(-4), password);
    expect(await query()).toMatchObject({ auditStatus: 1, firstLevel: { status: 2 } });

    const front = (await upload(token, 2, 'front')).body.data!.pictureId;
    const selfie = (await upload(token, 2, 'selfie')).body.data!.pictureId;
    const l2 = await p.call<Kyc>(
      '/api/v1/player/info/submit_kyc_l2',
      {
        documentType: 'passport',
        documentNumber: 'TK1234567',
        frontPictureId: front,
        selfiePictureId: selfie,
      },
      { token },
    );
    expect(l2.body.data).toMatchObject({
      auditStatus: 1,
      secondLevel: { status: 1, pictureIds: [front, selfie] },
    });
    const reward = await p.call('/api/phoenix/prom/task/reward/kyc2', {}, { token });
    expect(reward.body.code).toBe(CODES.STATE_CONFLICT);

    await p.dev('POST', '/kyc/approve', { loginName, level: 2 });
    expect((await query()).auditStatus).toBe(2);
    const claimed = await p.call('/api/phoenix/prom/task/reward/kyc2', {}, { token });
    expect(claimed.body).toMatchObject({
      code: 200,
      data: { rewarded: true, currency: 'JPY', amount: '1000.00' },
    });
    expect((await p.call('/api/phoenix/prom/task/reward/kyc2', {}, { token })).body.code).toBe(
      CODES.STATE_CONFLICT,
    );
    const wallets = await p.call<{ wallets: { currency: string; amount: string }[] }>(
      '/api/v1/player/query',
      {},
      { token },
    );
    expect(wallets.body.data!.wallets[0]).toMatchObject({ currency: 'JPY', amount: '1000.00' });

    const address = (await upload(token, 3, 'address')).body.data!.pictureId;
    await p.call(
      '/api/v1/player/kyc/add_player_info_picture',
      { level: 3, pictureIds: [address] },
      { token },
    );
    await p.dev('POST', '/kyc/reject', {
      loginName,
      level: 3,
      reason: { ja: '住所が読めません', en: 'Address not readable' },
    });
    const rejected = await p.call<Kyc>('/api/v1/player/kyc/query_player_info', {}, { token, lang: 'en-US' });
    expect(rejected.body.data!.thirdLevel).toMatchObject({ status: 3, rejectReason: 'Address not readable' });
    expect(rejected.body.data!.auditStatus).toBe(2);

    const address2 = (await upload(token, 3, 'address', pngBase64(99))).body.data!.pictureId;
    await p.call(
      '/api/v1/player/kyc/add_player_info_picture',
      { level: 3, pictureIds: [address2] },
      { token },
    );
    await p.dev('POST', '/kyc/approve', { loginName, level: 3 });
    expect(await query()).toMatchObject({ auditStatus: 3, depositVerified: true });
    const user = await p.call<{ kycAuditStatus: number }>('/api/v1/player/query', {}, { token });
    expect(user.body.data!.kycAuditStatus).toBe(3);
  });

  it('refuses players under 18', async () => {
    const { tokens } = await p.player();
    const year = new Date().getUTCFullYear() - 17;
    const res = await p.call(
      '/api/v1/player/kyc/update_player_info',
      {
        firstNameJapanese: '花子',
        lastNameJapanese: '鈴木',
        birthDate: `${year}-01-01`,
        address: '大阪府大阪市北区1-1',
      },
      { token: tokens!.access_token },
    );
    expect(res.body).toMatchObject({
      code: CODES.VALIDATION,
      data: { fields: { birthDate: 'validation.underAge' } },
    });
  });
});

describe('KYC pictures', () => {
  it('checks the type by content, downloads as a blob, and only for the owner', async () => {
    const a = await p.player();
    const b = await p.player();
    const data = pngBase64(42);
    const up = await upload(a.tokens!.access_token, 2, 'front', data);
    expect(up.body.data).toMatchObject({ size: Buffer.from(data, 'base64').length });

    const down = await p.call(
      '/api/v1/player/kyc/download_player_picture',
      { pictureId: up.body.data!.pictureId },
      { token: a.tokens!.access_token },
    );
    expect(down.status).toBe(200);
    expect(down.headers['content-type']).toBe('image/png');
    expect(down.raw.equals(Buffer.from(data, 'base64'))).toBe(true);

    const other = await p.call(
      '/api/v1/player/kyc/download_player_picture',
      { pictureId: up.body.data!.pictureId },
      { token: b.tokens!.access_token },
    );
    expect(other.body.code).toBe(CODES.NOT_FOUND);

    const fake = await upload(
      a.tokens!.access_token,
      2,
      'front',
      Buffer.from('<script>alert(1)</script>').toString('base64'),
    );
    expect(fake.body).toMatchObject({ code: CODES.FILE_REJECTED, data: { reason: 'type' } });
    const gif = await p.call(
      '/api/v1/player/kyc/upload_kyc_picture',
      { level: 2, kind: 'front', fileName: 'x.gif', contentType: 'image/gif', data },
      { token: a.tokens!.access_token },
    );
    expect(gif.body.code).toBe(CODES.VALIDATION);
  });

  it('refuses files over 5 MB', async () => {
    const { tokens } = await p.player();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1);
    encodePng(createImage(1, 1)).copy(big);
    const res = await upload(tokens!.access_token, 2, 'front', big.toString('base64'));
    expect(res.body).toMatchObject({ code: CODES.FILE_REJECTED, data: { reason: 'size' } });
  });
});

describe('Google authenticator (TOTP, RFC 6238)', () => {
  it('binds with a secret and otpauth URL, confirmed by a valid code; refuses wrong and replayed codes', async () => {
    const { tokens, loginName } = await p.player();
    const token = tokens!.access_token;
    const bind = await p.call<{ secret: string; otpauthUrl: string; bound: boolean }>(
      '/api/v1/google_authen/bind',
      {},
      { token },
    );
    const { secret, otpauthUrl } = bind.body.data!;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUrl).toBe(
      `otpauth://totp/JapanCasino%3A${loginName}?secret=${secret}&issuer=JapanCasino&algorithm=SHA1&digits=6&period=30`,
    );

    const now = Date.now();
    const good = totp(secret, now);
    const wrong = String((Number(good) + 1) % 1_000_000).padStart(6, '0');
    expect((await p.call('/api/v1/google_authen/validate', { code: wrong }, { token })).body.code).toBe(
      CODES.TOTP_INVALID,
    );
    expect((await p.call('/api/v1/google_authen/validate', { code: good }, { token })).body).toMatchObject({
      success: true,
      data: { valid: true, bound: true },
    });
    expect((await p.call('/api/v1/google_authen/validate', { code: good }, { token })).body.code).toBe(
      CODES.TOTP_INVALID,
    );
    expect((await p.call('/api/v1/google_authen/bind', {}, { token })).body.code).toBe(CODES.ALREADY_BOUND);
    const info = await p.call<{ googleAuthBindFlag: boolean }>('/api/v1/player/query', {}, { token });
    expect(info.body.data!.googleAuthBindFlag).toBe(true);
    // The next time step's code works (30 s later).
    const later = totp(secret, now + 30_000);
    if (later !== good)
      expect((await p.call('/api/v1/google_authen/validate', { code: later }, { token })).body.success).toBe(
        true,
      );
  });
});

describe('checkIp and access lists', () => {
  it('answers access type 0, 1 (accessLimit) and 2 from the configured lists; limited IPs cannot log in', async () => {
    const { username, password } = await p.player();
    const check = (ip: string) =>
      p.call<{ accessLimit: boolean; accessType: number; ip: string }>('/api/v1/common/checkIp', {}, { ip });
    expect((await check('203.0.113.5')).body.data).toEqual({
      ip: '203.0.113.5',
      accessLimit: false,
      accessType: 0,
    });
    await p.dev('POST', '/access', { limitedIps: ['192.0.2.'], deniedIps: ['198.18.0.9'] });
    try {
      expect((await check('192.0.2.44')).body.data).toMatchObject({ accessLimit: true, accessType: 1 });
      expect((await check('198.18.0.9')).body.data).toMatchObject({ accessLimit: true, accessType: 2 });
      expect((await check('198.18.0.10')).body.data).toMatchObject({ accessType: 0 });
      const res = await p.call(
        '/auth/oauth/token',
        { grantType: 'web_password', loginType: 1, username, password },
        { basic: p.basicAuth(), ip: '192.0.2.44' },
      );
      expect(res.body.code).toBe(CODES.ACCESS_LIMITED);
      const denied = await p.call(
        '/auth/oauth/token',
        { grantType: 'web_password', loginType: 1, username, password },
        { basic: p.basicAuth(), ip: '198.18.0.9' },
      );
      expect(denied.body).toMatchObject({ code: CODES.ACCESS_DENIED, data: { accessType: 2 } });
    } finally {
      await p.dev('POST', '/access', { limitedIps: [], deniedIps: [] });
    }
    expect((await login(p, username, password)).body.success).toBe(true);
  });
});

describe('player info, VIP, first-deposit report, self control, files, config', () => {
  it('answers the section 3 user info with wallets in the spec order', async () => {
    const { tokens, loginName } = await p.player({ balances: { USD: '12.5', JPY: '3000' } });
    const res = await p.call<Record<string, unknown> & { wallets: { currency: string; amount: string }[] }>(
      '/api/v1/player/query',
      {},
      { token: tokens!.access_token },
    );
    const u = res.body.data!;
    expect(u).toMatchObject({
      loginName,
      emailBindFlag: true,
      mobileBindFlag: false,
      needBindPhone: false,
      userNamePwdStatus: 1,
      firstNameJapanese: null,
      lastNameJapanese: null,
      mobile: null,
      freeSpinWalletList: [],
      kycAuditStatus: 0.5,
    });
    // One wallet per currency, in the product's order.
    expect(u.wallets.map((w) => w.currency)).toEqual([...CURRENCIES]);
    expect(u.wallets.slice(0, 2).map((w) => w.amount)).toEqual(['3000.00', '12.50']);
    expect(String(u.email)).toMatch(/^\w{2}\*\*\*@example\.com$/);
  });

  it('counts bets into VIP progress and promotes at the threshold', async () => {
    const { tokens, loginName } = await p.player();
    const playerId = p.state.players.byLogin(loginName)!.id;
    const bet = (amount: bigint, currency: 'JPY' | 'USD') =>
      emitPlatformEvent(p.state, 'bet', {
        playerId,
        currency,
        amount,
        gameId: 'g',
        platformCode: 'P',
        providerCode: 'P',
        roundId: String(amount),
        at: Date.now(),
      });
    bet(5_000n * 100_000_000n, 'JPY');
    type Vip = { vipLevel: number; progress: number; pointsToNext: string; currentPoints: string };
    const first = await p.call<Vip>(
      '/api/v1/player/level/query_process',
      {},
      { token: tokens!.access_token },
    );
    expect(first.body.data).toMatchObject({
      vipLevel: 0,
      progress: 50,
      pointsToNext: '5000.00',
      currentPoints: '5000.00',
    });
    bet(40n * 100_000_000n, 'USD'); // 6000 points
    const second = await p.call<Vip>(
      '/api/v1/player/level/query_process',
      {},
      { token: tokens!.access_token, lang: 'en-US' },
    );
    expect(second.body.data).toMatchObject({ vipLevel: 1, levelName: 'Bronze', currentPoints: '11000.00' });
  });

  it('reports the first deposit once', async () => {
    const { tokens, loginName } = await p.player();
    const token = tokens!.access_token;
    const playerId = p.state.players.byLogin(loginName)!.id;
    expect((await p.call('/api/v1/player/checkReportStatus', {}, { token })).body.data).toMatchObject({
      reportStatus: 0,
    });
    emitPlatformEvent(p.state, 'deposit.credited', {
      playerId,
      currency: 'JPY',
      amount: 500_000_000_000n,
      orderNo: 'D1',
      first: true,
      at: 1,
    });
    expect((await p.call('/api/v1/player/checkReportStatus', {}, { token })).body.data).toEqual({
      reportStatus: 1,
      firstDepositAmount: '5000.00',
      firstDepositCurrency: 'JPY',
      firstDepositTime: 1,
    });
    expect(
      (await p.call('/api/v1/player/updateReportStatus', { reportStatus: 2 }, { token })).body.data,
    ).toMatchObject({ reportStatus: 2 });
  });

  it('applies stricter limits at once, looser ones after 24 hours; a cool-off cannot be shortened', async () => {
    const { tokens, username, password } = await p.player();
    const token = tokens!.access_token;
    type Sc = {
      dailyDepositLimit: string | null;
      weeklyDepositLimit: string | null;
      coolOffUntil: number | null;
      pendingLimits: { period: string; limit: string | null; effectiveAt: number }[];
    };
    const sc = (body: Record<string, unknown>) =>
      p.call<Sc>('/api/v1/player/self_control', body, { token }).then((r) => r.body.data!);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const t0 = Date.now();
    const set = await sc({ dailyDepositLimit: '10000', weeklyDepositLimit: '50000.5', coolOffDays: 7 });
    expect(set).toMatchObject({
      dailyDepositLimit: '10000.00',
      weeklyDepositLimit: '50000.50',
      pendingLimits: [],
    });
    expect(set.coolOffUntil).toBe(t0 + 7 * 86_400_000);

    const looser = await sc({ coolOffDays: 1, dailyDepositLimit: null, weeklyDepositLimit: '20000' });
    expect(looser).toMatchObject({
      coolOffUntil: t0 + 7 * 86_400_000,
      dailyDepositLimit: '10000.00',
      weeklyDepositLimit: '20000.00',
      pendingLimits: [{ period: 'daily', limit: null, effectiveAt: t0 + 86_400_000 }],
    });
    vi.setSystemTime(t0 + 86_400_000);
    const again = (await login(p, username, password)).body.data!.access_token; // the old token expired
    const info = await p.call<{ selfControl: Sc }>('/api/v1/player/query', {}, { token: again });
    expect(info.body.data!.selfControl).toMatchObject({ dailyDepositLimit: null, pendingLimits: [] });
  });

  it('uploads a file, serves it at its URL, and uses it as the avatar', async () => {
    const { tokens } = await p.player();
    const token = tokens!.access_token;
    const data = pngBase64(7);
    const up = await p.call<{ fileId: string; url: string }>(
      '/api/v1/common/upload_file',
      { fileName: 'me.png', contentType: 'image/png', data, purpose: 'avatar' },
      { token },
    );
    expect(up.body.success).toBe(true);
    const file = await fetch(up.body.data!.url);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(data, 'base64'))).toBe(true);
    const av = await p.call(
      '/api/v1/player/modify_player_avatar',
      { avatar: up.body.data!.fileId },
      { token },
    );
    expect(av.body.data).toEqual({ avatar: up.body.data!.fileId });
    expect(
      (await p.call('/api/v1/player/modify_player_avatar', { avatar: 'avatar_03' }, { token })).body.success,
    ).toBe(true);
    expect(
      (await p.call('/api/v1/player/modify_player_avatar', { avatar: 'f_someoneelsesfile1' }, { token })).body
        .code,
    ).toBe(CODES.FILE_REJECTED);
  });

  it('changes the password with the old one', async () => {
    const { tokens, username, password } = await p.player();
    const token = tokens!.access_token;
    const bad = await p.call(
      '/api/ext/v1/player/modify',
      { oldPassword: 'not-it1', newPassword: 'newpass1' },
      { token },
    );
    expect(bad.body.code).toBe(CODES.WRONG_CREDENTIALS);
    const ok = await p.call(
      '/api/ext/v1/player/modify',
      { oldPassword: password, newPassword: 'newpass1', firstNameJapanese: '一郎' },
      { token },
    );
    expect(ok.body.data).toMatchObject({ firstNameJapanese: '一郎' });
    expect((await login(p, username, 'newpass1')).body.success).toBe(true);
  });

  it('serves the common config and the risk endpoints', async () => {
    const cfg = await p.call('/api/v1/common/config', {});
    expect(cfg.body.data).toMatchObject({
      pcAppId: 'jc-pc-web',
      generalAppId: 'jc-h5-web',
      themeCode: 'jc-default',
      defaultCurrency: 'JPY',
      captchaSwitch: { login: true, register: false },
    });
    expect((await p.call('/api/v1/player/fingerprint/get_js_key', {})).body.data).toMatchObject({
      jsKey: expect.any(String),
    });
    const saved = await p.call<{ firstSeen: number }>('/api/v1/player/fingerprint/save', {
      visitorId: 'v-1',
    });
    const again = await p.call<{ firstSeen: number }>('/api/v1/player/fingerprint/save', {
      visitorId: 'v-1',
    });
    expect(again.body.data!.firstSeen).toBe(saved.body.data!.firstSeen);
    expect(
      (await p.call('/risk-api/v1/audit/seon/session', { session: 'c2Vvbg==', action: 'login' })).body.data,
    ).toMatchObject({ recorded: true });
  });
});
