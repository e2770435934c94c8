/** The game page (full screen, no shell): /{lng}/slotGame?platformCode&gameId&supMultiMode. */
import type { RouteObject } from '../../lib/router';

export const bareRoutes: RouteObject[] = [
  {
    path: 'slotGame',
    lazy: () => import('./routes/slot-game-page').then((m) => ({ Component: m.SlotGamePage })),
  },
];
