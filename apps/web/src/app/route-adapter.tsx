/**
 * Route objects written for the data router (`lazy` returning `{ Component }`, `errorElement`) made
 * fit for declarative mode's useRoutes: `lazy` becomes a React.lazy element (one per lazy function, so
 * routes sharing a loader share a component and keep its state across them, as before), and
 * `errorElement` an error boundary around the route's element that resets when the location changes.
 */
import { Component, lazy, useState, type ComponentType, type ReactNode } from 'react';
import { matchRoutes, Outlet, useLocation, type RouteObject } from '../lib/router';

type LazyResult = { Component?: ComponentType | null; element?: ReactNode };
interface LazyRoute {
  Component: ComponentType;
  /** Loads the page's module; once it has, the page renders at once instead of suspending. */
  preload: () => Promise<void>;
}
const lazyComponents = new WeakMap<object, LazyRoute>();
const routeLoads = new WeakMap<RouteObject, LazyRoute>();

function lazyComponent(load: () => Promise<LazyResult>): LazyRoute {
  let entry = lazyComponents.get(load);
  if (!entry) {
    let Page: ComponentType | null = null;
    let pending: Promise<{ default: ComponentType }> | null = null;
    const loadPage = () =>
      (pending ??= load().then((m) => {
        Page = m.Component ?? (() => <>{m.element ?? null}</>);
        return { default: Page };
      }));
    const Lazy = lazy(loadPage);
    // Chosen once per mount: a page already loaded renders directly (no Suspense fallback, so the
    // first screen is one commit and its calls leave in one batch); otherwise React.lazy as before.
    // Never switched while mounted, which would remount the page.
    const Route = () => {
      const [Loaded] = useState(() => Page);
      return Loaded ? <Loaded /> : <Lazy />;
    };
    entry = {
      Component: Route,
      preload: () =>
        loadPage().then(
          () => undefined,
          () => undefined, // a failed load shows when the page renders (error boundary), as before
        ),
    };
    lazyComponents.set(load, entry);
  }
  return entry;
}

/** Loads the lazy pages the address will show (the route and its parents), before the first render. */
export function preloadMatchedRoutes(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads = matches.flatMap((m) => routeLoads.get(m.route)?.preload() ?? []);
  return Promise.all(loads).then(() => undefined);
}

interface BoundaryProps {
  fallback: ReactNode;
  children: ReactNode;
  resetKey?: string;
}

class Boundary extends Component<BoundaryProps, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };
  static getDerivedStateFromError() {
    return { failedAt: '' };
  }
  override componentDidCatch() {
    // React reports the error itself (onCaughtError); remember where it happened.
    this.setState({ failedAt: this.props.resetKey ?? '' });
  }
  override componentDidUpdate(prev: BoundaryProps) {
    if (this.state.failedAt !== null && prev.resetKey !== this.props.resetKey)
      this.setState({ failedAt: null });
  }
  override render() {
    return this.state.failedAt !== null ? this.props.fallback : this.props.children;
  }
}

/** An error boundary that shows `fallback` when its children throw, until the next navigation. */
export function RouteErrorBoundary({ fallback, children }: { fallback: ReactNode; children: ReactNode }) {
  const location = useLocation();
  return (
    <Boundary fallback={fallback} resetKey={location.key}>
      {children}
    </Boundary>
  );
}

export function declarative(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy: load, errorElement, children, Component: RouteComponent, ...rest } = route;
    let element: ReactNode = route.element;
    if (RouteComponent) element = <RouteComponent />;
    let lazyRoute: LazyRoute | undefined;
    if (typeof load === 'function') {
      lazyRoute = lazyComponent(load as unknown as () => Promise<LazyResult>);
      element = <lazyRoute.Component />;
    }
    if (errorElement)
      element = <RouteErrorBoundary fallback={errorElement}>{element ?? <Outlet />}</RouteErrorBoundary>;
    const out = { ...rest, element } as RouteObject;
    if (children) (out as { children?: RouteObject[] }).children = declarative(children);
    if (lazyRoute) routeLoads.set(out, lazyRoute);
    return out;
  });
}
