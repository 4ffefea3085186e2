// The composition: which version of each remote is live, and which candidate (canary) a share of visitors
// gets. One library for the `npm run compose` command and the operator page, so both change the file the
// same way:
//   - every change is read-modify-write under a lock file (O_EXCL; a lock whose process is gone, or older
//     than `staleLockMs`, is taken over), checked again against the file's `revision` just before the
//     atomic rename (compare-and-swap: a change made meanwhile is never overwritten, the change is retried);
//   - every change is first appended to a history file (JSON lines beside the composition: time, author,
//     action, remote, previous and new value, revision), which `rollback` walks back;
//   - fields this library does not know are kept as they are.
// `chooseForVisitor` (pure) gives a visitor the candidate when their bucket (0-99, kept in a cookie for a
// year) is below the canary's share, so the page and server rendering agree for that visitor.
//
// File format: { revision?, remotes: { <name>: { server, version, manifest?, ssr?, canary?: { version, share,
// manifest?, ssr? }, ...unknown } }, ...unknown }
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomInt, randomUUID } from 'node:crypto';
import { root } from './apps.mjs';

export const CANARY_COOKIE = 'mfc';
const YEAR_SECONDS = 365 * 24 * 60 * 60;
const NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/;

/** A refused change (bad input, unknown remote, nothing to roll back): the message is for the operator. */
export class CompositionError extends Error {}

export function defaultCompositionFile(env = process.env) {
  return env.COMPOSITION_FILE || path.join(root, 'data', 'composition.json');
}

/** A remote version's browser manifest: its own address, else <server>/<version>/web/mf-manifest.json. */
export function browserManifestUrl(entry) {
  return entry.manifest ?? `${String(entry.server).replace(/\/$/, '')}/${encodeURIComponent(entry.version)}/web/mf-manifest.json`;
}

/** The history file beside a composition file: data/composition.json → data/composition.history.jsonl. */
export function historyFileFor(file) {
  return path.join(path.dirname(file), `${path.basename(file).replace(/\.json$/i, '')}.history.jsonl`);
}

/** The file's content; the committed default (shell/composition.default.json) when it does not exist yet. */
export function readComposition(file = defaultCompositionFile()) {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : fs.readFileSync(path.join(root, 'shell', 'composition.default.json'), 'utf8');
  let data;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new CompositionError(`${file} is not valid JSON (${err.message}); fix it by hand or restore it from the history`);
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw new CompositionError(`${file} does not hold a composition object`);
  if (data.remotes === undefined) data.remotes = {};
  if (!data.remotes || typeof data.remotes !== 'object' || Array.isArray(data.remotes)) throw new CompositionError(`${file}: "remotes" is not an object`);
  return data;
}

// ---------------------------------------------------------------------------------------------------
// validation

export function checkRemoteName(name) {
  if (typeof name !== 'string' || !NAME.test(name)) throw new CompositionError(`not a remote name: ${JSON.stringify(name)} (letters, digits, _ and -)`);
  return name;
}

export function checkVersion(version) {
  if (typeof version !== 'string' || !VERSION.test(version)) throw new CompositionError(`not a version: ${JSON.stringify(version)}`);
  return version;
}

function checkUrl(value, what) {
  let u;
  try {
    u = new URL(String(value));
  } catch {
    throw new CompositionError(`${what} is not a URL: ${JSON.stringify(value)}`);
  }
  if (u.protocol !== 'http:' && u.protocol !== 'https:') throw new CompositionError(`${what} must be http or https: ${JSON.stringify(value)}`);
  return String(value);
}

export function checkShare(share) {
  const n = typeof share === 'string' && /^\s*\d+(\.0+)?\s*%?\s*$/.test(share) ? Number.parseInt(share, 10) : share;
  if (!Number.isInteger(n) || n < 1 || n > 100) throw new CompositionError(`the share is a whole percentage from 1 to 100 (got ${JSON.stringify(share)})`);
  return n;
}

/** One line for an entry: "1.0.0 (canary 1.1.0 to 10 %)", "(none)" for a missing one. */
export function describeEntry(entry) {
  if (!entry) return '(none)';
  const canary = entry.canary ? ` (canary ${entry.canary.version} to ${entry.canary.share} %)` : '';
  return `${entry.version}${canary}`;
}

// ---------------------------------------------------------------------------------------------------
// the lock and the atomic write

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

