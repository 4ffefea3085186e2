// The operator page, a Fastify plugin the shell's server mounts under /_operator:
//   await app.register(operatorPlugin, { prefix: '/_operator', token: process.env.OPERATOR_TOKEN, compositionFile,
//     historyFile, shellSharedVersions: shellSharedVersions() });
// Never public: without a token configured every path answers 404; without credentials 401 (with a login
// form). Credentials: `Authorization: Bearer <token>` (scripts, curl), or the login form (POST, so the token
// never appears in an address or a log), which sets an HttpOnly, SameSite=Strict session cookie signed with
// the token (8 hours; changing the token ends every session). Changes by cookie must come from the page
// itself (Origin, else Sec-Fetch-Site, else Referer must be this origin); by bearer token they need nothing
// more. The page is server-rendered HTML with no script (English: an internal page), or JSON at status.json.
// For each remote: live and candidate versions, the versions its server offers (<server>/versions.json), the
// shared modules each version was built with (its mf-manifest.json `shared`), warnings where it requires a
// shared module the shell does not provide in a satisfying version (semver), and the remote failures
// browsers reported in the last hour (the observability plugin's store). Its actions (set, canary, promote,
// abort, rollback) call scripts/lib/composition.mjs, like `npm run compose`.
import path from 'node:path';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import {
  CompositionError,
  readComposition,
  readHistory,
  historyFileFor,
  defaultCompositionFile,
  describeEntry,
  offeredVersions,
  checkOffered,
  setVersion,
  startCanary,
  promoteCanary,
  abortCanary,
  rollback,
  browserManifestUrl,
} from '../scripts/lib/composition.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const SESSION_COOKIE = 'operator_session';
const SESSION_SECONDS = 8 * 60 * 60;
const HOUR = 3_600_000;

/** The browser manifest of a remote's version (the composition library's rule). */
export const defaultManifestUrl = browserManifestUrl;
const legacyManifestUrl = (remote) => `${String(remote.server).replace(/\/$/, '')}/${encodeURIComponent(remote.version)}/mf-manifest.json`;

/** { name: version } of the modules a federation manifest (a build's mf-manifest.json) shares. */
export function sharedVersionsFromManifest(manifest) {
  const out = {};
  for (const s of Array.isArray(manifest?.shared) ? manifest.shared : []) if (s && typeof s.name === 'string' && typeof s.version === 'string') out[s.name] = s.version;
  return out;
}

/**
 * { name: version } of what the shell provides, from the federation configuration it is built with
 * (scripts/webpack/federation.cjs) and the installed packages' versions.
 */
export function shellSharedVersions() {
  const require = createRequire(path.join(here, 'package.json'));
  const { shared } = require('../scripts/webpack/federation.cjs');
  const out = {};
  for (const [name, cfg] of Object.entries(shared({ host: true, production: true }))) {
    if (cfg.version) {
      out[name] = cfg.version;
      continue;
    }
    const pkg = name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0];
    try {
      out[name] = require(`${pkg}/package.json`).version;
    } catch {
      /* not installed: not provided */
    }
  }
  return out;
}

/** Warnings for one build: the shared modules it requires that the shell does not provide in a satisfying version. */
export function sharedWarnings(shared, provided) {
  if (!provided) return [];
  const warnings = [];
  for (const s of shared) {
    const have = provided[s.name];
    const range = typeof s.requiredVersion === 'string' && s.requiredVersion !== '*' ? s.requiredVersion : null;
    if (!have) {
      warnings.push(`requires ${s.name}${range ? ` ${range}` : ''}, which the shell does not provide`);
      continue;
    }
    if (!range || !semver.validRange(range)) continue;
    const v = semver.valid(have) ?? semver.valid(semver.coerce(have));
    if (!v || !semver.satisfies(v, range, { includePrerelease: true })) warnings.push(`requires ${s.name} ${range}; the shell provides ${have}`);
  }
  return warnings;
}

