/**
 * The upstream client: one undici keep-alive pool to the platform, every request a JSON POST to
 * `/_api_<path>` with the headers of spec section 7 (names in packages/shared/src/protocol/wire.ts),
 * player passwords in the case PASSWORD_CASE asks for, sensitive fields RSA-encrypted, then signed. It reads both envelopes and reduces every answer to an
 * UpstreamResult; it never retries (a retry that could move money twice is the caller's decision, and
 * the only retry is the one after a token refresh).
 */
import { randomUUID, type KeyObject } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { Readable } from 'node:stream';
import { Pool, errors as undiciErrors } from 'undici';
import { CODES } from '@casino/shared/protocol/codes';
import { HEADERS, SECOND_CLIENT_OK, WIRE_PREFIX } from '@casino/shared/protocol/wire';
import {
  applyPasswordCaseToPayload,
  DEFAULT_PASSWORD_CASE,
  type PasswordCase,
} from '@casino/shared/rules/password-case';
import type { Client } from '@casino/shared/catalog/define';
import { encryptSensitive, makeEncryptor, signingKey, signRequest, type RsaPadding } from './wire-crypto';
import { recordUpstream, type UpstreamOutcome } from '../observability/metrics';

export interface UpstreamOptions {
  url: string;
  timeoutMs: number;
  connections: number;
  appId: string;
  merchantCode: string;
  merchantSecret: string;
  clientId: string;
  clientSecret: string;
  rsaPublicKeyPem: string;
  rsaPadding: RsaPadding;
  /** PASSWORD_CASE: `lower` (default) lowercases every player password field before encryption. */
  passwordCase?: PasswordCase;
}

export type UpstreamAuth = { bearer: string } | 'basic' | null;

export interface UpstreamRequest {
  path: string;
  client: Client;
  payload: Record<string, unknown>;
  auth: UpstreamAuth;
  deviceId: string;
  language: string;
  timezone: string;
  clientIp: string;
  /** Binary answer expected (the body is returned as a stream on success). */
  blob?: boolean;
  /** Overrides the app id header (guess-game bets carry the PC or general app id). */
  appId?: string;
  /** The browser request's id (x-request-id), sent as x-correlation-id and logged with a failure. */
  requestId?: string;
  /** Where a failed call is logged at warn (the request's logger); none: not logged here. */
  log?: { warn(obj: object, msg: string): void };
}

export type UpstreamResult =
  | { ok: true; data: unknown }
  | { ok: true; blob: { contentType: string; body: Readable } }
  | { ok: false; tokenExpired: true }
  | { ok: false; tokenExpired: false; code: number | string; msg: string | undefined; data: unknown };

export type UpstreamFailure = 'timeout' | 'unreachable' | 'network' | 'badResponse';

/** The platform could not be asked or did not answer usably. `sent` false: the request never left. */
export class UpstreamError extends Error {
  override name = 'UpstreamError';
  constructor(
    readonly failure: UpstreamFailure,
    readonly sent: boolean,
    detail: string,
  ) {
    super(detail);
  }
}

const OUTCOME: Record<UpstreamFailure, UpstreamOutcome> = {
  timeout: 'timeout',
  unreachable: 'unreachable',
  network: 'network',
  badResponse: 'bad_response',
};

const CONNECT_ERRORS = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'UND_ERR_CONNECT_TIMEOUT']);

export class UpstreamClient {
  private readonly pool: Pool;
  private readonly encrypt: (value: string) => string;
  private readonly basic: string;
  private readonly secret: KeyObject;

  constructor(private readonly opts: UpstreamOptions) {
    this.pool = new Pool(opts.url, {
      connections: opts.connections,
      pipelining: 1,
      keepAliveTimeout: 10_000,
      keepAliveMaxTimeout: 60_000,
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
      connectTimeout: Math.min(opts.timeoutMs, 10_000),
    });
    this.encrypt = makeEncryptor(opts.rsaPublicKeyPem, opts.rsaPadding);
    this.secret = signingKey(opts.merchantSecret);
    this.basic = 'Basic ' + Buffer.from(`${opts.clientId}:${opts.clientSecret}`).toString('base64');
  }

  /**
   * One call, measured (gateway_upstream_request_duration_seconds by path and outcome); a transport
   * failure or an unusable answer is logged at warn with the path, the cause and the duration.
   */
  async call(req: UpstreamRequest): Promise<UpstreamResult> {
    const start = performance.now();
    const requestId = randomUUID();
    try {
      const result = await this.send(req, requestId);
      recordUpstream(
        req.path,
        result.ok ? 'ok' : result.tokenExpired ? 'token_expired' : 'refused',
        (performance.now() - start) / 1000,
      );
      return result;
    } catch (err) {
      const ms = performance.now() - start;
      const failure = err instanceof UpstreamError ? err.failure : 'badResponse';
      recordUpstream(req.path, OUTCOME[failure], ms / 1000);
      req.log?.warn(
        {
          path: req.path,
          cause: (err as Error).message,
          failure,
          sent: err instanceof UpstreamError ? err.sent : true,
          durationMs: Math.round(ms),
          upstreamRequestId: requestId,
        },
        'upstream call failed',
      );
      throw err;
    }
  }

