/**
 * The UI facade, first-paint part: the MUI components most pages draw at once, shared as one
 * federated singleton so that @mui/material itself is tree-shaken inside this module (sharing the
 * whole package would ship all of it, and a shared module is never tree-shaken, so everything
 * listed here is downloaded on the first visit). Forms, dialogs, tables and other components
 * that appear later live in `shared-lib/ui-more`, downloaded when a page first needs them.
 * A remote that needs another component adds it to one of the two (a shared-lib release).
 *
 * Nothing that opens over the page is downloaded with the first paint: `Menu`, `MenuItem` and
 * `Drawer` here are stand-ins that draw nothing until first opened and then load MUI's own from
 * ui-more (with them Modal, Popover, the focus trap, Portal and the Grow/Fade/Slide transitions:
 * 12 KB brotli less on every first visit, measured). See `openedLazily` below. Lists, tables, alerts, the bare input (InputBase),
 * the star rating and the chip, which a page may draw at once but many first paints do not, are
 * stand-ins too, downloaded by the first page that draws one (`renderedLazily`).
 */
import { Component, createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';
import type { Drawer as MuiDrawer, Menu as MuiMenu, MenuItem as MuiMenuItem } from '@mui/material';

type UiMore = typeof import('./ui-more');
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyProps = Record<string, any>;

const downloads = new Map<unknown, Promise<unknown>>();
/**
 * `load()` once per `key` (ui-more, each part drawn late): every stand-in waiting for the same module
 * shares one download; a failed one (offline) is forgotten, so the next stand-in drawn tries again.
 */
function loadOnce<T>(key: unknown, load: () => Promise<T>): Promise<T> {
  let p = downloads.get(key) as Promise<T> | undefined;
  if (!p) {
    p = load();
    p.catch(() => downloads.delete(key));
    downloads.set(key, p);
  }
  return p;
}

/** Errors that were a component's code failing to download (not a component failing to render). */
const failedDownloads = new WeakSet<object>();
const isFailedDownload = (error: unknown): boolean => typeof error === 'object' && error !== null && failedDownloads.has(error);

/**
 * React.lazy keeps a failed load for good: every later render throws the same error, so a chunk
 * whose download failed (the connection dropped) is never tried again until the page reloads. This
 * keeps a lazy component per attempt and answers the current one: after a failure the next render
 * (an error boundary drawing its region again) starts a new download. (shared-lib/offline's
 * `retryWhenOnline`, used by the shell's late chrome, is the other answer: it waits for the connection
 * and tries once more, but a failure while the browser says it is online still stays with React.lazy.)
 *
 *   const picker = retryingLazy(() => import('./Picker').then((m) => m.default));
 *   const Picker = picker(); // in a render
 */
export function retryingLazy<P extends object = AnyProps>(load: () => Promise<ComponentType<P>>): () => ComponentType<P> {
  const attempt = (): ComponentType<P> =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          current = attempt();
          if (error && typeof error === 'object') failedDownloads.add(error);
          throw error;
        },
      ),
    );
  let current = attempt();
  return () => current;
}

/**
 * Around a stand-in's real component: when its code failed to download it draws nothing and calls
 * `onFail` (the stand-in closes); any other error goes on to the boundaries above.
 */
class DownloadBoundary extends Component<{ onFail: () => void; children?: ReactNode }, { error: unknown }> {
  state: { error: unknown } = { error: undefined };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  componentDidCatch(error: unknown) {
    if (isFailedDownload(error)) this.props.onFail();
  }
  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (isFailedDownload(error)) return null;
    throw error;
  }
}

let more: UiMore | undefined;
const loadMore = (): Promise<UiMore> => loadOnce('ui-more', () => import('shared-lib/ui-more').then((m: UiMore) => (more = m)));

/**
 * A stand-in for ui-more's `name` that renders nothing while `isOpen(props)` has never been true
 * (a closed MUI Menu or temporary Drawer renders nothing either, so the server's markup and the
 * first paint are the same), then loads shared-lib/ui-more and renders the real component, and keeps
 * it mounted so closing animates and reopening is immediate. Keyboard behaviour is MUI's own (the
 * menu focuses its selected or first item when it mounts open, Escape closes and returns focus).
 * Once ui-more is loaded the real component is rendered directly: a menu's items, drawn by the real
 * Menu, never suspend (so the menu mounts with its items and focuses one). Each instance keeps the
 * way it started (never remounted by the switch). Remotes built when these were plain MUI exports of
 * this module keep working with the same names.
 */
function openedLazily(name: 'Menu' | 'MenuItem' | 'Drawer', isOpen: (p: AnyProps) => boolean, ownBoundary = true): ComponentType<AnyProps> {
  const real = retryingLazy(() => loadMore().then((m) => m[name] as unknown as ComponentType<AnyProps>));
  const how = (): 'direct' | 'lazy' => (more ? 'direct' : 'lazy');
  function OpenedLazily(props: AnyProps) {
    const open = isOpen(props);
    const [mode, setMode] = useState<'closed' | 'direct' | 'lazy' | 'failed'>(() => (open ? how() : 'closed'));
    let now = mode;
    if (now === 'failed') {
      // its code could not be downloaded (offline): nothing, until it is closed and opened again
      if (open) return null;
      now = 'closed';
      setMode(now);
    }
    if (now === 'closed') {
      if (!open) return null;
      now = how();
      setMode(now);
    }
    if (now === 'direct' && more) return createElement(more[name] as unknown as ComponentType<AnyProps>, props);
    const onFail = () => {
      setMode('failed');
      // the menu or drawer did not open: its owner hears it closed, so the next tap opens it again
      props.onClose?.({}, 'backdropClick');
    };
    const drawn = createElement(DownloadBoundary, { onFail }, createElement(real(), props));
    return ownBoundary ? createElement(Suspense, { fallback: null }, drawn) : drawn;
  }
  OpenedLazily.displayName = `Lazy${name}`;
  return OpenedLazily;
}

