import { useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import { BrowserRouter, Route, Routes, type Location } from 'shared-lib/router';
import { Box, Container, Skeleton, Stack } from 'shared-lib/ui';
import { PageProviders } from 'shared-lib/host';
import { localizePath, localeFromPath, stripLocale, DEFAULT_LOCALE } from 'shared-lib/locale';
import NotFound from 'shared-lib/components/NotFound';
import { useTranslation } from 'shared-lib/i18n';
import routeTable from '../routes.json';
import { legacyRedirect } from '../legacy.mjs';
import { RemoteSlot } from './federation/RemoteSlot';
import { useRenderEnv } from './federation/render-env';
import { Header } from './chrome/Header';
import { Footer } from './chrome/Footer';
import { AfterInteraction } from './chrome/AfterInteraction';
import { BottomBar } from './chrome/BottomBar';
import { LateLoadingBar } from './chrome/LateLoadingBar';
import { ScrollManager } from './chrome/ScrollManager';
import { PageTransition } from './chrome/PageTransition';
import { NavigationTransition, useShownLocation } from './chrome/transition';
import { PendingMarker } from './federation/pending';
import { Toasts } from './chrome/Toasts';
import { Home } from './pages/Home';
import { LatePwaChrome } from './pwa/LatePwaChrome';
import './i18n';

type Layout = 'default' | 'gray' | 'authorize' | 'pink' | 'admin';

export function PageSkeleton() {
  return (
    <Container sx={{ py: 3 }} aria-busy="true">
      <PendingMarker />
      <Skeleton variant="text" width="40%" height={48} />
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Skeleton variant="rounded" width="50%" height={180} />
        <Skeleton variant="rounded" width="50%" height={180} />
      </Stack>
    </Container>
  );
}

function SkipLink() {
  const { t } = useTranslation('shell');
  return (
    <Box
      component="a"
      href="#main"
      sx={{ position: 'absolute', insetInlineStart: 8, top: -48, zIndex: 3000, bgcolor: 'background.paper', color: 'text.primary', p: 1, borderRadius: 1, '&:focus': { top: 8 } }}
    >
      {t('skipToContent')}
    </Box>
  );
}

/**
 * The back-office's layout: none of the shop's chrome (header, footer, bottom bar, consultation);
 * mf-admin draws its own bar and navigation. Its page is never animated in or out.
 */
function AdminFrame({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} data-layout="admin">
      <SkipLink />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none', minWidth: 0 }}>
        {children}
      </Box>
    </Box>
  );
}

/** Layouts of spec §2: default, gray (contact), authorize (login), pink; and the back-office's. */
function LayoutFrame({ layout, children }: { layout: Layout; children: ReactNode }) {
  if (layout === 'admin') return <AdminFrame>{children}</AdminFrame>;
  const bg = layout === 'gray' ? 'grey.100' : layout === 'pink' ? 'lightPurple.main' : layout === 'authorize' ? 'grey.50' : 'background.default';
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: bg }} data-layout={layout}>
      <SkipLink />
      <Header minimal={layout === 'authorize'} />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <PageTransition>{children}</PageTransition>
      </Box>
      {layout !== 'authorize' && <Footer />}
      <BottomBar />
      {layout === 'default' && (
        <AfterInteraction>
          <RemoteSlot remote="mf_content" module="ConsultationModal" variant="silent" ssr={false} />
        </AfterInteraction>
      )}
    </Box>
  );
}

/**
 * Spec §2's legacy addresses, in the app as on the server (which answers them with 301): the
 * target with the address's language, query and #section, or null.
 */
export function legacyTarget(location: Pick<Location, 'pathname' | 'search' | 'hash'>): string | null {
  const target = legacyRedirect(stripLocale(location.pathname), routeTable);
  if (!target) return null;
  return localizePath(target, localeFromPath(location.pathname) ?? DEFAULT_LOCALE) + location.search + location.hash;
}

function CatchAll() {
  return (
    <LayoutFrame layout="default">
      <NotFound />
    </LayoutFrame>
  );
}

const PREFIXES = ['', '/en', '/ru'];
/** A route's languages (`locales` in routes.json; every language when absent). */
const inLocale = (r: { locales?: string[] }, prefix: string) => !r.locales || r.locales.includes(prefix.slice(1) || 'fa');

export function AppRoutes() {
  // the page shown: while the old page slides out it still renders its own address
  const shown = useShownLocation();
  return (
    <Routes location={shown}>
      {PREFIXES.flatMap((prefix) =>
        (routeTable.routes as Array<(typeof routeTable.routes)[number] & { locales?: string[] }>).filter((r) => inLocale(r, prefix)).map((r) => {
          const path = (prefix + r.path).replace(/(.)\/$/, '$1') || '/';
          const element =
            r.owner === 'shell' ? (
              <Home />
            ) : (
              <RemoteSlot key={`${r.owner}/${r.module}`} remote={r.owner} module={r.module} loading={<PageSkeleton />} />
            );
          return <Route key={path} path={path} element={<LayoutFrame layout={r.layout as Layout}>{element}</LayoutFrame>} />;
        }),
      )}
      <Route path="*" element={<CatchAll />} />
    </Routes>
  );
}


/**
 * Ends the hydration phase once the first render has committed (regions load normally after), and
 * announces when the whole page has hydrated: the regions the server rendered hydrate as their code
 * arrives (each its own Suspense boundary) and each takes its name out of `env.regions` then. The
 * theme waits for this before applying the visitor's colour mode (see ThemeRoot), bounded.
 */
function HydrationDone({ onHydrated }: { onHydrated?: () => void }) {
  const env = useRenderEnv();
  useEffect(() => {
    env.hydrating = false;
    if (!onHydrated) return;
    const started = Date.now();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      // (regions waiting to come into view hydrate later, in the same light theme: not waited for)
      const waiting = [...(env.regions ?? [])].filter((k) => !env.deferred?.has(k));
      if (!waiting.length || Date.now() - started > HYDRATION_WAIT_MS) onHydrated();
      else timer = setTimeout(check, 50);
    };
    check();
    return () => clearTimeout(timer);
  }, [env, onHydrated]);
  return null;
}

/** The longest the colour mode waits for a region's code (a region hydrating later may then stay light). */
const HYDRATION_WAIT_MS = 10_000;

function useHydrationSignal() {
  const [signal] = useState(() => {
    let resolve = () => {};
    const promise = new Promise<void>((r) => (resolve = r));
    return { promise, resolve };
  });
  return signal;
}

/** The page inside a router: the same tree on the server (StaticRouter) and in the browser. */
export function AppShell({ i18n, emotionCache }: Pick<ComponentProps<typeof PageProviders>, 'i18n' | 'emotionCache'>) {
  const hydration = useHydrationSignal();
  return (
    <PageProviders fallback={<PageSkeleton />} i18n={i18n} emotionCache={emotionCache} hydrated={hydration.promise}>
      <NavigationTransition redirect={legacyTarget}>
        <LateLoadingBar />
        <ScrollManager />
        <AppRoutes />
      </NavigationTransition>
      <Toasts />
      <LatePwaChrome />
      <HydrationDone onHydrated={hydration.resolve} />
    </PageProviders>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <AppShell />
    </BrowserRouter>
  );
}
