/**
 * The router facade: exactly the parts of react-router the apps use. Shared as one federated
 * singleton (one router context per page) while react-router itself is tree-shaken inside it.
 */
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Navigate,
  Outlet,
  Link as RouterLink,
  NavLink as RouterNavLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useNavigationType,
  useInRouterContext,
  matchPath,
  generatePath,
  createSearchParams,
} from 'react-router';
export type { NavigateOptions, To, Location, Params } from 'react-router';
