/**
 * What other modules may use of the back-office module:
 * - `adminRoute(app, contract, { roles }, handler)`: the one way to register a route under
 *   /api/admin (the staff session and role check run first; deny by default: the app refuses to
 *   start when a route there is registered any other way). `roles`: a list of `StaffRole`s (the
 *   owner is always allowed), `'staff'` (any signed-in staff member) or `'public'` (sign-in only).
 * - `requireStaff(req)`: the signed-in staff member (`req.staff`) in such a route's handler.
 * - `recordAudit(trx, { ...auditActor(req), entity, entityId, action, before, after })`: records a
 *   back-office write inside the write's own transaction.
 * - `recordLead(db, lead)`: puts a shopper's contact message, consultation request or price inquiry
 *   in the leads inbox, right after the module kept its own row (the SMS to LEADS_SMS_TO and the
 *   inbox's event stream follow); never throws (a failure is logged, the submission stays kept).
 */
export { adminRoute, requireStaff, type AdminAccess } from './access/route';
export type { StaffPrincipal } from './access/sessions';
export { auditActor, recordAudit, type AuditRecord } from './audit/service';
export { recordLead, type NewLead } from './leads/record';
/** `staffNames(db, ids)`: who a staff id kept by another module's write is (the customers' "blocked by"). */
export { staffNames } from './staff/names';
export type { StaffRole } from 'contracts/admin';
/** For the `create-owner` command (api/src/scripts/admin.ts), whose refusals are worded from messages.ts. */
import './messages';
export { ensureOwner } from './staff/service';
