/**
 * Route objects written for the data router (`lazy` returning `{ Component }`, `errorElement`) made
 * fit for declarative mode's useRoutes: `lazy` becomes a React.lazy element (one per lazy function, so
 * routes sharing a loader share a component and keep its state across them, as before), and
 * `errorElement` an error boundary around the route's element that resets when the location changes.
 */
import { Component, lazy, type ComponentType, type ReactNode } from 'react';
import { Outlet, useLocation, type RouteObject } from 'react-router';

type LazyResult = { Component?: ComponentType | null; element?: ReactNode };
const lazyComponents = new WeakMap<object, ComponentType>();

function lazyComponent(load: () => Promise<LazyResult>): ComponentType {
  let C = lazyComponents.get(load);
  if (!C) {
    C = lazy(async () => {
      const m = await load();
      const Page = m.Component;
      return { default: Page ?? (() => <>{m.element ?? null}</>) };
    });
    lazyComponents.set(load, C);
  }
  return C;
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
    if (typeof load === 'function') {
      const Lazy = lazyComponent(load as unknown as () => Promise<LazyResult>);
      element = <Lazy />;
    }
    if (errorElement)
      element = <RouteErrorBoundary fallback={errorElement}>{element ?? <Outlet />}</RouteErrorBoundary>;
    const out = { ...rest, element } as RouteObject;
    if (children) (out as { children?: RouteObject[] }).children = declarative(children);
    return out;
  });
}
