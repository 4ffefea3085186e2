// The composition as the shell's server reads it on every page: the remotes' fields the page needs (a file
// that cannot be read composes nothing, logged), their origins (what the page may load code and data from),
// and what this visitor gets (server-kit's per-visitor choice, with its cookie set through @fastify/cookie).
import { chooseForVisitor, CANARY_COOKIE } from 'server-kit/composition/visitor.mjs';
import { readWhenChanged } from './files.mjs';

export function readComposition(file) {
  try {
    const raw = readWhenChanged(file, JSON.parse);
    const remotes = {};
    for (const [name, r] of Object.entries(raw.remotes ?? {})) {
      remotes[name] = { server: r.server, version: r.version, ...(r.manifest ? { manifest: r.manifest } : {}), ...(r.ssr ? { ssr: r.ssr } : {}), ...(r.canary ? { canary: r.canary } : {}) };
    }
    return { remotes };
  } catch (err) {
    console.error('[shell] cannot read composition file', file, err.message);
    return { remotes: {} };
  }
}

/** The origins of the composition's remote servers (what the page may load code and data from), but those of `skip`'s remotes. */
export function remoteOrigins(composition, skip = []) {
  const origins = new Set();
  for (const [name, r] of Object.entries(composition.remotes)) {
    if (skip.includes(name)) continue;
    try {
      const u = new URL(String(r.server));
      if (u.protocol === 'http:' || u.protocol === 'https:') origins.add(u.origin);
    } catch {
      /* not a URL: the page cannot load it either */
    }
  }
  return [...origins];
}

/** The composition this visitor gets: a canary's share is sticky by cookie. */
export function visitorComposition(compositionFile, req, reply) {
  const { composition, cookie, personalized } = chooseForVisitor(readComposition(compositionFile), req.cookies?.[CANARY_COOKIE], { secure: req.protocol === 'https' });
  if (cookie) reply.setCookie(cookie.name, cookie.value, cookie.options);
  if (personalized) reply.header('vary', 'Cookie');
  return { composition, personalized };
}
