import { useLocation } from 'shared-lib/router';

/** Shows the current address so tests can check what ended up in the URL. */
export function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{decodeURIComponent(pathname + search)}</output>;
}