function readLock(lock) {
  try {
    const text = fs.readFileSync(lock, 'utf8');
    const st = fs.statSync(lock);
    let info = {};
    try {
      info = JSON.parse(text);
    } catch {
      /* being written (open and write are two steps): judged by its age only */
    }
    return { text, info, ageMs: Date.now() - st.mtimeMs };
  } catch (err) {
    if (err.code === 'ENOENT') return null;
    throw err;
  }
}

function processGone(pid) {
  try {
    process.kill(pid, 0);
    return false;
  } catch (err) {
    return err.code === 'ESRCH';
  }
}

function isStale(held, staleLockMs) {
  if (held.ageMs > staleLockMs) return true;
  const { host, pid } = held.info;
  return host === os.hostname() && Number.isInteger(pid) && pid !== process.pid && processGone(pid);
}

/**
 * Takes a stale lock away: renamed to a name of our own (one process wins the rename), then checked to be
 * the stale one we judged; a fresh lock taken by mistake (another process took over the stale lock
 * between our look and our rename) is put back.
 */
function removeStale(lock, held) {
  const aside = `${lock}.stale-${process.pid}-${randomUUID()}`;
  try {
    fs.renameSync(lock, aside);
  } catch (err) {
    if (err.code === 'ENOENT') return;
    throw err;
  }
  const text = fs.readFileSync(aside, 'utf8');
  if (text !== held.text) {
    try {
      fs.linkSync(aside, lock);
    } catch {
      /* someone holds it again: the revision check still protects the file */
    }
  }
  fs.rmSync(aside, { force: true });
}

/** Runs `fn` holding `<file>.lock` (created with O_EXCL); waits up to `lockTimeoutMs` for another holder. */
export async function withLock(file, fn, { lockTimeoutMs = 15_000, staleLockMs = 30_000 } = {}) {
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const token = randomUUID();
  const until = Date.now() + lockTimeoutMs;
  let delay = 4;
  for (;;) {
    let fd;
    try {
      fd = fs.openSync(lock, 'wx');
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      const held = readLock(lock);
      if (!held) continue;
      if (isStale(held, staleLockMs)) {
        removeStale(lock, held);
        continue;
      }
      if (Date.now() > until) {
        const who = held.info.author ? `${held.info.author} (pid ${held.info.pid} on ${held.info.host})` : 'another process';
        throw new CompositionError(`the composition is being changed by ${who} since ${Math.round(held.ageMs / 1000)} s; try again (a lock older than ${staleLockMs / 1000} s, or of a process that is gone, is taken over: ${lock})`);
      }
      await sleep(delay + Math.random() * delay);
      delay = Math.min(delay * 2, 100);
      continue;
    }
    try {
      fs.writeSync(fd, JSON.stringify({ token, pid: process.pid, host: os.hostname(), time: new Date().toISOString() }));
    } finally {
      fs.closeSync(fd);
    }
    break;
  }
  try {
    return await fn();
  } finally {
    const held = readLock(lock);
    if (held && held.info.token === token) fs.rmSync(lock, { force: true });
  }
}

function fsyncFile(file) {
  const fd = fs.openSync(file, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** Writes `data` to `file` through a temporary file and a rename: a reader never sees half a file. */
export function writeAtomic(file, data) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${randomUUID()}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(data, null, 2) + '\n');
  fsyncFile(tmp);
  fs.renameSync(tmp, file);
}

const revisionOf = (file) => {
  if (!fs.existsSync(file)) return 0;
  try {
    return Number(JSON.parse(fs.readFileSync(file, 'utf8')).revision) || 0;
  } catch {
    return -1;
  }
};

// ---------------------------------------------------------------------------------------------------
// history

