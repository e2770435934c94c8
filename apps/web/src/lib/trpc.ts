/**
 * The tRPC client: end-to-end types from the gateway's AppRouter, one batched HTTP link to /trpc on the
 * same origin. Requests carry the session cookie (same-origin) and a custom header the gateway demands
 * on every call, which a cross-site form or image cannot send (CSRF). Each request times out after the
 * spec's 30 s; the central error handler turns that into 'Request timed out'.
 */
import { createTRPCReact, httpBatchLink } from '@trpc/react-query';
import type { AppRouter } from '@casino/gateway/router';
import { env, REQUEST_TIMEOUT_MS } from '../config/env';

export const trpc = createTRPCReact<AppRouter>();

/** The gateway's CSRF guard demands this header on every /trpc call (apps/gateway/src/routes/csrf.ts). */
export const CSRF_HEADER = { 'x-casino-client': 'web' } as const;

/** Thrown (as the fetch failure's cause) when a request runs past the time-out. */
export class RequestTimeoutError extends Error {
  override name = 'RequestTimeoutError';
}

function fetchWithTimeout(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const outer = init?.signal;
  const onAbort = () => controller.abort(outer?.reason);
  if (outer) {
    if (outer.aborted) controller.abort(outer.reason);
    else outer.addEventListener('abort', onAbort, { once: true });
  }
  const timer = setTimeout(
    () => controller.abort(new RequestTimeoutError('Request timed out')),
    REQUEST_TIMEOUT_MS,
  );
  return fetch(input, { ...init, credentials: 'same-origin', signal: controller.signal })
    .catch((err: unknown) => {
      if (controller.signal.reason instanceof RequestTimeoutError) throw controller.signal.reason;
      throw err;
    })
    .finally(() => {
      clearTimeout(timer);
      outer?.removeEventListener('abort', onAbort);
    });
}

export function createTrpcClient() {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url: env.VITE_TRPC_URL,
        maxURLLength: 2000,
        // The gateway refuses batches above GATEWAY_MAX_BATCH_SIZE (10); larger ones are split.
        maxItems: 10,
        headers: () => CSRF_HEADER,
        fetch: fetchWithTimeout,
      }),
    ],
  });
}
