/**
 * Email and SMS verification codes: 6 random digits per (channel, destination, purpose), one send per
 * 60 s (at most 10 a day per destination), valid 10 minutes, 5 wrong attempts void the code. "Sent" means written to the outbox
 * (state.outbox, /_dev/outbox). Codes are compared in constant time and kept only as long as valid.
 */
import { randomInt, timingSafeEqual } from 'node:crypto';
import { CODES } from '@casino/shared/protocol/codes';
import {
  CODE_DAILY_MAX,
  CODE_MAX_ATTEMPTS,
  CODE_RESEND_INTERVAL_S,
  CODE_TTL_S,
  type CodePurpose,
} from '@casino/shared/schemas/verification-code';
import { fail } from '../../core/errors';
import { defineSlice, type PlatformState } from '../../core/state';

export type Channel = 'email' | 'sms';

interface IssuedCode {
  code: string;
  sentAt: number;
  expiresAt: number;
  attempts: number;
}

const PURPOSE_NAMES: Record<CodePurpose, string> = {
  1: 'register',
  2: 'resetPassword',
  3: 'bind',
  4: 'verify',
};

const codesSlice = defineSlice('verification.codes', () => new Map<string, IssuedCode>());
/** Send times per destination (all purposes), for the daily cap. */
const sendLog = defineSlice('verification.sendLog', () => new Map<string, number[]>());
const DAY_MS = 24 * 3600_000;

const keyOf = (channel: Channel, to: string, purpose: CodePurpose) =>
  `${channel}|${purpose}|${to.trim().toLowerCase()}`;

/** Seconds left before another code may be sent to this destination for this purpose. */
export function resendIn(
  state: PlatformState,
  channel: Channel,
  to: string,
  purpose: CodePurpose,
  now: number,
): number {
  const issued = codesSlice(state).get(keyOf(channel, to, purpose));
  if (!issued) return 0;
  return Math.max(0, Math.ceil((issued.sentAt + CODE_RESEND_INTERVAL_S * 1000 - now) / 1000));
}

/** Sends a new code (replacing an older one), or RATE_LIMITED within the resend interval. */
export function sendCode(
  state: PlatformState,
  channel: Channel,
  to: string,
  purpose: CodePurpose,
  now: number,
  /** Nobody to send to (an unknown account): throttled and answered like a real send, nothing written. */
  deliver = true,
): { resendIn: number; expiresIn: number } {
  const wait = resendIn(state, channel, to, purpose, now);
  if (wait > 0) {
    fail(
      CODES.RATE_LIMITED,
      `認証コードは${wait}秒後に再送信できます`,
      `You can request another code in ${wait} seconds`,
      { resendIn: wait },
    );
  }
  const dest = `${channel}|${to.trim().toLowerCase()}`;
  const log = (sendLog(state).get(dest) ?? []).filter((t) => now - t < DAY_MS);
  if (log.length >= CODE_DAILY_MAX) {
    const waitS = Math.ceil((log[0]! + DAY_MS - now) / 1000);
    fail(
      CODES.RATE_LIMITED,
      '本日の認証コード送信回数の上限に達しました',
      'Too many codes were sent to this address today',
      { resendIn: waitS },
    );
  }
  log.push(now);
  sendLog(state).set(dest, log);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const map = codesSlice(state);
  map.set(keyOf(channel, to, purpose), {
    code,
    sentAt: now,
    expiresAt: now + CODE_TTL_S * 1000,
    attempts: 0,
  });
  if (map.size > 10000) for (const [k, v] of map) if (v.expiresAt < now) map.delete(k);
  if (deliver) state.outbox.send({ to: to.trim(), channel, purpose: PURPOSE_NAMES[purpose], code, at: now });
  return { resendIn: CODE_RESEND_INTERVAL_S, expiresIn: CODE_TTL_S };
}

/**
 * Checks a code. `consume` uses it up on success (registration, binding, reset); without it the code
 * stays valid (validate_email: a form step before the real use). Wrong codes count as attempts.
 */
export function checkCode(
  state: PlatformState,
  channel: Channel,
  to: string,
  purpose: CodePurpose,
  code: string,
  now: number,
  consume: boolean,
): void {
  const map = codesSlice(state);
  const key = keyOf(channel, to, purpose);
  const issued = map.get(key);
  if (!issued) {
    fail(CODES.CODE_INVALID, '認証コードが正しくありません', 'The verification code is not correct');
  }
  if (issued.expiresAt <= now) {
    map.delete(key);
    fail(
      CODES.CODE_EXPIRED,
      '認証コードの有効期限が切れました。再送信してください',
      'The verification code has expired; please request a new one',
    );
  }
  const given = code.trim();
  const ok =
    given.length === issued.code.length && timingSafeEqual(Buffer.from(given), Buffer.from(issued.code));
  if (!ok) {
    issued.attempts += 1;
    if (issued.attempts >= CODE_MAX_ATTEMPTS) {
      map.delete(key);
      fail(
        CODES.CODE_ATTEMPTS_EXCEEDED,
        '認証コードの入力回数の上限に達しました。再送信してください',
        'Too many wrong codes; please request a new one',
      );
    }
    fail(CODES.CODE_INVALID, '認証コードが正しくありません', 'The verification code is not correct', {
      remainingAttempts: CODE_MAX_ATTEMPTS - issued.attempts,
    });
  }
  if (consume) map.delete(key);
}

/** "ta***@example.com" */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}***@${domain}`;
}

/** "090****5678" */
export function maskMobile(mobile: string): string {
  if (mobile.length <= 7) return mobile.slice(0, 2) + '****' + mobile.slice(-1);
  return mobile.slice(0, 3) + '****' + mobile.slice(-4);
}
