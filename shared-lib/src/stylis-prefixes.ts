import type { StylisElement, StylisPlugin } from '@emotion/cache';

/**
 * The vendor prefixes the browsers this shop supports still need, instead of stylis's `prefixer`,
 * which writes the ones of ten years ago too: `display:-webkit-box;display:-webkit-flex;
 * display:-ms-flexbox` for every flex box, `-ms-flex-*` and `-webkit-box-*` for its properties,
 * `-moz-`/`-ms-user-select`, `@-webkit-keyframes`, `::-moz-placeholder` and more: ~25 KB of a
 * product page's ~87 KB of critical CSS. Measured on the server's HTML: the product page 213.5 ->
 * 191.8 KB (23.0 -> 22.4 KB brotli), `/` and `/en` -20 KB, `/cat` -13.5 KB: text every phone parses
 * before the first paint, and that the browser's emotion runs through the RTL plugin (cssjanus) for
 * what it inserts. Style recalculation on the product page at 4x CPU, mean of 4 loads: 84 -> 72 ms.
 *
 * Supported: the last two years of Chrome, Edge, Firefox and Safari (iOS 16+). Of what MUI and this
 * project write, those still need a prefix only for the declarations below (Safari, except
 * `background-clip: text`, which Chromium too takes only prefixed); everything else they take
 * unprefixed. MUI writes its other prefixed declarations itself (`-webkit-tap-highlight-color`,
 * `-webkit-appearance`, `-webkit-font-smoothing`, ...), and those are kept as written.
 */
const WEBKIT_ALSO = new Set(['user-select', 'backdrop-filter', 'box-decoration-break', 'hyphens', 'mask', 'mask-image', 'mask-size', 'mask-position', 'mask-repeat', 'text-size-adjust']);

export const modernPrefixer: StylisPlugin = (element: StylisElement) => {
  if (element.type !== 'decl' || element.return) return;
  const prop = element.props as unknown as string;
  if (WEBKIT_ALSO.has(prop) || (prop === 'background-clip' && /\btext\b/.test(String(element.children)))) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * `plugin` (the RTL plugin) for every rule set that has something in it. In the browser emotion
 * inserts the styles the server's page did not carry, and an empty style (a styled element with no
 * declarations: the server writes nothing for it, so the browser never counts it as present) is one
 * of them on every page. stylis-plugin-rtl hands even that empty rule set to cssjanus, and cssjanus's
 * first call compiles its regular expressions: measured in a CPU profile of a product page's load
 * at 4x CPU, 42 ms of the phone's main thread inside the hydration commit, for an empty string. With
 * nothing else to flip on a guest's first page, that compilation now waits for the first style that
 * needs it (a menu's, when opened).
 */
export function skippingEmptyRules(plugin: StylisPlugin): StylisPlugin {
  return (element, index, children, callback) => {
    if (element.type === 'rule' && Array.isArray(element.children) && element.children.length === 0) return undefined;
    return plugin(element, index, children, callback);
  };
}
