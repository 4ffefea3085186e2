import { normalizeMobile } from 'contracts/rules';
import { DEFAULT_CONTACT_GROUP, type ContactFormBody, type FormSubmission } from 'contracts/content';
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../../db/database';
import { AppError, badRequest } from '../../../lib/errors';
import type { RateLimiter } from '../../../lib/rate-limit';
import type { Lang } from '../../../lib/i18n';
import { recordLead, type NewLead } from '../../backoffice/public';
import { findUploadById, uploadExists } from '../uploads/queries';
import { activeGroupExists, groupTitles, insertSubmission, listSubmissions } from './queries';
import { validateContactForm, type ContactForm } from './validate';

/** The contact group of the free consultation and project visit (also what the consultation modal sends). */
const CONSULTATION_GROUP = DEFAULT_CONTACT_GROUP;

/** A stored submission as the back office's leads inbox keeps it (a snapshot: the subject's titles, the attachment). */
async function submissionLead(db: DB, id: number, form: ContactForm, from: { lang: Lang; userId: number | null }): Promise<NewLead> {
  const title = await groupTitles(db, form.contactUsGroupId);
  const file = form.fileId === null ? undefined : await findUploadById(db, form.fileId);
  return {
    kind: form.contactUsGroupId === CONSULTATION_GROUP ? 'consultation' : 'contact',
    source: 'form_submissions',
    sourceId: id,
    fullName: form.fullName,
    mobile: form.mobile,
    email: form.email,
    title: form.title,
    message: form.body,
    visitDate: form.visitDate,
    group: { id: form.contactUsGroupId, title: title ?? { fa: String(form.contactUsGroupId), en: String(form.contactUsGroupId), ru: null } },
    userId: from.userId,
    lang: from.lang,
    attachment: file ? { fileId: Number(file.id), name: file.original_name, mime: file.mime, size: Number(file.size), storedName: file.stored_name } : null,
  };
}

/**
 * Accepted submissions per client address and hour. Generous for people (a family or an office
 * behind one address), enough to keep a script from flooding the leads table. Counted in the
 * database or Redis (the api's limiter, lib/rate-limit.ts): a restart or a second api instance does not reset it.
 */
export const FORM_LIMIT = { max: 30, windowMs: 3_600_000 } as const;

/** The contact form's rules (the per-address flood counts live in the api's limiter). */
export function createContactForms(db: DB, limiter: RateLimiter) {
  return {
    /**
     * Checks and stores a submission (spec §5): every form problem reported at once, then the group
     * and the attachment must exist, then the address must be under its hourly limit (only valid
     * posts count). Answers the stored id and the group it went to. The stored submission then becomes
     * a lead of the back office's inbox (group 1: a consultation request, any other: a contact message).
     */
    async submit(input: ContactFormBody, from: { ip: string; lang: Lang; userId: number | null; log?: FastifyBaseLogger }): Promise<{ id: number; contactUsGroupId: number }> {
      const { errors, form } = validateContactForm(input);
      if (!form) throw new AppError(400, errors);
      if (!(await activeGroupExists(db, form.contactUsGroupId))) throw badRequest('content.form.groupNotFound');
      if (form.fileId !== null && !(await uploadExists(db, form.fileId))) throw badRequest('content.form.fileNotFound');
      await limiter.take('form', from.ip, FORM_LIMIT, { code: 'content.form.tooMany' });
      let id: number;
      try {
        id = await insertSubmission(db, form, { lang: from.lang, userId: from.userId });
      } catch (err) {
        await limiter.giveBack('form', from.ip, FORM_LIMIT).catch(() => undefined);
        // the orphan sweeper removed the attachment since it was checked (a day-old upload)
        if (form.fileId !== null && !(await uploadExists(db, form.fileId))) throw badRequest('content.form.fileNotFound');
        throw err;
      }
      // the back office's inbox (and its SMS); a failure there is logged, the submission is kept
      await recordLead(db, () => submissionLead(db, id, form, from), from.log);
      return { id, contactUsGroupId: form.contactUsGroupId };
    },

    /** The newest submissions; `mobile` in any written form (normalized before matching). */
    async recent(query: { mobile?: string; limit?: number }): Promise<FormSubmission[]> {
      const mobile = query.mobile ? (normalizeMobile(query.mobile) ?? query.mobile) : undefined;
      return listSubmissions(db, { mobile, limit: query.limit ?? 20 });
    },
  };
}
