/**
 * /trpc: the tRPC router behind the CSRF guard, with a batch size limit. Errors are logged here once
 * (client errors at debug, the rest at warn/error), never with the input.
 *
 * Two paths answer, byte for byte the same JSON and status (the official adapter's `resolveResponse`):
 * - the lean path for what the clients send almost always: one call, `GET /trpc/<query>?input=`
 *   or `POST /trpc/<mutation>` with a JSON body, no streaming. It calls the procedure directly and sends
 *   a string, without the fetch-style detour (a Request built from the IncomingMessage, a Response body
 *   streamed back by Fastify chunk by chunk);
 * - the live subscriptions (`GET /trpc/live.events`, `live.staff`), written as server-sent events
 *   straight to the Node response in tRPC's own wire format (live/sse.ts);
 * - tRPC's official Fastify adapter for everything else: batches, unknown procedures, wrong methods,
 *   unparsable input, streaming (`trpc-accept`), HEAD.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AnyTRPCProcedure, AnyTRPCRouter } from '@trpc/server';
import {
  fastifyTRPCPlugin,
  type CreateFastifyContextOptions,
  type FastifyTRPCPluginOptions,
} from '@trpc/server/adapters/fastify';
import { getErrorShape, getTRPCErrorFromUnknown } from '@trpc/server';
import type { AppRouter } from '../trpc/app-router';
import { createContext } from '../trpc/init';
import { buildAppRouter, directCallOf } from '../trpc/router';
import { csrfGuard } from './csrf';
import { LiveSse, withLiveSse } from '../live/sse';
import { errors as errorTexts } from '@casino/shared/i18n/errors';
import { catalog } from '@casino/shared/catalog/index';
import { Transform } from 'node:stream';
import { knownProcedures, markTrpcCode } from '../observability/metrics-plugin';

const PROCEDURE_PATH = /^[A-Za-z][A-Za-z0-9]*\.[A-Za-z][A-Za-z0-9]*$/;
const VARY = 'trpc-accept, accept';

type OnError = NonNullable<FastifyTRPCPluginOptions<AppRouter>['trpcOptions']['onError']>;

/** `undefined` for no input, the parsed JSON, or NO when the lean path must not answer. */
const NO = Symbol('not lean');

function leanInput(req: FastifyRequest, type: 'query' | 'mutation'): unknown {
  if (type === 'query') {
    if (req.method !== 'GET') return NO;
    const query = req.query as Record<string, unknown>;
    let raw: unknown;
    for (const key in query) {
      if (key !== 'input') return NO;
      raw = query[key];
    }
    if (raw === undefined) return undefined;
    if (typeof raw !== 'string' || raw === '') return NO;
    try {
      return JSON.parse(raw) as unknown;
    } catch {
      return NO;
    }
  }
  if (req.method !== 'POST') return NO;
  for (const _ in req.query as object) return NO;
  const body = req.body;
  if (body === undefined || body === '') return undefined;
  if (typeof body !== 'string') return NO;
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return NO;
  }
}

/** Fastify's own error for a body over the limit (its error handler below answers it). */
function tooLarge() {
  return Object.assign(new Error('Request body is too large'), {
    code: 'FST_ERR_CTP_BODY_TOO_LARGE',
    statusCode: 413,
  });
}

