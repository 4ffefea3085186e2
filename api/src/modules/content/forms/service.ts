import { normalizeMobile } from 'contracts/rules';
import type { ContactFormBody, FormSubmission } from 'contracts/content';
import type { DB } from '../../../db/database';
import { AppError, badRequest, tooMany } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { uploadExists } from '../uploads/queries';
import { activeGroupExists, insertSubmission, listSubmissions } from './queries';
import { validateContactForm } from './validate';

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

/** The contact form's rules; one instance per app (it keeps the per-address flood counts). */
export function createContactForms(db: DB) {
  const limiter = hourlyLimiter(SUBMISSIONS_PER_HOUR);
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
      if (!limiter.allow(from.ip)) throw tooMany('content.form.tooMany');
      const id = await insertSubmission(db, form, { lang: from.lang, userId: from.userId });
      return { id, contactUsGroupId: form.contactUsGroupId };
    },

    /** The newest submissions; `mobile` in any written form (normalized before matching). */
    async recent(query: { mobile?: string; limit?: number }): Promise<FormSubmission[]> {
      const mobile = query.mobile ? (normalizeMobile(query.mobile) ?? query.mobile) : undefined;
      return listSubmissions(db, { mobile, limit: query.limit ?? 20 });
    },
  };
}
