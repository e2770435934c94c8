/**
 * The site's router: react-router in declarative mode (BrowserRouter + useRoutes; the data router's
 * loaders and actions are not used), behind one module so pages import their links and hooks from
 * here. Real <a href> links (a new tab, modifier-clicks and the context menu stay the browser's),
 * client-side navigation on a plain click, Back and Forward, history state and a key per entry,
 * NavLink's `active` class and aria-current="page", routes ranked by specificity, and every navigation a
 * React transition (BrowserRouter's default: a page still loading keeps the previous one on screen). Route `lazy` and
 * `errorElement` are turned into React.lazy and an error boundary by ../app/route-adapter; scroll
 * restoration is ../app/scroll-restoration.
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
  useSearchParams,
  type LinkProps,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type NavigationType,
  type Params,
  type Path,
  type RouteMatch,
  type RouteObject,
  type To,
} from 'react-router';