export default async function trpcRoutes(app: FastifyInstance) {
  const { config } = app.gateway;
  const uploads = new Set<string>(catalog.filter((e) => e.flags.upload).map((e) => e.procedure));
  const bodyLimitOf = new WeakMap<FastifyRequest, number>();
  const router = withLiveSse(buildAppRouter(config), config.live.pingMs);
  // The router's procedures by their full path ('account.playerInfo'), as tRPC keeps them.
  const { procedures: flat, _config: rootConfig } = (router as AnyTRPCRouter)._def;
  const procedures: Record<string, AnyTRPCProcedure> = flat;
  for (const name of Object.keys(procedures)) knownProcedures.add(name);
  const onError: OnError = ({ error, path, req }) => {
    const status = error.code;
    markTrpcCode(req, status);
    if (status === 'INTERNAL_SERVER_ERROR') req.log.error({ path, code: status }, 'procedure error');
    else req.log.debug({ path, code: status }, 'procedure refused');
  };
  const live = new LiveSse(procedures, router, (o) => onError(o as Parameters<OnError>[0]));

  async function lean(req: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    if (req.headers['trpc-accept'] !== undefined) return false;
    const path = (req.params as { path?: string }).path;
    if (path === undefined || !PROCEDURE_PATH.test(path)) return false;
    const proc = procedures[path];
    if (!proc) return false;
    const type = proc._def.type as 'query' | 'mutation';
    const input = leanInput(req, type);
    if (input === NO) return false;
    const ctx = createContext({ req, res: reply, info: undefined } as unknown as CreateFastifyContextOptions);
    let body: string;
    let status = 200;
    try {
      // A catalog procedure is called directly (router.ts: directCallOf), the gateway's own through tRPC.
      const direct = directCallOf(proc);
      const data = direct
        ? await direct(ctx, path, input)
        : await proc({
            path,
            getRawInput: () => Promise.resolve(input),
            ctx,
            type,
            signal: undefined,
            batchIndex: 0,
          });
      body = JSON.stringify({ result: { data } });
    } catch (cause) {
      const error = getTRPCErrorFromUnknown(cause);
      onError({ error, path, input, ctx, type, req } as Parameters<OnError>[0]);
      const shape = getErrorShape({ config: rootConfig, ctx, error, input, path, type });
      const httpStatus = (shape.data as { httpStatus?: unknown } | undefined)?.httpStatus;
      status = typeof httpStatus === 'number' ? httpStatus : 500;
      body = JSON.stringify({ error: shape });
    }
    // A Buffer, so Fastify adds no charset to the content type (the official adapter sends none).
    await reply
      .status(status)
      .header('vary', VARY)
      .header('content-type', 'application/json')
      .send(Buffer.from(body));
    return true;
  }

  // Only the upload procedures (catalog flag `upload`) take upload-sized bodies; every other call's
  // body is refused above GATEWAY_SMALL_BODY_LIMIT before it is read or parsed: by its declared length
  // at once, and a body without one (chunked) as soon as it passes the limit.
  const limitOf = (req: FastifyRequest): number => {
    const names = /^\/trpc\/([A-Za-z0-9.,%]+)(?:\?|$)/.exec(req.url)?.[1]?.split(/,|%2C/i) ?? [];
    return names.length > 0 && names.every((n) => uploads.has(n)) ? config.bodyLimit : config.smallBodyLimit;
  };
  app.addHook('preParsing', async (req, _reply, payload) => {
    if (req.method !== 'POST') return payload;
    const limit = limitOf(req);
    bodyLimitOf.set(req, limit);
    if (limit >= config.bodyLimit) return payload;
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (declared > limit) throw tooLarge();
    let seen = 0;
    return payload.pipe(
      new Transform({
        transform(chunk: Buffer, _enc, done) {
          seen += chunk.length;
          done(seen > limit ? tooLarge() : null, chunk);
        },
      }),
    );
  });

  // A body over its limit is refused before tRPC: answer it as a tRPC error (PAYLOAD_TOO_LARGE,
  // messageKey errors.payloadTooLarge, the limit, the text in the caller's language).
  app.setErrorHandler(async (err: { code?: string; statusCode?: number }, req, reply) => {
    if (err.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw err;
    const maxBytes = bodyLimitOf.get(req) ?? config.bodyLimit;
    const lang = app.gateway.sessions.language(req, null);
    const message = errorTexts[lang === 'en-US' ? 'en' : 'ja'].payloadTooLarge;
    const path = /^\/trpc\/([A-Za-z0-9.,]+)(?:\?|$)/.exec(req.url)?.[1];
    // Read what is left of a body of a few times the limit before answering, so the browser gets the
    // answer instead of a broken pipe; a larger one is answered at once.
    const declared = Number(req.headers['content-length'] ?? NaN);
    if (!req.raw.readableEnded && declared <= maxBytes * 4)
      await new Promise<void>((done) => {
        req.raw
          .on('end', done)
          .on('error', () => done())
          .resume();
      });
    return reply
      .status(413)
      .header('vary', VARY)
      .header('content-type', 'application/json')
      .send(
        Buffer.from(
          JSON.stringify({
            error: {
              message,
              code: -32013,
              data: {
                code: 'PAYLOAD_TOO_LARGE',
                httpStatus: 413,
                messageKey: 'errors.payloadTooLarge',
                maxBytes,
                ...(path ? { path } : {}),
              },
            },
          }),
        ),
      );
  });
  app.addHook('onRequest', csrfGuard([...config.allowedOrigins, ...config.publicOrigins]));
  // Answers carry personal data (player info, session, balances): never stored by a browser or proxy.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preHandler', async (req, reply) => {
    // tRPC's non-batching link sends a void mutation with an empty JSON body, which tRPC then fails to
    // parse; an empty body means "no input".
    if (
      req.method === 'POST' &&
      (req.body === '' || req.body === undefined) &&
      !('batch' in (req.query as object))
    )
      req.body = '{}';
    if (live.serve(req, reply)) return reply;
    if (await lean(req, reply)) return reply;
  });
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: { router, createContext, maxBatchSize: config.maxBatchSize, onError },
  } satisfies FastifyTRPCPluginOptions<AppRouter>);
}
