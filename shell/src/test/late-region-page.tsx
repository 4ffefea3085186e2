/**
 * The page LateRegion's tests hydrate: a server-rendered page with one late region (RemoteSlot with
 * `hydrate`), and a counter updated in a transition around it. Test support only (imported by tests,
 * which mock the federation runtime's loadRemote before importing this).
 */
import { act, createContext, startTransition, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BrowserRouter, StaticRouter, useLocation } from 'shared-lib/router';
import { I18nextProvider, createRequestI18n } from 'shared-lib/i18n';
import { ThemeRoot } from 'shared-lib/theme';
import { registerComposition } from '../federation/remotes';
import { resetInteractionForTests } from '../chrome/AfterInteraction';
import { RenderEnvContext, type RenderEnv } from '../federation/render-env';

/**
 * A page with a counter updated in a transition and provided as context around the late region, as
 * a navigation updates the router's location: a change that reaches a region still waiting.
 */
const Count = createContext(0);
function Page({ region }: { region: React.ReactNode }) {
  const [n, setN] = useState(0);
  return (
    <main>
      <button type="button" onClick={() => startTransition(() => setN((x) => x + 1))}>
        clicked {n}
      </button>
      <Count.Provider value={n}>{region}</Count.Provider>
    </main>
  );
}

function Where() {
  return <output>{useLocation().pathname}</output>;
}

export function tree(env: RenderEnv, region: React.ReactNode) {
  const i18n = createRequestI18n('en');
  // the browser's router on jsdom's history, at /en as the server was
  if (!env.server) window.history.replaceState(null, '', '/en');
  const Router = env.server
    ? ({ children }: { children: React.ReactNode }) => <StaticRouter location="/en">{children}</StaticRouter>
    : ({ children }: { children: React.ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
  return (
    <Router>
      <Where />
      <I18nextProvider i18n={i18n}>
        <ThemeRoot direction="ltr">
          <RenderEnvContext.Provider value={env}>
            <Page region={region} />
          </RenderEnvContext.Provider>
        </ThemeRoot>
      </I18nextProvider>
    </Router>
  );
}

/**
 * A late region as the server left it (its markup inside the region's wrapper and the slot's two
 * Suspense boundaries), hydrated in the browser with `slot`: returns the page and the browser's env.
 */
export async function hydrateFromServer(key: string, serverMarkup: React.ReactNode, slot: React.ReactNode, style?: React.CSSProperties) {
  const serverEnv: RenderEnv = { server: true, hydrating: false, failed: new Set() };
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(
    tree(
      serverEnv,
      <div data-region={key} style={style}>
        <Suspense fallback={null}>
          <Suspense fallback={null}>{serverMarkup}</Suspense>
        </Suspense>
      </div>,
    ),
  );
  const env: RenderEnv = { server: false, hydrating: true, failed: new Set(), regions: new Set([key]), deferred: new Set() };
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree(env, slot), { onRecoverableError: (e) => errors.push(e) });
  });
  env.hydrating = false;
  return { container, root: root!, env, errors };
}

/** The set-up of a describe of late regions (`loadRemote`: the test's mock of the runtime's) (a fresh remote each test, the page removed after); the page its test hydrates. */
export function lateRegionPage(loadRemote: jest.Mock): { root?: Root; container?: HTMLElement } {
  const page: { root?: Root; container?: HTMLElement } = {};
  beforeEach(() => {
    loadRemote.mockReset();
    resetInteractionForTests();
    registerComposition({ remotes: { mf_x: { server: 'http://x', version: '1.0.0' } } });
  });
  afterEach(() => {
    act(() => page.root?.unmount());
    page.container?.remove();
  });
  return page;
}
