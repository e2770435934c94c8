/**
 * Handlers of the verification group: email and SMS codes (send, resend interval, validate, bind) and
 * the Google authenticator (TOTP) bind and validate.
 */
import { CODES } from '@casino/shared/protocol/codes';
import { toLoginName } from '@casino/shared/rules/validation';
import { CODE_PURPOSE, type CodePurpose } from '@casino/shared/schemas/verification-code';
import { fail, MESSAGES, PlatformError } from '../../core/errors';
import { checkCurrentPassword } from '../../core/secret-attempts';
import type { HandlerContext } from '../../core/context';
import type { GroupHandlers } from '../../core/handlers';
import type { Player } from '../../core/players';
import { defineSlice, type PlatformState } from '../../core/state';
import { checkCode, maskEmail, maskMobile, resendIn, sendCode } from './codes';
import { newTotpSecret, otpauthUrl, verifyTotp } from './totp';

export const TOTP_ISSUER = 'JapanCasino';

interface TotpState {
  pendingSecret: string | null;
  lastStep: number;
}

const totpSlice = defineSlice('verification.totp', () => new Map<string, TotpState>());

function totpState(state: PlatformState, playerId: string): TotpState {
  const map = totpSlice(state);
  let s = map.get(playerId);
  if (!s) {
    s = { pendingSecret: null, lastStep: -1 };
    map.set(playerId, s);
  }
  return s;
}

function emailTaken(): never {
  fail(
    CODES.EMAIL_TAKEN,
    'このメールアドレスはすでに登録されています',
    'This email address is already registered',
  );
}

function phoneTaken(): never {
  fail(CODES.PHONE_TAKEN, 'この電話番号はすでに登録されています', 'This phone number is already registered');
}

export function playerByMobile(state: PlatformState, mobile: string): Player | undefined {
  for (const p of state.players.all()) if (p.mobile === mobile && p.mobileBound) return p;
  return undefined;
}

function byName(state: PlatformState, username: string): Player | undefined {
  return state.players.byLogin(toLoginName(username)) ?? state.players.byLogin(username);
}

/**
 * Checks a 6-digit TOTP code of a bound (or, with `pending`, a pending) secret; refuses a reused step.
 * Other areas (withdrawals) may call it to require the authenticator.
 */
export function checkTotp(state: PlatformState, player: Player, code: string, now: number): void {
  const ts = totpState(state, player.id);
  const secret = player.googleAuthBound ? player.googleAuthSecret : ts.pendingSecret;
  const step = secret ? verifyTotp(secret, code, now) : null;
  if (step === null || step <= ts.lastStep) {
    fail(CODES.TOTP_INVALID, '認証アプリのコードが正しくありません', 'The authenticator code is not correct');
  }
  ts.lastStep = step;
  if (!player.googleAuthBound && ts.pendingSecret) {
    player.googleAuthSecret = ts.pendingSecret;
    player.googleAuthBound = true;
    ts.pendingSecret = null;
  }
}

/**
 * Binding or changing a recovery contact (email, phone) proves the current login password once the
 * account has any contact bound: a stolen session alone cannot add a phone and then reset the password
 * by SMS. Wrong answers count toward the per-player password lock (core/secret-attempts.ts).
 */
function proveCurrentPassword(ctx: HandlerContext, player: Player, password: string | undefined): void {
  if (!password)
    throw new PlatformError(CODES.VALIDATION, MESSAGES.validation, {
      fields: { password: 'validation.currentPasswordRequired' },
    });
  checkCurrentPassword(ctx.state, ctx.config, player, password, ctx.now);
}

/** The recovery contacts bound now (where a password reset can be sent). */
function boundContacts(player: Player): { channel: 'email' | 'sms'; to: string }[] {
  const out: { channel: 'email' | 'sms'; to: string }[] = [];
  if (player.emailBound && player.email) out.push({ channel: 'email', to: player.email });
  if (player.mobileBound && player.mobile) out.push({ channel: 'sms', to: player.mobile });
  return out;
}

/**
 * Tells every contact bound before that the account's email / phone was bound or changed (the owner
 * learns of a takeover): outbox purpose `email-changed` / `phone-changed`.
 */
function notifyBound(
  ctx: HandlerContext,
  before: { channel: 'email' | 'sms'; to: string }[],
  what: 'email' | 'phone',
): void {
  for (const { channel, to } of before)
    ctx.state.outbox.send({ to, channel, purpose: `${what}-changed`, code: '', at: ctx.now });
}

/** Whether a code may be sent to `to` now, and in how many seconds otherwise. */
function canSend(ctx: HandlerContext, channel: 'email' | 'sms', to: string, purpose: CodePurpose) {
  const wait = resendIn(ctx.state, channel, to, purpose, ctx.now);
  return { canSend: wait === 0, resendIn: wait };
}

/** Checks a code sent to `to` without using it up (the step before a form that uses it). */
function validated(
  ctx: HandlerContext,
  channel: 'email' | 'sms',
  to: string,
  input: { purpose: CodePurpose; code: string },
) {
  checkCode(ctx.state, channel, to, input.purpose, input.code, ctx.now, false);
  return { verified: true as const };
}

/**
 * Binds `to` as the calling player's email or phone with the code sent to it (`bind` stores it). A
 * contact another account has is refused; binding one other than the contact already bound needs the
 * current password when any contact is bound, and the contacts bound before are told.
 */
