/**
 * Handlers of the account group: registration, password reset, user info, modify, avatar, VIP
 * progress, first-deposit report and self control.
 */
import { randomBytes } from 'node:crypto';
import { CODES } from '@casino/shared/protocol/codes';
import { LOGIN_TYPE, SITE_PREFIX, toLoginName } from '@casino/shared/rules/validation';
import { CODE_PURPOSE } from '@casino/shared/schemas/verification-code';
import { fromUnits } from '@casino/shared/schemas/money';
import { fail, MESSAGES, PlatformError } from '../../core/errors';
import { emitPlatformEvent } from '../../core/events';
import { checkCurrentPassword } from '../../core/secret-attempts';
import type { GroupHandlers } from '../../core/handlers';
import type { Player } from '../../core/players';
import type { PlatformState } from '../../core/state';
import { clearLoginFailures } from '../auth/login';
import { consumeCaptchaTicket } from '../common/captcha';
import { filesStore } from '../common/files';
import { accessTypeOf, commonConfig, commonStore } from '../common/store';
import { checkCode } from '../verification/codes';
import { accountStore, firstDepositReport, levelForPoints, VIP_LEVELS } from './store';
import { selfControlView, userInfo } from './user-info';
import { changeLimit, LIMIT_PERIODS } from './self-control';

/** Accounts one device may register (registration risk). */
export const MAX_REGISTRATIONS_PER_DEVICE = 5;
const DAY_MS = 24 * 3600_000;

function refused(reason: string, ja: string, en: string): never {
  fail(CODES.REGISTER_REFUSED, ja, en, { reason });
}

function usernameTaken(): never {
  fail(CODES.USERNAME_TAKEN, 'このユーザー名はすでに使用されています', 'This username is already taken');
}

function assignLoginName(state: PlatformState): string {
  for (;;) {
    const name = SITE_PREFIX + 'u' + randomBytes(6).toString('hex').slice(0, 9);
    if (!state.players.byLogin(name)) return name;
  }
}

function findForReset(state: PlatformState, username?: string, email?: string): Player | undefined {
  if (email) return state.players.byMail(email);
  if (!username) return undefined;
  return state.players.byLogin(toLoginName(username)) ?? state.players.byLogin(username);
}

