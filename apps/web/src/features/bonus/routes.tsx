/** The bonus page under /{lng}/account/ (player only, inside the account frame). */
import type { RouteObject } from '../../lib/router';
import { accountPage } from '../../components/layout/account-page';

export const routes: RouteObject[] = [
  {
    path: 'account/bonuses',
    lazy: accountPage(() => import('./routes/bonuses-page').then((m) => m.BonusesPage)),
  },
];
