import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder } from 'node:util';

// jsdom lacks a few browser APIs the apps use.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({ matches: false, media: query, onchange: null, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {}, dispatchEvent: () => false }) as unknown as MediaQueryList;
}
window.scrollTo = (() => {}) as typeof window.scrollTo;

// shared-lib/ui draws lists, tables, alerts and spinners from shared-lib/ui-late, which a page downloads
// when it first draws one: here it is there from the start, as for a page whose code the browser has
// (shared-lib/src/ui.test.tsx tests the stand-ins before their code comes)
// eslint-disable-next-line @typescript-eslint/no-require-imports
beforeAll(() => (require('shared-lib/ui') as typeof import('shared-lib/ui')).loadLateUi());
