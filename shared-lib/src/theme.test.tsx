import { Suspense, act } from 'react';
import { createRoot } from 'react-dom/client';
import Paper from '@mui/material/Paper';
import { ThemeRoot, useColorMode } from './theme';
import { hydrateWithLateRegion } from './test-utils';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function Shown() {
  return <span data-testid="resolved">{useColorMode().resolved}</span>;
}

const bodyBackground = () => getComputedStyle(document.body).backgroundColor;
const LIGHT_BODY = 'rgb(250, 250, 250)';
const DARK_BODY = 'rgb(18, 18, 18)';

describe('ThemeRoot colour mode', () => {
  const originalMatchMedia = window.matchMedia;
  afterEach(() => {
    localStorage.clear();
    window.matchMedia = originalMatchMedia;
    document.body.innerHTML = '';
  });

  it('a page the browser renders: the stored mode applies right after mounting', async () => {
    localStorage.setItem('colorMode', 'dark');
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    await act(async () => root.render(<ThemeRoot direction="ltr"><Shown /></ThemeRoot>));
    expect(container.textContent).toBe('dark');
    expect(bodyBackground()).toBe(DARK_BODY);
    act(() => root.unmount());
  });

  it('a server-rendered page: light until every part has hydrated, then wholly dark (late region included)', async () => {
    // the system is dark and the visitor chose dark: neither may show before the page has hydrated
    window.matchMedia = ((query: string) =>
      ({ matches: query.includes('dark'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
    localStorage.setItem('colorMode', 'dark');
    const page = await hydrateWithLateRegion((server, hydrated, LateCode) => (
      <ThemeRoot direction="rtl" hydrated={server ? undefined : hydrated}>
        <Shown />
        <Suspense fallback={null}>
          <LateCode />
          <Paper data-testid="card">card</Paper>
        </Suspense>
      </ThemeRoot>
    ));
    const card = () => getComputedStyle(page.container.querySelector('[data-testid="card"]')!).backgroundColor;
    expect(page.container.querySelector('[data-testid="resolved"]')!.textContent).toBe('light');
    expect(bodyBackground()).toBe(LIGHT_BODY);
    await page.releaseRegion();
    expect(bodyBackground()).toBe(LIGHT_BODY);
    await page.finishHydration();
    expect(page.container.querySelector('[data-testid="resolved"]')!.textContent).toBe('dark');
    expect(bodyBackground()).toBe(DARK_BODY);
    expect(card()).toBe('rgb(30, 30, 30)');
    expect(page.errors).toEqual([]);
    page.unmount();
  });
});
