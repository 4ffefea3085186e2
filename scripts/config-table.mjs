#!/usr/bin/env node
// Writes the README's configuration tables from the servers' setting schemas (the tables ARE the
// schemas: api/src/config.ts `ApiSettings`, shell/settings.mjs `ShellSettings`, server-kit/remote/settings.mjs
// `RemoteSettings`). `--check` fails when the
// README differs. Usage: npm run config:table [-- --check]
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { root, isBuilt } from './lib/apps.mjs';
import { build } from './build.mjs';

const require = createRequire(import.meta.url);
if (!isBuilt('api')) build('api');
const { settingsTable } = require(path.join(root, 'contracts', 'dist', 'settings.js'));
const tables = { api: settingsTable(require(path.join(root, 'api', 'dist', 'config.js')).ApiSettings) };
tables.shell = settingsTable((await import(path.join(root, 'shell', 'settings.mjs'))).ShellSettings);
tables.remote = settingsTable((await import(path.join(root, 'server-kit', 'remote', 'settings.mjs'))).RemoteSettings);

const readmePath = path.join(root, 'README.md');
let readme = fs.readFileSync(readmePath, 'utf8');
for (const [name, table] of Object.entries(tables)) {
  const re = new RegExp(`(<!-- settings:${name}:start -->)[\\s\\S]*?(<!-- settings:${name}:end -->)`);
  if (!re.test(readme)) continue;
  readme = readme.replace(re, (_m, start, end) => `${start}\n${table}\n${end}`);
}
if (process.argv.includes('--check')) {
  if (readme !== fs.readFileSync(readmePath, 'utf8')) {
    console.error('README configuration tables differ from the schemas: run npm run config:table');
    process.exit(1);
  }
  console.log('README configuration tables match the schemas');
} else {
  fs.writeFileSync(readmePath, readme);
  console.log(`README configuration tables written: ${Object.keys(tables).join(', ')}`);
}
