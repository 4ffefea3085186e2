// Tap latency on a throttled phone (issue 33, item 4): how long a shopper on a slow phone waits
// before add-to-cart can be seen, before a tap on it does something, and before the basket confirms
// it; with server rendering on, with SSR=off, and with JavaScript disabled. A tap before the page's
// scripts have run is the case the figures are about: the button is drawn early but may not work yet.
//
// Lighthouse's mobile conditions, applied through the DevTools protocol on a playwright-core page:
// 360x740 touch screen, CPU slowed 4x, 150 ms latency and 1.6 Mbps down / 750 kbps up. Every run is a
// fresh context (empty cache, no service worker). Per page (the budgets' product page in fa and en)
// and mode, TAPS_RUNS runs (default 3); medians are printed. INP is web-vitals' (Google's definition).
// Runs against the started system (e2e/run.mjs --script); prints figures, asserts nothing.
/* global window, document, requestAnimationFrame -- the functions given to the page run there */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startSsrOffShell } from './ssr-off.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const env = JSON.parse(fs.readFileSync(process.env.E2E_ENV, 'utf8'));
const RUNS = Number(process.env.TAPS_RUNS ?? 3);
const TAP_EVERY = 1000; // a shopper taps again after a second of nothing
const GIVE_UP = 20_000; // ... for 20 s after the first tap
const BUDGET = { confirmed: 3000, tapToConfirm: 1000, inp: 200 };
const readJson = (...p) => JSON.parse(fs.readFileSync(path.join(root, ...p), 'utf8'));

// the cart update types, from the contract itself (getCartCount: the sum; getCart: the lines)
const cartActions = fs.readFileSync(path.join(root, 'contracts', 'src', 'cart-actions.ts'), 'utf8');
const cartAction = (name) => Number(new RegExp(`\\b${name}: (\\d+)`).exec(cartActions)[1]);
const GET_CART_COUNT = cartAction('getCartCount');
const GET_CART = cartAction('getCart');
const ADD = cartAction('add');

/**
 * How a request adds to the basket, or null: the buy box's form posted by the browser ("post", a
 * navigation) or by the box itself ("fetch"), or mf-cart's api call ("api").
 */
function addKind(request) {
  if (request.method() !== 'POST') return null;
  const { pathname } = new URL(request.url());
  if (pathname === '/_form/cart') return request.isNavigationRequest() ? 'post' : 'fetch';
  if (!pathname.endsWith('/api/cart/cart')) return null;
  try {
    return JSON.parse(request.postData() ?? '{}').cartUpdateType === ADD ? 'api' : null;
  } catch {
    return null;
  }
}

// the words on the buttons, from the remotes' own translations
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const LABELS = Object.fromEntries(
  ['fa', 'en'].map((l) => {
    const { product } = readJson('mf-catalog', 'src', 'locales', `${l}.json`);
    const { basket } = readJson('mf-cart', 'src', 'locales', `${l}.json`);
    // "adding…" is the same button while its add is under way (disabled)
    return [l, { add: product.addToCart, adding: product.adding, increase: basket.increase.split('{{name}}')[0] }];
  }),
);

// the product page the byte budgets guard (fa), and its canonical English address (the server's 301)
const faPath = Object.keys(readJson('e2e', 'budgets.json').pages).find((p) => p.startsWith('/pr/'));
const productId = Number(faPath.split('/')[2]);
const enAnswer = await fetch(`${env.baseUrl}/en${encodeURI(faPath)}`, { redirect: 'manual' });
const enPath = enAnswer.headers.get('location') ? decodeURI(new URL(enAnswer.headers.get('location'), env.baseUrl).pathname) : `/en${faPath}`;
const PAGES = { fa: { product: faPath, basket: '/basket' }, en: { product: enPath, basket: '/en/basket' } };

// the same system with server rendering off (ssr-off.mjs)
const offOrigin = await startSsrOffShell(env, root);
const offPort = Number(new URL(offOrigin).port);

const MODES = [
  { name: 'SSR on', base: env.baseUrl, scripts: true },
  { name: 'SSR=off', base: `http://localhost:${offPort}`, scripts: true },
  { name: 'no JavaScript', base: env.baseUrl, scripts: false },
];

// web-vitals' browser build (it sets window.webVitals); its package exports no path to the file
const webVitalsIife = path.join(path.dirname(createRequire(import.meta.url).resolve('web-vitals')), 'web-vitals.iife.js');

// e2e/lib/browser.ts's CHROMIUM_ARGS (a .ts file this script cannot import)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage'],
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
/** Waits until cond() holds or the clock passes `deadline` (epoch ms); says whether it holds. */
async function until(cond, deadline) {
  while (!cond() && Date.now() < deadline) await sleep(5);
  return !!cond();
}

