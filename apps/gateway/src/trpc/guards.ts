/**
 * Per-procedure guards that protect a player even when the operator's platform does not: the calls
 * that re-prove a secret (withdrawal password, current password, payout verification code) go through
 * the per-player attempt limit and lock of plugins/app/attempts.ts, and a payout destination added
 * through the gateway cannot be withdrawn to before PAYOUT_COOLING_MS has passed. Game launches only
 * accept a same-site returnUrl (the game's exit button goes there).
 * router.ts runs every catalog procedure through `guarded()`.
 */
import { CODES } from '@casino/shared/protocol/codes';
import { entryByProcedure, type ProcedureName } from '@casino/shared/catalog/index';
import { CODE_PURPOSE, CODE_RESEND_INTERVAL_S, CODE_TTL_S } from '@casino/shared/rules/code-purpose';
import { toLoginName } from '@casino/shared/rules/fields';
import { errors as errorTexts } from '@casino/shared/i18n/errors';
import { GatewayError } from '../lib/gateway-error';
import type { SecretKind } from '../plugins/app/attempts';
import type { LoadedSession } from '../plugins/app/sessions';
import type { GatewayContext } from './init';
import { callForData } from './call';

type Input = Record<string, unknown>;

interface SecretRule {
  kind: SecretKind;
  /** Whether this call checks the secret (default: always). */
  applies?(input: Input): boolean;
  /** Upstream codes that mean "wrong answer". */
  wrong: readonly number[];
  /** Runs before the call (after the lock check). */
  before?(ctx: GatewayContext, session: LoadedSession, input: Input): Promise<void>;
  /** Runs after a successful call. */
  after?(ctx: GatewayContext, session: LoadedSession, input: Input, data: unknown): Promise<void>;
}

/** The localised "try again after <time>" of a lock or cooling period, in the session's language. */
export function retryText(
  ctx: GatewayContext,
  session: LoadedSession | null,
  key: 'attemptsLocked' | 'payoutCooling',
  at: number,
): string {
  const lang = ctx.gw.sessions.language(ctx.req, session);
  const tz = ctx.gw.config.upstream.timezone;
  const time = new Intl.DateTimeFormat(lang, { dateStyle: 'short', timeStyle: 'short', timeZone: tz }).format(
    new Date(at),
  );
  return errorTexts[lang === 'en-US' ? 'en' : 'ja'][key].replace('{{time}}', time);
}

export function lockedError(ctx: GatewayContext, session: LoadedSession | null, until: number) {
  return new GatewayError('TOO_MANY_REQUESTS', retryText(ctx, session, 'attemptsLocked', until), {
    messageKey: 'errors.attemptsLocked',
    retryAfterMs: Math.max(0, until - Date.now()),
    retryAt: until,
  });
}

const payoutAdded = async (ctx: GatewayContext, session: LoadedSession, _input: Input, data: unknown) => {
  const id = (data as { id?: unknown } | null)?.id;
  if (typeof id === 'string' && id) await ctx.gw.attempts.newPayoutDestination(session.rec.loginName, id);
};

const RULES: Partial<Record<ProcedureName, SecretRule>> = {
  'withdraw.create': {
    kind: 'withdrawPassword',
    wrong: [CODES.WITHDRAW_PASSWORD_WRONG],
    async before(ctx, session, input) {
      const id = input.bankCardId ?? input.addressId;
      if (typeof id !== 'string' || !id) return;
      const at = await ctx.gw.attempts.payoutUsableAt(session.rec.loginName, id);
      if (at === null) return;
      throw new GatewayError('FORBIDDEN', retryText(ctx, session, 'payoutCooling', at), {
        messageKey: 'errors.payoutCooling',
        retryAfterMs: at - Date.now(),
        retryAt: at,
        fieldErrors: {
          [input.bankCardId !== undefined ? 'bankCardId' : 'addressId']: ['errors.payoutCooling'],
        },
      });
    },
  },
  'wallet.bankCardAdd': {
    kind: 'withdrawPassword',
    wrong: [CODES.WITHDRAW_PASSWORD_WRONG, CODES.CODE_INVALID, CODES.CODE_ATTEMPTS_EXCEEDED],
    after: payoutAdded,
  },
  'wallet.addressCreate': {
    kind: 'withdrawPassword',
    wrong: [CODES.WITHDRAW_PASSWORD_WRONG, CODES.CODE_INVALID, CODES.CODE_ATTEMPTS_EXCEEDED],
    after: payoutAdded,
  },
  'account.modify': {
    kind: 'password',
    applies: (i) => i.oldPassword !== undefined,
    wrong: [CODES.WRONG_CREDENTIALS],
    // A changed password ends the player's other sessions (a stolen one among them), whatever the
    // operator's platform does with their tokens.
    async after(ctx, session, input) {
      if (input.newPassword !== undefined)
        await ctx.gw.sessions.endOthers(session.rec.loginName, session.key);
    },
  },
  // Changing a bound email / phone proves the current password (its wrong answers share the lock).
  'verification.emailBind': {
    kind: 'password',
    applies: (i) => i.password !== undefined,
    wrong: [CODES.WRONG_CREDENTIALS],
  },
  'verification.phoneBind': {
    kind: 'password',
    applies: (i) => i.password !== undefined,
    wrong: [CODES.WRONG_CREDENTIALS],
  },
};

const PLAYER_INFO = entryByProcedure('account.playerInfo')!;

/**
 * A stolen session alone must not move the account's recovery address: changing an email or phone
 * that is already bound needs the current password (`password`), whatever the operator's platform
 * checks. Without it the call is refused before the platform.
 */
