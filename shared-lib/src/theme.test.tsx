import { Suspense, act } from 'react';
import { createRoot } from 'react-dom/client';
import Paper from '@mui/material/Paper';
import path from 'node:path';
import { createTheme } from '@mui/material/styles';
import { ThemeRoot, createEmotionCache, stayPutContainer, themeOptions, useColorMode } from './theme';
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

describe('emotion takes over the server’s style elements in place', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('keeps a server-written style element where it is and inserts new rules after the cache’s last element', () => {
    // as the server writes them: a global's element, then the cache's, then something else in the head
    document.head.innerHTML =
      '<style data-s="" data-emotion="muiltr-global g1">body{margin:7px}</style>' +
      '<style data-s="" data-emotion="muiltr server1">.muiltr-server1{color:red}</style>' +
      '<script type="application/json" id="after"></script>';
    const before = [...document.head.children];
    const removed: string[] = [];
    const observer = new MutationObserver((rs) => rs.forEach((r) => r.removedNodes.forEach((n) => removed.push((n as Element).getAttribute?.('data-emotion') ?? ''))));
    observer.observe(document.head, { childList: true });
    const cache = createEmotionCache('ltr');
    // the server's rule is known (not inserted twice) and its element stayed put
    expect(cache.inserted.server1).toBe(true);
    cache.insert('.muiltr-new', { name: 'new', styles: 'color:blue;', next: undefined }, cache.sheet, true);
    observer.takeRecords().forEach((r) => r.removedNodes.forEach((n) => removed.push((n as Element).getAttribute?.('data-emotion') ?? '')));
    observer.disconnect();
    expect(removed).toEqual([]);
    const after = [...document.head.children];
    expect(after.slice(0, 2)).toEqual(before.slice(0, 2));
    // a new element for the new rule, right after the cache's last one (the cascade order kept)
    expect(after).toHaveLength(4);
    expect(after[2].getAttribute('data-emotion')).toBe('muiltr');
    expect(after[3]).toBe(before[2]);
  });

  it('a container that leaves present elements alone and inserts the rest where asked', () => {
    const head = document.head;
    const a = document.createElement('style');
    head.append(a);
    const container = stayPutContainer(head);
    expect(container.insertBefore(a, null)).toBe(a);
    const b = document.createElement('style');
    container.insertBefore(b, a);
    expect([...head.children]).toEqual([b, a]);
    expect(container.firstChild).toBe(b);
  });
});

describe('the theme is a plain one (the builds resolve createTheme and ThemeProvider to their plain halves)', () => {
  // MUI's package exports do not name the half: the file itself, as webpack's replacement resolves it
  const styles = path.join(path.dirname(require.resolve('@mui/material/package.json')), 'styles');
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const createThemeNoVars = require(path.join(styles, 'createThemeNoVars.js')).default as typeof createTheme;
  const plain = (t: object) => JSON.stringify(t);

  it.each([
    ['rtl', 'light'],
    ['rtl', 'dark'],
    ['ltr', 'light'],
    ['ltr', 'dark'],
  ] as const)('%s %s: createTheme gives what its plain half gives, with no CSS variables', (direction, mode) => {
    const options = themeOptions(direction, mode);
    expect(options).not.toHaveProperty('cssVariables');
    expect(options).not.toHaveProperty('colorSchemes');
    const full = createTheme(options);
    expect(full).not.toHaveProperty('vars');
    expect(plain(createThemeNoVars(themeOptions(direction, mode)))).toBe(plain(full));
    expect(full.palette.mode).toBe(mode);
    expect(full.direction).toBe(direction);
  });
});