/** A fresh phone: new context (no cache, service workers blocked) with Lighthouse's mobile throttling. */
async function phone(lang, scripts) {
  const context = await browser.newContext({
    viewport: { width: 360, height: 740 },
    isMobile: true,
    hasTouch: true,
    javaScriptEnabled: scripts,
    serviceWorkers: 'block',
    locale: lang === 'fa' ? 'fa-IR' : 'en-US',
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await cdp.send('Network.enable');
  // 1.6 Mbps = 204800 bytes/s down, 750 kbps = 96000 bytes/s up
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 204_800, uploadThroughput: 96_000 });
  return { context, page };
}

/** The add button for Playwright's own tap (the INP runs, on a page at rest). */
const addButton = (page, lang) =>
  page.locator('[data-testid="buy-box"]').getByRole('button', { name: new RegExp(`^(${esc(LABELS[lang].add)}|${esc(LABELS[lang].adding)})$`) });

/**
 * Runs in the page: the add button (in the buy box, found by its words) and the confirmation as they
 * are shown now. The first time the button is seen in a document it is scrolled to the middle of the
 * screen (it is below the fold on a 360x740 phone; the middle is clear of the sticky bar), as a
 * shopper would scroll to it, and `where` is its centre in the viewport after that.
 */
function lookInPage(labels) {
  const visible = (el) => {
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && el.checkVisibility({ visibilityProperty: true });
  };
  const button = [...document.querySelectorAll('[data-testid="buy-box"] button')].find((b) => labels.includes(b.textContent.trim()) && visible(b));
  if (button && !window.__tapsScrolled) {
    window.__tapsScrolled = true;
    button.scrollIntoView({ block: 'center' });
  }
  const r = button?.getBoundingClientRect();
  const added = document.querySelector('[data-testid="cart-added"]');
  return {
    where: r ? { x: Math.round(r.x + r.width / 2), y: Math.round(r.y + r.height / 2) } : null,
    busy: !!button && (button.disabled || button.getAttribute('aria-busy') === 'true'),
    confirmed: !!added && visible(added),
  };
}

/**
 * In every document (with scripts): looks at each frame (requestAnimationFrame, so "seen" means as of
 * the frame about to be painted) and reports the button becoming visible, where it is (for the taps),
 * the button turning disabled or aria-busy (the tap was taken) and the confirmation becoming
 * visible, each with the page's clock (the same wall clock as this script's Date.now()).
 */
