// The page, /composition.json and the shell build's static files, compressed (brotli or gzip): a static
// file is sent as is (hashed names immutable; /sw.js with its own policy), any other path is redirected
// (redirects.mjs) or rendered (render-page.mjs).
import fastifyStatic from '@fastify/static';
import fastifyCompress from '@fastify/compress';
import { fileInside, staticOptions, compressOptions } from 'server-kit/static.mjs';
import { visitorComposition } from './composition.mjs';
import { workerPolicy } from './security.mjs';
import { canonicalHostRedirect, operatorRedirects, redirectFor } from './redirects.mjs';
import { pageRenderer } from './render-page.mjs';
import { formsPlugin } from './forms.mjs';

/** @param {ReturnType<typeof import('./config.mjs').serverConfig> & { renderer: PromiseLike<any> | null }} config */
export async function pagesPlugin(pages, config) {
  const { distDir, compositionFile } = config;
  const log = () => pages.log;
  const rules = operatorRedirects(config.redirectsFile, log);
  const renderPage = pageRenderer(config, log);

  await pages.register(fastifyCompress, compressOptions);
  // POST /_form/*: the shop's forms when the page's scripts have not run (forms.mjs); a refused form is
  // answered with its page, drawn here
  await pages.register(formsPlugin, { apiOrigin: config.apiOrigin, renderPage });
  await pages.register(fastifyStatic, staticOptions(distDir));
  const json = (reply, data) => reply.code(200).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-cache').send(JSON.stringify(data));
  pages.get('/composition.json', async (req, reply) => json(reply, visitorComposition(compositionFile, req, reply).composition));
  pages.get('/health', async (req, reply) => json(reply, { ok: true }));
  pages.get('*', async (req, reply) => {
    let url;
    try {
      if (!req.url.startsWith('/')) throw new Error('not a path');
      url = new URL(`http://x${req.url}`);
    } catch {
      return reply.code(400).header('content-type', 'text/plain; charset=utf-8').send('bad request');
    }
    const pathname = url.pathname;
    // the shell's own static files (hashed → immutable)
    if (pathname !== '/' && !pathname.endsWith('.html')) {
      const file = fileInside(distDir, pathname);
      if (file === '/sw.js') reply.header('content-security-policy', workerPolicy(pages.originsOf(reply.raw)));
      if (file) return reply.sendFile(file, distDir);
    }
    const redirect = canonicalHostRedirect(req, config.publicOrigin) ?? redirectFor(req, url, rules);
    if (redirect) return reply.code(redirect.status).headers(redirect.headers ?? {}).header('location', redirect.location).send();
    return renderPage(reply, pathname, url.search);
  });
}
