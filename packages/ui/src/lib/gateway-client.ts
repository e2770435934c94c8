/**
 * The tRPC links both front ends talk to the gateway with: batched HTTP to /trpc on the same origin,
 * with the gateway's CSRF header on every call, batches cut to the gateway's limit, one time-out error,
 * and polls (`trpc: { context: { background: true } }`) marked so that they do not extend the session's
 * idle time-out. Subscriptions (the live channel, `live.*`) go over server-sent events instead: the
 * browser's EventSource cannot set a header, and the gateway's CSRF guard admits its GET to the live
 * streams without one (apps/gateway/src/routes/csrf.ts; still same-site cookies and Origin checks). Each
 * app adds what is its own: web the page language header, kiosk its connectivity monitor (onResponse,
 * onNetworkFailure).
 */
import { httpBatchLink, splitLink, TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import type { AnyTRPCRouter } from '@trpc/server';
import { REQUEST_TIMEOUT_MS } from '@casino/shared/rules/constants';

/** The gateway refuses batches above GATEWAY_MAX_BATCH_SIZE (10): larger ones are split. */
export const MAX_BATCH_ITEMS = 10;

/** Polls carry this in their options: the gateway reads the session without extending its idle time-out. */
export const BACKGROUND = { trpc: { context: { background: true } } } as const;

/**
 * Thrown (as the fetch failure's cause) when a request runs past the time-out. Named like the
 * DOMException of `AbortSignal.timeout`, which the shared error table reads as a time-out.
 */
export class RequestTimeoutError extends Error {
  override name = 'TimeoutError';
}

export interface GatewayClientOptions {
  /** The tRPC endpoint ('/trpc'). */
  url: string;
  /** The gateway's CSRF header, `x-casino-client` (apps/gateway/src/routes/csrf.ts). */
  client: 'web' | 'kiosk';
  /** Headers of every call besides the CSRF header, read per request. */
  headers?: () => Record<string, string>;
  /** The time-out of one request; the spec's 30 s unless the app configures another. */
  timeoutMs?: number;
  /** The fetch cache mode (the kiosk never lets the browser cache an answer). */
  cache?: RequestCache;
  /** Sees every answer (status, body) before tRPC reads it. */
  onResponse?: (res: Response) => void;
  /** A request that got no answer (not a time-out, not an abort). */
  onNetworkFailure?: () => void;
  /** A request that ran past the time-out. */
  onTimeout?: () => void;
}

/** `fetch` with the time-out, the same-origin cookie and the app's hooks. */
export function gatewayFetch(o: Omit<GatewayClientOptions, 'url' | 'client' | 'headers'>) {
  const timeoutMs = o.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const controller = new AbortController();
    const outer = init?.signal;
    const onAbort = () => controller.abort(outer?.reason);
    if (outer) {
      if (outer.aborted) controller.abort(outer.reason);
      else outer.addEventListener('abort', onAbort, { once: true });
    }
    const timer = setTimeout(() => controller.abort(new RequestTimeoutError('Request timed out')), timeoutMs);
    return fetch(input, {
      ...init,
      credentials: 'same-origin',
      ...(o.cache ? { cache: o.cache } : {}),
      signal: controller.signal,
    })
      .then((res) => {
        o.onResponse?.(res);
        return res;
      })
      .catch((err: unknown) => {
        if (controller.signal.reason instanceof RequestTimeoutError) {
          o.onTimeout?.();
          throw controller.signal.reason;
        }
        if (!(err instanceof DOMException && err.name === 'AbortError')) o.onNetworkFailure?.();
        throw err;
      })
      .finally(() => {
        clearTimeout(timer);
        outer?.removeEventListener('abort', onAbort);
      });
  };
}

/**
 * The links of a front end's tRPC client: `trpc.createClient({ links: gatewayLinks({...}) })`. They
 * carry no router type (the gateway's router has no transformer; links move JSON only), so one factory
 * serves any client typed with AppRouter.
 */
export function gatewayLinks(o: GatewayClientOptions): TRPCLink<AnyTRPCRouter>[] {
  const fetch = gatewayFetch(o);
  const csrf = { 'x-casino-client': o.client };
  const link = (fixed: Record<string, string>) =>
    httpBatchLink<AnyTRPCRouter>({
      url: o.url,
      maxURLLength: 2000,
      maxItems: MAX_BATCH_ITEMS,
      headers: () => ({ ...fixed, ...o.headers?.() }),
      fetch,
    });
  const calls = splitLink<AnyTRPCRouter>({
    condition: (op) => op.context.background === true,
    true: link({ ...csrf, 'x-casino-background': '1' }),
    false: link(csrf),
  });
  return [
    splitLink<AnyTRPCRouter>({
      condition: (op) => op.type === 'subscription',
      // tRPC resumes a dropped stream itself, sending the last event id it saw (`lastEventId`).
      true: lazyLink(() => import('./subscription-link').then((m) => m.subscriptionLink(o))),
      false: calls,
    }),
  ];
}

/**
 * A link whose code loads the first time an operation reaches it: the SSE link is not part of a first
 * page (a visitor never subscribes).
 */
function lazyLink(load: () => Promise<TRPCLink<AnyTRPCRouter>>): TRPCLink<AnyTRPCRouter> {
  return (runtime) => {
    let ready: Promise<ReturnType<TRPCLink<AnyTRPCRouter>>> | undefined;
    return ({ op, next }) =>
      observable((observer) => {
        let sub: Unsubscribable | undefined;
        let closed = false;
        ready ??= load().then((link) => link(runtime));
        ready.then(
          (opLink) => {
            if (!closed) sub = opLink({ op, next }).subscribe(observer);
          },
          (err: unknown) => {
            ready = undefined; // a chunk that did not load (offline) is asked for again next time
            if (!closed) observer.error(TRPCClientError.from(err as Error));
          },
        );
        return () => {
          closed = true;
          sub?.unsubscribe();
        };
      });
  };
}
