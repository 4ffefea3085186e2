import { Suspense, act } from 'react';
import { renderToString } from 'react-dom/server';
import { createRoot, hydrateRoot } from 'react-dom/client';
import Paper from '@mui/material/Paper';
import { ThemeRoot, useColorMode } from './theme';

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
    let pending: Promise<void> | null = null;
    let release = () => {};
    function LateCode() {
      if (pending) throw pending;
      return null;
    }
    let pageHydrated = () => {};
    const hydrated = new Promise<void>((r) => (pageHydrated = r));
    const tree = (server: boolean) => (
      <ThemeRoot direction="rtl" hydrated={server ? undefined : hydrated}>
        <Shown />
        <Suspense fallback={null}>
          <LateCode />
          <Paper data-testid="card">card</Paper>
        </Suspense>
      </ThemeRoot>
    );
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(tree(true));
    const card = () => getComputedStyle(container.querySelector('[data-testid="card"]')!).backgroundColor;

    localStorage.setItem('colorMode', 'dark');
    pending = new Promise<void>((r) => (release = () => { pending = null; r(); }));
    const errors: unknown[] = [];
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, tree(false), { onRecoverableError: (e) => errors.push(e) });
    });
    expect(container.querySelector('[data-testid="resolved"]')!.textContent).toBe('light');
    expect(bodyBackground()).toBe(LIGHT_BODY);
    await act(async () => {
      release();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(bodyBackground()).toBe(LIGHT_BODY);
    await act(async () => {
      pageHydrated();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(container.querySelector('[data-testid="resolved"]')!.textContent).toBe('dark');
    expect(bodyBackground()).toBe(DARK_BODY);
    expect(card()).toBe('rgb(30, 30, 30)');
    expect(errors).toEqual([]);
    act(() => root!.unmount());
  });
});
