/**
 * The tRPC client: end-to-end types from the gateway's AppRouter, one batched HTTP link to /trpc on the
 * same origin. Requests carry the session cookie (same-origin) and a custom header the gateway demands
 * on every call, which a cross-site form or image cannot send (CSRF). Each request times out after the
 * spec's 30 s; the central error handler turns that into 'Request timed out'.
 * Every call also says the language of the page making it (the /{lng}/ prefix), so the gateway asks
 * the platform in that language from the very first call of a visit: no call leaves in the language
 * of an older preference, and nothing has to be fetched again after a language change.
 */
import { createTRPCReact, httpBatchLink, splitLink } from '@trpc/react-query';
import type { AppRouter } from '@casino/gateway/router';
import { DEFAULT_LANGUAGE, isLanguage, toApiLanguage } from '@casino/shared/rules/constants';
import { env, REQUEST_TIMEOUT_MS } from '../config/env';
import { i18n } from './i18n';
import { languageFromPath } from './lng';

export const trpc = createTRPCReact<AppRouter>();

/** The gateway's CSRF guard demands this header on every /trpc call (apps/gateway/src/routes/csrf.ts). */
export const CSRF_HEADER = { 'x-casino-client': 'web' } as const;

/** The language of the page's calls, read by the gateway (apps/gateway/src/plugins/app/sessions.ts). */
export const PAGE_LANGUAGE_HEADER = 'x-casino-language';

/** The page's language: its /{lng}/ prefix, else the language i18next started with. */
export function pageLanguage() {
  const fromPath = typeof window !== 'undefined' ? languageFromPath(window.location.pathname) : null;
  return fromPath ?? (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
}

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

/**
 * Polls (queries with `trpc: { context: { background: true } }`) carry this header: the gateway then
 * reads the session without extending its idle time-out, so only the player's own actions keep it alive.
 */
export const BACKGROUND = { trpc: { context: { background: true } } } as const;

export function createTrpcClient() {
  const link = (headers: Record<string, string>) =>
    httpBatchLink({
      url: env.VITE_TRPC_URL,
      maxURLLength: 2000,
      // The gateway refuses batches above GATEWAY_MAX_BATCH_SIZE (10); larger ones are split.
      maxItems: 10,
      headers: () => ({ ...headers, [PAGE_LANGUAGE_HEADER]: toApiLanguage(pageLanguage()) }),
      fetch: fetchWithTimeout,
    });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.context.background === true,
        true: link({ ...CSRF_HEADER, 'x-casino-background': '1' }),
        false: link(CSRF_HEADER),
      }),
    ],
  });
}
