import type { DB } from '../../../db/database';

/**
 * The names of these staff members (disabled ones too), for other modules that keep a staff id
 * beside a write of theirs (who blocked a customer) and show who it was. An id no longer known is
 * left out.
 */
export async function staffNames(db: DB, ids: number[]): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id) && id > 0);
  if (wanted.length === 0) return new Map();
  const rows = await db.selectFrom('staff').select(['id', 'name']).where('id', 'in', wanted).execute();
  return new Map(rows.map((r) => [Number(r.id), String(r.name)]));
}
