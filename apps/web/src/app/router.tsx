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
} from 'react-router';
import { isLanguage } from '@casino/shared/rules/constants';
import type { FeatureRoutesModule } from '../lib/feature-routes';
import { i18n, rememberLanguage, storedLanguage } from '../lib/i18n';
import { registerNavigate } from '../lib/navigation';
import { AppShell } from './app-shell';
import { ForbiddenPage } from './routes/forbidden';
import { HomePage } from './routes/home';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';
import { declarative, RouteErrorBoundary } from './route-adapter';
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
    rememberLanguage(lng);
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
