/** Account pages under /{lng}/account (player only, inside the account frame). */
import type { RouteObject } from '../../lib/router';
import { accountPage } from '../../components/layout/account-page';

export const routes: RouteObject[] = [
  {
    path: 'account',
    lazy: accountPage(() => import('./routes/overview-page').then((m) => m.OverviewPage)),
  },
  {
    path: 'account/security',
    lazy: accountPage(() => import('./routes/security-page').then((m) => m.SecurityPage)),
  },
  { path: 'account/kyc', lazy: accountPage(() => import('./routes/kyc-page').then((m) => m.KycPage)) },
  {
    path: 'account/responsible-gaming',
    lazy: accountPage(() => import('./routes/responsible-gaming-page').then((m) => m.ResponsibleGamingPage)),
  },
];
