// The composition file: where it is, how it is read, and what a valid remote name, version, address and
// share are. Shared by the store (the changes: ./store.mjs) and the servers that only read it.
//
// File format: { revision?, remotes: { <name>: { server, version, manifest?, ssr?, canary?: { version, share,
// manifest?, ssr? }, ...unknown } }, ...unknown }
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../paths.mjs';

/** The committed default a missing composition file starts from. */
export const defaultCompositionTemplate = path.join(root, 'shell', 'composition.default.json');

/** A remote's name in the composition (its federation name). */
export const NAME = /^[A-Za-z_][A-Za-z0-9_-]{0,63}$/;
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
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : fs.readFileSync(defaultCompositionTemplate, 'utf8');
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

export function checkRemoteName(name) {
  if (typeof name !== 'string' || !NAME.test(name)) throw new CompositionError(`not a remote name: ${JSON.stringify(name)} (letters, digits, _ and -)`);
  return name;
}

export function checkVersion(version) {
  if (typeof version !== 'string' || !VERSION.test(version)) throw new CompositionError(`not a version: ${JSON.stringify(version)}`);
  return version;
}

export function checkUrl(value, what) {
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

