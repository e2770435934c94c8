/**
 * The one QueryClient. Its caches route every failure to the central error handler; retries are off
 * for upstream refusals (they will not change) and limited to one for network hiccups.
 */
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { handleError, isSilentFailure, registerSessionCleared } from './error-handler';

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => handleError(error, query.meta),
    }),
    mutationCache: new MutationCache({
      onError: (error, _vars, _ctx, mutation) => handleError(error, mutation.meta),
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