function bindContact(
  ctx: HandlerContext,
  channel: 'email' | 'sms',
  to: string,
  input: { code: string; password?: string },
  bind: (player: Player) => void,
): void {
  const player = ctx.player();
  const owner = channel === 'email' ? ctx.state.players.byMail(to) : playerByMobile(ctx.state, to);
  if (owner && owner.id !== player.id) (channel === 'email' ? emailTaken : phoneTaken)();
  const before = boundContacts(player);
  const bound = before.find((c) => c.channel === channel)?.to;
  const same = channel === 'email' ? bound?.toLowerCase() === to.trim().toLowerCase() : bound === to;
  if (before.length && !same) proveCurrentPassword(ctx, player, input.password);
  checkCode(ctx.state, channel, to, CODE_PURPOSE.bind, input.code, ctx.now, true);
  bind(player);
  if (!same) notifyBound(ctx, before, channel === 'email' ? 'email' : 'phone');
}

/**
 * A code to the bound email or phone of the account named by `username`. An unknown account or one
 * without that contact bound gets the same answer as a real one (same resend interval, nothing sent):
 * whether the account exists is not revealed. The masked contact is shown only to the account's own
 * session (the payout code of a logged-in player).
 */
function sendCodeByName(
  ctx: HandlerContext,
  channel: 'email' | 'sms',
  input: { username: string; purpose: CodePurpose },
) {
  const player = byName(ctx.state, input.username);
  const to = player && boundContacts(player).find((c) => c.channel === channel)?.to;
  if (!player || !to) {
    const sent = sendCode(ctx.state, channel, `name:${input.username}`, input.purpose, ctx.now, false);
    return { sentTo: null, ...sent };
  }
  const sent = sendCode(ctx.state, channel, to, input.purpose, ctx.now);
  const mask = channel === 'email' ? maskEmail : maskMobile;
  return { sentTo: ctx.playerId === player.id ? mask(to) : null, ...sent };
}

export const verificationHandlers: GroupHandlers<'verification'> = {
  'verification.emailSendCodeByName': (input, ctx) => sendCodeByName(ctx, 'email', input),

  'verification.emailSendCodeByEmail': (input, ctx) => {
    const owner = ctx.state.players.byMail(input.email);
    // A registration code is sent to a registered email too, with the same answer: whether the email
    // is taken is told only by account.createAccount, after the code proved the caller reads it.
    if (input.purpose === CODE_PURPOSE.bind && owner && owner.id !== ctx.playerId) emailTaken();
    if (input.purpose === CODE_PURPOSE.resetPassword && !owner) {
      // the same answer as for an account (the address was typed by the caller): nothing revealed
      const sent = sendCode(ctx.state, 'email', input.email, input.purpose, ctx.now, false);
      return { sentTo: maskEmail(input.email), ...sent };
    }
    const sent = sendCode(ctx.state, 'email', input.email, input.purpose, ctx.now);
    return { sentTo: maskEmail(input.email), ...sent };
  },

  'verification.emailCheckSend': (input, ctx) => canSend(ctx, 'email', input.email, input.purpose),
  'verification.emailValidate': (input, ctx) => validated(ctx, 'email', input.email, input),

  'verification.emailBind': (input, ctx) => {
    bindContact(ctx, 'email', input.email, input, (player) => {
      ctx.state.players.setEmail(player, input.email);
      player.emailBound = true;
    });
    return { emailBindFlag: true as const, email: maskEmail(input.email) };
  },

  'verification.phoneSendCodeByName': (input, ctx) => sendCodeByName(ctx, 'sms', input),

  'verification.phoneSendCodeByPhone': (input, ctx) => {
    const player = ctx.player();
    const owner = playerByMobile(ctx.state, input.mobile);
    if (input.purpose === CODE_PURPOSE.bind && owner && owner.id !== player.id) phoneTaken();
    const sent = sendCode(ctx.state, 'sms', input.mobile, input.purpose, ctx.now);
    return { sentTo: maskMobile(input.mobile), ...sent };
  },

  'verification.phoneCheckSend': (input, ctx) => canSend(ctx, 'sms', input.mobile, input.purpose),
  'verification.phoneValidate': (input, ctx) => validated(ctx, 'sms', input.mobile, input),

  'verification.phoneBind': (input, ctx) => {
    bindContact(ctx, 'sms', input.mobile, input, (player) => {
      player.mobile = input.mobile;
      player.mobileBound = true;
      player.needBindPhone = false;
    });
    return { mobileBindFlag: true as const, mobile: maskMobile(input.mobile) };
  },

  'verification.googleAuthBind': (_input, ctx) => {
    const player = ctx.player();
    if (player.googleAuthBound) {
      fail(
        CODES.ALREADY_BOUND,
        '認証アプリはすでに連携されています',
        'An authenticator is already bound to this account',
      );
    }
    const ts = totpState(ctx.state, player.id);
    ts.pendingSecret = newTotpSecret();
    return {
      secret: ts.pendingSecret,
      otpauthUrl: otpauthUrl(ts.pendingSecret, player.loginName, TOTP_ISSUER),
      bound: false,
    };
  },

  'verification.googleAuthValidate': (input, ctx) => {
    checkTotp(ctx.state, ctx.player(), input.code, ctx.now);
    return { valid: true as const, bound: true as const };
  },
};
