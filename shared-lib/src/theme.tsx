import { createContext, startTransition, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import createCache, { type EmotionCache } from '@emotion/cache';
import { modernPrefixer, skippingEmptyRules } from './stylis-prefixes';
import { CacheProvider, Global, css } from '@emotion/react';
import { ThemeProvider, createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import rtlPlugin from 'stylis-plugin-rtl';
import vazirFa400 from './assets/fonts/vazirmatn-fa-400.woff2';
import vazirFa700 from './assets/fonts/vazirmatn-fa-700.woff2';
import vazirLatin400 from './assets/fonts/vazirmatn-latin-400.woff2';
import vazirLatin700 from './assets/fonts/vazirmatn-latin-700.woff2';
import { FALLBACK_FACES, FALLBACK_FAMILIES } from './font-faces.generated';

/** The spec's palette (§9): basePrimary red, secondary blue, gray-primary, green, red, light purple. */
export const palette = {
  basePrimary: '#B71C1C',
  secondary: '#1565C0',
  grayPrimary: '#37474F',
  green: '#2E7D32',
  red: '#C62828',
  lightPurple: '#EDE7F6',
} as const;

declare module '@mui/material/styles' {
  interface Palette {
    basePrimary: Palette['primary'];
    grayPrimary: Palette['primary'];
    lightPurple: Palette['primary'];
  }
  interface PaletteOptions {
    basePrimary?: PaletteOptions['primary'];
    grayPrimary?: PaletteOptions['primary'];
    lightPurple?: PaletteOptions['primary'];
  }
}

export type Direction = 'rtl' | 'ltr';
export type ColorMode = 'system' | 'light' | 'dark';
export type ResolvedMode = 'light' | 'dark';

const themes = new Map<string, Theme>();
/** The theme for a direction and mode (made once each: the server renders with it on every request). */
export function createAppTheme(direction: Direction, mode: ResolvedMode): Theme {
  const key = `${direction}:${mode}`;
  let theme = themes.get(key);
  if (!theme) themes.set(key, (theme = createTheme(themeOptions(direction, mode))));
  return theme;
}

/**
 * The theme's options: a plain theme (no `cssVariables`, no `colorSchemes`; light and dark are two
 * themes React switches between). The browser and server builds rely on it: they resolve MUI's
 * createTheme and ThemeProvider to their plain halves (scripts/webpack/make-config.cjs,
 * muiThemesWithoutVars).
 */
export function themeOptions(direction: Direction, mode: ResolvedMode): ThemeOptions {
  const dark = mode === 'dark';
  return {
    direction,
    palette: {
      mode,
      primary: { main: dark ? '#EF5350' : palette.basePrimary, contrastText: dark ? '#1a0000' : '#fff' },
      secondary: { main: dark ? '#64B5F6' : palette.secondary },
      success: { main: palette.green },
      error: { main: dark ? '#EF5350' : palette.red },
      basePrimary: { main: palette.basePrimary },
      grayPrimary: { main: palette.grayPrimary },
      lightPurple: { main: palette.lightPurple, contrastText: '#311B92' },
      background: dark ? { default: '#121212', paper: '#1E1E1E' } : { default: '#FAFAFA', paper: '#FFFFFF' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: fontStack(direction),
      button: { textTransform: 'none', fontWeight: 700 },
    },
    components: {
      MuiButtonBase: { defaultProps: { disableRipple: false } },
      MuiButton: { styleOverrides: { root: { minHeight: 44 } } },
      MuiIconButton: { styleOverrides: { root: { minWidth: 44, minHeight: 44 } } },
    },
  };
}

/**
 * Vazirmatn in the page's script (scripts/fonts.mjs makes the subsets: Persian pages get Persian and
 * ASCII, English and Russian pages Latin), then local fonts sized to Vazirmatn's metrics so the
 * swap when it loads moves no text, then the usual system fonts.
 */
function fontStack(direction: Direction): string {
  const fallbacks = direction === 'rtl' ? [...FALLBACK_FAMILIES.fa, ...FALLBACK_FAMILIES.latin] : FALLBACK_FAMILIES.latin;
  return ['Vazirmatn', ...fallbacks.map((f) => `"${f}"`), 'Tahoma', '"Segoe UI"', 'Roboto', 'Arial', 'sans-serif'].join(', ');
}

// the Persian fallbacks draw only Persian: their size-adjust is measured on Persian text
const ARABIC_RANGE = 'U+0600-06FF, U+200C-200F, U+FB50-FDFF, U+FE70-FEFF';

function fallbackFaces(direction: Direction): string {
  const faces = direction === 'rtl' ? [...FALLBACK_FACES.fa.map((f) => ({ ...f, range: ARABIC_RANGE })), ...FALLBACK_FACES.latin] : FALLBACK_FACES.latin;
  return faces
    .map((f) => {
      const range = 'range' in f ? `unicode-range: ${f.range};` : '';
      return `@font-face { font-family: "${f.family}"; font-weight: ${f.weight}; src: ${f.local.map((l) => `local("${l}")`).join(', ')}; size-adjust: ${f.sizeAdjust}; ascent-override: ${f.ascentOverride}; descent-override: ${f.descentOverride}; line-gap-override: ${f.lineGapOverride}; ${range} }`;
    })
    .join('\n');
}

/**
 * Where emotion puts its style elements in the browser: the document's head, except that an element
 * already in it stays where it is. Emotion takes over the server's style elements by inserting each
 * again where it would have put it (the cache's at the head's end, each `<Global>`'s before the
 * cache's first); every such move makes the browser apply the whole sheet again: a style
 * recalculation and relayout of the whole page, and its fonts re-matched. On a phone's product page
 * that was two extra tasks of ~75 ms each during hydration (4x-throttled CPU, measured). The server
 * writes the elements in the order emotion keeps them (globals, then the cache's), so leaving them in
 * place keeps the cascade; elements emotion creates later are inserted as before.
 */
export function stayPutContainer(head: HTMLElement): HTMLElement {
  const container = {
    insertBefore<T extends Node>(node: T, before: Node | null): T {
      return node.parentNode === head ? node : head.insertBefore(node, before);
    },
    get firstChild() {
      return head.firstChild;
    },
  };
  // emotion's StyleSheet uses a container's insertBefore and firstChild only
  return container as unknown as HTMLElement;
}

/** A new emotion cache for a direction (the browser keeps one per direction; so does the server, extracting each response's styles from it). */
export function createEmotionCache(direction: Direction): EmotionCache {
  const container = typeof document === 'undefined' ? undefined : stayPutContainer(document.head);
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [modernPrefixer, skippingEmptyRules(rtlPlugin)], container })
    : createCache({ key: 'muiltr', stylisPlugins: [modernPrefixer], container });
}

const caches: Partial<Record<Direction, EmotionCache>> = {};
/** One emotion cache per direction; keys are letters only (development emotion rejects digits). */
export function getEmotionCache(direction: Direction): EmotionCache {
  return (caches[direction] ??= createEmotionCache(direction));
}

const COLOR_MODE_KEY = 'colorMode';

interface ColorModeState {
  /** The visitor's choice. */
  mode: ColorMode;
  /** What is shown (system resolved, or a page's forced mode). */
  resolved: ResolvedMode;
  setMode(mode: ColorMode): void;
  /** A page may force light or dark (never system) while it is mounted. */
  force(mode: ResolvedMode | null): void;
}
const ColorModeContext = createContext<ColorModeState>({
  mode: 'system',
  resolved: 'light',
  setMode: () => {},
  force: () => {},
});

export const useColorMode = () => useContext(ColorModeContext);

/** Forces light or dark for as long as the calling page is mounted. */
export function useForceColorMode(mode: ResolvedMode): void {
  const { force } = useColorMode();
  useEffect(() => {
    force(mode);
    return () => force(null);
  }, [force, mode]);
}

function readStoredMode(): ColorMode {
  try {
    const v = globalThis.localStorage?.getItem(COLOR_MODE_KEY);
    return v === 'light' || v === 'dark' || v === 'system' ? v : 'system';
  } catch {
    return 'system';
  }
}

function subscribeSystemDark(cb: () => void) {
  const mq = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  mq?.addEventListener?.('change', cb);
  return () => mq?.removeEventListener?.('change', cb);
}
const systemDark = () => Boolean(globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches);

/**
 * Whether the visitor's colour mode is the server's light one (stored light, or the system's light):
 * applying it after hydration then changes no style, so a server-rendered part may hydrate later.
 */
export function staysLightAfterHydration(): boolean {
  const stored = readStoredMode();
  return stored === 'light' || (stored === 'system' && !systemDark());
}

const globalRules = css`
  :focus-visible {
    outline: 3px solid #1565c0;
    outline-offset: 2px;
  }
  @media (prefers-reduced-motion: reduce) {
    *,
    *::before,
    *::after {
      animation-duration: 0.01ms !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/** The page's Vazirmatn (its script's subset, two weights), and the fallbacks sized to it. */
function fontFaces(direction: Direction) {
  const [regular, bold] = direction === 'rtl' ? [vazirFa400, vazirFa700] : [vazirLatin400, vazirLatin700];
  return css`
    @font-face {
      font-family: Vazirmatn;
      font-style: normal;
      font-weight: 400;
      font-display: swap;
      src: url(${regular}) format('woff2');
    }
    @font-face {
      font-family: Vazirmatn;
      font-style: normal;
      font-weight: 500 900;
      font-display: swap;
      src: url(${bold}) format('woff2');
    }
    ${fallbackFaces(direction)}
    ${globalRules}
  `;
}
const fontFacesByDirection: Partial<Record<Direction, ReturnType<typeof css>>> = {};

/**
 * The page's single theme root: emotion cache for the direction, MUI theme for direction and
 * colour mode, baseline styles and the bundled Vazirmatn font. Owned by the shell; remotes only
 * read the theme.
 *
 * The server renders the light theme (the visitor's choice is in localStorage). The stored mode
 * (and the system's or a page's forced mode) is applied only once `hydrated` resolves: MUI's class
 * names depend on the theme, and React keeps the server's attributes for any part that hydrates
 * after the theme changed (a region inside a Suspense boundary still waiting for its code), so an
 * earlier switch left those parts light under dark text. Until then every render is light, as on
 * the server; the switch is then one ordinary update of the whole, hydrated page (a transition).
 * Without `hydrated` (a page the browser rendered) the mode is applied right after mounting.
 */
export function ThemeRoot({
  direction,
  cache,
  hydrated,
  children,
}: {
  direction: Direction;
  cache?: EmotionCache;
  /** Resolves once every server-rendered part of the page has hydrated. */
  hydrated?: PromiseLike<unknown>;
  children: ReactNode;
}) {
  const [mode, setModeState] = useState<ColorMode>('system');
  const [forced, setForced] = useState<ResolvedMode | null>(null);
  // false while the page may still be hydrating the server's light markup
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    let alive = true;
    const apply = () => {
      if (!alive) return;
      startTransition(() => {
        setModeState(readStoredMode());
        setApplied(true);
      });
    };
    if (hydrated) void Promise.resolve(hydrated).then(apply, apply);
    else apply();
    return () => {
      alive = false;
    };
  }, [hydrated]);
  const isSystemDark = useSyncExternalStore(subscribeSystemDark, systemDark, () => false);
  const resolved: ResolvedMode = !applied ? 'light' : (forced ?? (mode === 'system' ? (isSystemDark ? 'dark' : 'light') : mode));
  const theme = useMemo(() => createAppTheme(direction, resolved), [direction, resolved]);
  const state = useMemo<ColorModeState>(
    () => ({
      mode,
      resolved,
      setMode(next) {
        setModeState(next);
        try {
          globalThis.localStorage?.setItem(COLOR_MODE_KEY, next);
        } catch {
          /* private mode: the choice lasts for this page only */
        }
      },
      force: setForced,
    }),
    [mode, resolved],
  );
  return (
    <CacheProvider value={cache ?? getEmotionCache(direction)}>
      <ColorModeContext.Provider value={state}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <Global styles={(fontFacesByDirection[direction] ??= fontFaces(direction))} />
          {children}
        </ThemeProvider>
      </ColorModeContext.Provider>
    </CacheProvider>
  );
}