  private async send(req: UpstreamRequest, requestId: string): Promise<UpstreamResult> {
    // Every player password, whichever call carries it, in the case the platform holds (PASSWORD_CASE);
    // the withdrawal password keeps its case.
    const payload = applyPasswordCaseToPayload(req.payload, this.opts.passwordCase ?? DEFAULT_PASSWORD_CASE);
    const body = encryptSensitive(payload, this.encrypt);
    const timestamp = String(Date.now());
    const headers: Record<string, string> = {
      'content-type': 'application/json',
      accept: req.blob ? '*/*' : 'application/json',
      [HEADERS.appId]: req.appId ?? this.opts.appId,
      [HEADERS.requestId]: requestId,
      [HEADERS.deviceId]: req.deviceId,
      [HEADERS.timestamp]: timestamp,
      [HEADERS.timezone]: req.timezone,
      [HEADERS.language]: req.language,
      [HEADERS.merchantCode]: this.opts.merchantCode,
      [HEADERS.signature]: signRequest(this.secret, {
        timestamp,
        requestId,
        path: req.path,
        body,
      }),
      [HEADERS.clientIp]: req.clientIp,
    };
    if (req.requestId) headers[HEADERS.correlationId] = req.requestId;
    if (req.auth === 'basic') headers[HEADERS.authorization] = this.basic;
    else if (req.auth) headers[HEADERS.authorization] = `Bearer ${req.auth.bearer}`;

    let res: Awaited<ReturnType<Pool['request']>>;
    try {
      res = await this.pool.request({
        method: 'POST',
        path: WIRE_PREFIX + req.path,
        headers,
        body: JSON.stringify(body),
        // No per-call AbortSignal.timeout (a timer per request): the pool's headersTimeout and
        // bodyTimeout (both UPSTREAM_TIMEOUT_MS) and connectTimeout already bound every call.
      });
    } catch (err) {
      throw this.toError(err, false);
    }

    const contentType = String(res.headers['content-type'] ?? '');
    try {
      if (req.blob && res.statusCode === 200 && !contentType.includes('application/json')) {
        return { ok: true, blob: { contentType: contentType || 'application/octet-stream', body: res.body } };
      }
      if (res.statusCode === 401 && req.client === 'second') {
        await res.body.dump();
        return { ok: false, tokenExpired: true };
      }
      if (res.statusCode >= 300 || !contentType.includes('application/json')) {
        await res.body.dump();
        throw new UpstreamError('badResponse', true, `upstream answered HTTP ${res.statusCode}`);
      }
      const env = (await res.body.json()) as {
        success?: unknown;
        code?: unknown;
        msg?: unknown;
        message?: unknown;
        data?: unknown;
      };
      if (
        typeof env !== 'object' ||
        env === null ||
        (typeof env.code !== 'number' && typeof env.code !== 'string')
      )
        throw new UpstreamError('badResponse', true, 'upstream answered no envelope');
      const ok = req.client === 'second' ? Number(env.code) === SECOND_CLIENT_OK : env.success === true;
      if (ok) return { ok: true, data: env.data ?? null };
      if (Number(env.code) === CODES.TOKEN_EXPIRED) return { ok: false, tokenExpired: true };
      const msg =
        typeof env.msg === 'string' ? env.msg : typeof env.message === 'string' ? env.message : undefined;
      return { ok: false, tokenExpired: false, code: env.code, msg, data: env.data ?? null };
    } catch (err) {
      if (err instanceof UpstreamError) throw err;
      throw this.toError(err, true);
    }
  }

  private toError(err: unknown, sent: boolean): UpstreamError {
    const e = err as { name?: string; code?: string; message?: string };
    if (
      e.name === 'TimeoutError' ||
      e.code === 'UND_ERR_HEADERS_TIMEOUT' ||
      e.code === 'UND_ERR_BODY_TIMEOUT'
    )
      return new UpstreamError('timeout', true, 'upstream timed out');
    if (!sent && e.code && CONNECT_ERRORS.has(e.code)) return new UpstreamError('unreachable', false, e.code);
    if (err instanceof undiciErrors.UndiciError || e.code)
      return new UpstreamError('network', sent || e.code !== 'ECONNREFUSED', e.code ?? 'network error');
    return new UpstreamError('badResponse', sent, e.message ?? 'bad upstream response');
  }

  async close() {
    await this.pool.close();
  }
}
