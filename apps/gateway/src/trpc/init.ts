/**
 * tRPC setup, in three sections: context (per request: services, client facts, the lazily loaded
 * session), init (the error formatter that shapes every error once), procedures (public and player).
 */
import { initTRPC, TRPCError } from '@trpc/server';
import type { z } from 'zod';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Gateway } from '../plugins/app/gateway';
import type { LoadedSession } from '../plugins/app/sessions';
import { GatewayError, unauthorized, unavailable, upstreamFailure } from '../lib/gateway-error';
import { StoreUnavailableError } from '../store/store';
import { UpstreamError } from '../lib/upstream';
import { EncryptionError } from '../lib/wire-crypto';
import { tooLongKey } from './sensitive-limit';
import type { GatewayErrorData, GatewayErrorShape, GatewayMeta } from './app-router';

// ---------------------------------------------------------------- context

export interface GatewayContext {
  req: FastifyRequest;
  res: FastifyReply;
  gw: Gateway;
  /** The session of the cookie, read from the store once per request (null: none or expired). */
  session(): Promise<LoadedSession | null>;
}

export function createContext({ req, res }: CreateFastifyContextOptions): GatewayContext {
  const gw = req.server.gateway;
  let loaded: Promise<LoadedSession | null> | undefined;
  return {
    req,
    res,
    gw,
    session: () => (loaded ??= gw.sessions.load(req, res)),
  };
}

// ---------------------------------------------------------------- init

const I18N_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

function fieldErrorsOf(cause: unknown): Record<string, string[]> | undefined {
  const issues = (cause as { issues?: { path?: PropertyKey[]; message: string }[] } | undefined)?.issues;
  if (!Array.isArray(issues)) return undefined;
  const out: Record<string, string[]> = {};
  for (const i of issues) {
    const key =
      (i.path ?? []).map((p) => String(typeof p === 'object' ? (p as { key: unknown }).key : p)).join('.') ||
      '_';
    // Always an i18n key: a schema that set no message of its own gets the generic one, never zod's English.
    (out[key] ??= []).push(I18N_KEY.test(i.message) ? i.message : 'validation.invalid');
  }
  return out;
}

const t = initTRPC
  .context<GatewayContext>()
  .meta<GatewayMeta>()
  .create({
    isDev: false,
    errorFormatter({ shape, error, path }): GatewayErrorShape {
      const data: GatewayErrorData = { code: error.code, httpStatus: shape.data.httpStatus };
      if (path) data.path = path;
      if (error instanceof GatewayError)
        return { message: error.message, code: shape.code, data: { ...data, ...error.info } };
      const fieldErrors = error.code === 'BAD_REQUEST' ? fieldErrorsOf(error.cause) : undefined;
      if (fieldErrors) {
        return {
          message: 'Invalid input',
          code: shape.code,
          data: { ...data, fieldErrors, messageKey: 'errors.network.badRequest' },
        };
      }
      if (error.code === 'INTERNAL_SERVER_ERROR')
        return {
          message: 'Internal error',
          code: shape.code,
          data: { ...data, messageKey: 'errors.generic' },
        };
      // tRPC's own refusals (unknown procedure, wrong method, batch too large...) carry no internals.
      return { message: shape.message, code: shape.code, data };
    },
  });

export const router = t.router;
export type RootConfig = typeof t._config;

// ---------------------------------------------------------------- procedures

/**
 * A zod schema as a synchronous tRPC parser: tRPC would call zod's parseAsync (a promise per call);
 * the catalog's schemas are synchronous, so `parse` is enough. `_input`/`_output` carry the types.
 */
export function syncParser<S extends z.ZodType>(
  schema: S,
): { _input: z.input<S>; _output: z.output<S>; parse(value: unknown): z.output<S> } {
  return { parse: (value: unknown) => schema.parse(value) } as never;
}

/**
 * What the client gets for a failure of a procedure: a store outage becomes a clear 503, an upstream
 * transport failure its own code ('Request timed out' for time-outs), a sensitive field the key cannot
 * carry a field error, and nothing else escapes as anything but a generic internal error (the detail
 * goes to the log only).
 */
export function clientError(ctx: GatewayContext, path: string, err: unknown): unknown {
  if (err instanceof GatewayError) {
    if (err.info.sessionCleared) ctx.gw.sessions.clearCookie(ctx.res);
    return err;
  }
  const cause = err instanceof TRPCError ? (err.cause ?? err) : err;
  if (cause instanceof StoreUnavailableError) {
    ctx.req.log.warn({ path, err: cause.message }, 'store unavailable');
    return unavailable();
  }
  if (cause instanceof UpstreamError) return upstreamFailure(cause);
  if (cause instanceof EncryptionError)
    return new GatewayError('BAD_REQUEST', 'Invalid input', {
      messageKey: 'errors.network.badRequest',
      fieldErrors: { [cause.field]: [tooLongKey(cause.field)] },
    });
  if (!(err instanceof TRPCError) || err.code === 'INTERNAL_SERVER_ERROR')
    ctx.req.log.error({ path, err: cause }, 'procedure failed');
  return err;
}

/** A resolver whose failures are answered as clientError says (one try/catch, no middleware). */
export function guarded<O extends { ctx: GatewayContext; path: string }, R>(
  fn: (opts: O) => Promise<R> | R,
): (opts: O) => Promise<R> {
  return async (opts) => {
    try {
      return await fn(opts);
    } catch (err) {
      throw clientError(opts.ctx, opts.path, err);
    }
  };
}

/** Public procedures: no middleware; resolvers are `guarded`. */
export const publicProcedure = t.procedure;

/**
 * The player check, the first step of every player procedure: the live session, or UNAUTHORIZED
 * (before the input is even validated); a store failure while loading it is answered as clientError
 * says. playerProcedure's middleware and the lean path (router.ts: directCall) both call this.
 */
export async function requirePlayer(ctx: GatewayContext, path: string): Promise<LoadedSession> {
  let session: LoadedSession | null;
  try {
    session = await ctx.session();
  } catch (err) {
    throw clientError(ctx, path, err);
  }
  if (!session) {
    // A session the gateway ended lately (signed out elsewhere, disabled...): the page is told why.
    const ended = await ctx.gw.sessions.endedReason(ctx.req);
    throw ended ? unauthorized(true, ended) : unauthorized(false);
  }
  return session;
}

/**
 * What a player procedure answers for a failure of the steps after the player check (input
 * validation, the resolver, output validation): a GatewayError as it is, anything else as clientError
 * says (procedures built without `guarded`, such as gameWallets, get the same mapping). Shared by
 * playerProcedure's middleware and the lean path.
 */
export function playerFailure(ctx: GatewayContext, path: string, error: TRPCError): unknown {
  return error instanceof GatewayError ? error : clientError(ctx, path, error);
}

/** Narrows the context to a live session (requirePlayer) and maps failures below it (playerFailure). */
export const playerProcedure = t.procedure.use(async ({ ctx, next, path }) => {
  const session = await requirePlayer(ctx, path);
  const result = await next({ ctx: { ...ctx, player: session } });
  if (result.ok) return result;
  const mapped = playerFailure(ctx, path, result.error);
  if (mapped === result.error) return result;
  throw mapped;
});
