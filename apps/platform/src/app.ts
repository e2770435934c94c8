/**
 * The reference platform as a Fastify app: one route serves every catalog entry at
 * `POST /_api_<path>` (protocol checks, decryption, authentication, input validation, the entry's
 * handler, output validation, the client's envelope); game pages and dev endpoints are plugins.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { timingSafeEqual } from 'node:crypto';
import { entryByPath } from '@casino/shared/catalog/index';
import type { EndpointDef } from '@casino/shared/catalog/define';
import { CODES } from '@casino/shared/protocol/codes';
import { HEADERS, SECOND_CLIENT_OK, WIRE_PREFIX } from '@casino/shared/protocol/wire';
import type { BlobPayload } from '@casino/shared/schemas/blob';
import type { PlatformConfig } from './config';
import { loadKeys, type PlatformKeys } from './keys';
import { makeContext, type Lang } from './core/context';
import { MESSAGES, PlatformError } from './core/errors';
import { decryptPayload, header, verifyEnvelopeHeaders } from './core/protocol';
import type { PlatformState } from './core/state';
import { openStateStore } from './core/persistence';
import { createPlatformState, handlers } from './domains';
import { registerDevRoutes } from './dev/routes';
import { startDemo } from './demo';
import { gameRoutes } from './routes/games';
import { promotionsMediaRoutes } from './domain/cms/media-routes';
import { freeSpinRoutes } from './domain/activity/free-spin-routes';
import { fileRoutes } from './routes/files';
import { MERCHANT_CALLS, merchantCallByPath } from '@casino/shared/protocol/merchant';
import { transferOutAll } from './domain/games/transfer-handlers';
import { markApiCode, persistSeconds, registerMetrics } from './observability/metrics';
import { genReqId } from './observability/request-id';
import { traceMixin } from '@casino/observability/trace-log';

export interface Platform {
  app: FastifyInstance;
  state: PlatformState;
  config: PlatformConfig;
  keys: PlatformKeys;
}

export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers["x-signature"]',
  'req.headers["x-dev-key"]',
  'req.headers.cookie',
];

function langOf(value: string | undefined): Lang {
  return value?.toLowerCase().startsWith('en') ? 'en' : 'ja';
}

function basicCredentialsMatch(authorization: string | undefined, config: PlatformConfig): boolean {
  if (!authorization?.startsWith('Basic ')) return false;
  const given = Buffer.from(authorization.slice(6), 'base64');
  const expected = Buffer.from(`${config.clientId}:${config.clientSecret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** VALIDATION with the first message of each invalid field (`_` for the input as a whole). */
function validationFailed(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): PlatformError {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path.join('.') || '_'] ??= issue.message;
  return new PlatformError(CODES.VALIDATION, MESSAGES.validation, { fields });
}

/** What a handler may know of the request: its path, the client's headers and the authorization. */
function requestInfo(request: FastifyRequest, path: string, authorization: string | undefined) {
  return {
    path,
    ip: header(request.headers, HEADERS.clientIp) ?? request.ip,
    deviceId: header(request.headers, HEADERS.deviceId) ?? '',
    appId: header(request.headers, HEADERS.appId) ?? '',
    requestId: header(request.headers, HEADERS.requestId) ?? '',
    timezone: header(request.headers, HEADERS.timezone),
    authorization,
  };
}

