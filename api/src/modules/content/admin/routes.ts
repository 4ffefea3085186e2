import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as c from 'contracts/admin-content';
import type { StaffRole } from 'contracts/admin';
import { ok } from '../../../lib/envelope';
import { notFound } from '../../../lib/errors';
import { requestLang } from '../../../lib/i18n';
import { adminRoute, auditActor, recordAudit } from '../../backoffice/public';
import type { FileStore } from '../uploads/file-store';
import { readUpload } from '../uploads/routes';
import { acceptUpload } from '../uploads/service';
import { createBlogCategory, listAdminBlogCategories, updateBlogCategory } from './categories';
import { createProject, createTestimonial, listAdminProjects, listAdminTestimonials, removeProject, removeTestimonial, updateProject, updateTestimonial } from './projects';
import { getAdminPage, getAdminService, listAdminServices, updatePage, updateService } from './services';
import { createPost, getAdminPost, listAdminPosts, previewPost, updatePost, type Audit } from './posts';

/** Who may read and write the content in the back office (the owner always may): every other staff member gets 403. */
export const CONTENT_ROLES: readonly StaffRole[] = ['content'];

/** The back office's audit trail for this request's writes (called inside each write's transaction). */
const auditFor =
  (req: FastifyRequest): Audit =>
  (trx, entry) =>
    recordAudit(trx, { ...auditActor(req), ...entry });

/** The content's back office under /api/admin/content (contracts/admin-content.ts), every route through adminRoute. */
export default async function adminContentRoutes(app: FastifyInstance, opts: { store: FileStore }) {
  const { db } = app.ctx.database;
  const roles = { roles: CONTENT_ROLES };

  adminRoute(app, c.adminListPosts, roles, async (req) => ok(await listAdminPosts(db, req.query)));
  adminRoute(app, c.adminGetPost, roles, async (req) => {
    const post = await getAdminPost(db, req.params.id);
    if (!post) throw notFound('content.postNotFound');
    return ok(post);
  });
  adminRoute(app, c.adminCreatePost, roles, async (req) => ok(await createPost(db, req.body, auditFor(req))));
  adminRoute(app, c.adminUpdatePost, roles, async (req) => ok(await updatePost(db, req.params.id, req.body, auditFor(req))));
  adminRoute(app, c.adminPreviewPost, roles, async (req) => ok(await previewPost(db, req.body, req.query.in ?? requestLang(req))));
  adminRoute(app, c.adminUploadCover, roles, async (req) => {
    const { data, filename } = await readUpload(req, 'cover');
    const answer = await acceptUpload(db, opts.store, 'cover', data, filename);
    return ok({ url: answer.url });
  });

  adminRoute(app, c.adminListBlogCategories, roles, async () => ok(await listAdminBlogCategories(db)));
  adminRoute(app, c.adminCreateBlogCategory, roles, async (req) => ok(await createBlogCategory(db, req.body, auditFor(req))));
  adminRoute(app, c.adminUpdateBlogCategory, roles, async (req) => ok(await updateBlogCategory(db, req.params.id, req.body, auditFor(req))));

  adminRoute(app, c.adminListServices, roles, async () => ok(await listAdminServices(db)));
  adminRoute(app, c.adminGetService, roles, async (req) => {
    const service = await getAdminService(db, req.params.id);
    if (!service) throw notFound('content.serviceNotFound');
    return ok(service);
  });
  adminRoute(app, c.adminUpdateService, roles, async (req) => ok(await updateService(db, req.params.id, req.body, auditFor(req))));
  adminRoute(app, c.adminGetPage, roles, async (req) => {
    const page = await getAdminPage(db, req.params.key);
    if (!page) throw notFound('content.pageNotFound');
    return ok(page);
  });
  adminRoute(app, c.adminUpdatePage, roles, async (req) => ok(await updatePage(db, req.params.key, req.body, auditFor(req))));

  adminRoute(app, c.adminListProjects, roles, async () => ok(await listAdminProjects(db)));
  adminRoute(app, c.adminCreateProject, roles, async (req) => ok(await createProject(db, req.body, auditFor(req))));
  adminRoute(app, c.adminUpdateProject, roles, async (req) => ok(await updateProject(db, req.params.id, req.body, auditFor(req))));
  adminRoute(app, c.adminRemoveProject, roles, async (req) => ok(await removeProject(db, req.params.id, auditFor(req))));
  adminRoute(app, c.adminListTestimonials, roles, async () => ok(await listAdminTestimonials(db)));
  adminRoute(app, c.adminCreateTestimonial, roles, async (req) => ok(await createTestimonial(db, req.body, auditFor(req))));
  adminRoute(app, c.adminUpdateTestimonial, roles, async (req) => ok(await updateTestimonial(db, req.params.id, req.body, auditFor(req))));
  adminRoute(app, c.adminRemoveTestimonial, roles, async (req) => ok(await removeTestimonial(db, req.params.id, auditFor(req))));
}
