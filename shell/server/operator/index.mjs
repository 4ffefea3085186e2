// The operators' page, a Fastify plugin the shell's server mounts under /_operator:
//   await app.register(operatorPlugin, { prefix: '/_operator', token: OPERATOR_TOKEN, compositionFile,
//     historyFile, shellSharedVersions: shellSharedVersions(versionDir) });
// Never public: without a token configured every path answers 404; without credentials 401 (with a login
// form: ./auth.mjs). The page is server-rendered HTML with no script (./views.mjs), or JSON at status.json
// (./status.mjs). Its actions (set, canary, promote, abort, rollback: ./actions.mjs) call server-kit's
// composition store, like `npm run compose`.
import fastifyCookie from '@fastify/cookie';
import { readHistory, historyFileFor, defaultCompositionFile } from 'server-kit/composition/store.mjs';
import { operatorAuth } from './auth.mjs';
import { operatorStatus } from './status.mjs';
import { operatorActions } from './actions.mjs';
import { page, dashboard, changeNotice, text } from './views.mjs';

export { shellSharedVersions, sharedWarnings, sharedVersionsFromManifest } from './shared-versions.mjs';

const html = (reply, status, body) => reply.code(status).header('content-type', 'text/html; charset=utf-8').send(body);

/**
 * @param {import('fastify').FastifyInstance} app
 * @param {{ token?: string, compositionFile?: string, historyFile?: string, shellSharedVersions?: Record<string,string>,
 *   manifestUrl?: (remote: { name: string, server: string, version: string, manifest?: string }) => string,
 *   failures?: { summary(ms: number): Record<string, object> }, fetchImpl?: typeof fetch, timeoutMs?: number,
 *   versionsShown?: number }} opts
 */
export async function operatorPlugin(app, opts = {}) {
  const { token } = opts;
  if (!token) {
    const notFound = async (req, reply) => reply.code(404).header('content-type', 'text/plain; charset=utf-8').header('cache-control', 'no-store').send('not found');
    app.all('/', notFound);
    app.all('/*', notFound);
    return;
  }
  const compositionFile = opts.compositionFile ?? defaultCompositionFile();
  const historyFile = opts.historyFile ?? historyFileFor(compositionFile);
  const fetchImpl = opts.fetchImpl ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 3000;
  const prefix = app.prefix;

  // the session cookie: the shell's server registers @fastify/cookie for every route; alone, the page does
  if (!app.hasDecorator('parseCookie')) await app.register(fastifyCookie);
  // forms post application/x-www-form-urlencoded (@fastify/formbody is not installed; this is what it does)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body))));

  operatorAuth(app, { token, prefix });
  const status = operatorStatus({
    compositionFile,
    historyFile,
    manifestUrl: opts.manifestUrl,
    fetchImpl,
    timeoutMs,
    versionsShown: opts.versionsShown ?? 6,
    provided: opts.shellSharedVersions,
    failures: () => opts.failures ?? app.remoteFailures,
  });

  app.get('/', async (req, reply) => {
    let notice = '';
    const done = Number(req.query?.done);
    if (Number.isInteger(done) && done > 0) {
      const e = readHistory(historyFile).find((h) => h.revision === done);
      if (e) notice = changeNotice(e);
    }
    return html(reply, 200, dashboard(prefix, await status(), notice));
  });

  app.get('/status.json', async (req, reply) => reply.code(200).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(await status())));

  operatorActions(app, { prefix, compositionFile, historyFile, fetchImpl, timeoutMs });

  app.all('/*', async (req, reply) => html(reply, 404, page('Not found', `<p>Not found. <a href="${text(prefix)}/">The composition</a></p>`)));
}

export default operatorPlugin;
