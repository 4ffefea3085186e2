// /api → the api (one origin for the browser), with the client's address appended to X-Forwarded-For and
// the scheme and host passed on; an api that cannot be reached answers 502 in the api's own envelope.
import fastifyHttpProxy from '@fastify/http-proxy';
import { forwardRequestId } from 'server-kit/observability.mjs';

const unavailable = { isSuccess: false, data: null, messages: [{ item1: 'سرور در دسترس نیست. / The server is unavailable.', item2: 'common.unavailable' }] };

/** The client's address appended to the X-Forwarded-For chain it came with (never replacing it). */
export function appendForwardedFor(incoming, address) {
  const chain = (Array.isArray(incoming) ? incoming.join(', ') : String(incoming ?? ''))
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (address) chain.push(address.startsWith('::ffff:') ? address.slice(7) : address);
  return chain.join(', ');
}

/** @param {{ apiOrigin: string }} opts */
export async function apiProxyPlugin(app, { apiOrigin }) {
  await app.register(fastifyHttpProxy, {
    upstream: apiOrigin,
    prefix: '/api',
    rewritePrefix: '/api',
    disableRequestLogging: true,
    replyOptions: {
      rewriteRequestHeaders(request, headers) {
        const proto = String(request.protocol ?? '').toLowerCase();
        const host = request.host;
        const out = {
          ...headers,
          'x-forwarded-for': appendForwardedFor(request.headers['x-forwarded-for'], request.raw.socket?.remoteAddress),
          'x-forwarded-proto': proto === 'https' || proto === 'http' ? proto : request.raw.socket?.encrypted ? 'https' : 'http',
        };
        Object.assign(out, forwardRequestId(request));
        if (request.headers.host) out.host = request.headers.host; // the api sees the shopper's host, as before
        if (host) out['x-forwarded-host'] = host;
        else delete out['x-forwarded-host'];
        return out;
      },
      onError(reply, { error }) {
        const status = Number(error?.statusCode);
        if (status >= 400 && status < 500) return reply.code(status).send({ error: error.code ?? 'bad request' });
        reply.log.warn({ err: error }, 'api unavailable');
        return reply.code(502).header('cache-control', 'no-store').send(unavailable);
      },
    },
  });
}
