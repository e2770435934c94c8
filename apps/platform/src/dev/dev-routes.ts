/** The shape of one area's dev endpoints (registered under /_dev by routes.ts), and what they share. */
import type { FastifyInstance } from 'fastify';
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
