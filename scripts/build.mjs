#!/usr/bin/env node
// Builds the api, shell and remotes: only what is missing, or everything with --force.
// Prints each package's build time. Usage: node scripts/build.mjs [--force] [package...]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import zlib from 'node:zlib';
import path from 'node:path';
import { root, REMOTES, isBuilt, versionOf } from './lib/apps.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.filter((a) => !a.startsWith('--'));
const all = ['api', 'shell', ...REMOTES.map((r) => r.dir)];
const targets = only.length ? only : all;
const webpackBin = path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js');

const swcBin = path.join(root, 'node_modules', '@swc', 'cli', 'bin', 'swc.js');

/**
 * Writes .br (quality 11) and .gz (level 9) beside every text asset of a web build, once, so the
 * servers send the smallest bytes without compressing per request (@fastify/static serves these
 * siblings; @fastify/compress at its per-request default sent about 5 % more JavaScript). Node's
 * zlib does it in a few lines; no webpack plugin needed. HTML is left out: the shell's page is a
 * template filled per request.
 */
function precompress(dist) {
  if (!fs.existsSync(dist)) return;
  for (const name of fs.readdirSync(dist, { recursive: true })) {
    const file = path.join(dist, String(name));
    if (!/\.(js|css|json|svg|txt)$/.test(file) || !fs.statSync(file).isFile()) continue;
    const data = fs.readFileSync(file);
    if (data.length < 512) continue;
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  }
}

export function build(dir) {
  const started = Date.now();
  if (dir === 'api') {
    // the api runs the contracts' schemas: compile them first (remotes only take their types)
    const c = spawnSync(process.execPath, [swcBin, 'src', '-d', 'dist', '--strip-leading-paths', '-q'], { cwd: path.join(root, 'contracts'), stdio: 'inherit' });
    if (c.status !== 0) throw new Error('build of contracts failed');
  }
  const cmd =
    dir === 'api'
      ? [swcBin, 'src', '-d', 'dist', '--strip-leading-paths', '--copy-files', '-q']
      : [webpackBin, '--mode', 'production'];
  const r = spawnSync(process.execPath, cmd, { cwd: path.join(root, dir), stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (r.status !== 0) throw new Error(`build of ${dir} failed`);
  if (dir !== 'api') precompress(path.join(root, dir, 'dist', versionOf(dir), 'web'));
  const secs = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`[build] ${dir}: ${secs} s`);
  return Number(secs);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const dir of targets) {
    if (!force && isBuilt(dir)) continue;
    build(dir);
  }
}
