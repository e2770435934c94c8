/** Sports betting: /{lng}/fb and /{lng}/sports-bet embed the sports provider's launch. */
import type { RouteObject } from '../../lib/router';

const page = () => import('./routes/sports-page');

export const routes: RouteObject[] = [
  { path: 'fb', lazy: () => page().then((m) => ({ Component: m.FbPage })) },
  { path: 'sports-bet', lazy: () => page().then((m) => ({ Component: m.SportsBetPage })) },
];
