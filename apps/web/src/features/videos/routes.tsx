/** Videos: /{lng}/videoList and /{lng}/videos/:id. */
import type { RouteObject } from '../../lib/router';

export const routes: RouteObject[] = [
  {
    path: 'videoList',
    lazy: () => import('./routes/video-list-page').then((m) => ({ Component: m.VideoListPage })),
  },
  { path: 'videos/:id', lazy: () => import('./routes/video-page').then((m) => ({ Component: m.VideoPage })) },
];
