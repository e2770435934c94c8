/**
 * The one error type of the gateway: a tRPC error code plus what the client needs to act (the upstream
 * code for the shared error table, an i18n key, the localised upstream message, field errors, whether
 * the session was cleared). Procedures throw it; the error formatter (trpc/init.ts) turns it into
 * `error.data` once, centrally. Nothing internal (stack, upstream detail, secrets) ever goes in it.
 */
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { SessionEndReason } from '@casino/shared/live/session-end-reasons';

/** What the client does about an error (the shared error table decides it from `upstreamCode`). */
export type GatewayErrorAction =
  | 'login' // the session is gone: go to /login
  | 'limitLogin' // accessLimit: show the region-block dialog, disable login and registration
  | 'forbidden403'; // access type 2: go to /403

/** What the client needs to act on an error beside its code (a GatewayError carries it; trpc/app-router.ts hands it to the front ends). */
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
  /** Why the session ended, when the gateway ended it: expired or refused ('session-ended'), the
   * platform refused the player's login (1018: account disabled or login revoked, 'session-invalid'),
   * or, for a call arriving after the end, the reason the live channel tells (`logged-out-elsewhere`...). */
  sessionEndReason?: 'session-ended' | 'session-invalid' | SessionEndReason;
  action?: GatewayErrorAction;
  /** For rate limits and 503s. */
  retryAfterMs?: number;
  /** When a lock or a cooling period ends (epoch ms): the client shows it as "try again after". */
  retryAt?: number;
}

export class GatewayError extends TRPCError {
  readonly info: GatewayErrorInfo;
  constructor(code: TRPC_ERROR_CODE_KEY, message: string, info: GatewayErrorInfo = {}) {
    super({ code, message });
    this.info = info;
  }
}

export const unavailable = () =>
  new GatewayError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable', {
    messageKey: 'errors.network.badResponse',
    retryAfterMs: 2000,
  });

export const unauthorized = (
  sessionCleared = false,
  sessionEndReason: GatewayErrorInfo['sessionEndReason'] = sessionCleared ? 'session-ended' : undefined,
) =>
  new GatewayError('UNAUTHORIZED', 'Please log in', {
    messageKey: sessionCleared ? 'errors.code.sessionExpired' : 'errors.code.unauthorized',
    sessionCleared,
    ...(sessionEndReason ? { sessionEndReason } : {}),
    action: 'login',
  });

/** A transport failure towards the platform, as the client sees it. */
export function upstreamFailure(err: { failure: 'timeout' | 'unreachable' | 'network' | 'badResponse' }) {
  switch (err.failure) {
    case 'timeout':
      return new GatewayError('GATEWAY_TIMEOUT', 'Request timed out', {
        messageKey: 'errors.network.timeout',
      });
    case 'unreachable':
      return new GatewayError('SERVICE_UNAVAILABLE', 'Service temporarily unavailable', {
        messageKey: 'errors.network.badResponse',
        retryAfterMs: 2000,
      });
    default:
      return new GatewayError('BAD_GATEWAY', 'Bad gateway', { messageKey: 'errors.network.badResponse' });
  }
}
