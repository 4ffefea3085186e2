import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  adminChangeLead,
  adminExportLeads,
  adminGetLead,
  adminLeadAssignees,
  adminLeadAttachment,
  adminLeadEvents,
  adminLeadNote,
  adminLeadSummary,
  adminListLeads,
} from 'contracts/admin-leads';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { requestLang } from '../../../lib/i18n';
import { openUploadedFile } from '../../content/public';
import { adminRoute, requireStaff } from '../access/route';
import { auditActor } from '../audit/service';
import { exportLeads, listLeads } from './list';
import { findLead, LEAD_ROLES, leadAssignees, leadSummary } from './queries';
import { addLeadNote, changeLead, leadForStaff, type LeadActor } from './service';
import type { LeadStream } from './stream';

/** Who acts: the signed-in staff member and from where. */
function actor(req: FastifyRequest): LeadActor {
  return { ...auditActor(req), staffId: requireStaff(req).id };
}

/** A header-safe file name (the RFC 6266 fallback for old clients; the real one goes in filename*). */
const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
/** The name as RFC 5987 writes it (UTF-8, percent-encoded; ' ( ) * too). */
const utf8Name = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/**
 * The leads inbox under /admin/leads (contracts/admin-leads.ts), every route through adminRoute with
 * role `support` (the owner always may); everyone else 403, no staff session 401.
 */
export default async function leadRoutes(app: FastifyInstance, opts: { stream: LeadStream }) {
  const rt = app.backoffice;
  const { db } = rt;
  const roles = { roles: LEAD_ROLES };

  adminRoute(app, adminListLeads, roles, async (req) => ok(await listLeads(db, req.query, requestLang(req))));

  adminRoute(app, adminExportLeads, roles, async (req, reply) => {
    const csv = await exportLeads(db, req.query, requestLang(req));
    const name = `leads-${new Date().toISOString().slice(0, 10)}.csv`;
    reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store').type('text/csv; charset=utf-8');
    return reply.send(csv);
  });

  adminRoute(app, adminLeadSummary, roles, async () => ok(await leadSummary(db)));

  adminRoute(app, adminLeadEvents, roles, async (req, reply) => {
    await opts.stream.open(reply, requireStaff(req).sessionId);
    return reply;
  });

  adminRoute(app, adminLeadAssignees, roles, async () => ok(await leadAssignees(db)));

  adminRoute(app, adminGetLead, roles, async (req) => ok(await leadForStaff(db, req.params.id, requestLang(req))));

  adminRoute(app, adminChangeLead, roles, async (req) => {
    const lead = await changeLead(db, req.params.id, req.body, actor(req), requestLang(req));
    req.log.info({ leadId: lead.id, status: lead.status, assigneeId: lead.assignee?.id ?? null, by: req.staff?.id }, 'lead changed');
    return ok(lead);
  });

  adminRoute(app, adminLeadNote, roles, async (req) => ok(await addLeadNote(db, req.params.id, req.body.text, actor(req), requestLang(req))));

  // the attachment for staff only (the public /api/files/:name refuses a sent form's attachment)
  adminRoute(app, adminLeadAttachment, roles, async (req, reply) => {
    const lead = await findLead(db, req.params.id);
    if (!lead) throw notFound('leads.notFound');
    const file = lead.file_stored_name ? await openUploadedFile(db, lead.file_stored_name) : null;
    if (!file) throw notFound('leads.noAttachment');
    const name = lead.file_name || 'file';
    return reply
      .header('content-type', lead.file_mime || 'application/octet-stream')
      .header('content-length', String(file.size))
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'private, no-store')
      .header('content-disposition', `attachment; filename="${asciiName(name)}"; filename*=UTF-8''${utf8Name(name)}`)
      .send(file.stream);
  });
}
