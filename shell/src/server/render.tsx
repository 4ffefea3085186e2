import { Writable } from 'node:stream';
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToPipeableStream } from 'react-dom/server';
import createEmotionServer from '@emotion/server/create-instance';
import { StaticRouter } from 'shared-lib/router';
import { createEmotionCache } from 'shared-lib/theme';
import { createRequestI18n, usedMessages } from 'shared-lib/i18n';
import { DataProvider, createDataStore, dehydrateResources, type PageStatus } from 'shared-lib/data';
import { configureApi } from 'shared-lib/api';
import { LOCALE_INFO, localeFromPath, DEFAULT_LOCALE } from 'shared-lib/locale';
import { AppShell } from '../App';
import { RenderEnvContext, type RenderEnv } from '../federation/render-env';
import { loadShare } from '@module-federation/enhanced/runtime';
import { configureRemotes, registerComposition } from '../federation/remotes';
import { parseComposition } from '../federation/composition';
import { providedSharedModules } from '../federation/provide-shared';
import { HeadContext, createHeadStore } from 'shared-lib/head';
import { renderHeadTags } from 'shared-lib/head-html';
import { loadLateUi } from 'shared-lib/ui';

/**
 * Loads every shared module the server provides through the shell's own federation instance, before
 * any remote's server build asks for one. The runtime records a shared module's first loader as its
 * provider (`from`) and its users (`useIn`); when a remote's version changes, re-registering the
 * remote removes what it "provided" and no one else uses. A module only remotes use (Breadcrumb,
 * Rate, SafeImage, ...) was first loaded by a remote, so switching that remote's version deleted it
 * from the share scope, and from then on every remote that uses it failed to render on the server
 * ("Can not get 'shared-lib/components/Breadcrumb'") until a restart. Loaded by the shell first, the
 * modules are the shell's and in its use: a remote's removal leaves them. (@module-federation/runtime-core
 * 2.9.2, `SharedHandler.loadShare` and `RemoteHandler.removeRemote`.) The server would load them on
 * its first renders anyway.
 */
export async function claimSharedModules(): Promise<void> {
  await Promise.all(
    Object.keys(providedSharedModules).map(async (name) => {
      try {
        await loadShare(name);
      } catch (err) {
        console.error(`[shell] shared module ${name} failed to load on the server:`, err instanceof Error ? err.message : err);
      }
    }),
  );
  // the server draws ui-late's components themselves from its first render (shared-lib/ui's stand-ins)
  await loadLateUi().catch((err) => console.error('[shell] shared-lib/ui-late failed to load on the server:', err instanceof Error ? err.message : err));
}

export interface SetupOptions {
  /** The api's base URL as the server reaches it (e.g. http://127.0.0.1:4000). */
  apiUrl: string;
  /** How long a region waits for its remote's code before rendering its fallback. */
  remoteTimeoutMs?: number;
}

/**
 * The request a render serves, for the api calls it makes: a page rendered for its owner (the basket)
 * asks the api with the shopper's cookies; every other page asks with none (it may be cached and
 * shared). Node carries it through the render's asynchronous work (AsyncLocalStorage).
 */
const forwarded = new AsyncLocalStorage<Record<string, string>>();
const forwardingFetch: typeof fetch = (input, init) => {
  const extra = forwarded.getStore();
  return fetch(input, extra ? { ...init, headers: { ...(init?.headers as Record<string, string>), ...extra } } : init);
};

let apiBase = '';
export function setup(o: SetupOptions): void {
  apiBase = o.apiUrl.replace(/\/$/, '');
  // a request that names no language asks in the page's own: on a server rendering pages in several
  // languages at once, per render (an English basket came back with Persian names: it was 'fa' for all)
  configureApi({ baseUrl: apiBase, fetch: forwardingFetch, locale: () => renderLocale.getStore() ?? DEFAULT_LOCALE });
  configureRemotes({ target: 'node', timeoutMs: o.remoteTimeoutMs ?? 2500 });
}

