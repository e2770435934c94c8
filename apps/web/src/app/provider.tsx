/**
 * Providers around the whole app: i18next (initialised on import), TanStack Query with the central
 * error handler (seeded with the answers the gateway sent with the page, a player's among them), the tRPC client, and the
 * live channel that keeps the signed-in player's figures current (lib/live), and the watch on the
 * connection to the gateway (lib/connection.ts).
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { seedFirstScreen } from '../lib/first-screen-data';
import { seedPlayerScreen } from '../lib/player-screen-data';
import { createTrpcClient, trpc } from '../lib/trpc';
import { watchConnection } from '../lib/connection';
import { LiveRoot } from '../lib/live/live-root';

export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(() => {
    const client = createQueryClient();
    seedFirstScreen(client); // the answers the gateway put in the page, before the first render
    seedPlayerScreen(client); // and a signed-in player's (the session, the account page's first calls)
    return client;
  });
  const [trpcClient] = useState(() => {
    const client = createTrpcClient();
    // While the gateway is out of reach the page asks it again (the session, a poll that does not
    // extend it); once it answers, everything on screen is asked again.
    watchConnection(
      () => client.session.current.query(undefined, { context: { background: true } }),
      () => void queryClient.invalidateQueries(),
    );
    return client;
  });
  return (
    <I18nextProvider i18n={i18n}>
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          {children}
          <LiveRoot />
        </QueryClientProvider>
      </trpc.Provider>
    </I18nextProvider>
  );
}