/** MUI's Menu, downloaded when first opened (or at once with `keepMounted`). */
export const Menu = openedLazily('Menu', (p) => Boolean(p.open || p.keepMounted)) as unknown as typeof MuiMenu;
/** MUI's MenuItem, downloaded with the menu it is drawn in (it suspends up to that menu's boundary, never its own). */
export const MenuItem = openedLazily('MenuItem', () => true, false) as unknown as typeof MuiMenuItem;
/** MUI's Drawer, downloaded when a temporary drawer is first opened (or at once when permanent, persistent or kept mounted). */
export const Drawer = openedLazily(
  'Drawer',
  (p) => Boolean(p.open || (p.variant && p.variant !== 'temporary') || p.keepMounted || p.ModalProps?.keepMounted),
) as unknown as typeof MuiDrawer;

type UiLate = typeof import('./ui-late');
type Late = UiLate & { Rating: typeof import('@mui/material/Rating').default; Chip: typeof import('@mui/material/Chip').default };
type LateName = keyof Late;

/**
 * The parts drawn late, each a download of its own: lists, tables, alerts and the bare input (shared-lib/ui-late, a
 * shared module), the star rating, the chip (plain chunks of whichever build provides this module).
 */
const PARTS: Array<{ names: LateName[]; load: () => Promise<Partial<Late>> }> = [
  { names: ['Alert', 'AlertTitle', 'List', 'ListItem', 'ListItemButton', 'ListItemIcon', 'ListItemText', 'ListSubheader', 'InputBase', 'Table', 'TableBody', 'TableCell', 'TableRow'], load: () => import('shared-lib/ui-late') },
  { names: ['Rating'], load: () => import(/* webpackChunkName: "ui-rating" */ '@mui/material/Rating').then((m) => ({ Rating: m.default })) },
  { names: ['Chip'], load: () => import(/* webpackChunkName: "ui-chip" */ '@mui/material/Chip').then((m) => ({ Chip: m.default })) },
];
const late: Partial<Late> = {};
const loadPart = (part: (typeof PARTS)[number]): Promise<Partial<Late>> =>
  loadOnce(part, () =>
    part.load().then((m) => {
      for (const n of part.names) (late as Record<string, unknown>)[n] = m[n];
      return m;
    }),
  );
const partOf = (name: LateName) => PARTS.find((p) => p.names.includes(name))!;

/**
 * Loads every part drawn late (once). The shell's server awaits it before its first render, so server
 * markup draws the real components; in the browser the first component drawn from a part loads it.
 */
export const loadLateUi = (): Promise<void> => Promise.all(PARTS.map(loadPart)).then(() => {});

/** Forgets the parts drawn late: the next stand-in drawn loads its part again (tests: a page before the code came). */
export function resetLateUiForTests(): void {
  for (const k of Object.keys(late)) delete (late as Record<string, unknown>)[k];
  for (const part of PARTS) downloads.delete(part);
}

/**
 * A stand-in for the late part's `name`: the real component, inside a Suspense boundary of its own
 * that shows nothing while the part's code is on its way. Server and browser draw the same tree (the
 * boundary, then the component), so a page hydrating before the code came keeps the server's markup
 * of that part (a dehydrated boundary) and hydrates it when the code arrives; a page that never
 * draws one never downloads it (measured in the commits that added them: lists, tables and alerts
 * 4.1 KB brotli; the star rating and the chip 4 KB, on the first visit of a page without them).
 * Remotes built when these were plain MUI exports of this module keep working with the same names.
 */
function renderedLazily<K extends LateName>(name: K): Late[K] {
  const real = retryingLazy(() => loadPart(partOf(name)).then((m) => m[name] as unknown as ComponentType<AnyProps>));
  function RenderedLazily(props: AnyProps) {
    const ready = late[name] as unknown as ComponentType<AnyProps> | undefined;
    return createElement(Suspense, { fallback: null }, createElement(ready ?? real(), props));
  }
  RenderedLazily.displayName = `Late${name}`;
  return RenderedLazily as unknown as Late[K];
}

export const Alert = renderedLazily('Alert');
export const AlertTitle = renderedLazily('AlertTitle');
export const List = renderedLazily('List');
export const ListItem = renderedLazily('ListItem');
export const ListItemButton = renderedLazily('ListItemButton');
export const ListItemIcon = renderedLazily('ListItemIcon');
export const ListItemText = renderedLazily('ListItemText');
export const ListSubheader = renderedLazily('ListSubheader');
export const InputBase = renderedLazily('InputBase');
export const Table = renderedLazily('Table');
export const TableBody = renderedLazily('TableBody');
export const TableCell = renderedLazily('TableCell');
export const TableRow = renderedLazily('TableRow');
export const Rating = renderedLazily('Rating');
export const Chip = renderedLazily('Chip');

export {
  AppBar,
  Badge,
  BottomNavigation,
  BottomNavigationAction,
  Box,
  Breadcrumbs,
  Button,
  ButtonBase,
  Card,
  CardActionArea,
  CardContent,
  CircularProgress,
  Container,
  Divider,
  Grid,
  IconButton,
  Link,
  Paper,
  Skeleton,
  Stack,
  SvgIcon,
  Toolbar,
  Typography,
  useMediaQuery,
} from '@mui/material';
export { styled, useTheme, alpha, keyframes } from '@mui/material/styles';
/** Styles that hide an element but keep it for screen readers (MUI's; sx and style). */
export { default as visuallyHidden } from '@mui/utils/visuallyHidden';
export type { Theme, SxProps } from '@mui/material/styles';
