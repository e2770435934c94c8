/**
 * tRPC setup, in three sections: context (per request: services, client facts, the lazily loaded
 * session), init (the error formatter that shapes every error once), procedures (public and player).
 */
import { initTRPC } from '@trpc/server';
import type { CreateFastifyContextOptions } from '@trpc/server/adapters/fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Gateway } from '../plugins/app/gateway';
import type { LoadedSession } from '../plugins/app/sessions';
import { GatewayError, unauthorized, unavailable, upstreamFailure } from '../lib/gateway-error';
import { StoreUnavailableError } from '../store/store';
import { UpstreamError } from '../lib/upstream';
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

function fieldErrorsOf(cause: unknown): Record<string, string[]> | undefined {
  const issues = (cause as { issues?: { path?: PropertyKey[]; message: string }[] } | undefined)?.issues;
  if (!Array.isArray(issues)) return undefined;
  const out: Record<string, string[]> = {};
  for (const i of issues) {
    const key =
      (i.path ?? []).map((p) => String(typeof p === 'object' ? (p as { key: unknown }).key : p)).join('.') ||
      '_';
    (out[key] ??= []).push(i.message);
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
 * Every procedure runs inside this: a store outage becomes a clear 503, an upstream transport failure
 * its own code ('Request timed out' for time-outs), and nothing else escapes as anything but a generic
 * internal error (the detail goes to the log only).
 */
export const publicProcedure = t.procedure.use(async ({ ctx, next, path }) => {
  const result = await next();
  if (result.ok) return result;
  if (result.error instanceof GatewayError) {
    if (result.error.info.sessionCleared) ctx.gw.sessions.clearCookie(ctx.res);
    return result;
  }
  const cause = result.error.cause;
  if (cause instanceof StoreUnavailableError) {
    ctx.req.log.warn({ path, err: cause.message }, 'store unavailable');
    throw unavailable();
  }
  if (cause instanceof UpstreamError) throw upstreamFailure(cause);
  if (result.error.code === 'INTERNAL_SERVER_ERROR')
    ctx.req.log.error({ path, err: cause ?? result.error }, 'procedure failed');
  return result;
});

/** Narrows the context to a live session; without one it answers UNAUTHORIZED before anything else. */
export const playerProcedure = publicProcedure.use(async ({ ctx, next }) => {
  const session = await ctx.session();
  if (!session) throw unauthorized(false);
  return next({ ctx: { ...ctx, player: session } });
});
