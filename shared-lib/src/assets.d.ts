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
  import type { StylisPlugin } from '@emotion/cache';
  export const prefixer: StylisPlugin;
}
