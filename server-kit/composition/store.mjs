// The composition store: which version of each remote is live, and which candidate (canary) a share of
// visitors gets. One library for the `npm run compose` command and the operator page, so both change the
// file the same way:
//   - every change is read-modify-write under a lock file (./lock.mjs), checked again against the file's
//     `revision` just before the atomic rename (compare-and-swap: a change made meanwhile is never
//     overwritten, the change is retried);
//   - every change is first appended to the history file (./history.mjs), which `rollback` walks back;
//   - fields this library does not know are kept as they are.
// What one visitor gets is ./visitor.mjs (the shell's server, on every page).
import fs from 'node:fs';
import { CompositionError, defaultCompositionFile, historyFileFor, readComposition, checkRemoteName, checkVersion, checkUrl, checkShare } from './file.mjs';
import { withLock, writeAtomic, revisionOf } from './lock.mjs';
import { readHistory, appendHistory, defaultAuthor, changeToUndo } from './history.mjs';

export * from './file.mjs';
export { withLock, writeAtomic } from './lock.mjs';
export { readHistory, defaultAuthor, changeToUndo } from './history.mjs';

const clone = (v) => (v === undefined ? undefined : JSON.parse(JSON.stringify(v)));

function settings(opts = {}) {
  const file = opts.file ?? defaultCompositionFile();
  return { ...opts, file, historyFile: opts.historyFile ?? historyFileFor(file), author: String(opts.author || defaultAuthor()).slice(0, 200) };
}

/**
 * The one way the composition changes: under the lock, `mutate(entry, data)` returns the remote's new
 * entry (null removes it) or throws a CompositionError; the change is recorded in the history (with the
 * fields `extra()` returns, called after `mutate`), then the file is replaced atomically. Resolves with
 * { revision, previous, next, entry }.
 */
export async function changeRemote(opts, { action, remote, note }, mutate, extra) {
  const s = settings(opts);
  checkRemoteName(remote);
  for (let attempt = 0; ; attempt++) {
    const result = await withLock(
      s.file,
      async () => {
        const data = readComposition(s.file);
        const readRevision = Number(data.revision) || 0;
        const previous = clone(data.remotes[remote]);
        const next = mutate(clone(previous), data);
        if (next === undefined) throw new Error('mutate must return the new entry or null');
        const revision = readRevision + 1;
        // compare-and-swap: nobody changed the file since we read it (a lock taken over by mistake)
        if (revisionOf(s.file) !== readRevision && fs.existsSync(s.file)) return { retry: true };
        const entry = { revision, time: new Date().toISOString(), author: s.author, action, remote, previous: previous ?? null, next: next ?? null, ...(note ? { note } : {}), ...(extra ? extra() : {}) };
        appendHistory(s.historyFile, entry);
        if (next === null) delete data.remotes[remote];
        else data.remotes[remote] = next;
        data.revision = revision;
        writeAtomic(s.file, data);
        return { revision, previous: previous ?? null, next, entry };
      },
      s,
    );
    if (!result.retry) return result;
    if (attempt > 20) throw new CompositionError('the composition kept changing under us; try again');
  }
}

/** Live fields kept by a change of version: everything but the version-specific addresses. */
function withoutVersionFields(entry) {
  const rest = { ...entry };
  delete rest.manifest;
  delete rest.ssr;
  return rest;
}

/**
 * Sets a remote's live version (a new remote needs `server`). Explicit manifest/ssr addresses of the old
 * version are dropped unless new ones are given. A canary of the same version ends (it is live now).
 */
export function setVersion(opts, { remote, version, server, manifest, ssr }) {
  checkVersion(version);
  if (server !== undefined) checkUrl(server, 'server');
  if (manifest !== undefined) checkUrl(manifest, 'manifest');
  if (ssr !== undefined) checkUrl(ssr, 'ssr');
  return changeRemote(opts, { action: 'set', remote }, (entry) => {
    if (!entry && !server) throw new CompositionError(`unknown remote ${remote}; give its server for a new one`);
    const next = { ...withoutVersionFields(entry ?? {}), server: server ?? entry.server, version };
    delete next.history; // the old in-file history: the history file replaces it
    if (manifest) next.manifest = manifest;
    if (ssr) next.ssr = ssr;
    if (next.canary && next.canary.version === version) delete next.canary;
    return next;
  });
}

