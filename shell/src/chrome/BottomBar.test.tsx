import { Suspense, act } from 'react';
import { screen } from '@testing-library/react';
import { StaticRouter } from 'shared-lib/router';
import { I18nextProvider, addMessages, createRequestI18n } from 'shared-lib/i18n';
import { hydrateWithLateRegion, renderPage } from 'shared-lib/test-utils';
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
    // the shell's messages present before rendering (as the server's page carries them): no suspense
    const i18n = createRequestI18n('fa');
    addMessages({ fa: { shell: fa } }, i18n);
    await i18n.loadNamespaces('shell');
    localStorage.setItem('colorMode', 'dark');
    const page = await hydrateWithLateRegion((server, hydrated, LateCode) => (
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
    ));
    const paperBackground = () => getComputedStyle(page.container.querySelector('nav')!).backgroundColor;
    // the bar's region has not hydrated yet: the page stays as the server rendered it
    expect(paperBackground()).toBe('rgb(255, 255, 255)');
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(250, 250, 250)');
    await page.releaseRegion();
    expect(paperBackground()).toBe('rgb(255, 255, 255)');
    await page.finishHydration();
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(18, 18, 18)');
    expect(paperBackground()).toBe('rgb(30, 30, 30)');
    expect(page.errors).toEqual([]);
    page.unmount();
  });
});