function watchInPage(look, labels) {
  const report = (kind, data) => window.__tapsReport(kind, Date.now(), data);
  let at = null;
  let busy = false;
  const frame = () => {
    const now = look(labels);
    if (now.where && JSON.stringify(now.where) !== JSON.stringify(at)) report('where', now.where);
    if (now.where && !at) report('drawn');
    at = now.where ?? at;
    if (now.busy && !busy) report('busy');
    busy = now.busy;
    if (now.confirmed) report('confirmed');
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** What the basket holds now, from the api with the page's cookies: the count, and this product's lines. */
async function basketOf(context) {
  const cookies = await context.cookies(env.baseUrl);
  const uniqueId = cookies.find((c) => c.name === 'basketId')?.value;
  if (!uniqueId) return { count: 0, lines: [] };
  const ask = async (cartUpdateType) => {
    const res = await fetch(`${env.apiUrl}/api/cart/cart`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
      body: JSON.stringify({ cartUpdateType, uniqueId }),
    });
    return (await res.json()).data;
  };
  const { itemCount } = await ask(GET_CART_COUNT);
  const { cartItems } = await ask(GET_CART);
  return { count: itemCount, lines: cartItems.filter((l) => l.productId === productId).map((l) => l.count) };
}

/**
 * One visit: navigate, tap add-to-cart as soon as it is drawn and every second after while nothing
 * confirms. Times are ms from the start of navigation. With scripts the page reports what it shows
 * (watchInPage); without, this script looks (every 25 ms) and a started navigation (the form's post)
 * is the acknowledgement.
 *
 * The taps go to where the button was last seen, sent at once (Input.dispatchTouchEvent, timed when
 * sent): Playwright's own tap first looks the button up in the page, which waits for the page's busy
 * main thread, and a finger does not wait. For the same reason the scroll to the button (below the
 * fold) is done by the look in the page itself, in the frame that first shows the button: a wheel or
 * a synthetic touch scroll sent from here also waited for that main thread.
 *
 * `works` is the tap that sent the first add (a second add, from a later tap, may be the one whose
 * page or sheet is seen); `acknowledged` counts from the first tap.
 */
async function tapRun(lang, mode) {
  const { context, page } = await phone(lang, mode.scripts);
  const seen = { drawn: null, confirmed: null, where: null, busy: [], navigations: [], adds: [] };
  const note = (kind, t, data) => {
    if (kind === 'drawn' || kind === 'confirmed') seen[kind] ??= t;
    else if (kind === 'busy') seen.busy.push(t);
    else if (kind === 'where') seen.where = data;
  };
  const labels = [LABELS[lang].add, LABELS[lang].adding];
  if (mode.scripts) {
    await context.exposeBinding('__tapsReport', (_source, kind, t, data) => note(kind, t, data));
    await context.addInitScript({ content: `(${watchInPage})(${lookInPage}, ${JSON.stringify(labels)});` });
  }
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame()) seen.navigations.push(Date.now());
    const kind = addKind(r);
    if (kind) seen.adds.push({ t: Date.now(), kind });
  });
  // without scripts nothing in the page can report: look from here every 25 ms (DevTools may still
  // evaluate in a page whose own scripts are off). A look waits for the page's main thread; its time
  // is taken when its answer is back, so it is late by at most the look.
  let done = false;
  const look = () => page.evaluate(lookInPage, labels).catch(() => null);
  const looking = (async () => {
    while (!mode.scripts && !done) {
      const now = await look();
      if (now?.where) {
        seen.where = now.where;
        note('drawn', Date.now());
      }
      if (now?.confirmed) note('confirmed', Date.now());
      await sleep(25);
    }
  })();

  const taps = [];
  const tap = () => {
    taps.push(Date.now());
    page.touchscreen.tap(seen.where.x, seen.where.y).catch(() => {});
  };

  const start = Date.now();
  await page.goto(`${mode.base}${encodeURI(PAGES[lang].product)}`, { waitUntil: 'commit', timeout: 60_000 });
  if (await until(() => seen.drawn !== null, start + 60_000)) {
    // tap at once, then a second after each tap while nothing confirms
    tap();
    while (Date.now() < seen.drawn + GIVE_UP) {
      if (await until(() => seen.confirmed !== null, taps.at(-1) + TAP_EVERY)) break;
      // without scripts, look once more right before tapping again (the last look may be stale)
      if (!mode.scripts && (await look())?.confirmed) {
        note('confirmed', Date.now());
        break;
      }
      tap();
    }
    await until(() => seen.confirmed !== null, seen.drawn + GIVE_UP);
  }
  // an add still on its way would only land now: let the network settle before counting
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => {});
  done = true;
  await looking;
  const basket = await basketOf(context);
  await context.close();

  // acknowledged: the first visible change after the first tap. The tap that worked: the last one
  // before the first add request left the page (a tap can add without any visible change; if no add
  // request was seen, the last one before that change)
  const first = taps[0] ?? null;
  const changes = [...seen.busy, ...seen.navigations, seen.confirmed].filter((t) => t !== null && first !== null && t >= first);
  const ack = changes.length ? Math.min(...changes) : null;
  const cause = seen.adds[0]?.t ?? ack ?? seen.confirmed;
  const worked = seen.confirmed !== null ? (taps.filter((t) => t <= cause).at(-1) ?? null) : null;
  const rel = (t) => (t === null ? null : t - start);
  return {
    drawn: rel(seen.drawn),
    works: rel(worked),
    confirmed: rel(seen.confirmed),
    tapToConfirm: worked !== null ? seen.confirmed - worked : null,
    acknowledged: ack !== null ? ack - first : null,
    taps: taps.map(rel),
    adds: seen.adds.map((a) => `${rel(a.t)} (${a.kind})`),
    basket,
  };
}

/** Reports web-vitals' INP now: the page "hidden" is what makes the library report. */
async function inpNow(page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await sleep(100);
  return page.evaluate(() => window.__inp);
}

/**
 * INP (web-vitals) of an add-to-cart on the hydrated product page, then of "one more" on the basket
 * page. durationThreshold 16 (the least it takes): at its default of 40 an interaction quicker than
 * that would not be reported at all.
 */
async function inpRun(lang, mode) {
  const { context, page } = await phone(lang, true);
  await context.addInitScript({ content: `${fs.readFileSync(webVitalsIife, 'utf8')}\nwindow.webVitals = webVitals;` });
  await context.addInitScript(() => {
    window.__inp = null;
    window.webVitals.onINP((m) => (window.__inp = m.value), { reportAllChanges: true, durationThreshold: 16 });
  });
  const result = { add: null, basket: null };
  try {
    await page.goto(`${mode.base}${encodeURI(PAGES[lang].product)}`, { waitUntil: 'networkidle', timeout: 90_000 });
    await addButton(page, lang).tap({ timeout: 10_000 });
    await page.locator('[data-testid="cart-added"]').waitFor({ state: 'visible', timeout: 20_000 });
    result.add = await inpNow(page);

    await page.goto(`${mode.base}${PAGES[lang].basket}`, { waitUntil: 'networkidle', timeout: 90_000 });
    const count = page.getByTestId(`count-${productId}`);
    const before = await count.textContent({ timeout: 20_000 });
    await page.getByRole('button', { name: new RegExp(`^${esc(LABELS[lang].increase)}`) }).first().tap({ timeout: 10_000 });
    await page.waitForFunction(([id, b]) => document.querySelector(`[data-testid="count-${id}"]`)?.textContent !== b, [productId, before], { timeout: 20_000 });
    result.basket = await inpNow(page);
  } catch (e) {
    result.error = e.message.split('\n')[0];
  }
  await context.close();
  return result;
}

