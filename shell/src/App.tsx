import type { ReactNode } from 'react';
import { BrowserRouter, Navigate, Route, Routes, useLocation } from 'shared-lib/router';
import { Box, Container, Skeleton, Stack } from 'shared-lib/ui';
import { PageProviders } from 'shared-lib/host';
import { localizePath, localeFromPath, stripLocale, DEFAULT_LOCALE } from 'shared-lib/locale';
import NotFound from 'shared-lib/components/NotFound';
import { useTranslation } from 'shared-lib/i18n';
import routeTable from '../routes.json';
import { legacyRedirect } from '../legacy.mjs';
import { RemoteSlot } from './federation/RemoteSlot';
import { Header } from './chrome/Header';
import { Footer } from './chrome/Footer';
import { BottomBar } from './chrome/BottomBar';
import { LoadingBar } from './chrome/LoadingBar';
import { ScrollManager } from './chrome/ScrollManager';
import { PageTransition } from './chrome/PageTransition';
import { Toasts } from './chrome/Toasts';
import { Home } from './pages/Home';
import './i18n';

type Layout = 'default' | 'gray' | 'authorize' | 'pink';

export function PageSkeleton() {
  return (
    <Container sx={{ py: 3 }} aria-busy="true">
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

/** Layouts of spec §2: default, gray (contact), authorize (login), pink. */
function LayoutFrame({ layout, children }: { layout: Layout; children: ReactNode }) {
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
      {layout === 'default' && <RemoteSlot remote="mf_content" module="ConsultationModal" variant="silent" />}
    </Box>
  );
}

function CatchAll() {
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname) ?? DEFAULT_LOCALE;
  const target = legacyRedirect(stripLocale(pathname), routeTable);
  if (target) return <Navigate to={localizePath(target, locale)} replace />;
  return (
    <LayoutFrame layout="default">
      <NotFound />
    </LayoutFrame>
  );
}

const PREFIXES = ['', '/en', '/ru'];

export function AppRoutes() {
  return (
    <Routes>
      {PREFIXES.flatMap((prefix) =>
        routeTable.routes.map((r) => {
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

export function App() {
  return (
    <BrowserRouter>
      <PageProviders fallback={<PageSkeleton />}>
        <LoadingBar />
        <ScrollManager />
        <AppRoutes />
        <Toasts />
      </PageProviders>
    </BrowserRouter>
  );
}
