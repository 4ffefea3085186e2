#!/usr/bin/env node
// `npm start`: builds what is missing, then starts the api, the four remote servers and the shell
// on fixed ports (SHELL_PORT, API_PORT, MF_*_PORT), and prints the address to open.
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { root, REMOTES, portOf, shellPort, apiPort, isBuilt } from './lib/apps.mjs';
import { supervise } from '../server-kit/supervise.mjs';

const missing = ['api', 'shell', ...REMOTES.map((r) => r.dir)].filter((d) => !isBuilt(d));
if (missing.length) {
  console.log(`[start] building ${missing.join(', ')} …`);
  const r = spawnSync(process.execPath, [path.join(root, 'scripts', 'build.mjs'), ...missing], { stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

// The composition file: created on first start from the committed default, with this run's ports.
const compositionFile = process.env.COMPOSITION_FILE ?? path.join(root, 'data', 'composition.json');
if (!fs.existsSync(compositionFile)) {
  const def = JSON.parse(fs.readFileSync(path.join(root, 'shell', 'composition.default.json'), 'utf8'));
  for (const r of REMOTES) if (def.remotes[r.name]) def.remotes[r.name].server = `http://localhost:${portOf(r)}`;
  fs.mkdirSync(path.dirname(compositionFile), { recursive: true });
  fs.writeFileSync(compositionFile, JSON.stringify(def, null, 2) + '\n');
}

// Each server is supervised: one that exits is logged and restarted with back-off; the others keep running.
const children = [];
function run(name, cwd, args, env) {
  children.push(supervise({ name, cwd, args, env: { ...process.env, ...env } }));
}

function stop(code = 0) {
  for (const c of children) c.stop();
  setTimeout(() => process.exit(code), 300);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

const shell = shellPort();
const env = {
  NODE_ENV: process.env.NODE_ENV ?? 'development',
  // the local storefront runs on the sandbox SMS provider: its outbox (the codes) is a development route
  DEV_ROUTES: process.env.DEV_ROUTES ?? (process.env.NODE_ENV === 'production' ? 'false' : 'true'),
  API_PORT: String(apiPort()),
  API_URL: `http://127.0.0.1:${apiPort()}`,
  SHELL_PORT: String(shell),
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${shell}`,
  COMPOSITION_FILE: compositionFile,
  // the api tells the shell (http://127.0.0.1:SHELL_PORT/__cache/purge) of each catalogue change: one
  // secret for both, made for this run unless one is set
  CACHE_PURGE_SECRET: process.env.CACHE_PURGE_SECRET ?? crypto.randomBytes(24).toString('hex'),
};
run('api', path.join(root, 'api'), ['dist/server.js'], { ...env, PORT: String(apiPort()) });
for (const r of REMOTES) run(r.dir, path.join(root, r.dir), [path.join(root, 'server-kit', 'remote', 'server.mjs'), '--port', String(portOf(r))], env);
run('shell', path.join(root, 'shell'), ['server.mjs'], { ...env, PORT: String(shell) });

setTimeout(() => console.log(`\n  Storefront ready: http://localhost:${shell}/  (English: http://localhost:${shell}/en)\n`), 1500);
