/**
 * What a failed call carries, read without the error table: the gateway's error data, the upstream
 * code, the field errors, the generic HTTP kind, and whether the table keeps the failure silent
 * (`isSilentFailure`, the query retry's synchronous answer). Kept apart from the central error
 * handler (error-handler.ts) so that the first page does not carry the handler and the table: the
 * query client loads them on the first failure (query-client.ts).
 */
import { TRPCClientError } from '@trpc/client';
import type { GatewayErrorData } from '@casino/gateway/router';
import type { HttpErrorKind } from '@casino/shared/errors/error-table';
import { isSilentKind } from '@casino/shared/errors/silent-kinds';
import { RequestTimeoutError } from './trpc';

export function errorData(error: unknown): GatewayErrorData | undefined {
  if (error instanceof TRPCClientError) return (error.data ?? undefined) as GatewayErrorData | undefined;
  return undefined;
}

/** The upstream result code of a failed call, as a number, if the platform refused it. */
export function upstreamCode(error: unknown): number | undefined {
  const code = errorData(error)?.upstreamCode;
  if (code === undefined || code === null) return undefined;
  const n = Number(code);
  return Number.isFinite(n) ? n : undefined;
}

/** The field errors the gateway found in the input: field path -> first message key. */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [field, messages] of Object.entries(errorData(error)?.fieldErrors ?? {})) {
    if (messages[0]) out[field] = messages[0];
  }
  return out;
}

/** The gateway's own verdicts (a cleared session, 403, an access limit), which come before any code. */
export function gatewayVerdictOf(
  data: GatewayErrorData | undefined,
): 'session-cleared' | 'forbidden' | 'limited' | undefined {
  if (data?.sessionCleared || data?.action === 'login') return 'session-cleared';
  if (data?.action === 'forbidden403') return 'forbidden';
  if (data?.action === 'limitLogin') return 'limited';
  return undefined;
}

function causeChain(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let e: unknown = error;
  for (let i = 0; i < 5 && e; i++) {
    chain.push(e);
    e = (e as { cause?: unknown }).cause;
  }
  return chain;
}

/** The generic HTTP kind of a failure that carries no upstream code. */
export function httpKindOf(error: unknown, data: GatewayErrorData | undefined): HttpErrorKind | undefined {
  const chain = causeChain(error);
  if (
    chain.some(
      (e) => e instanceof RequestTimeoutError || (e instanceof DOMException && e.name === 'TimeoutError'),
    )
  ) {
    return 'timeout';
  }
  if (data?.messageKey === 'errors.network.timeout' || data?.code === 'TIMEOUT') return 'timeout';
  if (error instanceof TRPCClientError && !data) {
    if (chain.some((e) => e instanceof DOMException && e.name === 'AbortError')) return 'canceled';
    // No tRPC error body: fetch failed, the connection dropped, or something else answered.
    return 'network';
  }
  if (data && data.upstreamCode === undefined) {
    if (data.httpStatus >= 500) return 'badResponse';
    if (data.httpStatus >= 400 && !data.fieldErrors && !data.messageKey) return 'badRequest';
    // A body over the gateway's limit: a toast with its message (errors.payloadTooLarge).
    if (data.httpStatus === 413) return 'badRequest';
  }
  return undefined;
}

/**
 * Whether the error table keeps a failure silent (bare network error, cancel): only a failure without
 * a gateway verdict or an upstream code has a kind (as in errorFacts), and only the table's silent
 * kinds (silent-kinds.ts) are silent. A test holds this to the table's own answer.
 */
export function isSilentFailure(error: unknown): boolean {
  const data = errorData(error);
  if (gatewayVerdictOf(data) !== undefined || upstreamCode(error) !== undefined) return false;
  return isSilentKind(httpKindOf(error, data));
}

/**
 * Whether a failure says nothing about the answer, only that none came: no network, a time-out, or the
 * gateway (or what stands before it) failing with a 5xx. A list that failed so is "could not load",
 * never "empty"; a money call that failed so may or may not have reached the platform.
 */
export function isConnectionFailure(error: unknown): boolean {
  const data = errorData(error);
  if (gatewayVerdictOf(data) !== undefined || upstreamCode(error) !== undefined) return false;
  const kind = httpKindOf(error, data);
  return kind === 'network' || kind === 'timeout' || kind === 'badResponse';
}
