import type { DB } from '../../../db/database';

/** What the back office's audit trail keeps of one write (the route adds who and from where). */
export interface AuditEntry {
  entity: string;
  entityId: number | null;
  action: string;
  before: unknown;
  after: unknown;
}

/**
 * Called by every write of this folder inside its transaction, so the audit entry and the change are
 * saved together or not at all. The routes pass the back office's `recordAudit`; the services stay
 * free of HTTP and of the backoffice module (their tests pass a recorder).
 */
export type Audit = (trx: DB, entry: AuditEntry) => Promise<void>;

export const noAudit: Audit = async () => undefined;