// the runs, modes interleaved so that a slow moment of the machine does not fall on one mode
const results = { fa: {}, en: {} };
const doubles = [];
for (let i = 0; i < RUNS; i++) {
  for (const lang of ['fa', 'en']) {
    for (const mode of MODES) {
      const r = await tapRun(lang, mode);
      const inp = mode.scripts ? await inpRun(lang, mode) : null;
      (results[lang][mode.name] ??= []).push({ ...r, inp });
      // one tap adds one: more than that in the basket is a second add from a repeated tap
      const { count, lines } = r.basket;
      if (count > 1 || lines.length > 1 || lines.some((n) => n > 1)) doubles.push(`${lang} ${mode.name} run ${i + 1}: basket count ${count}, lines of the product ${JSON.stringify(lines)}`);
      process.stdout.write('.');
    }
  }
}
console.log();

const median = (xs) => {
  const s = xs.filter((x) => x !== null && x !== undefined).sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : null;
};
/** A median, "n/a" when no run had the figure, "(k/n)" when only some did, "(over)" past its budget. */
function cell(runs, get, budget) {
  const xs = runs.map(get).filter((x) => x !== null && x !== undefined);
  if (!xs.length) return 'n/a';
  const m = Math.round(median(xs));
  return `${m}${budget !== undefined && m > budget ? ' (over)' : ''}${xs.length < runs.length ? ` (${xs.length}/${runs.length})` : ''}`;
}
const ms = (x) => (x === null || x === undefined ? 'n/a' : String(Math.round(x)));

console.log(`\nTaps on add-to-cart under a throttled phone (360x740 touch, CPU 4x, 150 ms, 1.6/0.75 Mbps), median of ${RUNS}, ms from navigation start`);
console.log(`budgets (printed, not asserted): confirmed <= ${BUDGET.confirmed}, tap->confirm <= ${BUDGET.tapToConfirm}, INP <= ${BUDGET.inp}`);
for (const lang of ['fa', 'en']) {
  console.log(`\n${lang}: ${PAGES[lang].product}`);
  console.log('| mode | drawn | works | confirmed | tap→confirm | acknowledged | INP add | INP basket |');
  console.log('|---|---|---|---|---|---|---|---|');
  console.log(`| budget | | | ≤ ${BUDGET.confirmed} | ≤ ${BUDGET.tapToConfirm} | | ≤ ${BUDGET.inp} | ≤ ${BUDGET.inp} |`);
  for (const mode of MODES) {
    const runs = results[lang][mode.name];
    const inp = (k) => (mode.scripts ? cell(runs, (r) => r.inp[k], BUDGET.inp) : '—');
    console.log(
      `| ${mode.name} | ${cell(runs, (r) => r.drawn)} | ${cell(runs, (r) => r.works)} | ${cell(runs, (r) => r.confirmed, BUDGET.confirmed)} | ${cell(runs, (r) => r.tapToConfirm, BUDGET.tapToConfirm)} | ${cell(runs, (r) => r.acknowledged)} | ${inp('add')} | ${inp('basket')} |`,
    );
  }
  for (const mode of MODES) {
    results[lang][mode.name].forEach((r, i) => {
      const b = r.basket.lines.length ? `${r.basket.lines.length} line × ${r.basket.lines.join('+')}` : 'empty';
      const inp = r.inp ? `, INP add ${ms(r.inp.add)} basket ${ms(r.inp.basket)}${r.inp.error ? ` (${r.inp.error})` : ''}` : '';
      console.log(
        `  ${mode.name} #${i + 1}: drawn ${ms(r.drawn)}, works ${ms(r.works)}, confirmed ${ms(r.confirmed)}, tap→confirm ${ms(r.tapToConfirm)}, ack ${ms(r.acknowledged)}; taps at ${r.taps.join(' ') || 'none'}; adds sent at ${r.adds.join(' ') || 'none'}; basket ${b} (count ${r.basket.count})${inp}`,
      );
    });
  }
}
if (doubles.length) {
  console.log('\n!!!!! DOUBLE ADD: a repeated tap added the product again !!!!!');
  for (const d of doubles) console.log(`!!!!! ${d}`);
}

await browser.close();
// (the SSR=off shell stops with this process: ssr-off.mjs)
process.exit(0);
