/**
 * The site's router (issue 14): the part of react-router's declarative mode the site uses, in ~2 KiB
 * of brotli instead of ~11 KiB on every first page. Same behaviour for the player: real <a href> links
 * (a new tab, modifier-clicks and the context menu stay the browser's), client-side navigation on a
 * plain click, Back and Forward, history state and a key per entry (kept in `history.state` as
 * react-router did, `{ usr, key, idx }`), NavLink's `active` class and aria-current="page", routes
 * ranked by specificity as react-router ranks them (static segment before `:param` before `*`),
 * case-insensitive. Every navigation is a React transition (as react-router's BrowserRouter: a page
 * still loading keeps the previous one on screen).
 *
 * Paths are absolute ('/ja/account') or only a query/hash ('?form=register'): the site has no
 * relative links. Navigation to another origin is refused, as react-router 8 refuses it.
 */
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type ComponentType,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';

export interface Path {
  pathname?: string;
  search?: string;
  hash?: string;
}
export type To = string | Path;
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** The `state` the navigation to this entry carried (null without). */
  state: unknown;
  /** This history entry's key ('default' for the entry the site was opened on). */
  key: string;
}
export type NavigationType = 'POP' | 'PUSH' | 'REPLACE';
export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Kept for react-router's API; ../app/scroll-restoration decides by itself (same page: no reset). */
  preventScrollReset?: boolean;
}
export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

export interface RouteObject {
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  element?: ReactNode;
  /** Turned into an error boundary by ../app/route-adapter. */
  errorElement?: ReactNode;
  Component?: ComponentType | null;
  /** Turned into React.lazy by ../app/route-adapter. */
  lazy?: () => Promise<{ Component?: ComponentType | null; element?: ReactNode }>;
  children?: RouteObject[];
}
export type Params = Record<string, string | undefined>;
export interface RouteMatch {
  route: RouteObject;
  params: Params;
}

// ---- history ----

interface HistoryState {
  usr?: unknown;
  key?: string;
  idx?: number;
}
const historyState = () => (window.history.state ?? null) as HistoryState | null;

function currentLocation(): Location {
  const { pathname, search, hash } = window.location;
  const s = historyState();
  return { pathname, search, hash, state: s?.usr ?? null, key: s?.key ?? 'default' };
}

function createPath({ pathname = '/', search = '', hash = '' }: Path): string {
  if (search && search !== '?') pathname += search.startsWith('?') ? search : `?${search}`;
  if (hash && hash !== '#') pathname += hash.startsWith('#') ? hash : `#${hash}`;
  return pathname;
}

/** `to` as a URL against the current address ('?x' keeps the path, as react-router resolves it). */
const urlOf = (to: To) =>
  new URL(
    typeof to === 'string' ? to : createPath({ pathname: window.location.pathname, ...to }),
    window.location.href,
  );

interface RouterState {
  location: Location;
  action: NavigationType;
}
let listener: ((state: RouterState) => void) | null = null;

/** Navigates without a component (the central error handler goes through lib/navigation instead). */
export const navigate: NavigateFunction = (to, options = {}) => {
  if (typeof to === 'number') {
    window.history.go(to);
    return;
  }
  const url = urlOf(to);
  if (url.origin !== window.location.origin) throw new Error('External navigation is not allowed');
  const replace = !!options.replace;
  const state: HistoryState = {
    usr: options.state ?? null,
    key: Math.random().toString(36).substring(2, 10),
    idx: (historyState()?.idx ?? 0) + (replace ? 0 : 1),
  };
  const href = url.pathname + url.search + url.hash;
  if (replace) window.history.replaceState(state, '', href);
  else window.history.pushState(state, '', href);
  listener?.({ action: replace ? 'REPLACE' : 'PUSH', location: currentLocation() });
};

const LocationContext = createContext<RouterState>({
  location: { pathname: '/', search: '', hash: '', state: null, key: 'default' },
  action: 'POP',
});

/** The router: the current location for the hooks below, updated on navigation and on Back/Forward. */
export function BrowserRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState<RouterState>(() => ({ location: currentLocation(), action: 'POP' }));
  useLayoutEffect(() => {
    if (historyState()?.idx == null) window.history.replaceState({ ...historyState(), idx: 0 }, '');
    const set = (next: RouterState) => startTransition(() => setState(next));
    const onPop = () => set({ action: 'POP', location: currentLocation() });
    listener = set;
    window.addEventListener('popstate', onPop);
    return () => {
      listener = null;
      window.removeEventListener('popstate', onPop);
    };
  }, []);
  return <LocationContext value={state}>{children}</LocationContext>;
}

export const useLocation = (): Location => useContext(LocationContext).location;
export const useNavigationType = (): NavigationType => useContext(LocationContext).action;
export const useNavigate = (): NavigateFunction => navigate;

/** Navigates when rendered (a redirect). */
export function Navigate({ to, replace, state }: { to: To; replace?: boolean; state?: unknown }) {
  const target = typeof to === 'string' ? to : createPath(to);
  useEffect(() => navigate(target, { replace, state }), [target, replace, state]);
  return null;
}

type SearchInit = URLSearchParams | string | Record<string, string> | [string, string][];

/** The query of the current address, and a setter that navigates to the same path with another query. */
export function useSearchParams(): readonly [
  URLSearchParams,
  (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) => void,
] {
  const { search } = useLocation();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const set = useCallback(
    (next: SearchInit | ((prev: URLSearchParams) => SearchInit), options?: NavigateOptions) =>
      navigate(
        `?${new URLSearchParams(typeof next === 'function' ? next(new URLSearchParams(params)) : next)}`,
        options,
      ),
    [params],
  );
  return [params, set] as const;
}

