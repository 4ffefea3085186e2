#!/usr/bin/env node
// The shell container's first start: when the composition file (COMPOSITION_FILE) does not exist yet, it
// is made from shell/composition.default.json with each remote's server at its public address,
// REMOTES_URL/<remote folder> (default PUBLIC_URL/remotes, where the load balancer serves the remote
// servers: docker/nginx/locations.conf). An existing file is never touched (`npm run compose` owns it).
// Two shell containers starting together write the same file once: the second finds it made.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The first composition: the committed default with every remote's server under `remotesUrl`. */
export function initialComposition(defaults, remotesUrl) {
  const base = remotesUrl.replace(/\/+$/, '');
  const remotes = {};
  for (const [name, r] of Object.entries(defaults.remotes ?? {})) {
    remotes[name] = { ...r, server: `${base}/${name.replace(/_/g, '-')}` };
  }
  const { $comment, ...rest } = defaults;
  void $comment;
  return { ...rest, remotes };
}

export function remotesUrlFrom(env) {
  if (env.REMOTES_URL) return env.REMOTES_URL;
  if (!env.PUBLIC_URL) throw new Error('set PUBLIC_URL (the storefront as shoppers see it) or REMOTES_URL (where browsers load the remotes from)');
  return new URL('remotes', env.PUBLIC_URL.replace(/\/*$/, '/')).href;
}

/** Writes the composition file unless it exists (linked into place: never over a file another container made). */
export function ensureComposition(file, env = process.env, defaultsFile = path.join(root, 'shell', 'composition.default.json')) {
  if (fs.existsSync(file)) return false;
  const composition = initialComposition(JSON.parse(fs.readFileSync(defaultsFile, 'utf8')), remotesUrlFrom(env));
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(composition, null, 2) + '\n');
  try {
    fs.linkSync(tmp, file);
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
  } finally {
    fs.rmSync(tmp, { force: true });
  }
  return true;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const file = process.env.COMPOSITION_FILE;
  if (!file) {
    console.error('[init-composition] COMPOSITION_FILE is not set');
    process.exit(1);
  }
  try {
    if (ensureComposition(file)) console.log(`[init-composition] ${file} created: remotes under ${remotesUrlFrom(process.env)}`);
  } catch (err) {
    console.error(`[init-composition] ${err.message}`);
    process.exit(1);
  }
}
