// The router API the site uses, and nothing more. Shared at run time as one module, it keeps one router
// context across the shell and every remote while letting webpack drop the rest of React Router
// (a whole shared react-router costs about 60 KB gzipped; this subset is a fraction of it).
// Production code imports routing from here only; the lint config enforces it.
export {
  createBrowserRouter,
  isRouteErrorResponse,
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { LinkProps, NavLinkProps, RouteObject } from 'react-router';
// The DOM flavour of the provider flushes navigation updates synchronously, as react-router-dom's does.
export { RouterProvider } from 'react-router/dom';