// ---------------------------------------------------------------------------------------------------
// HTML

const esc = (s) => String(s ?? '').replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

const STYLE = `body{font:15px/1.45 system-ui,sans-serif;margin:0 auto;max-width:72rem;padding:1rem;color:#1b1b1b}
h1{font-size:1.4rem}h2{font-size:1.15rem;margin:0 0 .5rem}section{border:1px solid #ccc;border-radius:6px;padding:1rem;margin:1rem 0}
table{border-collapse:collapse;width:100%}th,td{text-align:start;padding:.25rem .5rem;border-bottom:1px solid #e5e5e5;vertical-align:top}
.warn{color:#8a1c00;font-weight:600}.ok{color:#1d5e20}.note{background:#eef6ee;padding:.5rem 1rem;border-radius:4px}.error{background:#fbeaea;padding:.5rem 1rem;border-radius:4px}
form.inline{display:inline-block;margin:.25rem .75rem .25rem 0}input,select,button{font:inherit}code{font-size:.9em}`;

function page(title, body) {
  return `<!doctype html><html lang="en" dir="ltr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">
<title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

function loginPage(prefix, message) {
  return page(
    'Operator sign-in',
    `<h1>Operator page</h1>${message ? `<p class="error">${esc(message)}</p>` : ''}
<form method="post" action="${esc(prefix)}/login"><label>Operator token <input type="password" name="token" autocomplete="current-password" required></label> <button type="submit">Sign in</button></form>
<p>Scripts may send <code>Authorization: Bearer &lt;token&gt;</code> instead.</p>`,
  );
}

const authorField = '<label>author <input name="author" size="10" placeholder="your name"></label>';

function remoteSection(prefix, r) {
  const action = (name, fields, label, extra = '') =>
    `<form class="inline" method="post" action="${esc(prefix)}/actions/${name}"><input type="hidden" name="remote" value="${esc(r.name)}">${fields}${extra} ${authorField} <button type="submit">${esc(label)}</button></form>`;
  const offeredList = r.offered.versions ?? [];
  const options = offeredList.map((v) => `<option${v === r.version ? ' selected' : ''}>${esc(v)}</option>`).join('');
  const candidates = offeredList.filter((v) => v !== r.version);
  const candidateOptions = candidates.map((v) => `<option${v === (r.canary?.version ?? candidates[0]) ? ' selected' : ''}>${esc(v)}</option>`).join('');
  const offered = r.offered.error ? `<span class="warn">cannot reach ${esc(r.server)}: ${esc(r.offered.error)}</span>` : esc(offeredList.join(', ') || 'nothing');
  const builds = r.builds
    .map((b) => {
      const role = b.version === r.version ? 'live' : b.version === r.canary?.version ? `candidate (${r.canary.share} %)` : '';
      const shared = b.error
        ? `<span class="warn">manifest not readable: ${esc(b.error)}</span>`
        : `<details><summary>${b.shared.length} shared modules</summary><ul>${b.shared.map((s) => `<li><code>${esc(s.name)}</code> ${esc(s.version ?? '')}${s.requiredVersion ? ` (requires ${esc(s.requiredVersion)})` : ''}</li>`).join('')}</ul></details>`;
      const warnings = b.warnings.length ? `<ul>${b.warnings.map((w) => `<li class="warn">${esc(w)}</li>`).join('')}</ul>` : b.error ? '' : '<span class="ok">none</span>';
      return `<tr><td>${esc(b.version)}</td><td>${esc(role)}</td><td>${shared}</td><td>${warnings}</td></tr>`;
    })
    .join('');
  const f = r.failures;
  const failures = f
    ? `<p class="warn">${f.count} report${f.count === 1 ? '' : 's'} in the last hour: ${Object.entries(f.kinds).map(([k, n]) => `${esc(k)} ${n}`).join(', ')}${Object.keys(f.versions).length ? `; versions ${Object.entries(f.versions).map(([v, n]) => `${esc(v)} ${n}`).join(', ')}` : ''}</p>
<ul>${f.latest.map((e) => `<li>${esc(e.time)} ${esc(e.kind)} ${esc(e.version ?? '')}: ${esc(e.message)}</li>`).join('')}</ul>`
    : '<p class="ok">No failures reported by browsers in the last hour.</p>';
  const canaryForms = r.canary
    ? action('promote', '', `Promote ${r.canary.version}`) + action('abort', '', 'Abort canary')
    : '';
  return `<section aria-labelledby="r-${esc(r.name)}"><h2 id="r-${esc(r.name)}">${esc(r.name)}</h2>
<table><tbody><tr><th scope="row">Live</th><td>${esc(r.version)}</td></tr>
<tr><th scope="row">Candidate</th><td>${r.canary ? `${esc(r.canary.version)} to ${esc(r.canary.share)} % of visitors` : 'none'}</td></tr>
<tr><th scope="row">Server</th><td><code>${esc(r.server)}</code></td></tr>
<tr><th scope="row">Versions offered</th><td>${offered}</td></tr></tbody></table>
<h3>Builds</h3><table><thead><tr><th>version</th><th>role</th><th>built with</th><th>warnings</th></tr></thead><tbody>${builds}</tbody></table>
<h3>Browser reports</h3>${failures}
<h3>Actions</h3>
${options ? action('set', `<label>live version <select name="version">${options}</select></label>`, 'Set live') : ''}
${candidateOptions ? action('canary', `<label>candidate <select name="version">${candidateOptions}</select></label> <label>share % <input name="share" type="number" min="1" max="100" value="${esc(r.canary?.share ?? 10)}" size="4"></label>`, r.canary ? 'Change canary' : 'Start canary') : ''}
${canaryForms}${action('rollback', '', 'Roll back last change')}
</section>`;
}

function dashboard(prefix, status, notice) {
  const history = status.history
    .slice()
    .reverse()
    .map((e) => `<tr><td>#${esc(e.revision)}</td><td>${esc(e.time)}</td><td>${esc(e.author)}</td><td>${esc(e.action)}</td><td>${esc(e.remote)}</td><td>${esc(describeEntry(e.previous))} → ${esc(describeEntry(e.next))}</td></tr>`)
    .join('');
  return page(
    'Operator: composition',
    `<header><h1>Storefront composition</h1><p>Composition revision ${esc(status.revision)} · <code>${esc(status.compositionFile)}</code></p>
<form method="post" action="${esc(prefix)}/logout"><button type="submit">Sign out</button></form></header>
${notice ?? ''}${status.shellShared ? '' : '<p class="warn">The shell’s shared module versions are not known: no compatibility warnings.</p>'}
<main>${status.remotes.map((r) => remoteSection(prefix, r)).join('')}
<section><h2>Recent changes</h2><table><thead><tr><th>change</th><th>time</th><th>author</th><th>action</th><th>remote</th><th>value</th></tr></thead><tbody>${history || '<tr><td colspan="6">none recorded</td></tr>'}</tbody></table></section></main>`,
  );
}

