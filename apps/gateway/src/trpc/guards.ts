/**
 * The guards a catalog entry's flags ask for, protecting a player even when the operator's platform
 * does not (docs/gateway.md, "Per-player limits and locks"):
 * - `secret`: the calls that re-prove a secret (withdrawal password, current password, payout code) go
 *   through the per-player attempt limit and lock of plugins/app/attempts.ts;
 * - `payoutCooling`: a payout destination added through the gateway cannot be withdrawn to before
 *   PAYOUT_COOLING_MS has passed (the adding calls' `secret.after: 'payoutAdded'` starts it);
 * - `proofIfBound`: binding or changing an email or phone needs the current password once any is bound;
 * - `sameSiteReturnUrl`: a game's exit button only leads to the site;
 * - `sameAnswer`: code sending does not tell whether an account exists.
 * The implementations are keyed by the flags' values (small closed unions), never by procedure;
 * router.ts builds each entry's guard once with `guardOf(entry.flags)`.
 */
import type { EndpointFlags, SecretFlag } from '@casino/shared/catalog/define';
import { entryByProcedure } from '@casino/shared/catalog/index';
import { CODE_PURPOSE, CODE_RESEND_INTERVAL_S, CODE_TTL_S } from '@casino/shared/rules/code-purpose';
import { toLoginName } from '@casino/shared/rules/fields';
import { errors as errorTexts } from '@casino/shared/i18n/errors';
import { CODES } from '@casino/shared/protocol/codes';
import { GatewayError } from '../lib/gateway-error';
import type { LoadedSession } from '../plugins/app/sessions';
import type { GatewayContext } from './init';
import { callForData } from './call';
import { siteOrigins } from '../lib/site-origins';

type Input = Record<string, unknown>;

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

/** A withdrawal to a destination still in its cooling period is refused (flag `payoutCooling`). */
async function payoutCoolingCheck(ctx: GatewayContext, session: LoadedSession, input: Input) {
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
}

type After = (ctx: GatewayContext, session: LoadedSession, input: Input, data: unknown) => Promise<void>;

/** What a right answer leads to (flag `secret.after`). */
const AFTER: Record<NonNullable<SecretFlag['after']>, After> = {
  // The new destination's cooling period starts.
  async payoutAdded(ctx, session, _input, data) {
    const id = (data as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && id) await ctx.gw.attempts.newPayoutDestination(session.rec.loginName, id);
  },
  // A changed password ends the player's other sessions (a stolen one among them), whatever the
  // operator's platform does with their tokens.
  async endOtherSessions(ctx, session, input) {
    if (input.newPassword !== undefined)
      await ctx.gw.sessions.endOthers(session.rec.loginName, session.key, 'password-changed');
  },
};

const PLAYER_INFO = entryByProcedure('account.playerInfo')!;

/**
 * A stolen session alone must not add or move a recovery address (a phone bound by a thief resets the
 * password by SMS): once the account has any email or phone bound, binding or changing either needs
 * the current password (`password`), whatever the operator's platform checks. Without it the call is
 * refused before the platform (flag `proofIfBound`).
 */
async function requireCurrentPassword(ctx: GatewayContext, session: LoadedSession, input: Input) {
  if (typeof input.password === 'string' && input.password) return;
  const info = ((await callForData(ctx, PLAYER_INFO, {}, session)) ?? {}) as Record<string, unknown>;
  const isSet = (v: unknown) => v === true || v === 1 || v === '1';
  if (isSet(info.emailBindFlag) || isSet(info.mobileBindFlag))
    throw new GatewayError('BAD_REQUEST', 'Invalid input', {
      messageKey: 'validation.currentPasswordRequired',
      fieldErrors: { password: ['validation.currentPasswordRequired'] },
    });
}

const originsOf = new WeakMap<object, ReturnType<typeof siteOrigins>>();

/** The site's configured origins (lib/site-origins.ts, never the Host header): where a game's exit may lead. */
function isSameSite(ctx: GatewayContext, url: string): boolean {
  try {
    const u = new URL(url);
    let origins = originsOf.get(ctx.gw.config);
    if (!origins) originsOf.set(ctx.gw.config, (origins = siteOrigins(ctx.gw.config)));
    return origins(ctx.req).has(u.origin);
  } catch {
    return false;
  }
}

/** The input check the catalog's schema cannot make (it depends on the request): flag `sameSiteReturnUrl`. */
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

