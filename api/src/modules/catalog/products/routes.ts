import type { FastifyInstance } from 'fastify';
import { listProducts, searchProducts, suggestProducts } from 'contracts/catalog';
import { ok } from '../../../lib/envelope';
import { requestLang } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { indexPendingProducts } from './search-index';
import { browse, search } from './service';
import { suggest } from './suggest';

export default async function productRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  // products added or changed while the api was down (a seed, an import, a migration) are indexed
  // for search before the first request rather than by it
  app.addHook('onReady', async () => {
    await indexPendingProducts(db);
  });

  handle(app, listProducts, async (req) => ok(await browse(db, req.query, requestLang(req))));

  handle(app, searchProducts, async (req) => ok(await search(db, req.query, requestLang(req))));

  /** Suggestions for the header search box. */
  handle(app, suggestProducts, async (req) => ok(await suggest(db, req.query.q, requestLang(req), req.query.category)));
}
