// The storefront's processes, their folders and ports (each overridable by environment).
import path from 'node:path';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const REMOTES = [
  { dir: 'mf-catalog', name: 'mf_catalog', portEnv: 'MF_CATALOG_PORT', port: 3001 },
  { dir: 'mf-content', name: 'mf_content', portEnv: 'MF_CONTENT_PORT', port: 3002 },
  { dir: 'mf-cart', name: 'mf_cart', portEnv: 'MF_CART_PORT', port: 3003 },
  { dir: 'mf-account', name: 'mf_account', portEnv: 'MF_ACCOUNT_PORT', port: 3004 },
  { dir: 'mf-admin', name: 'mf_admin', portEnv: 'MF_ADMIN_PORT', port: 3005 },
];

export const portOf = (app, env = process.env) => Number(env[app.portEnv] ?? app.port);
export const shellPort = (env = process.env) => Number(env.SHELL_PORT ?? 3000);
export const apiPort = (env = process.env) => Number(env.API_PORT ?? 4000);

export function versionOf(dir) {
  return JSON.parse(fs.readFileSync(path.join(root, dir, 'package.json'), 'utf8')).version;
}

/** Is this app's current version built? */
export function isBuilt(dir) {
  if (dir === 'api') return fs.existsSync(path.join(root, 'api', 'dist', 'server.js')) && fs.existsSync(path.join(root, 'contracts', 'dist', 'settings.js'));
  // dist/<version>/web (browsers) and dist/<version>/node (the shell's server renders with it)
  const out = path.join(root, dir, 'dist', versionOf(dir));
  return dir === 'shell'
    ? fs.existsSync(path.join(out, 'web', 'index.html')) && fs.existsSync(path.join(out, 'node', 'server.js'))
    : fs.existsSync(path.join(out, 'web', 'mf-manifest.json')) && fs.existsSync(path.join(out, 'node', 'remoteEntry.js'));
}
