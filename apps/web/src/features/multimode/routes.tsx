/** Multi-machine mode: /{lng}/account/multimode (players only). */
import type { RouteObject } from '../../lib/router';

export const routes: RouteObject[] = [
  {
    path: 'account/multimode',
    lazy: () => import('./routes/multimode-page').then((m) => ({ Component: m.MultimodePage })),
  },
];
