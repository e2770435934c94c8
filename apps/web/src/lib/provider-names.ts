/**
 * The provider's name for a provider or platform code, in the page's language (the lobby's own
 * `games.providers` call, so a page that showed the lobby asks nothing more). Until the list is in, a
 * code shows as it is.
 */
import { useMemo } from 'react';
import { providerNameLookup, type ProviderNameOf } from '@casino/shared/rules/provider-names';
import { LOBBY_PROVIDERS_CALL } from '@casino/shared/rules/first-screen';
import { trpc } from './trpc';

export function useProviderNames(enabled = true): ProviderNameOf {
  const providers = trpc.games.providers.useQuery(LOBBY_PROVIDERS_CALL[1], {
    staleTime: 5 * 60_000,
    enabled,
  });
  return useMemo(() => providerNameLookup(providers.data?.list), [providers.data]);
}
