import { Suspense, act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot, type Root } from 'react-dom/client';
import { screen } from '@testing-library/react';
import { StaticRouter } from 'shared-lib/router';
import { I18nextProvider, addMessages, createRequestI18n } from 'shared-lib/i18n';
import { renderPage } from 'shared-lib/test-utils';
import { getBus, resetBusForTests } from 'shared-lib/bus';
import fa from '../locales/fa.json';
import { ThemeRoot } from 'shared-lib/theme';
import { BottomBar } from './BottomBar';

describe('the bottom bar', () => {
  beforeEach(() => {
    resetBusForTests();
    localStorage.clear();
  });

  it('shows the basket count in Persian digits, and no digit at all for an empty basket', async () => {
    renderPage(<BottomBar />, { path: '/' });
    expect(screen.getByTestId('bottom-cart-count').textContent).toBe('');
    act(() => getBus().publish('cart:count', 12));
    expect(screen.getByTestId('bottom-cart-count')).toHaveTextContent('۱۲');
  });

  it('is dark in dark mode on a server-rendered page once the page has hydrated, also when its region hydrates late', async () => {
    // the server renders the light theme (the visitor's choice is in localStorage); the bar's region
    // hydrates late (a Suspense boundary still waiting for code). The theme applies the stored mode
    // when the host says the page has hydrated, and the bar follows without a workaround of its own.
    let pending: Promise<void> | null = null;
    let release = () => {};
    function LateCode() {
      if (pending) throw pending;
      return null;
    }
    let pageHydrated = () => {};
    const hydrated = new Promise<void>((r) => (pageHydrated = r));
    // the shell's messages present before rendering (as the server's page carries them): no suspense
    const i18n = createRequestI18n('fa');
    addMessages({ fa: { shell: fa } }, i18n);
    await i18n.loadNamespaces('shell');
    const tree = (server: boolean) => (
      <StaticRouter location="/">
        <I18nextProvider i18n={i18n}>
          <ThemeRoot direction="rtl" hydrated={server ? undefined : hydrated}>
            <Suspense fallback={null}>
              <LateCode />
              <BottomBar />
            </Suspense>
          </ThemeRoot>
        </I18nextProvider>
      </StaticRouter>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(tree(true));
    document.body.appendChild(container);
    const paperBackground = () => getComputedStyle(container.querySelector('nav')!).backgroundColor;
    expect(paperBackground()).toBe('rgb(255, 255, 255)');

    localStorage.setItem('colorMode', 'dark');
    pending = new Promise<void>((r) => (release = () => { pending = null; r(); }));
    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree(false), { onRecoverableError: (e) => errors.push(e) });
    });
    // the bar's region has not hydrated yet: the page stays as the server rendered it
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(250, 250, 250)');
    await act(async () => {
      release();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(paperBackground()).toBe('rgb(255, 255, 255)');
    await act(async () => {
      pageHydrated();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
    expect(paperBackground()).toBe('rgb(30, 30, 30)');
    expect(errors).toEqual([]);
    act(() => root!.unmount());
    container.remove();
  });
});
