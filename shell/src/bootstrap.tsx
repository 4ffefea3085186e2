import { startTransition } from 'react';
import { hydrateResources } from 'shared-lib/data';
import { configureApi } from 'shared-lib/api';
import { addMessages, getI18n } from 'shared-lib/i18n';
import { localeFromPath, DEFAULT_LOCALE } from 'shared-lib/locale';
import { readComposition } from './federation/composition';
import { loadExposed, registerComposition } from './federation/remotes';
import { trackedFetch } from './federation/pending';
import { browserEnv } from './federation/render-env';
import { providedSharedModules } from './federation/provide-shared';
import { startPwa } from './pwa/register';
import { yieldToMain } from './yield-to-main';
import { handOverTaps } from './boot/keep-taps';

// referenced so that webpack provides them (see provide-shared.ts); nothing is loaded here
void providedSharedModules;

interface ServerState {
  data: Record<string, unknown>;
  messages: Record<string, Record<string, unknown>>;
  regions: string[];
  deferred?: string[];
  failed: string[];
}

function readServerState(): ServerState | null {
  const text = document.getElementById('__SSR__')?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerState;
  } catch {
    return null;
  }
}

/**
 * The page's code, evaluated in stages: the UI library, then the app (React and its renderer were
 * evaluated before, by ./warm, see index.ts). Each import is `eager` (its code comes with this
 * chunk, downloaded in parallel as before: no extra request), so only the evaluation is deferred,
 * each stage in its own task. Evaluated at once, these modules made one ~70 ms task on a desktop CPU
 * (~280 ms on Lighthouse's throttled phone).
 */
async function loadStages() {
  const dom = await import(/* webpackMode: "eager" */ 'react-dom/client');
  // this module's own imports (the data layer, i18n, the bus) and the regions' requests came first
  await yieldToMain();
  await import(/* webpackMode: "eager" */ 'shared-lib/ui');
  await yieldToMain();
  const { App } = await import(/* webpackMode: "eager" */ './App');
  await yieldToMain();
  return { ...dom, App };
}

async function start() {
  // every api read of the shell and the remotes counts as pending (loading bar, #section scroll)
  configureApi({ fetch: trackedFetch() });
  // service worker, install prompt, build updates, chunk-failure reloads, link prefetch
  startPwa();
  registerComposition(await readComposition());
  const root = document.getElementById('root');
  if (!root) return;
  const state = readServerState();
  // the regions' code first: it downloads while the page's own code is evaluated
  if (state && root.firstChild) {
    // (not those that hydrate when visible: RemoteSlot's LateRegion asks for their code then)
    const later = state.deferred ?? [];
    for (const key of state.regions) {
      const [remote, module] = key.split('/');
      if (!state.failed.includes(key) && !later.includes(key)) loadExposed(remote, module).catch(() => {});
    }
  }
  const { App, createRoot, hydrateRoot } = await loadStages();
  if (!state || !root.firstChild) {
    // a page the browser renders: #root holds only the boot loader (index.html), which React's first
    // commit into the container replaces
    createRoot(root).render(<App />);
    return;
  }
  // the server rendered this page: the first render must be the same, from the same data, messages
  // and region code, so the browser only attaches to it
  hydrateResources(state.data);
  const i18n = getI18n(localeFromPath(location.pathname) ?? DEFAULT_LOCALE);
  addMessages(state.messages, i18n);
  browserEnv.hydrating = true;
  for (const key of state.failed) browserEnv.failed.add(key);
  browserEnv.regions = new Set(state.regions);
  if (!i18n.isInitialized) await new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));
  // as a transition, hydration yields to the browser every few milliseconds instead of blocking
  // the main thread for the whole page (the page is already visible: nothing waits for it)
  startTransition(() => {
    // taps held since the first paint (boot/keep-taps) are clicked again once React listens
    handOverTaps();
    hydrateRoot(root, <App />, {
      onRecoverableError(error, info) {
        console.warn('[shell] hydration:', error instanceof Error ? error.message : error, info?.componentStack?.split('\n').slice(0, 8).join(' < ') ?? '');
      },
    });
  });
}

void start();
