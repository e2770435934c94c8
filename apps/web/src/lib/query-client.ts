/**
 * The one QueryClient. Its caches route every failure to the central error handler with the call's
 * procedure (its catalog flags say whether it is silent and in which context); retries are off
 * for upstream refusals (they will not change) and limited to one for network hiccups.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { procedureOfKey } from '@casino/shared/catalog/client-policy';
import { handleError, isSilentFailure, registerSessionCleared } from './error-handler';

export function createQueryClient(): QueryClient {
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
        staleTime: 20_000,
        refetchOnWindowFocus: false,
        retry: (count, error) => count < 1 && isSilentFailure(error),
      },
      mutations: { retry: false },
    },
  });
  registerSessionCleared(() => {
    void client.invalidateQueries();
  });
  return client;
}
