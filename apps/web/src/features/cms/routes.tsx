/** CMS template pages: /{lng}/page and /{lng}/page/:code. */
import type { RouteObject } from 'react-router';

export const routes: RouteObject[] = [
  { path: 'page', lazy: () => import('./routes/cms-page').then((m) => ({ Component: m.CmsIndexPage })) },
  { path: 'page/:code', lazy: () => import('./routes/cms-page').then((m) => ({ Component: m.CmsPage })) },
];
