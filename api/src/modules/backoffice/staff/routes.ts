import type { FastifyInstance, FastifyRequest } from 'fastify';
import { createStaff, listStaff, updateStaff } from 'contracts/admin';
import { ok } from '../../../lib/envelope';
import { requestLang, t } from '../../../lib/i18n';
import { adminRoute } from '../access/route';
import { auditActor } from '../audit/service';
import { listAllStaff, toStaff } from './queries';
import { createStaffMember, updateStaffMember } from './service';

const saved = (req: FastifyRequest) => [{ item1: t('admin.staffSaved', requestLang(req)), item2: 'admin.staffSaved' }];

/** Staff management: the owner's alone. */
export default async function staffRoutes(app: FastifyInstance) {
  const rt = app.backoffice;

  adminRoute(app, listStaff, { roles: ['owner'] }, async () => ok((await listAllStaff(rt.db)).map(toStaff)));

  adminRoute(app, createStaff, { roles: ['owner'] }, async (req) => {
    const row = await createStaffMember(rt.db, req.body, auditActor(req), rt.now());
    req.log.info({ staffId: row.id, by: req.staff?.id }, 'staff member added');
    return ok(toStaff(row), saved(req));
  });

  adminRoute(app, updateStaff, { roles: ['owner'] }, async (req) => {
    const row = await updateStaffMember(rt.db, rt.dialect, req.params.id, req.body, auditActor(req), rt.now());
    req.log.info({ staffId: row.id, by: req.staff?.id }, 'staff member changed');
    return ok(toStaff(row), saved(req));
  });
}
