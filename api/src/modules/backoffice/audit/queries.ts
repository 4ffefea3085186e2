import type { AuditEntry } from 'contracts/admin';
import type { DB } from '../../../db/database';

export interface AuditFilter {
  staffId?: number;
  entity?: string;
  /** ISO instants, inclusive */
  from?: string;
  to?: string;
}

const parse = (text: string | null): unknown => {
  if (text === null) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** One page of the trail, newest first, with the total that matches. */
export async function findAudit(db: DB, filter: AuditFilter, page: number, pageSize: number): Promise<{ items: AuditEntry[]; total: number }> {
  let base = db.selectFrom('audit_log as a');
  if (filter.staffId !== undefined) base = base.where('a.staff_id', '=', filter.staffId);
  if (filter.entity !== undefined) base = base.where('a.entity', '=', filter.entity);
  if (filter.from !== undefined) base = base.where('a.at', '>=', filter.from);
  if (filter.to !== undefined) base = base.where('a.at', '<=', filter.to);
  const count = await base.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  const rows = await base
    .leftJoin('staff as s', 's.id', 'a.staff_id')
    .select(['a.id', 'a.at', 'a.staff_id', 's.name as staff_name', 'a.ip', 'a.entity', 'a.entity_id', 'a.action', 'a.before_json', 'a.after_json'])
    .orderBy('a.id', 'desc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)
    .execute();
  return {
    total: Number(count.n),
    items: rows.map((r) => ({
      id: Number(r.id),
      at: String(r.at),
      staffId: r.staff_id === null ? null : Number(r.staff_id),
      staffName: r.staff_name ?? null,
      ip: String(r.ip),
      entity: String(r.entity),
      entityId: r.entity_id ?? null,
      action: String(r.action),
      before: parse(r.before_json),
      after: parse(r.after_json),
    })),
  };
}
