import type { FastifyRequest } from 'fastify';
import type { DB } from '../../../db/database';

const AUDIT = 'audit_log';

/** One back-office write, as the writing module describes it. */
export interface AuditRecord {
  /** the staff member who made the write (null: the create-owner command) */
  staffId: number | null;
  /** the address the write came from (`auditActor(req)`), or `cli` for a command */
  ip: string;
  /** what was written: `staff`, `product`, `category`, … */
  entity: string;
  entityId: string | number | null;
  /** `create`, `update`, `delete` or a verb of the module's (`disable`, `price`, …) */
  action: string;
  /** the entity's values before the write (null when it was created) */
  before: unknown;
  /** the entity's values after the write (null when it was removed) */
  after: unknown;
}

const json = (v: unknown) => (v === null || v === undefined ? null : JSON.stringify(v));

/**
 * Records a write in the audit trail. Call it with the write's own transaction (`trx`), after the
 * write: the row and the write commit together or not at all, so a failed write leaves no entry and
 * no write goes unrecorded. The table refuses UPDATE and DELETE (database triggers).
 */
export async function recordAudit(trx: DB, entry: AuditRecord): Promise<void> {
  await trx
    .insertInto(AUDIT)
    .values({
      at: new Date().toISOString(),
      staff_id: entry.staffId,
      ip: entry.ip.slice(0, 64),
      entity: entry.entity.slice(0, 64),
      entity_id: entry.entityId === null ? null : String(entry.entityId).slice(0, 64),
      action: entry.action.slice(0, 32),
      before_json: json(entry.before),
      after_json: json(entry.after),
    })
    .execute();
}

/** Who and from where, for `recordAudit`: `recordAudit(trx, { ...auditActor(req), entity, … })`. */
export function auditActor(req: FastifyRequest): { staffId: number | null; ip: string } {
  return { staffId: req.staff?.id ?? null, ip: req.ip };
}
