import type { FastifyInstance } from 'fastify';
import { ok } from '../../../lib/envelope';
import { AppError, badRequest, tooMany } from '../../../lib/errors';
import { requestLang, t, type Lang } from '../../../lib/i18n';
import { nowIso } from '../../../db/database';
import { normalizeMobile } from '../../../lib/persian';
import { pick } from '../localize';
import { companyInfo } from '../company';
import { fileUrl } from '../uploads/routes';
import { validateContactForm, type ContactFormInput } from './validate';

const langQuery = {
  type: 'object',
  properties: { lang: { type: 'string', maxLength: 8 } },
} as const;

const nullableString = { type: ['string', 'null'], maxLength: 10000 } as const;
const postFormBody = {
  type: 'object',
  properties: {
    body: nullableString,
    fullName: nullableString,
    mobile: nullableString,
    email: nullableString,
    title: nullableString,
    sendDate: nullableString,
    fileId: { type: ['integer', 'null'], minimum: 1 },
    contactUsGroupId: { type: ['integer', 'null'], minimum: 1 },
  },
} as const;

/**
 * Accepted submissions per client address and hour. Generous for people (a family or an office
 * behind one address), enough to keep a script from flooding the leads table.
 */
const SUBMISSIONS_PER_HOUR = 30;

function hourlyLimiter(max: number) {
  const hits = new Map<string, number[]>();
  return {
    allow(key: string, now = Date.now()): boolean {
      const recent = (hits.get(key) ?? []).filter((t) => now - t < 3_600_000);
      if (recent.length >= max) {
        hits.set(key, recent);
        return false;
      }
      recent.push(now);
      hits.set(key, recent);
      // forget idle addresses now and then so the map cannot grow without bound
      if (hits.size > 10_000) {
        for (const [k, times] of hits) if (times.every((t) => now - t >= 3_600_000)) hits.delete(k);
      }
      return true;
    },
  };
}

interface SubmissionRow {
  id: number;
  contact_group_id: number;
  full_name: string;
  mobile: string;
  email: string | null;
  title: string | null;
  body: string;
  file_id: number | null;
  send_date: string | null;
  lang: Lang;
  user_id: number | null;
  created_at: string;
  stored_name: string | null;
  original_name: string | null;
  mime: string | null;
  size: number | null;
}

export default async function formRoutes(app: FastifyInstance) {
  const { db } = app.ctx.database;
  const limiter = hourlyLimiter(SUBMISSIONS_PER_HOUR);

  app.get('/contact/groups', { schema: { querystring: langQuery } }, async (req) => {
    const lang = requestLang(req);
    const rows = await db.selectFrom('contact_groups').selectAll().where('active', '=', 1).orderBy('sort_order').orderBy('id').execute();
    return ok(rows.map((r) => ({ id: Number(r.id), title: pick(r, 'title', lang) })));
  });

  app.get('/contact/info', { schema: { querystring: langQuery } }, async (req) => ok(companyInfo(requestLang(req))));

  app.post<{ Body: ContactFormInput }>('/form/postForm', { schema: { querystring: langQuery, body: postFormBody } }, async (req) => {
    const lang = requestLang(req);
    const { errors, form } = validateContactForm(req.body ?? {});
    if (!form) throw new AppError(400, errors);

    const group = await db
      .selectFrom('contact_groups')
      .select('id')
      .where('id', '=', form.contactUsGroupId)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!group) throw badRequest('content.form.groupNotFound');
    if (form.fileId !== null) {
      const file = await db.selectFrom('uploads').select('id').where('id', '=', form.fileId).executeTakeFirst();
      if (!file) throw badRequest('content.form.fileNotFound');
    }
    if (!limiter.allow(req.ip)) throw tooMany('content.form.tooMany');

    // awaited insert outside any open transaction: committed before the visitor is told it arrived
    const row = await db
      .insertInto('form_submissions')
      .values({
        contact_group_id: form.contactUsGroupId,
        full_name: form.fullName,
        mobile: form.mobile,
        email: form.email,
        title: form.title,
        body: form.body,
        file_id: form.fileId,
        send_date: form.sendDate,
        lang,
        user_id: req.user?.id ?? null,
        created_at: nowIso(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    req.log.info({ submissionId: Number(row.id), group: form.contactUsGroupId }, 'contact form stored');
    return ok({ id: Number(row.id) }, [{ item1: t('content.form.sent', lang), item2: 'content.form.sent' }]);
  });

  // Read-back for tests and local checks: who wrote what. Never exposed in production.
  if (app.ctx.config.env !== 'production') {
    app.get<{ Querystring: { mobile?: string; limit?: number } }>(
      '/dev/form-submissions',
      {
        schema: {
          querystring: {
            type: 'object',
            properties: { mobile: { type: 'string', maxLength: 32 }, limit: { type: 'integer', minimum: 1, maximum: 100 }, lang: { type: 'string' } },
          },
        },
      },
      async (req) => {
        let q = db
          .selectFrom('form_submissions as s')
          .leftJoin('uploads as u', 'u.id', 's.file_id')
          .select([
            's.id', 's.contact_group_id', 's.full_name', 's.mobile', 's.email', 's.title', 's.body', 's.file_id',
            's.send_date', 's.lang', 's.user_id', 's.created_at', 'u.stored_name', 'u.original_name', 'u.mime', 'u.size',
          ])
          .orderBy('s.id', 'desc')
          .limit(req.query.limit ?? 20);
        if (req.query.mobile) {
          q = q.where('s.mobile', '=', normalizeMobile(req.query.mobile) ?? req.query.mobile);
        }
        const rows = (await q.execute()) as SubmissionRow[];
        return ok(
          rows.map((r) => ({
            id: Number(r.id),
            contactUsGroupId: Number(r.contact_group_id),
            fullName: r.full_name,
            mobile: r.mobile,
            email: r.email,
            title: r.title,
            body: r.body,
            sendDate: r.send_date,
            lang: r.lang,
            userId: r.user_id,
            createdAt: r.created_at,
            file: r.file_id
              ? { id: Number(r.file_id), url: fileUrl(r.stored_name ?? ''), name: r.original_name, mime: r.mime, size: Number(r.size) }
              : null,
          })),
        );
      },
    );
  }
}
