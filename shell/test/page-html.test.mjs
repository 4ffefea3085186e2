// The page's HTML edits (shell/server/page-html.mjs): pure functions of the built template, tested on a
// template shaped like shell/src/index.html's build.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import {
  escapeJsonForHtml,
  withNonces,
  withLanguage,
  takeImagePreloads,
  fontPreloads,
  preconnects,
  withServerHead,
  withServerBody,
  takeDeferredScripts,
  afterPaintScripts,
  withManifest,
  serverRenderedPage,
  browserRenderedPage,
} from '../server/page-html.mjs';

const TEMPLATE = `<!doctype html>
<html lang="fa-IR" dir="rtl">
  <head>
    <meta charset="utf-8" />
    <meta name="theme-color" content="#B71C1C" />
    <title>آتش‌ایمن</title>
    <meta name="description" content="فروشگاه" />
    <link rel="icon" href="data:," />
    <link rel="manifest" href="/manifest.webmanifest" data-head="static" />
    <link rel="apple-touch-icon" href="/icons/apple-touch-icon.png" sizes="180x180" data-head="static" />
    <style id="boot-loader-style">#boot-loader { position: fixed; }</style>
    <noscript><style>#boot-loader { display: none; }</style></noscript>
  <script defer src="/main.1234567890.js"></script><script defer src="/runtime.abcdef0123.js"></script></head>
  <body>
    <noscript>Please enable JavaScript to use the shop.</noscript>
    <div id="root"><div id="boot-loader" aria-hidden="true"></div></div>
  </body>
</html>`;

const EN = { tag: 'en-US', dir: 'ltr' };
const composition = { remotes: { mf_catalog: { server: 'http://localhost:3001', version: '1.0.0' } } };
const render = {
  html: '<main><h1>Extinguishers</h1><link rel="preload" as="image" href="/api/img/1.webp" fetchpriority="high"></main>',
  head: '<title>Extinguishers</title><link rel="manifest" href="/manifest.en.webmanifest">',
  styles: '<style data-emotion="css x">.x{}</style>',
  state: { regions: ['mf_catalog/CategoryPage'], failed: [], note: '</script><script>alert(1)</script>' },
};

describe('the page HTML edits', () => {
  it('escapes JSON so no </script> can end its element', () => {
    assert.equal(escapeJsonForHtml({ a: '</script>' }), '{"a":"\\u003c/script>"}');
  });

  it('gives every script the nonce, once, and sets the language', () => {
    const html = withLanguage(withNonces('<html lang="fa-IR" dir="rtl"><script src="/a.js"></script><SCRIPT>x</SCRIPT><script nonce="n0">y</script>', 'N'), EN);
    assert.equal(html, '<html lang="en-US" dir="ltr"><script nonce="N" src="/a.js"></script><script nonce="N">x</SCRIPT><script nonce="n0">y</script>');
  });

  it('takes React’s image preloads out of the body, in order', () => {
    const { body, preloads } = takeImagePreloads('<p>a</p><link rel="preload" as="image" href="/1.webp"><link rel="preload" as="image" href="/2.webp"><link rel="stylesheet" href="/s.css">');
    assert.equal(body, '<p>a</p><link rel="stylesheet" href="/s.css">');
    assert.deepEqual(preloads, ['<link rel="preload" as="image" href="/1.webp">', '<link rel="preload" as="image" href="/2.webp">']);
  });

  it('writes font preloads and preconnects with their addresses escaped', () => {
    assert.deepEqual(fontPreloads(['vazirmatn-fa-400.0123456789.woff2', 'a"b.woff2']), [
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/vazirmatn-fa-400.0123456789.woff2">',
      '<link rel="preload" as="font" type="font/woff2" crossorigin href="/assets/a&quot;b.woff2">',
    ]);
    assert.deepEqual(preconnects(['http://localhost:3001']), ['<link rel="preconnect" href="http://localhost:3001" crossorigin>']);
  });

  it('replaces the generic head with the page’s own, and drops the boot loader', () => {
    const html = withServerHead(TEMPLATE, '<title>Page</title>');
    assert.match(html, /<meta charset="utf-8" \/><title>Page<\/title>/);
    for (const gone of ['آتش‌ایمن', 'theme-color', 'name="description"', 'rel="icon"', 'rel="manifest"', 'apple-touch-icon', 'boot-loader-style']) assert.ok(!html.includes(gone), gone);
  });

  it('puts the rendered body in #root with its data, and drops the noscript notices', () => {
    const html = withServerBody(TEMPLATE, '<main>$&</main>', { a: '<b>' }, 'N');
    assert.match(html, /<div id="root"><main>\$&<\/main><\/div><script id="__SSR__" type="application\/json" nonce="N">\{"a":"\\u003cb>"\}<\/script>/);
    assert.ok(!html.includes('<noscript>'));
    assert.ok(!html.includes('id="boot-loader"'));
  });

  it('takes the deferred scripts out, keeping their order', () => {
    const { html, scripts } = takeDeferredScripts(withNonces(TEMPLATE, 'N'));
    assert.deepEqual(scripts, ['/main.1234567890.js', '/runtime.abcdef0123.js']);
    assert.ok(!/<script[^>]*defer/.test(html));
  });

  it('writes the loader’s data and code with the nonce', () => {
    assert.equal(
      afterPaintScripts({ hints: '<link rel="preload">', scripts: ['/m.js'] }, '(()=>{})();', 'N'),
      '<script id="__AFTER_PAINT__" type="application/json" nonce="N">{"hints":"\\u003clink rel=\\"preload\\">","scripts":["/m.js"]}</script><script nonce="N">(()=>{})();</script>',
    );
  });

  it('names the language’s manifest on a browser-rendered page', () => {
    assert.match(withManifest(TEMPLATE, '/manifest.en.webmanifest'), /<link rel="manifest" href="\/manifest.en.webmanifest" data-head="static">/);
  });
});

