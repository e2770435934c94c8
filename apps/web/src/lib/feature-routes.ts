/**
 * How a feature contributes routes without the features importing each other: a feature may have a
 * `routes.tsx` exporting any of these arrays; src/app/router.tsx collects them with import.meta.glob.
 *
 * - `routes`: pages inside the site shell (header, footer) under /{lng}/, paths relative ('slotGame',
 *   'game/:type/*', 'account/multimode'). Use `lazy` so each page is its own chunk.
 * - `bareRoutes`: pages under /{lng}/ without the shell (full-screen game pages).
 * - `rootRoutes`: absolute paths outside the language prefix ('/loading/index.html').
 *
 * A feature may also have a `home-section.tsx` whose default export is rendered on the home page
 * (after the visitor's login/registration forms), ordered by its exported `order` number.
 */
import type { ComponentType } from 'react';
import type { RouteObject } from './router';

export interface FeatureRoutesModule {
  routes?: RouteObject[];
  bareRoutes?: RouteObject[];
  rootRoutes?: RouteObject[];
}

export interface HomeSectionModule {
  default: ComponentType;
  order?: number;
  /** What the section's first render needs loaded, awaited before the home page's first render. */
  preload?: () => Promise<void>;
}
