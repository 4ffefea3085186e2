import type { SandboxSms } from 'contracts/auth';
import type { DB } from '../../../db/database';

/** The latest 20 sandbox messages to one mobile, newest first. */
export async function outbox(db: DB, mobile: string): Promise<SandboxSms[]> {
  const rows = await db
    .selectFrom('auth_sms_outbox')
    .select(['id', 'mobile', 'text', 'code', 'created_at'])
    .where('mobile', '=', mobile)
    .orderBy('id', 'desc')
    .limit(20)
    .execute();
  // the code first: scripts that grep the JSON for the first 4-6 digit number find it
  return rows.map((r) => ({ code: r.code ?? null, text: r.text, mobile: r.mobile, createdAt: r.created_at, id: Number(r.id) }));
}
