/**
 * The MUI theme for a direction and a light or dark mode: the spec's palette, shapes, type and the
 * font stack. Part of shared-lib/theme (the shared singleton): import that, not this file.
 */
import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import type { ResolvedMode } from './theme-color-mode';
import { FALLBACK_FAMILIES } from './font-faces.generated';

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
      // No ripple: a press is answered by CSS (:active, painted in the frame after the touch, with no
      // script) and keyboard focus by the global :focus-visible outline (theme.tsx). MUI's ripple mounted
      // its TouchRipple on the first press and inserted its keyframes and classes then (serialized,
      // RTL-flipped by cssjanus): ~150 ms of a 4x-throttled phone's main thread inside the first tap on
      // add-to-cart, most of that tap's Interaction to Next Paint (issue 33, e2e/bench/taps.mjs).
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: { root: { '&:active:not(.Mui-disabled)': { boxShadow: `inset 0 0 0 100vmax ${dark ? 'rgba(255,255,255,0.16)' : 'rgba(0,0,0,0.14)'}` } } },
      },
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
