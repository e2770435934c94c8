/** CMS template pages: /{lng}/page, /{lng}/page/:code and /{lng}/cms/:code. */
import type { RouteObject } from '../../lib/router';

export const routes: RouteObject[] = [
  { path: 'page', lazy: () => import('./routes/cms-page').then((m) => ({ Component: m.CmsIndexPage })) },
  { path: 'page/:code', lazy: () => import('./routes/cms-page').then((m) => ({ Component: m.CmsPage })) },
  // The CMS links its own pages as /cms/<code>.
  { path: 'cms/:code', lazy: () => import('./routes/cms-page').then((m) => ({ Component: m.CmsPage })) },
];
