import type { DB } from '../../../db/database';

/** What the audit trail keeps of one settings write (the route adds who and from where). */
export interface SettingsAuditEntry {
  /** `setting` (entityId `vat` or `company`), `delivery_method`, `discount_code` */
  entity: 'setting' | 'delivery_method' | 'discount_code';
  entityId: string | number;
  action: 'create' | 'update';
  before: unknown;
  after: unknown;
}

/**
 * Called by every settings write inside its transaction (the entry and the change are saved together
 * or not at all). The routes pass the back office's `recordAudit`; the services stay free of HTTP.
 */
export type SettingsAudit = (trx: DB, entry: SettingsAuditEntry) => Promise<void>;