// ---------------------------------------------------------------------------------------------------

const digest = (s) => createHash('sha256').update(String(s)).digest();
const sameSecret = (a, b) => typeof a === 'string' && typeof b === 'string' && timingSafeEqual(digest(a), digest(b));

function cookieOf(req, name) {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const i = part.indexOf('=');
    if (i > 0 && part.slice(0, i).trim() === name) return part.slice(i + 1).trim();
  }
  return undefined;
}

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
  const manifestUrl = opts.manifestUrl ?? defaultManifestUrl;
  const fetchImpl = opts.fetchImpl ?? fetch;
  const timeoutMs = opts.timeoutMs ?? 3000;
  const versionsShown = opts.versionsShown ?? 6;
  const provided = opts.shellSharedVersions;
  const prefix = app.prefix;
  const sessionKey = createHmac('sha256', token).update('operator session').digest();
  const manifests = new Map(); // url → manifest; a published version never changes

  // forms post application/x-www-form-urlencoded (@fastify/formbody is not installed; this is what it does)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 16_384 }, (req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body))));

  const sign = (expires) => createHmac('sha256', sessionKey).update(String(expires)).digest('base64url');
  const sessionValid = (value) => {
    const m = /^(\d{10})\.([A-Za-z0-9_-]{43})$/.exec(value ?? '');
    return Boolean(m && Number(m[1]) * 1000 > Date.now() && sameSecret(m[2], sign(m[1])));
  };
  const bearer = (req) => /^Bearer\s+(\S+)\s*$/i.exec(String(req.headers.authorization ?? ''))?.[1];
  const authOf = (req) => (bearer(req) !== undefined ? (sameSecret(bearer(req), token) ? 'bearer' : null) : sessionValid(cookieOf(req, SESSION_COOKIE)) ? 'cookie' : null);
  const isHttps = (req) => req.protocol === 'https';
  const cookie = (req, value, maxAge) => `${SESSION_COOKIE}=${value}; Path=${prefix || '/'}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${isHttps(req) ? '; Secure' : ''}`;

  /** A change posted with the session cookie must come from this origin (the page's own forms). */
  function sameOrigin(req) {
    const here = `${req.protocol}://${req.host}`;
    const origin = req.headers.origin;
    if (origin && origin !== 'null') return origin === here;
    const site = req.headers['sec-fetch-site'];
    if (site) return site === 'same-origin';
    try {
      return new URL(String(req.headers.referer)).origin === here;
    } catch {
      return false;
    }
  }

  app.addHook('onRequest', async (req, reply) => {
    reply.header('cache-control', 'no-store');
    reply.header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'");
    reply.header('x-robots-tag', 'noindex, nofollow');
    reply.header('referrer-policy', 'same-origin');
    if (req.method === 'POST' && req.routeOptions.url === `${prefix}/login`) return;
    const auth = authOf(req);
    if (!auth) {
      return reply.code(401).header('www-authenticate', 'Bearer realm="operator"').header('content-type', 'text/html; charset=utf-8').send(loginPage(prefix, bearer(req) !== undefined || cookieOf(req, SESSION_COOKIE) ? 'Not signed in (wrong token or expired session).' : null));
    }
    req.operatorAuth = auth;
  });

  const html = (reply, status, body) => reply.code(status).header('content-type', 'text/html; charset=utf-8').send(body);

  app.post('/login', async (req, reply) => {
    if (!sameOrigin(req)) return html(reply, 403, loginPage(prefix, 'Sign in from this page.'));
    if (!sameSecret(req.body?.token, token)) {
      req.log.warn('operator sign-in refused');
      return html(reply, 401, loginPage(prefix, 'Wrong token.'));
    }
    const expires = Math.floor(Date.now() / 1000) + SESSION_SECONDS;
    return reply.code(303).header('set-cookie', cookie(req, `${expires}.${sign(expires)}`, SESSION_SECONDS)).header('location', `${prefix}/`).send();
  });

  app.post('/logout', async (req, reply) => reply.code(303).header('set-cookie', cookie(req, '', 0)).header('location', `${prefix}/`).send());

  async function manifestOf(entry) {
    const urls = [manifestUrl(entry)];
    if (!opts.manifestUrl && !entry.manifest) urls.push(legacyManifestUrl(entry)); // builds from before {web,node}
    let lastError;
    for (const url of urls) {
      if (manifests.has(url)) return manifests.get(url);
      try {
        const res = await fetchImpl(url, { signal: AbortSignal.timeout(timeoutMs), headers: { accept: 'application/json' } });
        if (!res.ok) throw new Error(`HTTP ${res.status} from ${url}`);
        const manifest = await res.json();
        if (manifests.size > 500) manifests.clear();
        manifests.set(url, manifest);
        return manifest;
      } catch (err) {
        lastError = err.name === 'TimeoutError' ? new Error(`no answer within ${timeoutMs} ms from ${url}`) : err;
      }
    }
    throw lastError;
  }

  async function status() {
    const data = readComposition(compositionFile);
    const failures = (opts.failures ?? app.remoteFailures)?.summary(HOUR) ?? {};
    const remotes = await Promise.all(
      Object.entries(data.remotes).map(async ([name, r]) => {
        const offered = await offeredVersions(r.server, { timeoutMs, fetchImpl }).then(
          (versions) => ({ versions }),
          (err) => ({ error: err.name === 'TimeoutError' ? `no answer within ${timeoutMs} ms` : err.cause?.code ?? err.message }),
        );
        const versions = [...new Set([r.version, r.canary?.version, ...(offered.versions ?? []).slice(0, versionsShown)].filter(Boolean))];
        const builds = await Promise.all(
          versions.map(async (version) => {
            const entry =
              version === r.version ? { name, server: r.server, version, manifest: r.manifest } : version === r.canary?.version ? { name, server: r.canary.server ?? r.server, version, manifest: r.canary.manifest } : { name, server: r.server, version };
            try {
              const manifest = await manifestOf(entry);
              const shared = (Array.isArray(manifest.shared) ? manifest.shared : []).map((s) => ({ name: s.name, version: s.version, requiredVersion: s.requiredVersion, singleton: s.singleton }));
              return { version, shared, warnings: sharedWarnings(shared, provided) };
            } catch (err) {
              return { version, shared: [], warnings: [], error: err.message };
            }
          }),
        );
        return { name, server: r.server, version: r.version, canary: r.canary ?? null, offered, builds, failures: failures[name] ?? null };
      }),
    );
    return { revision: data.revision ?? 0, compositionFile, shellShared: Boolean(provided), remotes, history: readHistory(historyFile, { limit: 20 }) };
  }

  app.get('/', async (req, reply) => {
    let notice = '';
    const done = Number(req.query?.done);
    if (Number.isInteger(done) && done > 0) {
      const e = readHistory(historyFile).find((h) => h.revision === done);
      if (e) notice = `<p class="note" role="status">Change #${e.revision} recorded: ${esc(e.action)} ${esc(e.remote)}, ${esc(describeEntry(e.previous))} → ${esc(describeEntry(e.next))} (by ${esc(e.author)}). Visitors get it on their next page load.</p>`;
    }
    return html(reply, 200, dashboard(prefix, await status(), notice));
  });

  app.get('/status.json', async (req, reply) => reply.code(200).header('content-type', 'application/json; charset=utf-8').send(JSON.stringify(await status())));

  const ACTIONS = {
    async set(o, b) {
      const r = readComposition(compositionFile).remotes[b.remote];
      if (!r) throw new CompositionError(`unknown remote ${b.remote}`);
      await checkOffered(r.server, b.version, { fetchImpl, timeoutMs });
      return setVersion(o, { remote: b.remote, version: b.version });
    },
    async canary(o, b) {
      const r = readComposition(compositionFile).remotes[b.remote];
      if (!r) throw new CompositionError(`unknown remote ${b.remote}`);
      await checkOffered(r.server, b.version, { fetchImpl, timeoutMs });
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
      return html(reply, 403, page('Refused', `<p class="error">Changes are accepted from this page only.</p><p><a href="${esc(prefix)}/">Back</a></p>`));
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
      return html(reply, 409, page('Refused', `<p class="error" role="alert">${esc(err.message)}</p><p><a href="${esc(prefix)}/">Back to the composition</a></p>`));
    }
  });

  app.all('/*', async (req, reply) => html(reply, 404, page('Not found', `<p>Not found. <a href="${esc(prefix)}/">The composition</a></p>`)));
}

export default operatorPlugin;
