#!/usr/bin/env node
// What a Node entry file needs at run time, for an image that carries only that: the entry and every file
// it imports by a relative path, and the installed packages it imports, with their dependencies as the
// lockfile resolves them (the same folders `npm ci` made). Lists them, or copies them into a folder.
//   node docker/deps-closure.mjs [--root DIR] [--copy DEST] <entry file> ...
// The remote static server's image uses it (docker/remote.Dockerfile): its server needs five packages
// of the workspace's two thousand.
import fs from 'node:fs';
import path from 'node:path';
import { builtinModules } from 'node:module';

const BUILTIN = new Set(builtinModules);
// static imports and re-exports, dynamic import() and require() of a literal specifier
const SPECIFIER = /(?:\bimport\s*(?:[\w*{}\s,$]+\s*from\s*)?|\bexport\s*[\w*{}\s,$]*\s*from\s*|\bimport\s*\(\s*|\brequire\s*\(\s*)['"]([^'"]+)['"]/g;

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`, `name/sub` → `name`), or null for a built-in. */
export function packageOf(specifier) {
  if (specifier.startsWith('node:') || BUILTIN.has(specifier.split('/')[0])) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The entry files and the files they import by relative path (repository-relative), and the packages they import. */
export function sourceClosure(root, entries) {
  const files = new Set();
  const packages = new Set();
  const visit = (rel) => {
    if (files.has(rel)) return;
    const abs = path.join(root, rel);
    if (!fs.existsSync(abs)) throw new Error(`${rel}: imported but not found`);
    files.add(rel);
    if (!/\.(m|c)?js$/.test(rel)) return;
    const text = fs.readFileSync(abs, 'utf8');
    for (const m of text.matchAll(SPECIFIER)) {
      const spec = m[1];
      if (spec.startsWith('.')) visit(path.relative(root, path.resolve(path.dirname(abs), spec)));
      else {
        const pkg = packageOf(spec);
        if (pkg) packages.add(pkg);
      }
    }
  };
  for (const e of entries) visit(path.relative(root, path.resolve(root, e)));
  return { files: [...files].sort(), packages: [...packages].sort() };
}

/**
 * The lockfile paths (`node_modules/a`, `node_modules/a/node_modules/b`, a workspace's folder) that
 * `names`, imported from the repository's root, need: Node's resolution (the nearest node_modules up
 * the tree) over the lockfile's `packages`, through dependencies, optional and peer dependencies that
 * are installed, and workspace links.
 */
export function packageClosure(lock, names, from = '') {
  const pkgs = lock.packages ?? {};
  const needed = new Set();
  const resolve = (base, name) => {
    for (let at = base; ; ) {
      const candidate = `${at ? `${at}/` : ''}node_modules/${name}`;
      if (pkgs[candidate]) return candidate;
      if (at === '') return null;
      const i = at.lastIndexOf('/node_modules/');
      at = i < 0 ? '' : at.slice(0, i);
    }
  };
  const visit = (p) => {
    if (needed.has(p)) return;
    needed.add(p);
    const entry = pkgs[p];
    if (entry.link) {
      // a workspace: node_modules/<name> is a link to its folder, which has its own dependencies
      if (pkgs[entry.resolved] !== undefined) visit(entry.resolved);
      return;
    }
    const optional = { ...entry.optionalDependencies, ...entry.peerDependencies };
    for (const name of Object.keys({ ...entry.dependencies, ...optional })) {
      const found = resolve(p, name);
      if (found) visit(found);
      else if (!(name in optional)) throw new Error(`${p} needs ${name}, which the lockfile does not have`);
    }
  };
  for (const name of names) {
    const found = resolve(from, name);
    if (!found) throw new Error(`${name}: not in the lockfile`);
    visit(found);
  }
  return [...needed].sort();
}

function main(argv) {
  let root = process.cwd();
  let dest = null;
  const entries = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--root') root = path.resolve(argv[++i]);
    else if (argv[i] === '--copy') dest = path.resolve(argv[++i]);
    else entries.push(argv[i]);
  }
  if (!entries.length) {
    console.error('usage: node docker/deps-closure.mjs [--root DIR] [--copy DEST] <entry file> ...');
    process.exit(2);
  }
  const lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
  const { files, packages } = sourceClosure(root, entries);
  const folders = packageClosure(lock, packages);
  if (!dest) {
    for (const p of [...files, ...folders]) console.log(p);
    return;
  }
  for (const rel of [...files, ...folders]) {
    const from = path.join(root, rel);
    // an optional dependency of another platform is in the lockfile but not installed
    if (!fs.existsSync(from) && rel.includes('node_modules/') && !fs.lstatSync(from, { throwIfNoEntry: false })) continue;
    fs.mkdirSync(path.dirname(path.join(dest, rel)), { recursive: true });
    fs.cpSync(from, path.join(dest, rel), { recursive: true, verbatimSymlinks: true, dereference: false, force: true });
  }
  console.log(`[deps-closure] ${files.length} files and ${folders.length} package folders copied to ${dest}`);
}

if (import.meta.url === `file://${process.argv[1]}`) main(process.argv.slice(2));
