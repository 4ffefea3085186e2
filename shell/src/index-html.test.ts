/**
 * The page template (index.html) is what a page the browser renders starts as (basket, login, profile,
 * SSR off): its static head tags are the ones shared-lib/head writes into the pages the server renders,
 * and its #root holds only the boot loader, which React's first render replaces.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ICONS, MANIFESTS, THEME_COLOR } from 'shared-lib/head';

const html = fs.readFileSync(path.join(__dirname, 'index.html'), 'utf8');
const doc = new DOMParser().parseFromString(html, 'text/html');

describe('the page template', () => {
  it('has the static head tags of the pages the server renders: the manifest, theme colour and icons', () => {
    expect(doc.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(MANIFESTS.fa);
    expect(doc.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(THEME_COLOR);
    const icons = [...doc.head.querySelectorAll('link[data-head="static"]:not([rel="manifest"])')].map((l) =>
      Object.fromEntries(['rel', 'href', 'sizes', 'type'].filter((a) => l.hasAttribute(a)).map((a) => [a, l.getAttribute(a)])),
    );
    expect(icons).toEqual(ICONS);
  });

  it('holds only the boot loader in #root: empty, hidden from screen readers, fixed over the page', () => {
    const root = doc.getElementById('root')!;
    expect(root.children).toHaveLength(1);
    const loader = root.firstElementChild!;
    expect(loader.id).toBe('boot-loader');
    expect(loader.getAttribute('aria-hidden')).toBe('true');
    expect(loader.innerHTML).toBe('');
    // the server finds and drops it (and its style) on pages it renders: one element, nothing between the tags
    expect(html).toContain('<div id="root"><div id="boot-loader" aria-hidden="true"></div></div>');
    const css = doc.getElementById('boot-loader-style')!.textContent!.replace(/\s+/g, ' ');
    expect(css).toMatch(/#boot-loader \{ position: fixed; inset: 0;/);
    // no animation under reduced motion, and hidden when scripts are off (the "enable JavaScript" note shows)
    expect(css).toMatch(/@media \(prefers-reduced-motion: reduce\) \{ #boot-loader::before \{ opacity: 1; animation: none; \} \}/);
    expect(doc.head.querySelector('noscript')?.textContent).toMatch(/#boot-loader \{ display: none; \}/);
  });
});
