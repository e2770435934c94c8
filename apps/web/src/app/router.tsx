/**
 * The route tree. Every page lives under /{lng}/ (ja default, en); a path without a prefix (/login,
 * /account/deposit, /slotGame?..., /videoList) is redirected to the same path in the visitor's
 * language. Features add their pages through `routes.tsx` files (see lib/feature-routes.ts), so this
 * file does not change when a feature grows.
 */
import { Suspense, useEffect, useMemo } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  useLocation,
  useParams,
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

export function createRouter() {
  return createBrowserRouter([
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

export function AppRouter() {
  const router = useMemo(createRouter, []);
  useEffect(() => {
    registerNavigate((to, opts) => void router.navigate(to, opts));
  }, [router]);
  // Outermost boundary for pages outside the shell that wait for an i18n namespace chunk.
  return (
    <Suspense fallback={null}>
      <RouterProvider router={router} />
    </Suspense>
  );
}
