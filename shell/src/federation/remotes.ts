import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { browserEntryUrl, ssrEntryUrl, type Composition, type RemoteEntry } from './composition';
import { pendingLoads } from './pending';

/**
 * Loading exposed modules of run-time remotes, with the failure handling the shop needs:
 * a time limit (a hanging remote is never timed out by the runtime), bounded retries that
 * re-register the remote (a failed container stays cached otherwise), and one log line per
 * remote and kind of failure. The same code runs in the browser (web builds, via their remoteEntry.js) and
 * in the shell's server (node builds, via their remoteEntry.js; `configureRemotes({ target: 'node' })`).
 */
export const LOAD_TIMEOUT_MS = 10_000;
export const MAX_RETRIES = 3;

let target: 'web' | 'node' = 'web';
let timeoutMs = LOAD_TIMEOUT_MS;
let composition: Composition = { remotes: {} };
/** What each remote name is registered with now (entry URL), to re-register only on a change. */
const registered = new Map<string, string>();
const logged = new Set<string>();

export function configureRemotes(opts: { target?: 'web' | 'node'; timeoutMs?: number }): void {
  if (opts.target) target = opts.target;
  if (opts.timeoutMs) timeoutMs = opts.timeoutMs;
}

const entryOf = (r: RemoteEntry) => (target === 'node' ? ssrEntryUrl(r) : browserEntryUrl(r));

/**
 * The key a remote version's modules are kept under. In the browser a page has one version of each
 * remote. On the server, visitors in a canary and the others are rendered by the same process, so
 * modules are kept per version (entry URL): a module loaded for one version never renders another.
 * (A remote container registers under its build's name, so the runtime holds one version of a
 * remote at a time: during a canary the server re-registers it when the next render needs the
 * other version. Measured: a re-registration is one HTTP fetch of the entry, then cached modules.)
 */
function runtimeName(remote: string, r: RemoteEntry): string {
  return target === 'node' ? `${remote}@${entryOf(r)}` : remote;
}

/** Registers `remote` at `r`'s entry unless it is registered there already (server: per render). */
function ensureRegistered(remote: string, r: RemoteEntry): void {
  const entry = entryOf(r);
  if (registered.get(remote) === entry) return;
  registered.set(remote, entry);
  registerRemotes([{ name: remote, entry }], { force: true });
}

/**
 * Makes `c` the live composition. In the browser every remote is registered again (with `force`:
 * without it a re-registration silently does nothing). On the server a version is registered
 * once, under its own name; a version whose load failed is registered afresh (`force`), so a
 * remote that comes back is used on the next render without a restart.
 */
export function registerComposition(c: Composition): void {
  composition = c;
  const list: { name: string; entry: string }[] = [];
  for (const [remote, r] of Object.entries(c.remotes)) {
    const entry = entryOf(r);
    if (target === 'node' && registered.get(remote) === entry) continue;
    registered.set(remote, entry);
    list.push({ name: remote, entry });
    // the browser starts afresh; the server keeps modules per version (the same entry is the same code)
    if (target === 'web') forget(remote);
  }
  if (list.length) registerRemotes(list, { force: true });
}

/** The live composition's entry for `remote` (undefined if the page has none). */
export function liveRemote(remote: string): RemoteEntry | undefined {
  return composition.remotes[remote];
}

export function logRemoteFailureOnce(remote: string, kind: 'load' | 'render', error: unknown): void {
  const key = `${remote}:${kind}`;
  if (logged.has(key)) return;
  logged.add(key);
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[shell] remote ${remote} failed to ${kind}:`, message);
  // the operators' page counts what browsers could not load (never on the server)
  if (target === 'web' && typeof navigator !== 'undefined') {
    try {
      navigator.sendBeacon?.('/_beacon/remote-failure', JSON.stringify({ remote, kind, version: composition.remotes[remote]?.version ?? '', message: message.slice(0, 300) }));
    } catch {
      /* best effort */
    }
  }
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly cause: unknown,
  ) {
    super(`remote ${remote} unavailable`);
  }
}

export type Mod = { default: ComponentType<Record<string, unknown>> };
const cache = new Map<string, Promise<Mod>>();
const loaded = new Map<string, Mod>();

function forget(remote: string) {
  for (const k of [...cache.keys()]) if (k.startsWith(`${remote}/`)) cache.delete(k);
  for (const k of [...loaded.keys()]) if (k.startsWith(`${remote}/`)) loaded.delete(k);
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    p.then(
      (v) => {
        clearTimeout(t);
        resolve(v);
      },
      (e) => {
        clearTimeout(t);
        reject(e);
      },
    );
  });
}

/** The module if it has already loaded (so a render, or a hydration, can show it at once). */
export function peekExposed(remote: string, module: string, c: Composition = composition): Mod | undefined {
  const r = c.remotes[remote];
  return r ? loaded.get(`${runtimeName(remote, r)}/${module}`) : undefined;
}

/** Loads `remote/module`; concurrent callers share one request. A failed load is forgotten so a retry starts afresh. */
export function loadExposed(remote: string, module: string, attempt = 0, c: Composition = composition): Promise<Mod> {
  const r = c.remotes[remote];
  const name = r ? runtimeName(remote, r) : remote;
  const key = `${name}/${module}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (attempt > 0 && r) {
    registered.set(remote, entryOf(r));
    registerRemotes([{ name: remote, entry: entryOf(r) }], { force: true });
  } else if (target === 'node' && r) ensureRegistered(remote, r);
  const p = withTimeout(
    (async () => {
      if (!r) throw new Error('not in the composition');
      const mod = (await loadRemote<Mod>(`${remote}/${module}`)) as Mod | null;
      if (!mod || typeof mod.default !== 'function') throw new Error('exposed module has no component');
      return mod;
    })(),
    timeoutMs,
  ).then(
    (mod) => {
      loaded.set(key, mod);
      return mod;
    },
    (err) => {
      cache.delete(key);
      // a hanging or failed container stays cached in the runtime: register it afresh next time
      if (r) registered.delete(remote);
      logRemoteFailureOnce(remote, 'load', err);
      throw new RemoteLoadError(remote, err);
    },
  );
  cache.set(key, p);
  pendingLoads.track(p).catch(() => {});
  return p;
}