/**
 * One emotion cache per direction for the server's life: a style is serialized once, not on every
 * request, and each response still gets exactly the styles its markup uses (extracted by class
 * name from the cache). `compat`: styles go to <head>, not inline beside each component.
 */
const serverCaches: Partial<Record<'rtl' | 'ltr', ReturnType<typeof createEmotionCache>>> = {};
function serverCache(dir: 'rtl' | 'ltr') {
  let c = serverCaches[dir];
  if (!c) {
    c = serverCaches[dir] = createEmotionCache(dir);
    c.compat = true;
    watchClassNames(c);
  }
  return c;
}

/**
 * The class names each render under way looked up (a render's own, and those it composed into
 * another). MUI's components are styled components wrapping others (AppBar a Paper, Button a
 * ButtonBase): the outer one's class is merged into the inner one's, so it never reaches the markup
 * and emotion's extraction leaves its rules out; the browser then serialized, RTL-flipped and
 * inserted them while hydrating (~25 classes, ~100 rules on a product page: cssjanus alone ~44 ms
 * of a 4x-throttled CPU, profiled), and every insertion restyled the page. The page now carries them
 * in one more style element, so the browser's cache knows them. With renders interleaved, a render
 * may carry a few rules of another's: unused rules, never a missing one.
 */
const renders = new Set<Set<string>>();
function watchClassNames(cache: ReturnType<typeof createEmotionCache>) {
  const prefix = `${cache.key}-`;
  cache.registered = new Proxy(cache.registered, {
    get(target, name) {
      // emotion also looks up every string it interpolates (CSS text): only class names are kept
      if (typeof name === 'string' && name.startsWith(prefix)) for (const seen of renders) seen.add(name);
      return Reflect.get(target, name);
    },
  });
}

/** The rules of the classes `seen` used that the markup does not carry, as an emotion chunk. */
function composedChunk(cache: ReturnType<typeof createEmotionCache>, seen: Set<string>, inPage: Set<string>) {
  const prefix = `${cache.key}-`;
  const ids: string[] = [];
  let css = '';
  for (const className of seen) {
    const id = className.slice(prefix.length);
    const rules = cache.inserted[id];
    if (inPage.has(id) || typeof rules !== 'string') continue;
    ids.push(id);
    css += rules;
  }
  return ids.length ? { key: cache.key, ids, css } : null;
}

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  /** The composition for this visitor (remote versions). */
  composition: unknown;
  /** The whole render's bound: regions still waiting then are left to the browser. */
  timeoutMs?: number;
  /** The response's CSP nonce, for the few inline scripts React may write. */
  nonce?: string;
  /** The site's origin as the shopper sees it (canonical and alternate URLs are absolute). */
  origin?: string;
  /** Headers the render's api calls carry (the shopper's cookie, for a page rendered for its owner only). */
  forward?: Record<string, string>;
  /** Data the page starts with besides what it loads: a form's outcome (`form:<name>`, shell/server/forms.mjs). */
  seed?: Record<string, unknown>;
}

export interface RenderResult {
  status: number;
  /** Where a 301 points (a page reached at an address that is not its canonical one). */
  location?: string;
  lang: string;
  dir: 'rtl' | 'ltr';
  /** The markup of #root. */
  html: string;
  /** Emotion's critical style tags for this markup. */
  styles: string;
  /** The page's head: title, description, canonical, alternates, Open Graph, JSON-LD, manifest, icons. */
  head: string;
  /** What the browser hydrates with: data, messages, regions and failed regions. */
  state: {
    data: ReturnType<typeof dehydrateResources>;
    messages: ReturnType<typeof usedMessages>;
    regions: string[];
    /** Regions that hydrate when visible: their code is not announced. */
    deferred: string[];
    failed: string[];
  };
  renderMs: number;
}

/**
 * Renders one page with React's streaming renderer, waiting for every region's code and data
 * (bounded), then extracts emotion's critical styles. Each request has its own router location,
 * i18n instance, emotion cache and data store; remote modules are loaded once per version.
 */