export const accountHandlers: GroupHandlers<'account'> = {
  'account.createAccount': (input, ctx) => {
    const { state } = ctx;
    const access = accessTypeOf(state, ctx.req.ip);
    if (access !== 0) {
      refused(
        access === 2 ? 'ip_denied' : 'region_limited',
        'お住まいの地域からは登録できません',
        'Registration is not available in your region',
      );
    }
    const device = ctx.req.deviceId;
    if (device && commonStore(state).access.blockedDevices.includes(device)) {
      refused(
        'device_blocked',
        'この端末からは登録できません',
        'Registration is not possible from this device',
      );
    }
    const byDevice = accountStore(state).registrationsByDevice;
    // The device id is the client's own cookie: a new one per request would pass the device limit, so
    // the client IP has its own limit beside it (PLATFORM_REGISTRATIONS_PER_IP within 24 hours).
    const byIp = accountStore(state).registrationsByIp;
    const ipRecent = (byIp.get(ctx.req.ip) ?? []).filter((at) => at > ctx.now - DAY_MS);
    const overIp = ipRecent.length >= ctx.config.registrationsPerIp;
    if ((device && (byDevice.get(device) ?? 0) >= MAX_REGISTRATIONS_PER_DEVICE) || overIp) {
      refused(
        'device_limit',
        'この端末で登録できるアカウント数の上限に達しています',
        'Too many accounts have been registered from this device',
      );
    }
    if (commonConfig(state).captcha.register && !consumeCaptchaTicket(state, input.ticket, ctx.now)) {
      fail(CODES.CAPTCHA_REQUIRED, 'スライダー認証を完了してください', 'Please complete the slider captcha', {
        captchaRequired: true,
      });
    }
    // The email code is proven before anything about other accounts is said (taken username or email):
    // without the code, known and unknown names get the same answer.
    checkCode(state, 'email', input.email, CODE_PURPOSE.register, input.emailCode, ctx.now, false);
    const byUsername = input.loginType === LOGIN_TYPE.username;
    const loginName = byUsername ? toLoginName(input.loginName ?? '') : assignLoginName(state);
    if (state.players.byLogin(loginName)) usernameTaken();
    if (state.players.byMail(input.email)) {
      fail(
        CODES.EMAIL_TAKEN,
        'このメールアドレスはすでに登録されています',
        'This email address is already registered',
      );
    }
    let referredBy: string | null = null;
    const referCode = input.referCode?.trim().toUpperCase();
    if (referCode) {
      const referrer = state.players.byRefer(referCode);
      if (!referrer) {
        throw new PlatformError(CODES.VALIDATION, MESSAGES.validation, {
          fields: { referCode: 'validation.referUnknown' },
        });
      }
      referredBy = referrer.id;
    }
    checkCode(state, 'email', input.email, CODE_PURPOSE.register, input.emailCode, ctx.now, true);

    const player = state.players.create({
      loginName,
      username: loginName.slice(SITE_PREFIX.length),
      password: input.password,
      email: input.email,
      emailBound: true,
      userNamePwdStatus: byUsername ? 1 : 0,
      referredBy,
      btag: input.btag || null,
      affiliateId: input.affiliateId || null,
      currency: commonConfig(state).defaultCurrency,
      createdAt: ctx.now,
    });
    if (device) byDevice.set(device, (byDevice.get(device) ?? 0) + 1);
    byIp.set(ctx.req.ip, [...ipRecent, ctx.now]);
    emitPlatformEvent(state, 'player.registered', { playerId: player.id, referredBy, at: ctx.now }, ctx.log);
    ctx.log.info({ playerId: player.id, referred: Boolean(referredBy) }, 'player registered');
    return {
      id: player.id,
      loginName: player.loginName,
      userNamePwdStatus: player.userNamePwdStatus,
      referCode: player.referCode,
    };
  },

  'account.resetPassword': (input, ctx) => {
    const player = findForReset(ctx.state, input.username, input.email);
    const destination =
      input.resetType === 1
        ? player?.emailBound
          ? player.email
          : null
        : player?.mobileBound
          ? player.mobile
          : null;
    if (!player || !destination) {
      // Same answer as a wrong code: whether the account exists is not revealed.
      fail(CODES.CODE_INVALID, '認証コードが正しくありません', 'The verification code is not correct');
    }
    checkCode(
      ctx.state,
      input.resetType === 1 ? 'email' : 'sms',
      destination,
      CODE_PURPOSE.resetPassword,
      input.code,
      ctx.now,
      true,
    );
    player.passwordHash = ctx.state.players.passwordHashOf(input.newPassword);
    clearLoginFailures(ctx.state, player);
    ctx.state.tokens.revokePlayer(player.id);
    ctx.log.info({ playerId: player.id }, 'password reset');
    return { loginName: player.loginName };
  },

  'account.playerInfo': (_input, ctx) => userInfo(ctx.state, ctx.player(), ctx.now, ctx.lang),

  'account.modify': (input, ctx) => {
    const player = ctx.player();
    if (input.username !== undefined) {
      if (player.userNamePwdStatus === 1) {
        fail(CODES.ALREADY_BOUND, 'ユーザー名はすでに設定されています', 'Your username is already set');
      }
      if (!input.newPassword) {
        throw new PlatformError(CODES.VALIDATION, MESSAGES.validation, {
          fields: { newPassword: 'validation.passwordEmpty' },
        });
      }
      const loginName = toLoginName(input.username);
      const other = ctx.state.players.byLogin(loginName);
      if (other && other.id !== player.id) usernameTaken();
      ctx.state.players.setLoginName(player, loginName);
      player.username = loginName.slice(SITE_PREFIX.length);
      player.passwordHash = ctx.state.players.passwordHashOf(input.newPassword);
      player.userNamePwdStatus = 1;
    } else if (input.newPassword !== undefined || input.oldPassword !== undefined) {
      if (!input.oldPassword || !input.newPassword) {
        throw new PlatformError(CODES.VALIDATION, MESSAGES.validation, {
          fields: { [input.oldPassword ? 'newPassword' : 'oldPassword']: 'validation.passwordEmpty' },
        });
      }
      const oldPassword = input.oldPassword;
      checkCurrentPassword(ctx.state, ctx.config, player, oldPassword, ctx.now);
      player.passwordHash = ctx.state.players.passwordHashOf(input.newPassword);
      // A changed password ends the player's other sessions (a stolen one among them).
      const auth = ctx.req.authorization;
      ctx.state.tokens.revokePlayerExcept(player.id, auth?.startsWith('Bearer ') ? auth.slice(7) : undefined);
    }
    if (input.firstNameJapanese !== undefined) player.firstNameJapanese = input.firstNameJapanese;
    if (input.lastNameJapanese !== undefined) player.lastNameJapanese = input.lastNameJapanese;
    return userInfo(ctx.state, player, ctx.now, ctx.lang);
  },

  'account.modifyAvatar': (input, ctx) => {
    const player = ctx.player();
    if (input.avatar.startsWith('f_')) {
      const file = filesStore(ctx.state).get(input.avatar);
      if (!file || file.playerId !== player.id || !file.contentType.startsWith('image/')) {
        fail(
          CODES.FILE_REJECTED,
          'この画像はアバターに使用できません',
          'This image cannot be used as an avatar',
          {
            reason: 'file',
          },
        );
      }
    }
    player.avatar = input.avatar;
    return { avatar: input.avatar };
  },

  'account.levelProcess': (_input, ctx) => {
    const player = ctx.player();
    const points = accountStore(ctx.state).vipPoints.get(player.id) ?? 0n;
    const byPoints = levelForPoints(points);
    const current = VIP_LEVELS.find((l) => l.level === Math.max(player.vipLevel, byPoints.level)) ?? byPoints;
    const next = VIP_LEVELS.find((l) => l.level === current.level + 1) ?? null;
    const unit = 100_000_000n;
    const base = BigInt(current.threshold) * unit;
    let progress = 100;
    let toNext: bigint | null = null;
    if (next) {
      const span = BigInt(next.threshold) * unit - base;
      const done = points > base ? points - base : 0n;
      toNext = BigInt(next.threshold) * unit - points;
      if (toNext < 0n) toNext = 0n;
      progress = Math.min(100, Number((done * 10000n) / span) / 100);
    }
    return {
      vipLevel: current.level,
      levelName: ctx.t(current.name),
      currentPoints: fromUnits(points, 2),
      nextLevel: next?.level ?? null,
      nextLevelName: next ? ctx.t(next.name) : null,
      pointsToNext: toNext === null ? null : fromUnits(toNext, 2),
      progress,
      levels: VIP_LEVELS.map((l) => ({
        level: l.level,
        name: ctx.t(l.name),
        threshold: fromUnits(BigInt(l.threshold) * unit, 2),
      })),
    };
  },

  'account.checkReportStatus': (_input, ctx) => firstDepositReport(ctx.state, ctx.player().id),

  'account.updateReportStatus': (_input, ctx) => {
    const player = ctx.player();
    const fd = accountStore(ctx.state).firstDeposits.get(player.id);
    if (!fd) {
      fail(CODES.STATE_CONFLICT, '初回入金がまだありません', 'There is no first deposit to report yet');
    }
    fd.reported = true;
    return firstDepositReport(ctx.state, player.id);
  },

  'account.selfControl': (input, ctx) => {
    const player = ctx.player();
    const sc = player.selfControl;
    const given = {
      daily: input.dailyDepositLimit,
      weekly: input.weeklyDepositLimit,
      monthly: input.monthlyDepositLimit,
    };
    for (const period of LIMIT_PERIODS) {
      const limit = given[period];
      if (limit !== undefined) changeLimit(player, period, limit, ctx.now);
    }
    if (input.coolOffDays !== undefined) {
      sc.coolOffUntil = Math.max(sc.coolOffUntil ?? 0, ctx.now + input.coolOffDays * DAY_MS);
    }
    if (input.selfExclusionMonths !== undefined) {
      sc.selfExcludedUntil = Math.max(
        sc.selfExcludedUntil ?? 0,
        ctx.now + input.selfExclusionMonths * 30 * DAY_MS,
      );
    }
    ctx.log.info({ playerId: player.id }, 'self control changed');
    return selfControlView(player, ctx.now);
  },
};
