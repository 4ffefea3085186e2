// Security headers on every answer (@fastify/helmet). The Content-Security-Policy names 'self' and exactly
// the composition's remote origins (read per response: an operator's change of a remote's server shows on
// the next page), with a nonce per page for its inline scripts (the boot loader, the page's data).
import { randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import fastifyHelmet from '@fastify/helmet';
import { readComposition, remoteOrigins } from './composition.mjs';

/** One nonce per response, shared by the CSP header and the page's inline scripts. */
const nonces = new WeakMap();
export function nonceOf(res) {
  let n = nonces.get(res);
  if (!n) nonces.set(res, (n = randomBytes(18).toString('base64')));
  return n;
}

/**
 * The service worker's own policy (a worker follows the policy its script came with, not the page's).
 * It runs only its own script and fetches what pages ask for (which their own policy has vetted), from
 * the shop or a remote. An installed worker keeps this policy until its script changes, so it does not
 * depend on the composition of the day: any https origin (a remote moved to another server stays
 * reachable), plus today's remote origins for remotes served over plain http (development).
 */
export function workerPolicy(remotes) {
  return ["default-src 'none'", "script-src 'self'", `connect-src ${["'self'", 'https:', ...remotes].join(' ')}`].join('; ');
}

/**
 * `app.originsOf(res)`: the remote origins, read once per response (the policy names them in five
 * directives, the service worker's policy and the page's preconnects too).
 */
async function securityHeaders(app, { compositionFile }) {
  const originsByResponse = new WeakMap();
  const origins = (res) => {
    let o = originsByResponse.get(res);
    if (!o) originsByResponse.set(res, (o = remoteOrigins(readComposition(compositionFile))));
    return o;
  };
  app.decorate('originsOf', origins);
  const sources = (...fixed) => [(req, res) => ["'self'", ...fixed.map((f) => (typeof f === 'function' ? f(res) : f)), ...origins(res)].join(' ')];
  await app.register(fastifyHelmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: sources((res) => `'nonce-${nonceOf(res)}'`),
        scriptSrcAttr: ["'none'"],
        // the UI library writes its styles into <style> elements and style attributes at run time
        styleSrc: sources("'unsafe-inline'"),
        fontSrc: sources('data:'),
        imgSrc: sources('data:', 'blob:'),
        connectSrc: sources(),
        // the one service worker, /sw.js (its own fetches follow its own policy: workerPolicy)
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        // product videos are addresses an editor enters (often another site's): media only, never code
        mediaSrc: ["'self'", 'https:', 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
      },
    },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
  });
}

export const securityPlugin = fp(securityHeaders, { name: 'shell-security' });
