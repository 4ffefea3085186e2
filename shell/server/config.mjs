// The shell server's settings, resolved once: the validated settings (shell/settings.mjs, whose schema
// holds every default) plus the few defaults that are paths of this repository. Every plugin takes its
// part of this object; none reads the environment.
import fs from 'node:fs';
import path from 'node:path';
import { defaultCompositionFile, defaultCompositionTemplate } from 'server-kit/composition/file.mjs';
import { loadShellSettings, trustProxyOption } from '../settings.mjs';

import { shellDir } from './paths.mjs';

/** The shell package's folder (routes.json, redirects.json, dist/). */
export { shellDir };
const pkg = JSON.parse(fs.readFileSync(path.join(shellDir, 'package.json'), 'utf8'));

/** The composition file is created from the committed default on first start. */
export function ensureCompositionFile(file = defaultCompositionFile()) {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.copyFileSync(defaultCompositionTemplate, file);
  }
  return file;
}

/**
 * What the server runs with, from the validated settings (`loadShellSettings(env)`): the api's origin,
 * the files it reads, the build it serves (dist/<version>/{web,node,boot}) and its switches.
 */
export function serverConfig(settings = loadShellSettings(process.env)) {
  const versionDir = path.join(shellDir, 'dist', settings.SHELL_VERSION ?? pkg.version);
  return {
    apiOrigin: new URL(settings.API_URL).origin,
    compositionFile: settings.COMPOSITION_FILE ?? defaultCompositionFile(),
    redirectsFile: settings.REDIRECTS_FILE ?? path.join(shellDir, 'redirects.json'),
    versionDir,
    distDir: path.join(versionDir, 'web'),
    ssr: settings.SSR !== 'off',
    scriptsAfterPaint: settings.SCRIPTS_AFTER_PAINT !== 'off',
    ssrTimeoutMs: settings.SSR_TIMEOUT_MS,
    remoteTimeoutMs: settings.REMOTE_TIMEOUT_MS,
    publicUrl: settings.PUBLIC_URL,
    publicOrigin: settings.PUBLIC_URL ? new URL(settings.PUBLIC_URL).origin : null,
    operatorToken: settings.OPERATOR_TOKEN,
    metricsToken: settings.METRICS_TOKEN,
    cachePurgeSecret: settings.CACHE_PURGE_SECRET,
    trustProxy: trustProxyOption(settings.TRUST_PROXY),
    logLevel: settings.logLevel,
    host: settings.HOST,
    port: settings.port,
  };
}
