/**
 * The route tree. Every page lives under /{lng}/ (ja default, en); a path without a prefix (/login,
 * /account/deposit, /slotGame?..., /videoList) is redirected to the same path in the visitor's
 * language. Features add their pages through `routes.tsx` files (see lib/feature-routes.ts), so this
 * file does not change when a feature grows.
 *
 * Declarative mode (BrowserRouter + useRoutes), not the data router: nothing here uses loaders or
 * actions, and the data router is ~14 KiB of brotli on every first page. Route `lazy` and `errorElement`
 * are turned into React.lazy and an error boundary by ./route-adapter; scroll restoration is
 * ./scroll-restoration.
 */
import { Suspense, useEffect } from 'react';
import {
  BrowserRouter,
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  type RouteObject,
} from '../lib/router';
import { isLanguage } from '@casino/shared/rules/constants';
import type { FeatureRoutesModule } from '../lib/feature-routes';
import { i18n, rememberLanguage, storedLanguage } from '../lib/i18n';
import { registerNavigate } from '../lib/navigation';
import { whenHidden } from '../lib/when-hidden';
import { AppShell } from './app-shell';
import { ForbiddenPage } from './routes/forbidden';
import { HomePage, preloadHomeSections } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { declarative, preloadMatchedRoutes, RouteErrorBoundary } from './route-adapter';
import { useDocumentHead } from './document-head';

const featureModules = import.meta.glob<FeatureRoutesModule>('../features/*/routes.tsx', { eager: true });
const features = Object.values(featureModules);
const collect = (key: keyof FeatureRoutesModule): RouteObject[] => features.flatMap((m) => m[key] ?? []);

/** Validates the /{lng}/ prefix, keeps i18next, <html lang> and the head (title, hreflang) in step with it. */
function LanguageLayout() {
  const { lng } = useParams();
  const location = useLocation();
  const valid = isLanguage(lng);
  useDocumentHead();
  useEffect(() => {
    if (!valid) return;
    if (i18n.language !== lng) void i18n.changeLanguage(lng);
    document.documentElement.lang = lng;
    // The stored preference only serves a later address without a prefix: written when the page is
    // hidden or left, not while it loads, since a page's first touch of localStorage opens the
    // origin's storage (up to 37 ms of one task measured on a loaded 2-core machine). The language
    // switch writes it at once.
    return whenHidden(() => rememberLanguage(lng));
  }, [lng, valid]);
  if (!valid) {
    return (
      <Navigate to={`/${storedLanguage()}${location.pathname}${location.search}${location.hash}`} replace />
    );
  }
  return (
    <Suspense fallback={null}>
      <Outlet />
    </Suspense>
  );
}

function RootRedirect() {
  const location = useLocation();
  return <Navigate to={`/${storedLanguage()}/${location.search}${location.hash}`} replace />;
}

export function createRoutes(): RouteObject[] {
  return declarative([
    { path: '/', element: <RootRedirect /> },
    { path: '/403', element: <ForbiddenPage /> },
    ...collect('rootRoutes'),
    {
      path: '/:lng',
      element: <LanguageLayout />,
      errorElement: <RouteError />,
      children: [
        ...collect('bareRoutes'),
        {
          element: <AppShell />,
          children: [
            {
              // Inside the shell, so a broken page keeps the header and footer.
              errorElement: <RouteError />,
              element: <Outlet />,
              children: [
                { index: true, element: <HomePage /> },
                { path: '403', element: <ForbiddenPage embedded /> },
                ...collect('routes'),
                { path: '*', element: <NotFoundPage /> },
              ],
            },
          ],
        },
      ],
    },
  ]);
}

const routes = createRoutes();

/**
 * i18n namespaces (beyond the bundled first-page ones) that an address's first screen asks for,
 * loaded with its page so it does not suspend on them (their chunks are preloaded by the gateway from
 * the build's route-preloads.json, vite.config.ts).
 */
const INITIAL_NAMESPACES: [RegExp, string[]][] = [
  [/^\/(ja|en)\/promotions(\/|$)/, ['promotions']],
  // The account frame's strings, and the page's own (vite.config.ts ACCOUNT_PAGES and OTHER_PAGES).
  [/^\/(ja|en)\/account(?!\/multimode)(\/|$)/, ['account']],
  [/^\/(ja|en)\/account\/multimode\/?$/, ['multimode']],
  [/^\/(ja|en)\/(videoList|videos\/[^/]+|page(\/[^/]+)?|cms\/[^/]+)\/?$/, ['videos']],
  [/^\/(ja|en)\/account\/(wallet|deposit|withdraw|history)\/?$/, ['wallet']],
  [/^\/(ja|en)\/account\/bonuses\/?$/, ['bonus']],
];

/**
 * How long the first render waits at most for a page whose chunks the gateway named in the HTML
 * (`data-route-hint`, loading beside the entry): a slow chunk then shows the shell first. A page
 * without hints renders at once, as before, while its module loads.
 */
const INITIAL_WAIT_MS = 1500;

/**
 * Loads what the address's first screen needs (its lazy page modules and their namespaces) before the
 * first render, so the shell and the page commit together and their first calls leave in one batch
 * (each lazy step otherwise costs a Suspense fallback and a later commit). Never rejects.
 */
export function preloadInitialRoute(): Promise<void> {
  const path = window.location.pathname;
  const namespaces = INITIAL_NAMESPACES.flatMap(([re, ns]) => (re.test(path) ? ns : []));
  const ready = Promise.all([
    // A page chunk that fails to load must not keep the site from rendering: its route shows the
    // route error (with reload) as without the preload.
    preloadMatchedRoutes(routes, path).catch(() => undefined),
    /^\/(ja|en)\/?$/.test(path) ? preloadHomeSections() : undefined,
    namespaces.length ? i18n.loadNamespaces(namespaces).catch(() => undefined) : undefined,
  ]).then(() => undefined);
  if (!document.querySelector('link[data-route-hint]')) return Promise.resolve();
  return Promise.race([ready, new Promise<void>((resolve) => setTimeout(resolve, INITIAL_WAIT_MS))]);
}

function Routes() {
  const navigate = useNavigate();
  useEffect(() => {
    registerNavigate((to, opts) => void navigate(to, opts));
  }, [navigate]);
  return useRoutes(routes);
}

export function AppRouter() {
  // Outermost boundary for pages outside the shell that wait for an i18n namespace chunk.
  return (
    <BrowserRouter>
      <RouteErrorBoundary fallback={<RouteError />}>
        <Suspense fallback={null}>
          <Routes />
        </Suspense>
      </RouteErrorBoundary>
    </BrowserRouter>
  );
}
