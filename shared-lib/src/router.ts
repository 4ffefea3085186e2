/**
 * The router facade: exactly the parts of react-router the apps use. Shared as one federated
 * singleton (one router context per page) while react-router itself is tree-shaken inside it.
 */
export {
  BrowserRouter,
  StaticRouter,
  Routes,
  Route,
  Navigate,
  Link as RouterLink,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
} from 'react-router';
export type { NavigateOptions, To, Location, Params } from 'react-router';
