/**
 * The one error type of the gateway: a tRPC error code plus what the client needs to act (the upstream
 * code for the shared error table, an i18n key, the localised upstream message, field errors, whether
 * the session was cleared). Procedures throw it; the error formatter (trpc/init.ts) turns it into
 * `error.data` once, centrally. Nothing internal (stack, upstream detail, secrets) ever goes in it.
 */
import { TRPCError } from '@trpc/server';
import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { GatewayErrorInfo } from '../trpc/app-router';

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
