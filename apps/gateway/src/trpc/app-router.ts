/**
 * What the front ends import from `@casino/gateway/router`: the router's type, inferred from the
 * runtime router (router.ts: every procedure nested by group, `trpc.account.playerInfo.useQuery(...)`,
 * with its catalog entry's zod input and output types), and the error data every procedure answers.
 * Everything here is type-only: the front ends' type checkers read the gateway's sources, their
 * bundles never do.
 */
import type { TRPC_ERROR_CODE_KEY, TRPC_ERROR_CODE_NUMBER } from '@trpc/server';

/** What the client does about an error (the shared error table decides it from `upstreamCode`). */
export type GatewayErrorAction =
  | 'login' // the session is gone: go to /login
  | 'limitLogin' // accessLimit: show the region-block dialog, disable login and registration
  | 'forbidden403'; // access type 2: go to /403

/** What the client needs to act on an error beside its code (a GatewayError carries it: lib/gateway-error.ts). */
export interface GatewayErrorInfo {
  /** The upstream result code when the platform refused the call (see packages/shared/src/protocol/codes.ts). */
  upstreamCode?: number | string;
  /** An i18n key for the message, when the gateway knows one ('errors.timeout', 'validation.*'...). */
  messageKey?: string;
  /** The upstream message, localised by the platform in the session's language. */
  upstreamMessage?: string;
  /** Field-level input errors: field path (dot-joined) -> i18n keys or messages. */
  fieldErrors?: Record<string, string[]>;
  /** The gateway removed the session (failed refresh, 1018, revoked): the client goes to /login. */
  sessionCleared?: boolean;
  /** Why the session ended, when the gateway ended it: expired or refused ('session-ended'), or the
   * platform refused the player's login (1018: account disabled or login revoked, 'session-invalid'). */
  sessionEndReason?: 'session-ended' | 'session-invalid';
  action?: GatewayErrorAction;
  /** For rate limits and 503s. */
  retryAfterMs?: number;
  /** When a lock or a cooling period ends (epoch ms): the client shows it as "try again after". */
  retryAt?: number;
}

/** `error.data` of every tRPC error the gateway answers. */
export interface GatewayErrorData extends GatewayErrorInfo {
  code: TRPC_ERROR_CODE_KEY;
  httpStatus: number;
  path?: string;
  /** The kiosk terminal's credential was refused (src/kiosk/kiosk-plugin.ts): the terminal re-registers. */
  terminalRefused?: boolean;
}

export interface GatewayErrorShape {
  message: string;
  code: TRPC_ERROR_CODE_NUMBER;
  data: GatewayErrorData;
}

/** Procedure meta: nothing a client needs. */
export type GatewayMeta = object;

export interface GatewayRootTypes {
  ctx: object;
  meta: GatewayMeta;
  errorShape: GatewayErrorShape;
  transformer: false;
}

/** The router's type, inferred from the runtime router (router.ts). */
export type { AppRouter } from './router';

export type { SessionView, LoginInput, Language } from './gateway-catalog';