/** Starts (or changes the share of) a canary: `share` % of visitors get `version`. */
export function startCanary(opts, { remote, version, share, manifest, ssr }) {
  checkVersion(version);
  const pct = checkShare(share);
  if (manifest !== undefined) checkUrl(manifest, 'manifest');
  if (ssr !== undefined) checkUrl(ssr, 'ssr');
  return changeRemote(opts, { action: 'canary', remote }, (entry) => {
    if (!entry) throw new CompositionError(`unknown remote ${remote}`);
    if (entry.version === version) throw new CompositionError(`${remote} ${version} is already live; a canary tries another version`);
    const canary = { version, share: pct };
    if (manifest) canary.manifest = manifest;
    if (ssr) canary.ssr = ssr;
    return { ...entry, canary };
  });
}

/** Makes the candidate live for everybody and ends the canary. */
export function promoteCanary(opts, { remote }) {
  return changeRemote(opts, { action: 'promote', remote }, (entry) => {
    if (!entry) throw new CompositionError(`unknown remote ${remote}`);
    if (!entry.canary) throw new CompositionError(`${remote} has no canary to promote`);
    const { canary, ...live } = entry;
    const next = { ...withoutVersionFields(live), version: canary.version };
    if (canary.manifest) next.manifest = canary.manifest;
    if (canary.ssr) next.ssr = canary.ssr;
    return next;
  });
}

/** Ends the canary: everybody gets the live version again. */
export function abortCanary(opts, { remote }) {
  return changeRemote(opts, { action: 'abort', remote }, (entry) => {
    if (!entry) throw new CompositionError(`unknown remote ${remote}`);
    if (!entry.canary) throw new CompositionError(`${remote} has no canary to abort`);
    const next = { ...entry };
    delete next.canary;
    return next;
  });
}

/**
 * Puts the remote back as it was before its last change (recorded as a change of its own, naming the
 * revision it undoes). Resolves like changeRemote, plus `undoes` (the history entry undone).
 */
export async function rollback(opts, { remote }) {
  const s = settings(opts);
  checkRemoteName(remote);
  let undoing = null;
  const result = await changeRemote(s, { action: 'rollback', remote }, (entry) => {
    // read under the lock: the history cannot change meanwhile
    const target = changeToUndo(readHistory(s.historyFile, { remote }));
    if (target) {
      undoing = target;
      return clone(target.previous);
    }
    // a composition written by the earlier command kept its previous versions inside the entry
    const legacy = entry?.history;
    if (Array.isArray(legacy) && legacy.length) {
      const prev = legacy[legacy.length - 1];
      return { ...withoutVersionFields(entry), server: prev.server ?? entry.server, version: prev.version, history: legacy.slice(0, -1) };
    }
    throw new CompositionError(`${remote} has no recorded change to roll back`);
  }, () => (undoing ? { undoes: undoing.revision } : {}));
  return { ...result, undoes: undoing };
}

// ---------------------------------------------------------------------------------------------------
// what a server offers

/** The versions a remote server offers (its /versions.json), newest first. */
export async function offeredVersions(server, { timeoutMs = 3000, fetchImpl = fetch } = {}) {
  const res = await fetchImpl(`${String(server).replace(/\/$/, '')}/versions.json`, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const body = await res.json();
  return Array.isArray(body?.versions) ? body.versions.filter((v) => typeof v === 'string') : [];
}

/** Throws a CompositionError unless `server` offers `version` (checked before a change is written). */
export async function checkOffered(server, version, options) {
  let versions;
  try {
    versions = await offeredVersions(server, options);
  } catch (err) {
    throw new CompositionError(`cannot reach ${server}: ${err.message}`);
  }
  if (!versions.includes(version)) throw new CompositionError(`${server} does not offer ${version}; it offers: ${versions.join(', ') || 'nothing'}`);
  return versions;
}