export function render(req: RenderRequest): Promise<RenderResult> {
  const locale = localeFromPath(new URL(req.url, 'http://x').pathname) ?? DEFAULT_LOCALE;
  return renderLocale.run(locale, () => (req.forward ? forwarded.run(req.forward, () => renderPage(req)) : renderPage(req)));
}
/** The language of the page a render is drawing (the api's `lang` for requests that name none). */
const renderLocale = new AsyncLocalStorage<string>();

function renderPage(req: RenderRequest): Promise<RenderResult> {
  const started = performance.now();
  const composition = parseComposition(req.composition);
  registerComposition(composition);
  const pathname = new URL(req.url, 'http://x').pathname;
  const locale = localeFromPath(pathname) ?? DEFAULT_LOCALE;
  const info = LOCALE_INFO[locale];
  const cache = serverCache(info.dir);
  const i18n = createRequestI18n(locale);
  const store = createDataStore();
  for (const [key, data] of Object.entries(req.seed ?? {})) store.set(key, { data, at: Date.now() });
  const status: PageStatus = { code: 200 };
  const headStore = createHeadStore({ origin: req.origin ?? '', locale });
  const env: RenderEnv = { server: true, hydrating: false, failed: new Set(), regions: new Set(), deferred: new Set(), composition };

  const tree = (
    <StaticRouter location={req.url}>
      <RenderEnvContext.Provider value={env}>
        <DataProvider store={store} status={status}>
          <HeadContext.Provider value={headStore}>
            <AppShell i18n={i18n} emotionCache={cache} />
          </HeadContext.Provider>
        </DataProvider>
      </RenderEnvContext.Provider>
    </StaticRouter>
  );

  const seen = new Set<string>();
  renders.add(seen);
  return new Promise<RenderResult>((resolve, reject) => {
    let html = '';
    let piped = false;
    const sink = new Writable({
      write(chunk, _enc, cb) {
        html += chunk.toString();
        cb();
      },
    });
    const stream = renderToPipeableStream(tree, {
      nonce: req.nonce,
      // the page is sent once complete: every region inline, in order (no outlined boundaries
      // revealed by inline scripts)
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onAllReady() {
        if (!piped) {
          piped = true;
          stream.pipe(sink);
        }
      },
      onShellError(err) {
        clearTimeout(timer);
        renders.delete(seen);
        reject(err);
      },
      onError(err) {
        // a region that threw is left to the browser (its Suspense boundary); log, do not fail the page
        console.error('[shell] server render error:', err instanceof Error ? err.message : err);
      },
    });
    const timer = setTimeout(() => stream.abort(new Error('server render timed out')), req.timeoutMs ?? 4000);
    sink.on('finish', () => {
      clearTimeout(timer);
      renders.delete(seen);
      const emotion = createEmotionServer(cache);
      const critical = emotion.extractCriticalToChunks(html);
      const composed = composedChunk(cache, seen, new Set(critical.styles.flatMap((c) => c.ids)));
      if (composed) critical.styles.push(composed);
      // data-s: emotion's default cache, created when @emotion/react loads in the browser, moves
      // every server-written style element without it to the end of the head (a whole-page style
      // recalculation during start-up); the page's own cache takes them over where they are
      // (shared-lib/theme's stayPutContainer)
      const styles = emotion.constructStyleTagsFromChunks(critical).replace(/<style data-emotion=/g, '<style data-s="" data-emotion=');
      resolve({
        status: status.code,
        location: status.location,
        lang: info.tag,
        dir: info.dir,
        html,
        styles,
        head: renderHeadTags(headStore),
        state: {
          // keys as the browser names them (its api URLs are relative to the page)
          data: Object.fromEntries(Object.entries(dehydrateResources(store)).map(([k, v]) => [k.startsWith(apiBase) ? k.slice(apiBase.length) : k, v])),
          messages: usedMessages(i18n),
          regions: [...(env.regions ?? [])],
          deferred: [...(env.deferred ?? [])],
          failed: [...env.failed],
        },
        renderMs: performance.now() - started,
      });
    });
  });
}
