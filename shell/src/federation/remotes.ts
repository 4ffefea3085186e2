import { registerRemotes, loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { manifestUrl, type Composition } from './composition';
import { pendingLoads } from './pending';

/**
 * Loading exposed modules of run-time remotes, with the failure handling the shop needs:
 * a time limit (a hanging remote is never timed out by the runtime), bounded retries that
 * re-register the remote (a failed container stays cached otherwise), and one log line per
 * remote and kind of failure.
 */
export const LOAD_TIMEOUT_MS = 10_000;
export const MAX_RETRIES = 3;

let composition: Composition = { remotes: {} };
const logged = new Set<string>();

export function registerComposition(c: Composition): void {
  composition = c;
  const list = Object.entries(c.remotes).map(([name, r]) => ({ name, entry: manifestUrl(r) }));
  if (list.length) registerRemotes(list, { force: true });
}

export function logRemoteFailureOnce(remote: string, kind: 'load' | 'render', error: unknown): void {
  const key = `${remote}:${kind}`;
  if (logged.has(key)) return;
  logged.add(key);
  console.error(`[shell] remote ${remote} failed to ${kind}:`, error instanceof Error ? error.message : error);
}

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    readonly cause: unknown,
  ) {
    super(`remote ${remote} unavailable`);
  }
}

type Mod = { default: ComponentType<Record<string, unknown>> };
const cache = new Map<string, Promise<Mod>>();

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

/** Loads `remote/module`; concurrent callers share one request. A failed load is forgotten so a retry starts afresh. */
export function loadExposed(remote: string, module: string, attempt = 0): Promise<Mod> {
  const key = `${remote}/${module}`;
  const hit = cache.get(key);
  if (hit) return hit;
  if (attempt > 0) {
    const r = composition.remotes[remote];
    if (r) registerRemotes([{ name: remote, entry: manifestUrl(r) }], { force: true });
  }
  const p = withTimeout(
    (async () => {
      if (!composition.remotes[remote]) throw new Error('not in the composition');
      const mod = (await loadRemote<Mod>(key)) as Mod | null;
      if (!mod || typeof mod.default !== 'function') throw new Error('exposed module has no component');
      return mod;
    })(),
    LOAD_TIMEOUT_MS,
  ).catch((err) => {
    cache.delete(key);
    logRemoteFailureOnce(remote, 'load', err);
    throw new RemoteLoadError(remote, err);
  });
  cache.set(key, p);
  pendingLoads.track(p).catch(() => {});
  return p;
}
