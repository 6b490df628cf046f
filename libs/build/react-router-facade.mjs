// The shared `react-router-dom` / `react-router` module of the shell and the remotes: only the
// declarative-mode API the apps use (<BrowserRouter>, <Routes>, hooks, links), so react-router's
// data routers, server rendering, RSC and framework code stay out of the browser (a shared
// module is never tree-shaken: the whole package was 70 KB gzip, this subset ~20).
// `@ham/react-router-impl` is react-router's own ESM entry (alias in webpack.mjs) under a name
// the shared keys do not match. A name missing here is undefined at run time in every app:
// react-router-facade.test.ts checks every name the sources import. docs/adr/0007.
// UNSAFE_NavigationContext: the navigator, wrapped by libs/ui's useUnsavedChangesGuard while a
// form has changes (useBlocker needs a data router).
export {
  BrowserRouter,
  createPath,
  createRoutesFromChildren,
  createSearchParams,
  generatePath,
  HashRouter,
  Link,
  MemoryRouter,
  matchPath,
  matchRoutes,
  Navigate,
  NavLink,
  Outlet,
  parsePath,
  Route,
  Router,
  Routes,
  resolvePath,
  UNSAFE_NavigationContext,
  useHref,
  useInRouterContext,
  useLinkClickHandler,
  useLocation,
  useMatch,
  useNavigate,
  useNavigationType,
  useOutlet,
  useOutletContext,
  useParams,
  useResolvedPath,
  useRoutes,
  useSearchParams,
} from '@ham/react-router-impl';
