import type { FastifyInstance, FastifyRequest } from 'fastify';
import { adminLogout, adminMe, adminRequestOtp, adminSetPassword, adminVerify } from 'contracts/admin';
import { ok } from '../../../lib/envelope';
import { requestLang, t, type MessageCode } from '../../../lib/i18n';
import { addressKey, maskMobile } from '../../auth/public';
import { adminRoute, requireStaff } from '../access/route';
import { endSessionsOf, endStaffSession, startStaffSession } from '../access/sessions';
import { auditActor, recordAudit } from '../audit/service';
import { auditView, findStaffById, toStaffMe } from '../staff/queries';
import { checkStaffSignIn, requestStaffCode, setStaffPassword } from './service';

const message = (req: FastifyRequest, code: MessageCode, params?: Record<string, string | number>) => [{ item1: t(code, requestLang(req), params), item2: code }];
/** Per-address limits key on this (an IPv6 client by their /64), as the shoppers' do. */
const addr = (req: FastifyRequest) => addressKey(req.ip);

export default async function signInRoutes(app: FastifyInstance) {
  const rt = app.backoffice;

  adminRoute(app, adminRequestOtp, { roles: 'public' }, async (req) => {
    const sent = await requestStaffCode(rt, req.body.mobile, addr(req), requestLang(req));
    return ok(sent, message(req, 'auth.otpSent', { mobile: sent.mobile }));
  });

  adminRoute(app, adminVerify, { roles: 'public' }, async (req, reply) => {
    const staff = await checkStaffSignIn(rt, req.body, addr(req));
    await startStaffSession(rt, req, reply, Number(staff.id));
    req.log.info({ staffId: staff.id, mobile: maskMobile(staff.mobile) }, 'staff signed in');
    return ok(toStaffMe(staff), message(req, 'admin.signedIn'));
  });

  adminRoute(app, adminSetPassword, { roles: 'staff' }, async (req) => {
    const me = requireStaff(req);
    const staff = await setStaffPassword(rt, me.id, req.body, addr(req), async (trx, before, after) => {
      // a new password signs every other browser out; this one stays
      await endSessionsOf(trx, me.id, me.sessionId);
      await recordAudit(trx, { ...auditActor(req), entity: 'staff', entityId: me.id, action: 'password', before: auditView(before), after: auditView(after) });
    });
    req.log.info({ staffId: me.id }, 'staff password set');
    return ok(toStaffMe(staff), message(req, 'admin.passwordSaved'));
  });

  adminRoute(app, adminLogout, { roles: 'public' }, async (req, reply) => {
    await endStaffSession(rt, req, reply);
    return ok(null, message(req, 'admin.signedOut'));
  });

  adminRoute(app, adminMe, { roles: 'staff' }, async (req) => {
    const me = requireStaff(req);
    const row = await findStaffById(rt.db, me.id);
    return ok(toStaffMe(row!));
  });
}
