import { act, Component, type ReactElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { render, type RenderResult } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import i18next, { type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { MemoryRouter, Routes, Route } from 'react-router';
import { ThemeRoot } from 'shared-lib/theme';
import { LOCALE_INFO, localeFromPath, DEFAULT_LOCALE } from 'shared-lib/locale';
import { messageFormatter } from 'shared-lib/i18n';
import fa from './locales/fa.json';
import en from './locales/en.json';

// one scripted api and one set of helpers for every remote's tests
export { fakeApi, type FakeAnswer, type FakeRequest, type FakeRoutes } from './fake-api';
export { collectToasts, deferred, exampleData, recordBus, resetPage } from './test-helpers';

/**
 * Renders a component as a page would: router at `path`, the theme for the locale's direction and
 * an i18next instance with the given namespaces' messages loaded synchronously.
 * Use in component tests: renderPage(<Page />, { path: '/en/cat', namespaces: { catalog: { fa, en } } }).
 */
export function renderPage(
  ui: ReactElement,
  opts: { path?: string; routePath?: string; namespaces?: Record<string, { fa: ResourceKey; en: ResourceKey }> } = {},
): RenderResult {
  const path = opts.path ?? '/';
  const locale = localeFromPath(path) ?? DEFAULT_LOCALE;
  const i18n = i18next.createInstance();
  const resources: Record<string, Record<string, ResourceKey>> = { fa: { common: fa }, en: { common: en } };
  for (const [ns, msgs] of Object.entries(opts.namespaces ?? {})) {
    resources.fa[ns] = msgs.fa;
    resources.en[ns] = msgs.en;
  }
  // numbers inside messages are formatted as on the page (shared-lib/i18n's formatter)
  void i18n.use(messageFormatter).use(initReactI18next).init({
    lng: locale === 'ru' ? 'en' : locale,
    resources,
    defaultNS: 'common',
    fallbackNS: 'common',
    interpolation: { escapeValue: false, alwaysFormat: true },
    react: { useSuspense: false },
    initImmediate: false,
  } as Parameters<typeof i18n.init>[0]);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>
      <I18nextProvider i18n={i18n}>
        <ThemeRoot direction={LOCALE_INFO[locale].dir}>{children}</ThemeRoot>
      </I18nextProvider>
    </MemoryRouter>
  );
  const tree = opts.routePath ? (
    <Routes>
      <Route path={opts.routePath} element={ui} />
    </Routes>
  ) : (
    ui
  );
  return render(tree, { wrapper: Wrapper });
}

/**
 * A server-rendered page hydrated with one region late (a Suspense boundary still waiting for its
 * code): `tree(server, hydrated, LateCode)` is rendered to HTML (`server` true: give ThemeRoot no
 * `hydrated`), then hydrated with `hydrated`, the host's "whole page hydrated" signal. Put
 * `<LateCode />` first in the late region. `releaseRegion()` lets it hydrate; `finishHydration()`
 * resolves the signal. Each lets effects and styles settle before it answers.
 */
export async function hydrateWithLateRegion(tree: (server: boolean, hydrated: Promise<void>, LateCode: () => null) => ReactElement) {
  let pending: Promise<void> | null = null;
  let release = () => {};
  const LateCode = (): null => {
    if (pending) throw pending;
    return null;
  };
  let pageHydrated = () => {};
  const hydrated = new Promise<void>((r) => (pageHydrated = r));
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = renderToString(tree(true, hydrated, LateCode));
  pending = new Promise<void>((r) => {
    release = () => {
      pending = null;
      r();
    };
  });
  const errors: unknown[] = [];
  let root: Root | undefined;
  await act(async () => {
    root = hydrateRoot(container, tree(false, hydrated, LateCode), { onRecoverableError: (e) => errors.push(e) });
  });
  const settleAfter = (fn: () => void) =>
    act(async () => {
      fn();
      await new Promise((r) => setTimeout(r, 50));
    });
  return {
    container,
    /** React's recoverable (hydration) errors */
    errors,
    releaseRegion: () => settleAfter(release),
    finishHydration: () => settleAfter(pageHydrated),
    unmount: () => {
      act(() => root!.unmount());
      container.remove();
    },
  };
}

/** An error boundary as a page region draws one: its fallback is a "Try again" button that draws the region anew. */
export class TryAgainRegion extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch() {}
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button type="button" onClick={() => this.setState({ failed: false })}>
        Try again
      </button>
    );
  }
}
