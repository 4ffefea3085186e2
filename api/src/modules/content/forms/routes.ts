import type { FastifyInstance } from 'fastify';
import { getContactInfo, listContactGroups, listFormSubmissions, postContactForm } from 'contracts/content';
import { ok } from '../../../lib/envelope';
import { requestLang, t } from '../../../lib/i18n';
import { handle } from '../../../lib/route';
import { companyInfo } from './company';
import { listContactGroups as activeContactGroups } from './queries';
import { createContactForms } from './service';
import type { RateLimiter } from '../../../lib/rate-limit';

/** GET /contact/groups, /contact/info; POST /form/postForm; GET /dev/form-submissions (only with DEV_ROUTES, never in production). */
export default async function formRoutes(app: FastifyInstance, opts: { limiter: RateLimiter }) {
  const { db } = app.ctx.database;
  const forms = createContactForms(db, opts.limiter);

  handle(app, listContactGroups, async (req) => ok(await activeContactGroups(db, requestLang(req))));

  // the company's details in use, read per request (the back office's change shows at once)
  handle(app, getContactInfo, async (req) => ok(await companyInfo(db, app.ctx.config, requestLang(req))));

  handle(app, postContactForm, async (req) => {
    const lang = requestLang(req);
    const { id, contactUsGroupId } = await forms.submit(req.body ?? {}, { ip: req.ip, lang, userId: req.user?.id ?? null, log: req.log });
    req.log.info({ submissionId: id, group: contactUsGroupId }, 'contact form stored');
    return ok({ id }, [{ item1: t('content.form.sent', lang), item2: 'content.form.sent' }]);
  });

  // Read-back for tests and local checks: who wrote what. Only when the development routes are
  // asked for (DEV_ROUTES), and never in production even then.
  if (app.ctx.config.devRoutes && app.ctx.config.env !== 'production') {
    handle(app, listFormSubmissions, async (req) => ok(await forms.recent(req.query)));
  }
}