/** Every recorded change, oldest first (lines that cannot be read are skipped), optionally of one remote. */
export function readHistory(historyFile, { remote, limit } = {}) {
  let text = '';
  try {
    text = fs.readFileSync(historyFile, 'utf8');
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  const entries = [];
  for (const line of text.split('\n')) {
    if (!line.trim()) continue;
    try {
      const e = JSON.parse(line);
      if (!remote || e.remote === remote) entries.push(e);
    } catch {
      /* a torn last line after a crash: ignored */
    }
  }
  return limit ? entries.slice(-limit) : entries;
}

function appendHistory(historyFile, entry) {
  fs.mkdirSync(path.dirname(historyFile), { recursive: true });
  const fd = fs.openSync(historyFile, 'a');
  try {
    fs.writeSync(fd, JSON.stringify(entry) + '\n');
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

export function defaultAuthor(env = process.env) {
  if (env.USER) return env.USER;
  try {
    return os.userInfo().username;
  } catch {
    return 'unknown';
  }
}

// ---------------------------------------------------------------------------------------------------
// changes

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
 * The change a rollback of `remote` undoes: the newest recorded change that is neither a rollback nor
 * already undone by one (so successive rollbacks walk back one change each).
 */
export function changeToUndo(history) {
  const undone = new Set();
  for (let i = history.length - 1; i >= 0; i--) {
    const e = history[i];
    if (e.action === 'rollback') {
      undone.add(e.undoes);
      continue;
    }
    if (!undone.has(e.revision)) return e;
  }
  return null;
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

// ---------------------------------------------------------------------------------------------------
// per visitor

/** The canary cookie's value from a Cookie header, or the value itself when given without a name. */
function cookieValue(cookieHeaderOrValue) {
  const text = typeof cookieHeaderOrValue === 'string' ? cookieHeaderOrValue : Array.isArray(cookieHeaderOrValue) ? cookieHeaderOrValue.join('; ') : '';
  if (!text.includes('=')) return text.trim();
  for (const part of text.split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === CANARY_COOKIE) return part.slice(i + 1).trim().replace(/^"|"$/g, '');
  }
  return '';
}

/** `mf_catalog:37.mf_cart:5` → Map { mf_catalog → 37, mf_cart → 5 } (anything malformed is ignored). */
export function parseBuckets(value) {
  const buckets = new Map();
  for (const part of String(value ?? '').split('.')) {
    const m = /^([A-Za-z_][A-Za-z0-9_-]{0,63}):(\d{1,2})$/.exec(part);
    if (m) buckets.set(m[1], Number(m[2]));
  }
  return buckets;
}

const liveFields = (r) => {
  const out = { server: r.server, version: r.version };
  if (typeof r.manifest === 'string') out.manifest = r.manifest;
  if (typeof r.ssr === 'string') out.ssr = r.ssr;
  return out;
};

const activeCanary = (r) => r.canary && typeof r.canary.version === 'string' && Number.isInteger(r.canary.share) && r.canary.share >= 1 && r.canary.share <= 100;

/**
 * What this visitor gets (pure, apart from drawing a bucket for a first visit): each remote's live entry,
 * or its candidate when the visitor's bucket for that remote (0-99, from the `mfc` cookie; drawn on the
 * first visit during a canary) is below the canary's share. `setCookie` is there when a bucket was drawn.
 * The same cookie gives the same choice on every visit and on the server and in the browser.
 * `personalized` is true when a canary is running: the answer depends on the visitor's cookie, so a page
 * built from it must not be kept in a shared cache (no `public`/`s-maxage`).
 * @param {object} composition the file's content ({ remotes: { name: { server, version, manifest?, ssr?, canary? } } })
 * @param {string|string[]|undefined} cookieHeaderOrValue the request's Cookie header, or the cookie's value
 * @param {{ randomBucket?: () => number, secure?: boolean }} [options] secure: add `Secure` (https sites)
 * @returns {{ composition: { remotes: Record<string, { server: string, version: string, manifest?: string, ssr?: string }> }, personalized: boolean, setCookie?: string }}
 */
export function chooseForVisitor(composition, cookieHeaderOrValue, { randomBucket = () => randomInt(100), secure = false } = {}) {
  const buckets = parseBuckets(cookieValue(cookieHeaderOrValue));
  const remotes = {};
  let drawn = false;
  let personalized = false;
  for (const [name, r] of Object.entries(composition?.remotes ?? {})) {
    if (!r || typeof r.server !== 'string' || typeof r.version !== 'string') continue;
    if (!activeCanary(r) || !NAME.test(name)) {
      remotes[name] = liveFields(r);
      continue;
    }
    personalized = true;
    let bucket = buckets.get(name);
    if (bucket === undefined) {
      bucket = Math.min(99, Math.max(0, Math.floor(randomBucket())));
      buckets.set(name, bucket);
      drawn = true;
    }
    remotes[name] = bucket < r.canary.share ? liveFields({ server: r.canary.server ?? r.server, version: r.canary.version, manifest: r.canary.manifest, ssr: r.canary.ssr }) : liveFields(r);
  }
  if (!drawn) return { composition: { remotes }, personalized };
  // buckets of remotes no longer composed are dropped; the others are kept (a later canary of the same
  // remote reaches the same visitors first)
  const value = [...buckets].filter(([name]) => composition.remotes[name]).map(([name, b]) => `${name}:${b}`).join('.');
  const setCookie = `${CANARY_COOKIE}=${value}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax; HttpOnly${secure ? '; Secure' : ''}`;
  return { composition: { remotes }, personalized, setCookie };
}
