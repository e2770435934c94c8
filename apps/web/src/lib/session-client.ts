/** The game-session calls of packages/ui bound to this site's tRPC client. */
import { useMemo } from 'react';
import type { GameSessionClient } from '@casino/ui/game-session';
import { trpc } from './trpc';

export function useGameSessionClient(): GameSessionClient {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      launchGame: (i) => utils.client.games.launchGame.mutate(i),
      launchDemoGame: (i) => utils.client.games.launchDemoGame.mutate(i),
      transferRegister: (i) => utils.client.games.transferRegister.mutate(i),
      transferIn: (i) => utils.client.games.transferIn.mutate(i),
      transferOutAll: (i) => utils.client.games.transferOutAll.mutate(i),
    }),
    [utils],
  );
}
