/**
 * The tRPC client: end-to-end types from the gateway's AppRouter, through the links both front ends
 * share (packages/ui gateway-client: batched HTTP to /trpc on the same origin with the CSRF header,
 * the time-out, polls marked as background). Each request times out after VITE_REQUEST_TIMEOUT_MS
 * (the spec's 30 s by default); the central error handler turns that into 'Request timed out'.
 * Every call also says the language of the page making it (the /{lng}/ prefix), so the gateway asks
 * the platform in that language from the very first call of a visit: no call leaves in the language
 * of an older preference, and nothing has to be fetched again after a language change.
 * Every answer, and every call that got none, tells the page's connection state (lib/connection.ts).
 */
import { createTRPCReact } from '@trpc/react-query';
import type { AppRouter } from '@casino/gateway/router';
import { gatewayLinks } from '@casino/ui/gateway-client';
import { DEFAULT_LANGUAGE, isLanguage, toApiLanguage } from '@casino/shared/rules/constants';
import { env, REQUEST_TIMEOUT_MS } from '../config/env';
import { gatewayAnswered, gatewayUnreachable } from './connection';
import { i18n } from './i18n';
import { languageFromPath } from './lng';

export { BACKGROUND, RequestTimeoutError } from '@casino/ui/gateway-client';

export const trpc = createTRPCReact<AppRouter>();

/** The language of the page's calls, read by the gateway (apps/gateway/src/plugins/app/sessions.ts). */
export const PAGE_LANGUAGE_HEADER = 'x-casino-language';

/** The page's language: its /{lng}/ prefix, else the language i18next started with. */
export function pageLanguage() {
  const fromPath = typeof window !== 'undefined' ? languageFromPath(window.location.pathname) : null;
  return fromPath ?? (isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE);
}

export function createTrpcClient() {
  return trpc.createClient({
    links: gatewayLinks({
      url: env.VITE_TRPC_URL,
      client: 'web',
      timeoutMs: REQUEST_TIMEOUT_MS,
      headers: () => ({ [PAGE_LANGUAGE_HEADER]: toApiLanguage(pageLanguage()) }),
      onResponse: gatewayAnswered,
      onNetworkFailure: gatewayUnreachable,
      onTimeout: gatewayUnreachable,
    }),
  });
}
