import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { CODES } from '@casino/shared/protocol/codes';
import { HEADERS } from '@casino/shared/protocol/wire';
import { useTestPlatform } from './harness';
import { latestCode, login } from './identity-helpers';

const p = useTestPlatform({ realTimers: true });

const uniq = () => randomBytes(4).toString('hex');
const device = (id = 'dev-' + uniq()): { headers: Record<string, string> } => ({
  headers: { [HEADERS.deviceId]: id },
});

async function emailCode(email: string, purpose = 1): Promise<string> {
  const sent = await p.call('/api/v1/email/send_code_by_email', { email, purpose });
  expect(sent.body.success).toBe(true);
  return latestCode(p, email);
}

async function register(fields: Record<string, unknown>, opts = device()) {
  return p.call<{ id: string; loginName: string; userNamePwdStatus: number; referCode: string }>(
    '/api/v1/player/create_account',
    { loginType: 1, password: 'secret123', ...fields },
    opts,
  );
}

describe('registration', () => {
  it('registers with the section 3 payload, keeps referral and affiliate attribution, logs in', async () => {
    const referrer = await p.player();
    const referrerCode = p.state.players.byLogin(referrer.loginName)!.referCode;
    const name = 'Reg' + uniq();
    const email = `reg.${uniq()}@example.com`;
    const code = await emailCode(email);
    const res = await register({
      loginName: name,
      email,
      emailCode: code,
      referCode: referrerCode.toLowerCase(),
      btag: 'spring-campaign',
      affiliateId: 'aff-77',
    });
    expect(res.body).toMatchObject({
      success: true,
      data: { loginName: 'jc' + name.toLowerCase(), userNamePwdStatus: 1 },
    });
    const player = p.state.players.byLogin('jc' + name.toLowerCase())!;
    expect(player.referredBy).toBe(p.state.players.byLogin(referrer.loginName)!.id);
    expect(player.btag).toBe('spring-campaign');
    expect(player.affiliateId).toBe('aff-77');
    expect(player.emailBound).toBe(true);
    expect((await login(p, name, 'secret123')).body.success).toBe(true);
  });

  it('100010 for a taken username, 100919 for a taken email only with a proven code (sending one answers alike)', async () => {
    const existing = await p.player({ email: `taken.${uniq()}@example.com` });
    const email = `fresh.${uniq()}@example.com`;
    const code = await emailCode(email);
    const nameTaken = await register({ loginName: existing.username, email, emailCode: code });
    expect(nameTaken.body).toMatchObject({ success: false, code: CODES.USERNAME_TAKEN });

    const takenEmail = p.state.players.byLogin(existing.loginName)!.email!;
    const sendTaken = await p.call<Record<string, unknown>>('/api/v1/email/send_code_by_email', {
      email: takenEmail,
      purpose: 1,
    });
    const sendFree = await p.call<Record<string, unknown>>('/api/v1/email/send_code_by_email', {
      email: `free.${uniq()}@example.com`,
      purpose: 1,
    });
    expect(sendTaken.body.success).toBe(true);
    expect(Object.keys(sendTaken.body.data ?? {}).sort()).toEqual(
      Object.keys(sendFree.body.data ?? {}).sort(),
    );
    // The code sent to the registered email proves it: then, and only then, the email is taken.
    const takenCode = await latestCode(p, takenEmail);
    const provenTaken = await register({ loginName: 'Pr' + uniq(), email: takenEmail, emailCode: takenCode });
    expect(provenTaken.body.code).toBe(CODES.EMAIL_TAKEN);
    // Without a proven code a taken email or username answers like a free one.
    const emailTaken = await register({ loginName: 'New' + uniq(), email: takenEmail, emailCode: '123456' });
    expect(emailTaken.body.code).toBe(CODES.CODE_INVALID);
    const other = `other.${uniq()}@example.com`;
    const known = await register({ loginName: existing.username, email: other, emailCode: '123456' });
    const unknown = await register({ loginName: 'Free' + uniq(), email: other, emailCode: '123456' });
    expect(known.body.code).toBe(CODES.CODE_INVALID);
    expect(unknown.body.code).toBe(known.body.code);
    expect(unknown.body.msg).toBe(known.body.msg);
  });

  it('the reset code answers the same for a known and an unknown account', async () => {
    const existing = await p.player();
    const answer = async (path: string, body: Record<string, unknown>) => {
      const r = await p.call<Record<string, unknown>>(path, body);
      return { success: r.body.success, code: r.body.code, data: r.body.data };
    };
    const knownName = await answer('/api/v1/email/send_code_by_name', {
      username: existing.username,
      purpose: 2,
    });
    const unknownName = await answer('/api/v1/email/send_code_by_name', {
      username: 'nobody' + uniq(),
      purpose: 2,
    });
    expect(unknownName).toEqual(knownName);
    expect(knownName.data).toMatchObject({ sentTo: null, resendIn: 60 });
    const second = await p.player();
    const knownMail = await answer('/api/v1/email/send_code_by_email', {
      email: `${second.username}@example.com`,
      purpose: 2,
    });
    const unknownMail = await answer('/api/v1/email/send_code_by_email', {
      email: `${second.username}x@example.com`,
      purpose: 2,
    });
    expect({ ...unknownMail, data: { ...(unknownMail.data as object), sentTo: 'x' } }).toEqual({
      ...knownMail,
      data: { ...(knownMail.data as object), sentTo: 'x' },
    });
    expect((unknownMail.data as { sentTo: string }).sentTo).toMatch(/\*\*\*@example\.com$/);
  });

  it('100989 from a blocked device or a blocked region, with the cause', async () => {
    const email = `blocked.${uniq()}@example.com`;
    const code = await emailCode(email);
    await p.dev('POST', '/access', { blockedDevices: ['evil-device'], limitedIps: ['198.51.100.'] });
    try {
      const fromDevice = await register(
        { loginName: 'Dev' + uniq(), email, emailCode: code },
        device('evil-device'),
      );
      expect(fromDevice.body).toMatchObject({
        code: CODES.REGISTER_REFUSED,
        data: { reason: 'device_blocked' },
      });
      const fromRegion = await register(
        { loginName: 'Ip' + uniq(), email, emailCode: code },
        { headers: { [HEADERS.deviceId]: 'ok-' + uniq(), [HEADERS.clientIp]: '198.51.100.7' } },
      );
      expect(fromRegion.body).toMatchObject({
        code: CODES.REGISTER_REFUSED,
        data: { reason: 'region_limited' },
      });
    } finally {
      await p.dev('POST', '/access', { blockedDevices: [], limitedIps: [] });
    }
    // The code was not used up by the refusals.
    expect((await register({ loginName: 'Ok' + uniq(), email, emailCode: code })).body.success).toBe(true);
  });

  it('100989 after too many accounts from one device', async () => {
    const dev = device('farm-' + uniq());
    for (let i = 0; i < 5; i++) {
      const email = `farm${i}.${uniq()}@example.com`;
      expect(
        (await register({ loginName: 'Farm' + uniq(), email, emailCode: await emailCode(email) }, dev)).body
          .success,
      ).toBe(true);
    }
    const email = `farm6.${uniq()}@example.com`;
    const sixth = await register(
      { loginName: 'Farm' + uniq(), email, emailCode: await emailCode(email) },
      dev,
    );
    expect(sixth.body).toMatchObject({ code: CODES.REGISTER_REFUSED, data: { reason: 'device_limit' } });
  });

  it('refuses a wrong email code and an unknown referral code', async () => {
    const email = `wrong.${uniq()}@example.com`;
    const code = await emailCode(email);
    const wrong = await register({
      loginName: 'W' + uniq(),
      email,
      emailCode: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.body.code).toBe(CODES.CODE_INVALID);
    const refer = await register({
      loginName: 'W' + uniq(),
      email,
      emailCode: code,
      referCode: 'NOSUCHCODE',
    });
    expect(refer.body).toMatchObject({
      code: CODES.VALIDATION,
      data: { fields: { referCode: 'validation.referUnknown' } },
    });
  });

  it('refuses bad input with field errors (VALIDATION)', async () => {
    const res = await register({ loginName: 'ab', email: 'not-an-email', emailCode: '12' });
    expect(res.body.code).toBe(CODES.VALIDATION);
    expect(res.body.data).toMatchObject({
      fields: {
        loginName: 'validation.usernameError',
        email: 'validation.emailError',
        emailCode: 'validation.codeError',
      },
    });
  });

  it('email registration (loginType 2) gets a login name, then chooses a username and password', async () => {
    const email = `emailonly.${uniq()}@example.com`;
    const res = await register({ loginType: 2, email, emailCode: await emailCode(email) });
    expect(res.body.data?.userNamePwdStatus).toBe(0);
    const tokens = await p.call<{ access_token: string }>(
      '/auth/oauth/token',
      { grantType: 'web_password', loginType: 2, username: email, password: 'secret123' },
      { basic: p.basicAuth() },
    );
    const token = tokens.body.data!.access_token;
    const name = 'Chosen' + uniq();
    const mod = await p.call<{ loginName: string; userNamePwdStatus: number }>(
      '/api/ext/v1/player/modify',
      { username: name, newPassword: 'chosen123' },
      { token },
    );
    expect(mod.body.data).toMatchObject({ loginName: 'jc' + name.toLowerCase(), userNamePwdStatus: 1 });
    expect((await login(p, name, 'chosen123')).body.success).toBe(true);
  });
});

describe('verification codes', () => {
  it('sends 6 digits to the outbox, refuses a resend within 60 s, and check_send counts down', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const email = `codes.${uniq()}@example.com`;
    const code = await emailCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const again = await p.call('/api/v1/email/send_code_by_email', { email, purpose: 1 });
    expect(again.body).toMatchObject({ code: CODES.RATE_LIMITED, data: { resendIn: 60 } });
    vi.setSystemTime(Date.now() + 45_000);
    const status = await p.call('/api/v1/email/check_send_email', { email, purpose: 1 });
    expect(status.body.data).toEqual({ canSend: false, resendIn: 15 });
    vi.setSystemTime(Date.now() + 15_000);
    expect((await p.call('/api/v1/email/check_send_email', { email, purpose: 1 })).body.data).toEqual({
      canSend: true,
      resendIn: 0,
    });
    expect((await p.call('/api/v1/email/send_code_by_email', { email, purpose: 1 })).body.success).toBe(true);
    const second = await latestCode(p, email);
    // Only the newest code works.
    if (second !== code) {
      expect((await p.call('/api/v1/email/validate_email', { email, code, purpose: 1 })).body.code).toBe(
        CODES.CODE_INVALID,
      );
    }
    expect(
      (await p.call('/api/v1/email/validate_email', { email, code: second, purpose: 1 })).body.success,
    ).toBe(true);
  });

  it('sends at most 10 codes a day to one address', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const email = `daily.${uniq()}@example.com`;
    for (let i = 0; i < 10; i++) {
      expect((await p.call('/api/v1/email/send_code_by_email', { email, purpose: 1 })).body.success).toBe(
        true,
      );
      vi.setSystemTime(Date.now() + 61_000);
    }
    const eleventh = await p.call('/api/v1/email/send_code_by_email', { email, purpose: 1 });
    expect(eleventh.body.code).toBe(CODES.RATE_LIMITED);
    vi.setSystemTime(Date.now() + 24 * 3600_000);
    expect((await p.call('/api/v1/email/send_code_by_email', { email, purpose: 1 })).body.success).toBe(true);
  });

  it('expires a code after 10 minutes', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    const email = `expiry.${uniq()}@example.com`;
    const code = await emailCode(email);
    vi.setSystemTime(Date.now() + 9 * 60_000);
    expect((await p.call('/api/v1/email/validate_email', { email, code, purpose: 1 })).body.success).toBe(
      true,
    );
    vi.setSystemTime(Date.now() + 61_000);
    expect((await p.call('/api/v1/email/validate_email', { email, code, purpose: 1 })).body.code).toBe(
      CODES.CODE_EXPIRED,
    );
  });

  it('voids a code after 5 wrong attempts', async () => {
    const email = `attempts.${uniq()}@example.com`;
    const code = await emailCode(email);
    const wrongCode = code === '999999' ? '000000' : '999999';
    for (let i = 1; i <= 4; i++) {
      const res = await p.call('/api/v1/email/validate_email', { email, code: wrongCode, purpose: 1 });
      expect(res.body).toMatchObject({ code: CODES.CODE_INVALID, data: { remainingAttempts: 5 - i } });
    }
    const fifth = await p.call('/api/v1/email/validate_email', { email, code: wrongCode, purpose: 1 });
    expect(fifth.body.code).toBe(CODES.CODE_ATTEMPTS_EXCEEDED);
    expect((await p.call('/api/v1/email/validate_email', { email, code, purpose: 1 })).body.code).toBe(
      CODES.CODE_INVALID,
    );
  });

  it('a code only works for its purpose', async () => {
    const email = `purpose.${uniq()}@example.com`;
    const code = await emailCode(email, 1);
    expect((await p.call('/api/v1/email/validate_email', { email, code, purpose: 3 })).body.code).toBe(
      CODES.CODE_INVALID,
    );
  });

  it('changing a bound email needs the current password, and the old address is told', async () => {
    const a = await p.player();
    const token = a.tokens!.access_token;
    const oldEmail = `${a.username}@example.com`;
    const email = `moved.${uniq()}@example.com`;
    await p.call('/api/v1/email/send_code_by_email', { email, purpose: 3 }, { token });
    const code = await latestCode(p, email);
    const none = await p.call('/api/v1/email/bind', { email, code }, { token });
    expect(none.body).toMatchObject({ code: CODES.VALIDATION });
    expect(JSON.stringify(none.body)).toContain('validation.currentPasswordRequired');
    const wrong = await p.call('/api/v1/email/bind', { email, code, password: 'wrong123' }, { token });
    expect(wrong.body.code).toBe(CODES.WRONG_CREDENTIALS);
    const right = await p.call('/api/v1/email/bind', { email, code, password: a.password }, { token });
    expect(right.body).toMatchObject({ success: true, data: { emailBindFlag: true } });
    const { messages } = await p.dev<{ messages: { purpose: string }[] }>(
      'GET',
      `/outbox?to=${encodeURIComponent(oldEmail)}`,
    );
    expect(messages.some((m) => m.purpose === 'email-changed')).toBe(true);
  });

  it('a password change revokes the player other sessions, not its own', async () => {
    const a = await p.player();
    const other = await p.call<{ access_token: string }>(
      '/auth/oauth/token',
      { grantType: 'web_password', loginType: 1, username: a.username, password: a.password },
      { basic: p.basicAuth() },
    );
    const otherToken = other.body.data!.access_token;
    const changed = await p.call(
      '/api/ext/v1/player/modify',
      { oldPassword: a.password, newPassword: 'newpass123' },
      { token: a.tokens!.access_token },
    );
    expect(changed.body.success).toBe(true);
    expect((await p.call('/api/v1/player/query', {}, { token: a.tokens!.access_token })).body.success).toBe(
      true,
    );
    expect((await p.call('/api/v1/player/query', {}, { token: otherToken })).body.success).toBe(false);
  });

  it('binds a phone by SMS code (encrypted mobile), and refuses a number bound to someone else', async () => {
    const a = await p.player();
    const mobile = '090' + String(Date.now()).slice(-8);
    const sent = await p.call(
      '/api/v1/phone/send_code_by_phone',
      { mobile, purpose: 3 },
      { token: a.tokens!.access_token },
    );
    expect(sent.body.data).toMatchObject({ sentTo: mobile.slice(0, 3) + '****' + mobile.slice(-4) });
    const { messages } = await p.dev<{ messages: { channel: string; code: string }[] }>(
      'GET',
      `/outbox?to=${mobile}`,
    );
    expect(messages[0]?.channel).toBe('sms');
    // The account has an email bound: a phone is bound only with the current password, and the
    // email is told.
    const without = await p.call(
      '/api/v1/phone/bind',
      { mobile, code: messages[0]!.code },
      { token: a.tokens!.access_token },
    );
    expect(JSON.stringify(without.body)).toContain('validation.currentPasswordRequired');
    const bind = await p.call(
      '/api/v1/phone/bind',
      { mobile, code: messages[0]!.code, password: a.password },
      { token: a.tokens!.access_token },
    );
    expect(bind.body).toMatchObject({ success: true, data: { mobileBindFlag: true } });
    const told = await p.dev<{ messages: { purpose: string }[] }>(
      'GET',
      `/outbox?to=${encodeURIComponent(`${a.username}@example.com`)}`,
    );
    expect(told.messages.some((m) => m.purpose === 'phone-changed')).toBe(true);
    const info = await p.call<{ mobileBindFlag: boolean; kycAuditStatus: number }>(
      '/api/v1/player/query',
      {},
      { token: a.tokens!.access_token },
    );
    expect(info.body.data).toMatchObject({ mobileBindFlag: true });

    const b = await p.player();
    const taken = await p.call(
      '/api/v1/phone/send_code_by_phone',
      { mobile, purpose: 3 },
      { token: b.tokens!.access_token },
    );
    expect(taken.body.code).toBe(CODES.PHONE_TAKEN);
  });

  it('resets the password with an SMS code sent to the bound phone (resetType 2)', async () => {
    const username = 'sms' + uniq();
    const mobile = '070' + String(Date.now()).slice(-8);
    await p.dev('POST', '/players', { username, password: 'before12', mobile });
    const sent = await p.call('/api/v1/phone/send_code_by_name', { username, purpose: 2 });
    expect(sent.body.data).toMatchObject({ sentTo: null, resendIn: 60 });
    const code = await latestCode(p, mobile);
    const wrongType = await p.call('/api/v1/player/reset_password', {
      resetType: 1,
      username,
      code,
      newPassword: 'after123',
    });
    expect(wrongType.body.code).toBe(CODES.CODE_INVALID); // no bound email: same answer as a wrong code
    const reset = await p.call('/api/v1/player/reset_password', {
      resetType: 2,
      username,
      code,
      newPassword: 'after123',
    });
    expect(reset.body.success).toBe(true);
    expect((await login(p, username, 'after123')).body.success).toBe(true);
    // The code was used up.
    const replay = await p.call('/api/v1/player/reset_password', {
      resetType: 2,
      username,
      code,
      newPassword: 'third123',
    });
    expect(replay.body.code).toBe(CODES.CODE_INVALID);
  });

  it('send_code_by_name does not reveal whether an account exists', async () => {
    const res = await p.call('/api/v1/email/send_code_by_name', { username: 'ghost' + uniq(), purpose: 2 });
    expect(res.body).toMatchObject({ success: true, data: { sentTo: null } });
  });
});
