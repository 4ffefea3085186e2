import type { AdminProject, AdminTestimonial, ProjectInput, TestimonialInput } from 'contracts/admin-content';
import type { DB } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/errors';
import { catalogWrite, type TouchedPages } from '../../catalog/public';
import { MOTIFS, PALETTE_COUNT, coverUrl } from '../covers/svg';
import { parseJson } from '../lib/localize';
import { inEach } from './pages';
import type { Audit } from './posts';

type Row = Record<string, unknown>;
const str = (v: unknown) => (v === null || v === undefined ? null : String(v));
const texts = (r: Row, base: string) => ({ fa: String(r[`${base}_fa`] ?? ''), en: String(r[`${base}_en`] ?? ''), ru: str(r[`${base}_ru`]) });
const trimmed = (v: { fa: string; en: string; ru: string | null }, field: string) => {
  const out = { fa: v.fa.trim(), en: v.en.trim(), ru: v.ru?.trim() || null };
  for (const l of ['fa', 'en'] as const) if (!out[l]) throw badRequest('common.requiredField', { field: `${field}.${l}` });
  return out;
};
const columns = (base: string, v: { fa: string; en: string; ru: string | null }) => ({ [`${base}_fa`]: v.fa, [`${base}_en`]: v.en, [`${base}_ru`]: v.ru });
/** Projects and testimonials show on the customer-experience page and on home. */
const touch = (touched: TouchedPages) => touched.add(...inEach('/customerExperience'), ...inEach('/'));

const toProject = (r: Row): AdminProject => ({
  id: Number(r.id),
  titles: texts(r, 'title'),
  clients: texts(r, 'client'),
  cities: texts(r, 'city'),
  summaries: texts(r, 'summary'),
  year: Number(r.year),
  serviceLabels: parseJson<string[]>(r.service_labels_json, []),
  cover: String(r.cover),
  sortOrder: Number(r.sort_order),
});
const toTestimonial = (r: Row): AdminTestimonial => ({
  id: Number(r.id),
  authors: texts(r, 'author'),
  roles: texts(r, 'role'),
  quotes: texts(r, 'quote'),
  rating: Number(r.rating),
  projectId: r.project_id === null || r.project_id === undefined ? null : Number(r.project_id),
  sortOrder: Number(r.sort_order),
});

export async function listAdminProjects(db: DB): Promise<AdminProject[]> {
  return (await db.selectFrom('projects').selectAll().orderBy('sort_order').orderBy('id').execute()).map(toProject);
}
const oneProject = async (db: DB, id: number) => {
  const r = await db.selectFrom('projects').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toProject(r) : null;
};

async function projectValues(trx: DB, input: ProjectInput) {
  const labels = [...new Set(input.serviceLabels.map((l) => l.trim()))];
  if (labels.length) {
    const known = await trx.selectFrom('services').select('label').where('label', 'in', labels).execute();
    if (known.length !== labels.length) throw badRequest('content.admin.serviceInvalid');
  }
  return {
    ...columns('title', trimmed(input.title, 'title')),
    ...columns('client', trimmed(input.client, 'client')),
    ...columns('city', trimmed(input.city, 'city')),
    ...columns('summary', trimmed(input.summary, 'summary')),
    year: input.year,
    service_labels_json: JSON.stringify(labels),
    sort_order: input.sortOrder,
  };
}

export async function createProject(db: DB, input: ProjectInput, audit: Audit): Promise<AdminProject> {
  return catalogWrite(db, async (trx, touched) => {
    const values = await projectValues(trx, input);
    const n = Number((await trx.selectFrom('projects').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n ?? 0) + 1;
    const row = await trx
      .insertInto('projects')
      .values({ ...values, cover: input.cover ?? coverUrl(MOTIFS[n % MOTIFS.length], n % PALETTE_COUNT) })
      .returning('id')
      .executeTakeFirstOrThrow();
    const after = (await oneProject(trx, Number(row.id)))!;
    touch(touched);
    await audit(trx, { entity: 'project', entityId: after.id, action: 'create', before: null, after });
    return after;
  });
}

export async function updateProject(db: DB, id: number, input: ProjectInput, audit: Audit): Promise<AdminProject> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await oneProject(trx, id);
    if (!before) throw notFound('common.notFound');
    const values = await projectValues(trx, input);
    await trx.updateTable('projects').set({ ...values, cover: input.cover ?? before.cover }).where('id', '=', id).execute();
    const after = (await oneProject(trx, id))!;
    touch(touched);
    await audit(trx, { entity: 'project', entityId: id, action: 'update', before, after });
    return after;
  });
}

export async function removeProject(db: DB, id: number, audit: Audit): Promise<{ id: number }> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await oneProject(trx, id);
    if (!before) throw notFound('common.notFound');
    await trx.updateTable('testimonials').set({ project_id: null }).where('project_id', '=', id).execute();
    await trx.deleteFrom('projects').where('id', '=', id).execute();
    touch(touched);
    await audit(trx, { entity: 'project', entityId: id, action: 'delete', before, after: null });
    return { id };
  });
}

export async function listAdminTestimonials(db: DB): Promise<AdminTestimonial[]> {
  return (await db.selectFrom('testimonials').selectAll().orderBy('sort_order').orderBy('id').execute()).map(toTestimonial);
}
const oneTestimonial = async (db: DB, id: number) => {
  const r = await db.selectFrom('testimonials').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toTestimonial(r) : null;
};

async function testimonialValues(trx: DB, input: TestimonialInput) {
  if (input.projectId !== null && !(await trx.selectFrom('projects').select('id').where('id', '=', input.projectId).executeTakeFirst())) throw badRequest('content.admin.projectInvalid');
  return {
    ...columns('author', trimmed(input.author, 'author')),
    ...columns('role', trimmed(input.role, 'role')),
    ...columns('quote', trimmed(input.quote, 'quote')),
    rating: input.rating,
    project_id: input.projectId,
    sort_order: input.sortOrder,
  };
}

export async function createTestimonial(db: DB, input: TestimonialInput, audit: Audit): Promise<AdminTestimonial> {
  return catalogWrite(db, async (trx, touched) => {
    const row = await trx.insertInto('testimonials').values(await testimonialValues(trx, input)).returning('id').executeTakeFirstOrThrow();
    const after = (await oneTestimonial(trx, Number(row.id)))!;
    touch(touched);
    await audit(trx, { entity: 'testimonial', entityId: after.id, action: 'create', before: null, after });
    return after;
  });
}

export async function updateTestimonial(db: DB, id: number, input: TestimonialInput, audit: Audit): Promise<AdminTestimonial> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await oneTestimonial(trx, id);
    if (!before) throw notFound('common.notFound');
    await trx.updateTable('testimonials').set(await testimonialValues(trx, input)).where('id', '=', id).execute();
    const after = (await oneTestimonial(trx, id))!;
    touch(touched);
    await audit(trx, { entity: 'testimonial', entityId: id, action: 'update', before, after });
    return after;
  });
}

export async function removeTestimonial(db: DB, id: number, audit: Audit): Promise<{ id: number }> {
  return catalogWrite(db, async (trx, touched) => {
    const before = await oneTestimonial(trx, id);
    if (!before) throw notFound('common.notFound');
    await trx.deleteFrom('testimonials').where('id', '=', id).execute();
    touch(touched);
    await audit(trx, { entity: 'testimonial', entityId: id, action: 'delete', before, after: null });
    return { id };
  });
}
