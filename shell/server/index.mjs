// The shell's server (Fastify), one plugin per concern: security headers (security.mjs), the /api proxy
// (api-proxy.mjs), sitemaps and robots.txt (seo/), the operators' page (operator/), and the pages with the
// shell build's static files (pages.mjs: redirects, rendering). Settings are resolved once (config.mjs);
// any request, however malformed, gets a 2xx-4xx answer and the server keeps serving.
import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import fastifyCookie from '@fastify/cookie';
import { serverOptions, answerErrors } from 'server-kit/static.mjs';
import { observabilityPlugin, observabilityOptions } from 'server-kit/observability.mjs';
import { loadShellSettings, settingsOrExit } from '../settings.mjs';
import { serverConfig, ensureCompositionFile } from './config.mjs';
import { readComposition } from './composition.mjs';
import { pageLabel } from './routes.mjs';
import { securityPlugin } from './security.mjs';
import { apiProxyPlugin } from './api-proxy.mjs';
import { seoPlugin } from './seo/index.mjs';
import { operatorPlugin } from './operator/index.mjs';
import { shellSharedVersions } from './operator/shared-versions.mjs';
import { pagesPlugin } from './pages.mjs';
import { cachePurgePlugin, catalogVersionState } from './cache-purge.mjs';
import { loadRenderer } from './renderer.mjs';

/**
 * The shell's server, a Fastify instance (call `.listen({ port, host })`), from the validated settings
 * (`loadShellSettings(env)`, shell/settings.mjs).
 */
export function createShellServer(settings = loadShellSettings(process.env)) {
  const config = serverConfig(settings);
  const { compositionFile, distDir } = config;
  ensureCompositionFile(compositionFile);
  // the catalogue's version as this shell knows it (told by the api's purges, read from its answers)
  const catalogVersion = catalogVersionState();
  const renderer = config.ssr ? loadRenderer(path.join(config.versionDir, 'node', 'server.js'), { apiUrl: config.apiOrigin, remoteTimeoutMs: config.remoteTimeoutMs }) : null;

  const app = Fastify({
    ...serverOptions({ name: 'shell', logLevel: config.logLevel, trustProxy: config.trustProxy }),
    ...observabilityOptions('shell', { level: config.logLevel }),
  });
  answerErrors(app);
  // request cookies (req.cookies) and reply.setCookie for every plugin below
  app.register(fastifyCookie);
  // the api's answers passed through the /api proxy name the catalogue's version: remembered
  app.addHook('onSend', async (req, reply, payload) => {
    const v = reply.getHeader('x-catalog-version');
    if (v !== undefined && req.url.startsWith('/api/')) catalogVersion.note(String(v));
    return payload;
  });
  // request ids, /healthz, /readyz, /metrics, the browsers' remote-failure beacon
  app.register(observabilityPlugin, {
    name: 'shell',
    metricsToken: config.metricsToken,
    knownRemotes: () => Object.keys(readComposition(compositionFile).remotes),
    ready: () => fs.existsSync(path.join(distDir, 'index.html')),
    routeLabel: (req) => (req.routeOptions?.url === '*' ? pageLabel(req.url) : undefined),
  });
  // sitemaps (per language, with alternates) and robots.txt, from the api's list of public pages
  app.register(seoPlugin, { apiUrl: config.apiOrigin, publicOrigin: config.publicUrl, redirectsFile: config.redirectsFile, catalogVersion });
  // POST /__cache/purge: the api's word that the catalogue changed (the shared secret; never proxied)
  app.register(cachePurgePlugin, { secret: config.cachePurgeSecret, state: catalogVersion });
  // the operators' page (404 unless OPERATOR_TOKEN is set)
  app.register(operatorPlugin, { prefix: '/_operator', token: config.operatorToken, compositionFile, shellSharedVersions: shellSharedVersions(config.versionDir) });
  app.register(securityPlugin, { compositionFile });
  app.register(apiProxyPlugin, { apiOrigin: config.apiOrigin });
  app.register(pagesPlugin, { ...config, renderer, catalogVersion });

  // methods the routes above do not take (the proxy takes the usual ones under /api)
  app.setNotFoundHandler(async (req, reply) => {
    if (req.method === 'GET' || req.method === 'HEAD') return reply.code(404).header('content-type', 'text/plain; charset=utf-8').send('not found');
    return reply.code(405).header('allow', req.url.startsWith('/_form/') ? 'POST' : 'GET, HEAD').send();
  });
  return app;
}

/** Starts the server with the environment's settings (or stops with their problems). */
export function main() {
  const s = settingsOrExit('shell', () => loadShellSettings(process.env));
  const app = createShellServer(s);
  const { compositionFile } = serverConfig(s);
  app.listen({ port: s.port, host: s.HOST }).then(
    () => console.log(`[shell] storefront on http://localhost:${s.port}  (composition: ${compositionFile})`),
    (err) => {
      console.error(`[shell] cannot listen on ${s.HOST}:${s.port}: ${err.message}`);
      process.exit(1);
    },
  );
}