describe('a server-rendered page', () => {
  const preloads = ['<link rel="preload" as="font" href="/f.woff2">'];

  it('puts the image preloads first, then the others, the styles and the composition, and the page in #root', () => {
    const html = serverRenderedPage(TEMPLATE, { nonce: 'N', language: EN, render, preloads, composition });
    const head = html.slice(0, html.indexOf('</head>'));
    const order = ['rel="preload" as="image"', 'as="font"', 'data-emotion', 'id="composition"'].map((s) => head.indexOf(s));
    assert.ok(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1])), `head order ${order}`);
    assert.match(html, /<html lang="en-US" dir="ltr">/);
    assert.match(html, /<div id="root"><main><h1>Extinguishers<\/h1><\/main><\/div><script id="__SSR__"/);
    assert.ok(!html.includes('</script><script>alert(1)'), 'the state cannot end its element');
    // without the loader, the template's scripts stay
    assert.match(html, /<script nonce="N" defer src="\/main.1234567890.js"><\/script>/);
    assert.ok(!html.includes('__AFTER_PAINT__'));
  });

  it('with the loader, asks for the scripts once painted instead', () => {
    const html = serverRenderedPage(TEMPLATE, { nonce: 'N', language: EN, render, preloads, composition, afterPaint: { hints: '<link rel="preload" as="script" href="http://r/e.js">', bootSource: 'BOOT();' } });
    assert.ok(!/<script[^>]*defer/.test(html));
    assert.match(html, /"scripts":\["\/main.1234567890.js","\/runtime.abcdef0123.js"\]\}<\/script><script nonce="N">BOOT\(\);<\/script>\s*<\/body>/);
    for (const tag of html.match(/<script\b[^>]*>/g)) assert.match(tag, /nonce="N"/);
  });
});

describe('a browser-rendered page', () => {
  it('keeps the template (boot loader, scripts) with nonces, language, preloads, composition and manifest', () => {
    const html = browserRenderedPage(TEMPLATE, { nonce: 'N', language: EN, preloads: ['<link rel="preconnect" href="http://r">'], composition, manifest: '/manifest.en.webmanifest' });
    assert.match(html, /<div id="root"><div id="boot-loader"/);
    assert.match(html, /<link rel="preconnect" href="http:\/\/r"><script id="composition" type="application\/json" nonce="N">\{"remotes"/);
    assert.match(html, /<link rel="manifest" href="\/manifest.en.webmanifest" data-head="static">/);
    assert.match(html, /<title>آتش‌ایمن<\/title>/);
    for (const tag of html.match(/<script\b[^>]*>/g)) assert.match(tag, /nonce="N"/);
  });
});
