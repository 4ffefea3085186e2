// The operators' changes (set, canary, promote, abort, rollback): server-kit's composition store, like
// `npm run compose`, recorded with the author and "(operator page)". A change asked for by cookie must
// come from the page itself (./auth.mjs); a refused one answers 409 with the store's reason.
import { CompositionError, readComposition, checkOffered, setVersion, startCanary, promoteCanary, abortCanary, rollback } from 'server-kit/composition/store.mjs';
import { sameOrigin } from './auth.mjs';
import { page, text } from './views.mjs';

const html = (reply, status, body) => reply.code(status).header('content-type', 'text/html; charset=utf-8').send(body);

/** POST <prefix>/actions/:action. */
export function operatorActions(app, { prefix, compositionFile, historyFile, fetchImpl, timeoutMs }) {
  /** A new live or candidate version must be one the remote's server offers. */
  async function offered(b) {
    const r = readComposition(compositionFile).remotes[b.remote];
    if (!r) throw new CompositionError(`unknown remote ${b.remote}`);
    await checkOffered(r.server, b.version, { fetchImpl, timeoutMs });
  }
  const ACTIONS = {
    async set(o, b) {
      await offered(b);
      return setVersion(o, { remote: b.remote, version: b.version });
    },
    async canary(o, b) {
      await offered(b);
      return startCanary(o, { remote: b.remote, version: b.version, share: b.share });
    },
    promote: (o, b) => promoteCanary(o, { remote: b.remote }),
    abort: (o, b) => abortCanary(o, { remote: b.remote }),
    rollback: (o, b) => rollback(o, { remote: b.remote }),
  };

  app.post('/actions/:action', async (req, reply) => {
    const fn = ACTIONS[req.params.action];
    if (!fn) return html(reply, 404, page('Not found', '<p>No such action.</p>'));
    if (req.operatorAuth === 'cookie' && !sameOrigin(req)) {
      req.log.warn({ origin: req.headers.origin, referer: req.headers.referer }, 'operator change refused: not from this origin');
      return html(reply, 403, page('Refused', `<p class="error">Changes are accepted from this page only.</p><p><a href="${text(prefix)}/">Back</a></p>`));
    }
    const body = req.body && typeof req.body === 'object' ? req.body : {};
    const who = String(body.author ?? '').trim().slice(0, 60) || 'someone';
    const wantsJson = /application\/json/.test(String(req.headers.accept ?? ''));
    try {
      const result = await fn({ file: compositionFile, historyFile, author: `${who} (operator page)` }, { remote: String(body.remote ?? ''), version: String(body.version ?? ''), share: body.share });
      req.log.info({ action: req.params.action, remote: body.remote, revision: result.revision, author: who }, 'composition changed from the operator page');
      if (wantsJson) return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify({ ok: true, revision: result.revision, previous: result.previous, next: result.next }));
      return reply.code(303).header('location', `${prefix}/?done=${result.revision}`).send();
    } catch (err) {
      if (!(err instanceof CompositionError)) throw err;
      if (wantsJson) return reply.code(409).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify({ ok: false, error: err.message }));
      return html(reply, 409, page('Refused', `<p class="error" role="alert">${text(err.message)}</p><p><a href="${text(prefix)}/">Back to the composition</a></p>`));
    }
  });
}
