#!/usr/bin/env node
// Builds the api, shell and remotes: only what is missing, or everything with --force.
// Prints each package's build time. Usage: node scripts/build.mjs [--force] [package...]
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { root, REMOTES, isBuilt } from './lib/apps.mjs';

const args = process.argv.slice(2);
const force = args.includes('--force');
const only = args.filter((a) => !a.startsWith('--'));
const all = ['api', 'shell', ...REMOTES.map((r) => r.dir)];
const targets = only.length ? only : all;
const webpackBin = path.join(root, 'node_modules', 'webpack', 'bin', 'webpack.js');

const swcBin = path.join(root, 'node_modules', '@swc', 'cli', 'bin', 'swc.js');

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
