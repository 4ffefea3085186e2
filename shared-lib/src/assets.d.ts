declare module '*.woff2' {
  const url: string;
  export default url;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
declare module 'stylis-plugin-rtl' {
  import type { StylisPlugin } from '@emotion/cache';
  const rtlPlugin: StylisPlugin;
  export default rtlPlugin;
}
declare module 'stylis' {
  import type { StylisElement, StylisPlugin } from '@emotion/cache';
  // what stylis-prefixes.test.ts runs CSS through
  export function compile(css: string): StylisElement[];
  export function serialize(elements: StylisElement[], callback: StylisPlugin): string;
  export function middleware(plugins: StylisPlugin[]): StylisPlugin;
  export const stringify: StylisPlugin;
}
declare module 'cssjanus' {
  // what stylis-plugin-rtl calls (stylis-prefixes.test.ts watches it)
  const cssjanus: { transform(css: string, options?: { transformDirInUrl?: boolean; transformEdgeInUrl?: boolean }): string };
  export default cssjanus;
}