// ---- links ----

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/** A real <a href>; a plain left click (no modifier, no other target) navigates without reloading. */
export function Link({
  to,
  replace,
  state,
  preventScrollReset,
  onClick,
  target,
  children,
  ...rest
}: LinkProps) {
  const location = useLocation();
  const href = typeof to === 'string' ? to : createPath({ pathname: location.pathname, ...to });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      (target && target !== '_self') ||
      event.metaKey ||
      event.altKey ||
      event.ctrlKey ||
      event.shiftKey
    )
      return;
    const url = urlOf(href);
    if (url.origin !== window.location.origin) return; // another site: the browser goes there
    event.preventDefault();
    // A link to the address already shown replaces its entry instead of adding one (react-router's rule).
    const same = createPath(location) === url.pathname + url.search + url.hash;
    navigate(href, { replace: replace ?? same, state, preventScrollReset });
  };
  return (
    <a {...rest} href={href} target={target} onClick={handleClick}>
      {children}
    </a>
  );
}

/**
 * Whether a link to `to` (a pathname) is the current page `pathname`: the same path, or (without `end`)
 * a page under it; case-insensitive, a trailing slash of `to` ignored (react-router's NavLink rule).
 */
export function isActivePath(to: string, pathname: string, end = false): boolean {
  const target = to.toLowerCase();
  const current = pathname.toLowerCase();
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  return current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
}

/** A Link that knows when it points at the current page: class `active` and aria-current="page". */
export function NavLink({ end = false, className, ...rest }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const to = typeof rest.to === 'string' ? urlOf(rest.to).pathname : (rest.to.pathname ?? pathname);
  const active = isActivePath(to, pathname, end);
  return (
    <Link
      {...rest}
      className={[className, active && 'active'].filter(Boolean).join(' ')}
      aria-current={active ? 'page' : undefined}
    />
  );
}

// ---- routes ----

interface Branch {
  score: number;
  indexes: number[];
  routes: RouteObject[];
  re: RegExp;
  names: string[];
}

const branchCache = new WeakMap<RouteObject[], Branch[]>();

/** Every route that can end a match (not pathless layouts), with its full path and react-router's score. */
function flatten(
  routes: RouteObject[],
  out: Branch[] = [],
  parents: RouteObject[] = [],
  indexes: number[] = [],
  parentPath = '',
) {
  routes.forEach((route, i) => {
    const path = `${parentPath}/${route.path ?? ''}`.replace(/\/\/+/g, '/');
    const chain = [...parents, route];
    const at = [...indexes, i];
    if (route.children?.length) flatten(route.children, out, chain, at, path);
    if (route.path == null && !route.index) return;
    const segments = path.split('/');
    const splat = segments.includes('*');
    const score = segments
      .filter((s) => s !== '*')
      .reduce(
        (sum, s) => sum + (/^:[\w-]+$/.test(s) ? 3 : s === '' ? 1 : 10),
        segments.length + (splat ? -2 : 0) + (route.index ? 2 : 0),
      );
    const names: string[] = [];
    let source =
      '^' +
      path
        .replace(/\/*\*?$/, '')
        .replace(/^\/*/, '/')
        .replace(/[\\.*+^${}|()[\]]/g, '\\$&')
        .replace(/\/:([\w-]+)/g, (_, name: string) => {
          names.push(name);
          return '/([^\\/]+)';
        });
    if (path.endsWith('*')) {
      names.push('*');
      source += path === '*' || path === '/*' ? '(.*)$' : '(?:\\/(.+)|\\/*)$';
    } else source += '\\/*$';
    out.push({
      score,
      indexes: at,
      routes: chain,
      names,
      re: new RegExp(source, route.caseSensitive ? '' : 'i'),
    });
  });
  return out;
}

function branchesOf(routes: RouteObject[]): Branch[] {
  let branches = branchCache.get(routes);
  if (!branches) {
    // Higher score first; siblings of equal score keep their order (react-router's ranking).
    branches = flatten(routes).sort((a, b) => {
      if (a.score !== b.score) return b.score - a.score;
      const siblings =
        a.indexes.length === b.indexes.length && a.indexes.slice(0, -1).every((n, i) => n === b.indexes[i]);
      return siblings ? a.indexes.at(-1)! - b.indexes.at(-1)! : 0;
    });
    branchCache.set(routes, branches);
  }
  return branches;
}

function decodePath(path: string): string {
  try {
    return path
      .split('/')
      .map((s) => decodeURIComponent(s).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return path;
  }
}

/** The routes (outermost first) the address shows, with its params; null when none matches. */
export function matchRoutes(routes: RouteObject[], pathname: string): RouteMatch[] | null {
  const path = decodePath(pathname);
  for (const branch of branchesOf(routes)) {
    const m = branch.re.exec(path);
    if (!m) continue;
    const params: Params = {};
    branch.names.forEach((name, i) => (params[name] = (m[i + 1] ?? '').replace(/%2F/g, '/')));
    return branch.routes.map((route) => ({ route, params }));
  }
  return null;
}

interface RouteContextValue {
  outlet: ReactNode;
  params: Params;
}
const RouteContext = createContext<RouteContextValue>({ outlet: null, params: {} });

/** The element tree of the route that matches the current address (each layout shows the next in <Outlet />). */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  return matches.reduceRight<ReactNode>(
    (outlet, { route, params }) => (
      <RouteContext value={{ outlet, params }}>{route.element ?? outlet}</RouteContext>
    ),
    null,
  );
}

export const Outlet = (): ReactNode => useContext(RouteContext).outlet;
export const useParams = (): Params => useContext(RouteContext).params;
