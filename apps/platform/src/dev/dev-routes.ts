/** The shape of one area's dev endpoints (registered under /_dev by routes.ts), and what they share. */
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { toLoginName } from '@casino/shared/rules/validation';
import { PlatformError } from '../core/errors';
import type { PlatformConfig } from '../config';
import type { PlatformState } from '../core/state';

export type DevRoutes = (app: FastifyInstance, state: PlatformState, config: PlatformConfig) => void;

/** The player a dev call names, by login name as given or as the login form normalises it. */
export function devPlayer(state: PlatformState, loginName: string) {
  return state.players.byLogin(loginName) ?? state.players.byLogin(toLoginName(loginName));
}

type Reply = { status: (n: number) => { send: (b: unknown) => unknown } };

/**
 * A dev call's body read by `schema`, and the player it names; undefined once a 400 (bad body) or a
 * 404 (no such player) has been answered.
 */
export function devPlayerBody<T extends { loginName: string }>(
  state: PlatformState,
  schema: z.ZodType<T>,
  request: { body: unknown },
  reply: Reply,
) {
  const parsed = schema.safeParse(request.body);
  if (!parsed.success) {
    reply.status(400).send({ error: z.flattenError(parsed.error) });
    return undefined;
  }
  const player = devPlayer(state, parsed.data.loginName);
  if (!player) {
    reply.status(404).send({ error: 'no such player' });
    return undefined;
  }
  return { b: parsed.data, player };
}

/**
 * Runs a dev action: a PlatformError it throws is answered 409 with its code and English text (and its
 * data, `withData`); anything else is thrown on.
 */
export function runDev(reply: Reply, fn: () => unknown, withData = false) {
  try {
    return fn();
  } catch (err) {
    if (!(err instanceof PlatformError)) throw err;
    const body = { code: err.code, msg: err.text.en };
    return reply.status(409).send(withData ? { ...body, data: err.data } : body);
  }
}
