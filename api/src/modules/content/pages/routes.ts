import type { FastifyInstance } from 'fastify';
import { getAboutPage, getCustomerExperiencePage, getHomeWidgets } from 'contracts/content';
import { ok } from '../../../lib/envelope';
import { requestLang } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { customerExperience, homeWidgets, pageByKey } from './service';

/** GET /pages/about, /pages/customerExperience, /content/home. */
export default async function pageRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;

  handle(app, getAboutPage, async (req) => ok(await pageByKey(db, 'about', requestLang(req))));

  handle(app, getCustomerExperiencePage, async (req) => ok(await customerExperience(db, requestLang(req))));

  handle(app, getHomeWidgets, async (req) => ok(await homeWidgets(db, requestLang(req))));
}
