import type { ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Routes, Route, useLocation } from 'shared-lib/router';
import { Box, Container, Link, Stack } from 'shared-lib/ui';
import { getBus } from 'shared-lib/bus';
import { PageProviders } from 'shared-lib/host';
import NotFound from 'shared-lib/components/NotFound';

/**
 * A minimal host for one remote in development: its routes under '', '/en' and '/ru', the page
 * providers, and a bar that shows the bus traffic. Not part of any production build.
 */
export function renderDevHost(name: string, routes: Array<{ path: string; element: ReactElement }>) {
  const bus = getBus();
  bus.subscribe('cart:add', (p) => {
    console.info('[dev-host] cart:add', p);
    bus.publish('cart:add-ack', { requestId: p.requestId });
  });
  bus.subscribe('toast:show', (p) => console.info('[dev-host] toast', p));
  function Bar() {
    const { pathname } = useLocation();
    return (
      <Box component="header" sx={{ p: 1, bgcolor: 'grey.200' }}>
        <Stack direction="row" spacing={2}>
          <strong>{name} (standalone)</strong>
          <Link href="/">fa</Link>
          <Link href="/en">en</Link>
          <span>{pathname}</span>
        </Stack>
      </Box>
    );
  }
  const all = ['', '/en', '/ru'].flatMap((prefix) =>
    routes.map((r) => <Route key={prefix + r.path} path={(prefix + r.path).replace(/\/$/, '') || '/'} element={r.element} />),
  );
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <BrowserRouter>
      <PageProviders>
        <Bar />
        <Container component="main">
          <Routes>
            {all}
            <Route path="*" element={<NotFound />} />
          </Routes>
        </Container>
      </PageProviders>
    </BrowserRouter>,
  );
}
