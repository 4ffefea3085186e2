import '@testing-library/jest-dom';
import { TextEncoder, TextDecoder, format } from 'node:util';

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

// React's warnings of invalid HTML nesting (a <div> in a <p>, a <li> outside a list) name markup that
// the server renders and the browser parses into another tree: a hydration error on the real page.
// They fail the test that rendered it (a Chip inside a Typography's <p> passed unnoticed here before).
const INVALID_NESTING = /cannot be a descendant of|cannot contain a nested|cannot be a child of/;
let invalidNesting: string[] = [];
const reportError = console.error.bind(console);
console.error = (...args: unknown[]) => {
  const text = format(...args);
  if (INVALID_NESTING.test(text)) invalidNesting.push(text.split('\n')[0]);
  reportError(...args);
};
afterEach(() => {
  const found = invalidNesting;
  invalidNesting = [];
  if (found.length) throw new Error(`React reported invalid HTML nesting: ${found.join('; ')}`);
});
