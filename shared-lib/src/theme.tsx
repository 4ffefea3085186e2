/**
 * shared-lib/theme (a shared singleton): the page's theme root, and every part of the theme a page or
 * remote reads. The theme's options (theme-options.ts), the emotion caches (theme-cache.ts) and the
 * colour mode (theme-color-mode.ts) are files of their own, reached through this module only.
 */
import { useMemo, type ReactNode } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider, Global, css } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import vazirFa400 from './assets/fonts/vazirmatn-fa-400.woff2';
import vazirFa700 from './assets/fonts/vazirmatn-fa-700.woff2';
import vazirLatin400 from './assets/fonts/vazirmatn-latin-400.woff2';
import vazirLatin700 from './assets/fonts/vazirmatn-latin-700.woff2';
import { FALLBACK_FACES } from './font-faces.generated';
import { getEmotionCache } from './theme-cache';
import { ColorModeContext, useColorModeState } from './theme-color-mode';
import { createAppTheme, type Direction } from './theme-options';

export { palette, createAppTheme, themeOptions, type Direction } from './theme-options';
export { stayPutContainer, createEmotionCache, getEmotionCache } from './theme-cache';
export { useColorMode, useForceColorMode, staysLightAfterHydration, type ColorMode, type ResolvedMode } from './theme-color-mode';

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
  const state = useColorModeState(hydrated);
  const theme = useMemo(() => createAppTheme(direction, state.resolved), [direction, state.resolved]);
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