export async function buildPlatform(
  config: PlatformConfig,
  options: { logger?: boolean } = {},
): Promise<Platform> {
  const keys = loadKeys(config);
  const state = createPlatformState(await openStateStore(config.store), {
    passwordCase: config.passwordCase,
  });
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: { paths: REDACT_PATHS, censor: '[redacted]' },
            ...(traceMixin ? { mixin: traceMixin } : {}),
          },
    bodyLimit: 12 * 1024 * 1024,
    trustProxy: false,
    genReqId,
  });
  await registerMetrics(app, config);

  app.get('/healthz', async () => ({ ok: true }));

  // Durable before answered: every request that may change something (all but GET and HEAD; the
  // handlers change state synchronously, so no other request is half-done here) saves what changed
  // before its response leaves. A failed save answers 500, never a success that a restart would lose.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      const end = persistSeconds.startTimer();
      state.persist();
      end();
    }
    return payload;
  });
  app.addHook('onClose', async () => state.close());

  app.post(`${WIRE_PREFIX}/*`, async (request, reply) => {
    const path = '/' + ((request.params as { '*': string })['*'] ?? '');
    const entry = entryByPath(path);
    const lang = langOf(header(request.headers, HEADERS.language));
    state.counters.requests[path] = (state.counters.requests[path] ?? 0) + 1;
    if (!entry) {
      const merchant = merchantCallByPath(path);
      if (!merchant)
        return sendError(reply, 'main', new PlatformError(CODES.NOT_FOUND, MESSAGES.notFound), lang);
      try {
        return await dispatchMerchant(path, request, lang);
      } catch (err) {
        if (err instanceof PlatformError) return sendError(reply, 'main', err, lang);
        request.log.error({ err, path }, 'merchant handler failed');
        return sendError(reply, 'main', new PlatformError(CODES.INTERNAL, MESSAGES.internal), lang);
      }
    }
    try {
      return await dispatch(entry, request, reply, lang);
    } catch (err) {
      if (err instanceof PlatformError) return sendError(reply, entry.client, err, lang);
      request.log.error({ err, path }, 'handler failed');
      return sendError(reply, entry.client, new PlatformError(CODES.INTERNAL, MESSAGES.internal), lang);
    }
  });

  /** A call's handler context; its public URL is the configured one, else the one the request came to. */
  function contextOf(
    request: FastifyRequest,
    call: {
      path: string;
      authorization: string | undefined;
      lang: Lang;
      now: number;
      playerId: string | null;
    },
  ) {
    return makeContext({
      state,
      config,
      keys,
      lang: call.lang,
      now: call.now,
      playerId: call.playerId,
      publicUrl:
        config.publicUrl ??
        `${request.protocol}://${request.headers.host ?? `${config.host}:${config.port}`}`,
      log: request.log,
      req: requestInfo(request, call.path, call.authorization),
    });
  }

  async function dispatch(entry: EndpointDef, request: FastifyRequest, reply: FastifyReply, lang: Lang) {
    const now = Date.now();
    const body = request.body ?? {};
    verifyEnvelopeHeaders(request.headers, entry.path, body, config, state, now);
    const authorization = header(request.headers, HEADERS.authorization);

    let playerId: string | null = null;
    if (entry.path === '/auth/oauth/token') {
      if (!basicCredentialsMatch(authorization, config))
        throw new PlatformError(CODES.BAD_CLIENT, MESSAGES.badClient);
    } else if (authorization?.startsWith('Bearer ')) {
      const check = state.tokens.verifyAccess(authorization.slice(7), now);
      if (check.ok) playerId = check.playerId;
      else if (entry.access === 'player') {
        if (check.reason === 'expired') {
          throw new PlatformError(
            CODES.TOKEN_EXPIRED,
            MESSAGES.tokenExpired,
            undefined,
            entry.client === 'second' ? 401 : 200,
          );
        }
        throw new PlatformError(CODES.SESSION_INVALID, MESSAGES.sessionInvalid);
      }
    }
    if (entry.access === 'player' && !playerId)
      throw new PlatformError(CODES.UNAUTHORIZED, MESSAGES.unauthorized);

    const plain = decryptPayload(keys, config.rsaPadding, body);
    if (playerId) {
      const given = (plain as { loginName?: unknown }).loginName;
      const player = state.players.get(playerId);
      if (
        !player ||
        player.disabled ||
        (typeof given === 'string' && given.toLowerCase() !== player.loginName)
      ) {
        throw new PlatformError(CODES.SESSION_INVALID, MESSAGES.sessionInvalid);
      }
    }
    const parsed = entry.input.safeParse(plain);
    if (!parsed.success) throw validationFailed(parsed.error.issues);

    const ctx = contextOf(request, { path: entry.path, authorization, lang, now, playerId });
    const handler = (handlers as unknown as Record<string, (input: unknown, c: typeof ctx) => unknown>)[
      entry.procedure
    ];
    if (!handler) throw new PlatformError(CODES.NOT_IMPLEMENTED, MESSAGES.notImplemented);
    const result = await handler(parsed.data, ctx);

    if (entry.flags.blob) {
      const blob = result as BlobPayload;
      return reply.type(blob.contentType).header('cache-control', 'no-store').send(Buffer.from(blob.bytes));
    }
    const out = entry.output.safeParse(result);
    if (!out.success) {
      request.log.error(
        { path: entry.path, issues: out.error.issues.slice(0, 5) },
        'handler output does not match the catalog',
      );
      throw new PlatformError(CODES.INTERNAL, MESSAGES.internal);
    }
    return entry.client === 'second'
      ? { code: SECOND_CLIENT_OK, msg: MESSAGES.success[lang], data: out.data }
      : { success: true, code: CODES.OK, msg: MESSAGES.success[lang], data: out.data };
  }

  /**
   * Server-to-server calls (packages/shared/src/protocol/merchant.ts): signed like every call, authorised
   * by the merchant's client credentials, the player named by loginName (a disabled player too: their
   * money must still come back to cash).
   */
  async function dispatchMerchant(path: string, request: FastifyRequest, lang: Lang) {
    const now = Date.now();
    const body = request.body ?? {};
    verifyEnvelopeHeaders(request.headers, path, body, config, state, now);
    if (!basicCredentialsMatch(header(request.headers, HEADERS.authorization), config))
      throw new PlatformError(CODES.BAD_CLIENT, MESSAGES.badClient);
    const parsed = MERCHANT_CALLS.gameTransferOutAll.input.safeParse(
      decryptPayload(keys, config.rsaPadding, body),
    );
    if (!parsed.success) throw validationFailed(parsed.error.issues);
    const player = state.players.byLogin(parsed.data.loginName);
    if (!player) throw new PlatformError(CODES.NOT_FOUND, MESSAGES.notFound);
    const ctx = contextOf(request, { path, authorization: undefined, lang, now, playerId: player.id });
    const data = transferOutAll(ctx, player, parsed.data.platformCode, parsed.data.clientOrderId);
    return { success: true, code: CODES.OK, msg: MESSAGES.success[lang], data };
  }

  function sendError(reply: FastifyReply, client: 'main' | 'second', err: PlatformError, lang: Lang) {
    const msg = err.text[lang];
    markApiCode(reply, err.code);
    reply.status(err.httpStatus);
    return client === 'second'
      ? { code: err.code, msg, data: err.data ?? null }
      : { success: false, code: err.code, msg, data: err.data ?? null };
  }

  await app.register(gameRoutes, { state, config });
  await app.register(promotionsMediaRoutes);
  await app.register(freeSpinRoutes, { state });
  await app.register(fileRoutes, { state });
  if (config.devEndpoints) {
    app.log.warn(
      'PLATFORM_DEV_ENDPOINTS on: /_dev is served and demo01 is seeded with play money (development and tests only)',
    );
    registerDevRoutes(app, state, config);
  }
  if (config.demo) {
    const stopDemo = startDemo(state, { ...config.demo, log: app.log });
    app.addHook('preClose', async () => stopDemo());
  }
  return { app, state, config, keys };
}
