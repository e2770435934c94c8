/** i18next, TanStack Query and the tRPC client around the terminal app. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { createTrpcClient, trpc } from '../lib/trpc';

function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      // A terminal retries on its own schedule (offline screen); queries fail fast and quietly.
      queries: { retry: 1, refetchOnWindowFocus: false, gcTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <I18nextProvider i18n={i18n}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    </I18nextProvider>
  );
}
