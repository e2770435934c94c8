/**
 * The one QueryClient. Its caches route every failure to the central error handler with the call's
 * procedure (its catalog flags say whether it is silent and in which context); retries are off
 * for upstream refusals (they will not change) and limited to two, 1 s and 2 s apart, for network hiccups.
 * Calls leave even when the browser says it is offline (`networkMode: 'always'`): a query then fails
 * as a failure to load (the lists say so, with a retry) instead of waiting hidden, and a money call
 * fails at once instead of spinning and leaving, unseen, when the network comes back. The connection
 * state (lib/connection.ts) asks the gateway again on its own and, once it answers, every query.
 *
 * The handler and the shared error table are not part of the first page: the first failure
 * loads them, and failures are handled one after another in the order they happened, none lost while
 * the handler loads. The retry decision is synchronous and needs only the table's silent kinds
 * (failure.ts).
 */
import { hashKey, MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import { procedureOfKey } from '@casino/shared/catalog/client-policy';
import type * as ErrorHandler from './error-handler';
import type { CallMeta } from './error-handler';
import { isSilentFailure } from './failure';
import { registerSessionCleared } from './session-cleared';
import { watchSessionEnd } from './session-ended';
import { pageLanguage } from './trpc';
import { isLanguage, toApiLanguage, type ApiLanguage } from '@casino/shared/rules/constants';

/**
 * A cached answer is kept per page language: every call says the language of the page making it
 * (lib/trpc.ts) and the platform answers in it (game names, banners, VIP tiers...), so after the
 * language switch the page asks again instead of showing the other language's answers, and switching
 * back shows the first ones at once. The gateway's own session state (`session.*`) is the same in both
 * languages and is kept once. Invalidation matches keys, not hashes: it reaches both languages.
 */
export function queryHash(queryKey: QueryKey): string {
  const hash = hashKey(queryKey);
  const path = queryKey[0]; // tRPC's ['session', 'current']
  return Array.isArray(path) && path[0] === 'session' ? hash : `${pageLanguage()}:${hash}`;
}

/** The language (as sent upstream) a cached query was fetched in, from its hash; null for `session.*`. */
export function queryLanguage(queryHash: string): ApiLanguage | null {
  const prefix = queryHash.slice(0, queryHash.indexOf(':'));
  return isLanguage(prefix) ? toApiLanguage(prefix) : null;
}

export function createQueryClient(): QueryClient {
  let handler: Promise<typeof ErrorHandler> | undefined;
  let queue: Promise<void> = Promise.resolve();
  const loadHandler = () => {
    handler ??= import('./error-handler').catch((e: unknown) => {
      // The chunk did not load (offline): the next failure tries again.
      handler = undefined;
      throw e;
    });
    return handler;
  };
  const handleError = (error: unknown, meta: CallMeta | undefined, procedure: string | undefined) => {
    queue = queue
      .then(loadHandler)
      .then((m) => m.handleError(error, meta, procedure))
      // A handler that throws (or did not load) must not stop the failures after it.
      .catch(() => {});
  };
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleError(error, query.meta, procedureOfKey(query.queryKey)),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) =>
        handleError(error, mutation.meta, procedureOfKey(mutation.options.mutationKey)),
    }),
    defaultOptions: {
      queries: {
        queryKeyHashFn: queryHash,
        staleTime: 20_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 2 && isSilentFailure(error),
        networkMode: 'always',
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  registerSessionCleared(() => {
    // The session is gone: say so at once (a page must not act on the player's last answer, such as
    // the login page sending a "signed-in" visitor straight back), then ask everything again.
    client.setQueriesData<Record<string, unknown>>({ queryKey: [['session', 'current']] }, (old) =>
      old && old.loggedIn === true
        ? {
            ...old,
            loggedIn: false,
            user: null,
            kyc: null,
            idleTimeoutMs: null,
            afterLogin: { addInfoStep: 0, showRegisterSuccess: false },
          }
        : old,
    );
    void client.invalidateQueries();
  });
  watchSessionEnd(client);
  return client;
}
