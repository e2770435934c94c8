/**
 * The shape of one upstream call. Every call the product makes is declared exactly once as an
 * `endpoint(...)` in the group files beside this one; the gateway builds its tRPC router from these,
 * the reference platform registers one handler per entry, and the front ends get their types from them.
 */
import { z } from 'zod';
import type { ErrorContext } from '../errors/error-table';
import type { Client } from '../protocol/wire';

export type { Client };
export type Access = 'public' | 'player';
export type Kind = 'query' | 'mutation';

/**
 * The gateway's shared cache (Redis, shared by every instance, single flight): one upstream call per
 * key and expiry however many browsers ask. The key is the procedure, the input and `per`; a cached call
 * is made without the player's token unless `per` is 'device', so a cached answer never depends on a
 * player.
 */
export interface CacheFlag {
  /** What else the answer depends on: the language (public answers), the client IP, the browser, nothing. */
  per: 'language' | 'ip' | 'device' | 'none';
  /**
   * How long: a gateway setting (config: CACHE_CONFIG_TTL_MS, rates: CACHE_RATES_TTL_MS, checkIp:
   * CACHE_CHECKIP_TTL_MS, public: CACHE_PUBLIC_TTL_MS) or until the end of the day in Japan.
   */
  ttl: 'config' | 'rates' | 'checkIp' | 'public' | 'endOfDayJst';
}

/**
 * A rate limit the gateway counts in its store (fixed windows, shared by every instance), per client IP
 * (per terminal for kiosks) and per target account. Entries naming the same `bucket` share its counters.
 */
export interface RateLimitFlag {
  /**
   * The window and the limit: a gateway setting (login: RATE_LOGIN_PER_MIN per minute, register:
   * RATE_REGISTER_PER_HOUR per hour, code: RATE_CODE_PER_10MIN per 10 minutes, captcha:
   * RATE_CAPTCHA_PER_MIN per minute, counted per IP and per device instead of per target).
   */
  bucket: 'login' | 'register' | 'code' | 'captcha';
  /** Input fields naming the target account: the first one present is counted too (besides the IP). */
  target?: readonly string[];
}

/** Fields the gateway adds to the upstream payload from its common config (never from the browser). */
export interface PayloadFlag {
  /** The guess-game app id of the screen class (x-screen-class: pc or mobile). */
  appId?: true;
  /** The CMS theme code (CMS_THEME_CODE, else the common config's), unless the input has one. */
  themeCode?: true;
}

/**
 * A secret the call proves again (the withdrawal password, the current login password, a payout code):
 * the gateway counts its wrong answers per player and locks the secret after too many
 * (plugins/app/attempts.ts), one check per player and secret at a time. `F`: the input's field names.
 */
export interface SecretFlag<F extends string = string> {
  /** Which secret (its own count and lock). */
  kind: 'withdrawPassword' | 'password';
  /** The input field whose presence makes this call check the secret; default: every call does. */
  when?: F;
  /** The upstream codes that mean "wrong answer". */
  wrong: readonly number[];
  /**
   * What the gateway does after a right answer: `payoutAdded` starts the payout destination's cooling
   * period (PAYOUT_COOLING_MS); `endOtherSessions` ends the player's other sessions when the input has
   * `newPassword` (a password change).
   */
  after?: 'payoutAdded' | 'endOtherSessions';
}

