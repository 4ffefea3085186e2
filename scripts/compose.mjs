#!/usr/bin/env node
// Operators' tool: which version of each remote is live.
//   npm run compose -- list                      versions each remote server offers (* = live)
//   npm run compose -- set <remote> <version> [--server URL]
//   npm run compose -- rollback <remote>         back to the previous version
//   npm run compose -- show
// The composition file (COMPOSITION_FILE, default data/composition.json) is written atomically
// (temporary file + rename): the shell never reads half a file. Takes effect on the next page load.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './lib/apps.mjs';

const file = process.env.COMPOSITION_FILE ?? path.join(root, 'data', 'composition.json');

export function readFile(f = file) {
  if (!fs.existsSync(f)) {
    const def = path.join(root, 'shell', 'composition.default.json');
    return JSON.parse(fs.readFileSync(def, 'utf8'));
  }
  return JSON.parse(fs.readFileSync(f, 'utf8'));
}

export function writeAtomic(data, f = file) {
  fs.mkdirSync(path.dirname(f), { recursive: true });
  const tmp = `${f}.${process.pid}.${Date.now()}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(data, null, 2) + '\n');
  fs.renameSync(tmp, f);
}

async function offered(server) {
  const res = await fetch(`${server.replace(/\/$/, '')}/versions.json`, { signal: AbortSignal.timeout(3000) });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  return (await res.json()).versions ?? [];
}

function fail(msg) {
  console.error(`compose: ${msg}`);
  process.exit(1);
}

async function main(argv) {
  const [cmd, ...rest] = argv;
  const data = readFile();
  data.remotes ??= {};
  if (!cmd || cmd === 'show') {
    for (const [name, r] of Object.entries(data.remotes)) console.log(`${name.padEnd(12)} ${r.version.padEnd(12)} ${r.server}`);
    return;
  }
  if (cmd === 'list') {
    for (const [name, r] of Object.entries(data.remotes)) {
      try {
        const versions = await offered(r.server);
        console.log(`${name.padEnd(12)} ${versions.map((v) => (v === r.version ? `*${v}` : v)).join('  ')}   (${r.server})`);
      } catch (e) {
        console.log(`${name.padEnd(12)} unreachable: ${e.message}   (${r.server}; live: ${r.version})`);
      }
    }
    return;
  }
  if (cmd === 'set') {
    const [name, version] = rest;
    const si = rest.indexOf('--server');
    const server = si >= 0 ? rest[si + 1] : undefined;
    if (!name || !version) fail('usage: set <remote> <version> [--server URL]');
    const current = data.remotes[name];
    if (!current && !server) fail(`unknown remote ${name}; give --server for a new one`);
    const target = server ?? current.server;
    if (!process.argv.includes('--no-check')) {
      let versions;
      try {
        versions = await offered(target);
      } catch (e) {
        fail(`cannot reach ${target}: ${e.message} (use --no-check to set it anyway)`);
      }
      if (!versions.includes(version)) fail(`${target} does not offer ${version}; it offers: ${versions.join(', ') || 'nothing'}`);
    }
    const history = current ? [...(current.history ?? []), { version: current.version, server: current.server }].slice(-10) : [];
    data.remotes[name] = { server: target, version, history };
    writeAtomic(data);
    console.log(`${name}: ${current ? `${current.version} → ` : ''}${version} (live on next page load)`);
    return;
  }
  if (cmd === 'rollback') {
    const [name] = rest;
    const current = data.remotes[name];
    if (!current) fail(`unknown remote ${name}`);
    const history = [...(current.history ?? [])];
    const prev = history.pop();
    if (!prev) fail(`${name} has no previous version to roll back to`);
    data.remotes[name] = { server: prev.server, version: prev.version, history };
    writeAtomic(data);
    console.log(`${name}: ${current.version} → ${prev.version} (rolled back; live on next page load)`);
    return;
  }
  fail(`unknown command ${cmd}; use list, show, set or rollback`);
}

main(process.argv.slice(2)).catch((e) => fail(e.message));
