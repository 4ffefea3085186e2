import { normalizeMobile } from 'contracts/rules';
import type { ContactFormBody, FormSubmission } from 'contracts/content';
import type { DB } from '../../../db/database';
import { AppError, badRequest } from '../../../lib/errors';
import type { RateLimiter } from '../../../lib/rate-limit';
import type { Lang } from '../../../lib/i18n';
import { uploadExists } from '../uploads/queries';
import { activeGroupExists, insertSubmission, listSubmissions } from './queries';
import { validateContactForm } from './validate';

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
     * posts count). Answers the stored id and the group it went to.
     */
    async submit(input: ContactFormBody, from: { ip: string; lang: Lang; userId: number | null }): Promise<{ id: number; contactUsGroupId: number }> {
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
      return { id, contactUsGroupId: form.contactUsGroupId };
    },

    /** The newest submissions; `mobile` in any written form (normalized before matching). */
    async recent(query: { mobile?: string; limit?: number }): Promise<FormSubmission[]> {
      const mobile = query.mobile ? (normalizeMobile(query.mobile) ?? query.mobile) : undefined;
      return listSubmissions(db, { mobile, limit: query.limit ?? 20 });
    },
  };
}