/**
 * Code sending must not tell whether an account exists, whatever the platform
 * answers (flag `sameAnswer`): by name, the masked address is shown only to the account's own session
 * and an unknown account looks like a sent code; by email for a password reset, the answer is the
 * typed address.
 */
const SAME_ANSWER: Record<
  NonNullable<EndpointFlags['sameAnswer']>,
  (session: LoadedSession | null, input: Input, data: CodeSent) => CodeSent
> = {
  byName,
  resetByEmail: (_session, input, data) =>
    (input.purpose === CODE_PURPOSE.resetPassword || input.purpose === CODE_PURPOSE.register) &&
    typeof input.email === 'string'
      ? { ...asSent(data), sentTo: maskEmail(input.email) }
      : data,
};

/**
 * A registration code for an email that is already registered: a platform that answers 100919 here
 * would tell anyone which emails have accounts. The caller gets the answer of a sent code instead; the
 * taken email is reported by account.createAccount once the code is proven (flag `sameAnswer`).
 */
async function sentEvenIfTaken(input: Input, call: () => Promise<unknown>): Promise<CodeSent> {
  try {
    return (await call()) as CodeSent;
  } catch (err) {
    const taken =
      err instanceof GatewayError &&
      Number(err.info.upstreamCode) === CODES.EMAIL_TAKEN &&
      input.purpose === CODE_PURPOSE.register;
    if (!taken) throw err;
    return { sentTo: null, resendIn: CODE_RESEND_INTERVAL_S, expiresIn: CODE_TTL_S };
  }
}

/** Runs an entry's upstream call (`call`) under the entry's guards. */
export type Guard = (
  ctx: GatewayContext,
  session: LoadedSession | null,
  input: unknown,
  call: () => Promise<unknown>,
) => Promise<unknown>;

/** The guard the entry's flags ask for, or undefined when they ask for none (the call runs as it is). */
export function guardOf(flags: EndpointFlags): Guard | undefined {
  const { secret, payoutCooling, proofIfBound, sameSiteReturnUrl, sameAnswer } = flags;
  if (!secret && !payoutCooling && !proofIfBound && !sameSiteReturnUrl && !sameAnswer) return undefined;
  const shape = sameAnswer && SAME_ANSWER[sameAnswer];
  const after = secret?.after && AFTER[secret.after];
  return async (ctx, session, input, call) => {
    const i = (input ?? {}) as Input;
    if (sameSiteReturnUrl) returnUrlCheck(ctx, i);
    if (session && proofIfBound) await requireCurrentPassword(ctx, session, i);
    if (shape) return shape(session, i, await sentEvenIfTaken(i, call));
    if (!session) return call();
    if (!secret || (secret.when !== undefined && i[secret.when] === undefined)) {
      if (payoutCooling) await payoutCoolingCheck(ctx, session, i);
      return call();
    }
    // The cooling check runs inside the lock: a locked secret is refused first.
    const checked = payoutCooling ? async () => (await payoutCoolingCheck(ctx, session, i), call()) : call;
    return underLock(ctx, session, secret, i, checked, after);
  };
}

/** The call under the secret's attempt lock: one check at a time, wrong answers counted, a lock refuses. */
async function underLock(
  ctx: GatewayContext,
  session: LoadedSession,
  secret: SecretFlag,
  input: Input,
  call: () => Promise<unknown>,
  after: After | undefined,
): Promise<unknown> {
  const { attempts } = ctx.gw;
  const player = session.rec.loginName;
  const start = await attempts.begin(secret.kind, player);
  if (!start.ok) {
    if (start.reason === 'locked') throw lockedError(ctx, session, start.until);
    throw new GatewayError('TOO_MANY_REQUESTS', 'Another attempt is in progress', {
      messageKey: 'errors.busy',
      retryAfterMs: 1000,
    });
  }
  try {
    let data: unknown;
    try {
      data = await call();
    } catch (err) {
      if (err instanceof GatewayError && secret.wrong.includes(Number(err.info.upstreamCode))) {
        const until = await attempts.wrong(secret.kind, player);
        if (until !== null) throw lockedError(ctx, session, until);
      }
      throw err;
    }
    await attempts.right(secret.kind, player);
    await after?.(ctx, session, input, data);
    return data;
  } finally {
    await start.release().catch(() => undefined);
  }
}