const PROOF_CHECKS: Partial<
  Record<ProcedureName, (ctx: GatewayContext, session: LoadedSession, input: Input) => Promise<void>>
> = {
  'verification.emailBind': (ctx, session, input) => requireCurrentPassword(ctx, session, input, 'email'),
  'verification.phoneBind': (ctx, session, input) => requireCurrentPassword(ctx, session, input, 'mobile'),
};

async function requireCurrentPassword(
  ctx: GatewayContext,
  session: LoadedSession,
  input: Input,
  what: 'email' | 'mobile',
) {
  if (typeof input.password === 'string' && input.password) return;
  const info = ((await callForData(ctx, PLAYER_INFO, {}, session)) ?? {}) as Record<string, unknown>;
  const bound = what === 'email' ? info.emailBindFlag : info.mobileBindFlag;
  if (bound === true || bound === 1 || bound === '1')
    throw new GatewayError('BAD_REQUEST', 'Invalid input', {
      messageKey: 'validation.currentPasswordRequired',
      fieldErrors: { password: ['validation.currentPasswordRequired'] },
    });
}

/** The gateway's own origin and GATEWAY_ALLOWED_ORIGINS: where a game's exit button may lead. */
function isSameSite(ctx: GatewayContext, url: string): boolean {
  try {
    const u = new URL(url);
    const own = `${ctx.req.protocol}://${ctx.req.host}`;
    return u.origin === own || ctx.gw.config.allowedOrigins.includes(u.origin);
  } catch {
    return false;
  }
}

/** Input checks the catalog's schemas cannot make (they depend on the request). */
const INPUT_CHECKS: Partial<Record<ProcedureName, (ctx: GatewayContext, input: Input) => void>> = {
  'games.launchGame': returnUrlCheck,
  'games.launchDemoGame': returnUrlCheck,
};

function returnUrlCheck(ctx: GatewayContext, input: Input) {
  const url = input.returnUrl;
  if (typeof url === 'string' && !isSameSite(ctx, url))
    throw new GatewayError('BAD_REQUEST', 'Invalid input', {
      messageKey: 'errors.network.badRequest',
      fieldErrors: { returnUrl: ['validation.invalid'] },
    });
}

type CodeSent = { sentTo: string | null; resendIn: number; expiresIn: number };

/** "se***@example.com", like the platform's mask. */
const maskEmail = (email: string) => {
  const [local = '', domain = ''] = email.trim().split('@');
  return `${local.slice(0, 2)}***@${domain}`;
};

/**
 * Code sending must not tell whether an account exists (issue 15, item 5), whatever the platform
 * answers: by name, the masked address is shown only to the account's own session and an unknown
 * account looks like a sent code; by email for a password reset, the answer is the typed address.
 */
const SAME_ANSWER: Partial<
  Record<ProcedureName, (session: LoadedSession | null, input: Input, data: CodeSent) => CodeSent>
> = {
  'verification.emailSendCodeByName': byName,
  'verification.phoneSendCodeByName': byName,
  'verification.emailSendCodeByEmail': (_session, input, data) =>
    input.purpose === CODE_PURPOSE.resetPassword && typeof input.email === 'string'
      ? { ...asSent(data), sentTo: maskEmail(input.email) }
      : data,
};

function asSent(data: CodeSent): CodeSent {
  return {
    ...data,
    resendIn: data.resendIn || CODE_RESEND_INTERVAL_S,
    expiresIn: data.expiresIn || CODE_TTL_S,
  };
}

function byName(session: LoadedSession | null, input: Input, data: CodeSent): CodeSent {
  const name = String(input.username ?? '')
    .trim()
    .toLowerCase();
  const ln = session?.rec.loginName.toLowerCase() ?? '';
  const own =
    session !== null &&
    (ln === name || ln === toLoginName(name).toLowerCase()) &&
    input.purpose !== CODE_PURPOSE.resetPassword;
  return own ? data : { ...asSent(data), sentTo: null };
}

/** Runs `call` (the upstream call of a catalog procedure) under the procedure's guard, if it has one. */
export async function guarded(
  ctx: GatewayContext,
  procedure: ProcedureName,
  input: unknown,
  session: LoadedSession | null,
  call: () => Promise<unknown>,
): Promise<unknown> {
  const rule = RULES[procedure];
  const i = (input ?? {}) as Input;
  INPUT_CHECKS[procedure]?.(ctx, i);
  if (session) await PROOF_CHECKS[procedure]?.(ctx, session, i);
  const shape = SAME_ANSWER[procedure];
  if (shape) return shape(session, i, (await call()) as CodeSent);
  if (!rule || !session || (rule.applies && !rule.applies(i))) return call();
  const { attempts } = ctx.gw;
  const player = session.rec.loginName;
  const start = await attempts.begin(rule.kind, player);
  if (!start.ok) {
    if (start.reason === 'locked') throw lockedError(ctx, session, start.until);
    throw new GatewayError('TOO_MANY_REQUESTS', 'Another attempt is in progress', {
      messageKey: 'errors.busy',
      retryAfterMs: 1000,
    });
  }
  try {
    await rule.before?.(ctx, session, i);
    let data: unknown;
    try {
      data = await call();
    } catch (err) {
      if (err instanceof GatewayError && rule.wrong.includes(Number(err.info.upstreamCode))) {
        const until = await attempts.wrong(rule.kind, player);
        if (until !== null) throw lockedError(ctx, session, until);
      }
      throw err;
    }
    await attempts.right(rule.kind, player);
    await rule.after?.(ctx, session, i, data);
    return data;
  } finally {
    await start.release().catch(() => undefined);
  }
}
