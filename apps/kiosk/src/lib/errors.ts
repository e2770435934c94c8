/**
 * The one place where the kiosk turns a failed call into what the customer sees, through the shared
 * error table (packages/shared/src/errors/error-table.ts): the gateway's error data carries the
 * upstream code; the table says what to do. The kiosk has no pages to go to, so "go home", "clear
 * session" and friends all mean: end the customer's session and return to the attract screen.
 */
import { TRPCClientError } from '@trpc/client';
import type { GatewayErrorData } from '@casino/gateway/router';
import { callPolicy } from '@casino/shared/catalog/client-policy';
import { clientActionFor, type ClientAction, type ErrorContext } from '@casino/shared/errors/error-table';
import { i18n, messageKey } from './i18n';

/** `error.data` of the gateway's answers, as the gateway types it; empty for failures without an answer. */
export type ErrorDataLike = Partial<GatewayErrorData>;

export interface KioskError {
  action: ClientAction;
  /** The text to show, already translated; null when nothing is shown. */
  text: string | null;
  data: ErrorDataLike;
}

export function errorData(err: unknown): ErrorDataLike {
  if (err instanceof TRPCClientError) return ((err as TRPCClientError<never>).data ?? {}) as ErrorDataLike;
  return {};
}

/**
 * The shared table's action for an error of a call made in `context` (by default the context the failed
 * call's catalog entry gives, e.g. login for session.login, else 'other').
 */
export function interpretError(err: unknown, context?: ErrorContext): KioskError {
  const data = errorData(err);
  context ??= callPolicy(data.path).errorContext ?? 'other';
  const code = data.upstreamCode === undefined ? undefined : Number(data.upstreamCode);
  let kind: 'timeout' | 'network' | undefined;
  if (
    err instanceof Error &&
    (err.name === 'TimeoutError' || (err.cause as Error | undefined)?.name === 'TimeoutError')
  )
    kind = 'timeout';
  else if (err instanceof TRPCClientError && !data.code) kind = 'network';
  const action = clientActionFor({
    client: 'main',
    ...(code !== undefined && Number.isFinite(code) ? { code } : {}),
    ...(kind ? { kind } : {}),
    context,
  });
  let text: string | null = null;
  if (action.toast) {
    if (action.preferServerMessage && data.upstreamMessage) text = data.upstreamMessage;
    else text = i18n.t(messageKey(data.messageKey ?? action.messageKey));
  }
  return { action, text, data };
}

/** Whether the error means the customer's session is over (the kiosk then returns to attract). */
export function endsSession(e: KioskError): boolean {
  return (
    e.data.sessionCleared === true ||
    e.data.code === 'UNAUTHORIZED' ||
    e.action.type === 'clear-session' ||
    e.action.type === 'go-home' ||
    e.action.type === 'go-forbidden'
  );
}