export interface EndpointFlags<F extends string = string> {
  /** Answered from the gateway's shared cache (see CacheFlag). */
  cache?: CacheFlag;
  /** Counted against a rate limit before anything else (see RateLimitFlag). */
  rateLimit?: RateLimitFlag;
  /** The gateway checks the client's access (checkIp: region block, /403) before the call. */
  accessCheck?: boolean;
  /** The error table's context of this call's errors on the clients (login, register...). */
  errorContext?: ErrorContext;
  /** Fields the gateway adds to the payload (see PayloadFlag). */
  payload?: PayloadFlag;
  /** The client resets its captcha input after this call (spec section 7). */
  resetsCaptcha?: boolean;
  /** Errors are not shown as toasts; the caller handles them (CMS, video, report). */
  silentErrors?: boolean;
  /** The client shows no loading indicator for this call. */
  hideLoading?: boolean;
  /** The response is binary (a KYC picture), not an envelope. */
  blob?: boolean;
  /** The page size the product asks for: the input's `pageSize` default (endpoint() sets it). */
  pageSize?: number;
  /** The call re-proves a secret under the per-player attempt lock (see SecretFlag). */
  secret?: SecretFlag<F>;
  /**
   * A payout to a destination (input `bankCardId` or `addressId`) added through the gateway is refused
   * until its cooling period ends (403 `errors.payoutCooling`); checked inside the secret's lock.
   */
  payoutCooling?: true;
  /**
   * Binding or changing the email (or mobile) needs the current login password in the input's
   * `password` once the player has any email or phone bound: without it the call is refused before
   * the platform.
   */
  proofIfBound?: 'email' | 'mobile';
  /** The input's `returnUrl` must lead to the site itself (the gateway's origin or an allowed one). */
  sameSiteReturnUrl?: true;
  /**
   * Code sending answers the same whether the account exists: `byName`: `sentTo` only for the
   * account's own session; `resetByEmail`: a password reset's answer shows the typed address masked.
   */
  sameAnswer?: 'byName' | 'resetByEmail';
  /** The answer's captcha `ticket` is remembered for the device (5 minutes) for the next login. */
  remembersCaptchaTicket?: true;
  /**
   * The input carries a file (base64): the request body may be upload-sized (GATEWAY_BODY_LIMIT).
   * Every other call's body is refused above GATEWAY_SMALL_BODY_LIMIT before it is read.
   */
  upload?: true;
}

/** The field names of an object input (any name for other inputs). */
export type InputField<I extends z.ZodType> = I extends z.ZodObject
  ? Extract<keyof z.input<I>, string>
  : string;

export interface EndpointDef<
  P extends string = string,
  I extends z.ZodType = z.ZodType,
  O extends z.ZodType = z.ZodType,
  K extends Kind = Kind,
> {
  /** `<group>.<verbName>`, unique: the tRPC procedure path. */
  procedure: P;
  /** The upstream path, verbatim from the spec (the wire path is `/_api_` + path). */
  path: string;
  client: Client;
  access: Access;
  /** Kept as a literal type so the gateway's AppRouter maps it to a tRPC query or mutation. */
  kind: K;
  summary?: string;
  /** What the gateway accepts from the browser (before loginName, encryption and signing). */
  input: I;
  /** What the platform answers inside `data`, and what the gateway returns. */
  output: O;
  flags: EndpointFlags<InputField<I>>;
}

/**
 * One catalog entry. The client is not written: it follows from the path (clientForPath: /phoenix/
 * and /rex/ paths go to the second client).
 */
export function endpoint<
  const P extends string,
  I extends z.ZodType,
  O extends z.ZodType,
  const K extends Kind,
>(written: Omit<EndpointDef<P, I, O, K>, 'client'>): EndpointDef<P, I, O, K> {
  const def: EndpointDef<P, I, O, K> = { ...written, client: clientForPath(written.path) };
  const when = def.flags.secret?.when;
  if (when !== undefined && !(def.input instanceof z.ZodObject && when in def.input.shape))
    throw new Error(`${def.procedure}: flags.secret.when names no input field`);
  const size = def.flags.pageSize;
  if (size === undefined) return def;
  return { ...def, input: withPageSizeDefault(def.input, size, def.procedure) };
}

/** The input schema with `pageSize` defaulting to the entry's page size (the flag is the one source). */
function withPageSizeDefault<I extends z.ZodType>(input: I, size: number, procedure: string): I {
  const field =
    input instanceof z.ZodObject ? (input.shape as Record<string, z.ZodType>).pageSize : undefined;
  if (!field) throw new Error(`${procedure}: flags.pageSize needs an object input with a pageSize field`);
  const bare = field instanceof z.ZodDefault ? (field.unwrap() as z.ZodType) : field;
  return (input as unknown as z.ZodObject).extend({ pageSize: bare.default(size as never) }) as unknown as I;
}

/** Temporary schema for an entry whose fields are still being designed; a test forbids it at the end. */
export const PENDING_SCHEMA = z.object({}).loose();

export type GroupOf<P extends string> = P extends `${infer G}.${string}` ? G : never;
export type NameOf<P extends string> = P extends `${string}.${infer N}` ? N : never;

/** The client is decided by the path: /phoenix/ and /rex/ paths go to the second client. */
export function clientForPath(path: string): Client {
  return /\/(phoenix|rex)\//.test(path) ? 'second' : 'main';
}
