/** Promotions: /{lng}/promotions (tournaments) and its tabs; each page is its own chunk. */
import type { RouteObject } from '../../lib/router';

export const routes: RouteObject[] = [
  {
    path: 'promotions',
    lazy: () => import('./components/promo-layout').then((m) => ({ Component: m.PromoLayout })),
    children: [
      {
        index: true,
        lazy: () => import('./routes/tournaments-page').then((m) => ({ Component: m.TournamentsPage })),
      },
      {
        path: 'tournaments/:id',
        lazy: () => import('./routes/tournaments-page').then((m) => ({ Component: m.TournamentDetailPage })),
      },
      {
        path: 'lottery',
        lazy: () => import('./routes/lottery-page').then((m) => ({ Component: m.LotteryPage })),
      },
      { path: 'guess', lazy: () => import('./routes/guess-page').then((m) => ({ Component: m.GuessPage })) },
      { path: 'tasks', lazy: () => import('./routes/tasks-page').then((m) => ({ Component: m.TasksPage })) },
      {
        path: 'check-in',
        lazy: () => import('./routes/checkin-page').then((m) => ({ Component: m.CheckinPage })),
      },
      {
        path: 'free-spins',
        lazy: () => import('./routes/free-spins-page').then((m) => ({ Component: m.FreeSpinsPage })),
      },
      { path: 'vip', lazy: () => import('./routes/vip-page').then((m) => ({ Component: m.VipPage })) },
    ],
  },
];
