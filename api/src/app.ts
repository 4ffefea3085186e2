import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import type { Config } from './config';
import type { AppContext } from './context';
import { AppError } from './lib/errors';
import { isDatabaseBusy } from './db/database';
import { fail } from './lib/envelope';
import { requestLang, t } from './lib/i18n';
import './lib/auth-context';
import { registerMetrics } from './lib/metrics';
import fp from 'fastify-plugin';
import { apiModules, catalogVersionPlugin, healthRoutes, sessionPlugin } from './modules';

export type { AppContext } from './context';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** A browser's state-changing call must come from the storefront's own origin (CSRF defence with SameSite=Lax). */
function originAllowed(req: FastifyRequest, config: Config): boolean {
  const origin = req.headers.origin;
  if (!origin) {
    // Non-browser clients send no Origin; browsers always do on cross-site POSTs.
    const site = req.headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  // req.host and req.protocol follow X-Forwarded-Host/-Proto only from trusted proxies (TRUST_PROXY)
  if (req.host && origin === `${req.protocol}://${req.host}`) return true;
  return config.publicOrigins.includes(origin);
}

/** busboy's errors for a body that is not valid multipart (truncated, no boundary, bad part header). */
const isMalformedMultipart = (err: Error): boolean =>
  /Unexpected end of (form|multipart)|Malformed part header|Multipart: Boundary not found|Malformed urlencoded form|Part terminated early/i.test(err.message ?? '');

export interface BuildOptions {
  /** Called before any route is registered (tests use it to watch routes as they are added). */
  beforeRoutes?: (app: FastifyInstance) => void;
}

export async function buildApp(ctx: AppContext, opts: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: ctx.config.logLevel,
      // one-time codes, passwords and session cookies never reach the logs
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    },
    trustProxy: ctx.config.trustProxy,
    // the request id the shell's server passed on (one id across shell and api logs), else a new one
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, allErrors: false } },
    // Fastify's own refusals (a URL it cannot decode, a parameter too long, a bad content type)
    // answer in the envelope like every other error
    frameworkErrors: (error, req, reply) => {
      const lang = requestLang(req);
      const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
      return (reply as FastifyReply).code(status).send(fail([{ item1: t('common.badRequest', lang), item2: error.code ?? 'common.badRequest' }]));
    },
  });
  app.decorate('ctx', ctx);
  opts.beforeRoutes?.(app);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  await app.register(cookie);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1, fields: 20 } });

  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (STATE_CHANGING.has(req.method) && !originAllowed(req, ctx.config)) {
      const lang = requestLang(req);
      return reply.code(403).send(fail([{ item1: t('common.forbiddenOrigin', lang), item2: 'common.forbiddenOrigin' }]));
    }
  });

  app.setErrorHandler((error: FastifyError | AppError, req, reply) => {
    const lang = requestLang(req);
    if (error instanceof AppError) {
      return reply.code(error.status).send(
        fail(error.messages.map((m) => ({ item1: t(m.code, lang, m.params), item2: m.code })), error.data),
      );
    }
    const fe = error as FastifyError;
    if (fe.validation) {
      const first = fe.validation[0];
      const field =
        (first?.params as { missingProperty?: string } | undefined)?.missingProperty ??
        first?.instancePath?.replace(/^\//, '').replace(/\//g, '.') ??
        '';
      const code = first?.keyword === 'required' ? 'common.requiredField' : field ? 'common.invalidField' : 'common.badRequest';
      return reply.code(400).send(fail([{ item1: t(code, lang, { field }), item2: code }]));
    }
    if (isDatabaseBusy(error)) {
      req.log.warn({ err: { message: error.message } }, 'database busy');
      return reply.code(503).header('Retry-After', '2').send(fail([{ item1: t('common.busy', lang), item2: 'common.busy' }]));
    }
    if (isMalformedMultipart(error)) {
      return reply.code(400).send(fail([{ item1: t('common.badRequest', lang), item2: 'common.badRequest' }]));
    }
    if (fe.statusCode === 413 || fe.code === 'FST_REQ_FILE_TOO_LARGE') {
      return reply.code(413).send(fail([{ item1: t('common.tooLarge', lang), item2: 'common.tooLarge' }]));
    }
    if (fe.statusCode && fe.statusCode >= 400 && fe.statusCode < 500) {
      return reply.code(fe.statusCode).send(fail([{ item1: t('common.badRequest', lang), item2: fe.code ?? 'common.badRequest' }]));
    }
    req.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send(fail([{ item1: t('common.serverError', lang), item2: 'common.serverError' }]));
  });

  app.setNotFoundHandler((req, reply) => {
    const lang = requestLang(req);
    const path = req.url.split('?')[0];
    reply.code(404).send(fail([{ item1: t('common.routeNotFound', lang, { path }), item2: 'common.routeNotFound' }]));
  });

  await app.register(healthRoutes, { prefix: '/api' });
  registerMetrics(app, { token: ctx.config.metricsToken, pool: ctx.database.pool });
  // the session hook is global: it attaches req.user for every module's routes
  await app.register(fp(sessionPlugin, { name: 'session' }));
  // the catalogue's version on the storefront's reads (catalog, content), for the caches that keep them
  await app.register(fp(catalogVersionPlugin, { name: 'catalog-version' }));
  for (const m of apiModules) await app.register(m.routes, { prefix: '/api' });
  return app;
}
