/** Wallet and money pages under /{lng}/account/ (player only, inside the account frame). */
import type { RouteObject } from '../../lib/router';
import { accountPage } from '../../components/layout/account-page';

export const routes: RouteObject[] = [
  {
    path: 'account/wallet',
    lazy: accountPage(() => import('./routes/wallet-page').then((m) => m.WalletPage)),
  },
  {
    path: 'account/deposit',
    lazy: accountPage(() => import('./routes/deposit-page').then((m) => m.DepositPage)),
  },
  {
    path: 'account/withdraw',
    lazy: accountPage(() => import('./routes/withdraw-page').then((m) => m.WithdrawPage)),
  },
  {
    path: 'account/history',
    lazy: accountPage(() => import('./routes/history-page').then((m) => m.HistoryPage)),
  },
];
