/**
 * The content's back office, posts and blog categories (/api/admin/content/…): a `content` staff
 * member lists, writes and previews (each write audited and purging the post's pages, the blog's, home
 * and the sitemaps); a catalogue one gets 403; a post scheduled ahead is absent from the blog, its
 * article and the sitemaps' list until its time comes; bodies are sanitized; a stale change is a 409.
 */
import * as c from 'contracts/admin-content';
import type { RouteContract } from 'contracts/common';
import { listPublicContent } from '../src/modules/content/public';
import { announceDuePosts, DRAFT_PUBLISHED_AT } from '../src/modules/content/admin/posts';
import { addStaff, signInStaff } from './admin-helpers';
import { Client, createTestApp, describeEachDb, type TestApp } from './helpers';

const routes = (Object.values(c) as unknown[]).filter((v): v is RouteContract => typeof v === 'object' && v !== null && 'method' in v && 'url' in v);
const concrete = (r: RouteContract) => `/api${r.url.replace(':id', '1')}`;

describeEachDb('content back office: posts', (kind) => {
  let t: TestApp;
  let content: Client;
  let catalogue: Client;
  let categoryId: number;
  const audit = async () => t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();
  const purges = async () => (await t.app.inject({ method: 'GET', url: '/api/dev/cache-purges?limit=100' })).json().data as Array<{ version: number; urls: string[] }>;

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    await addStaff(t, '09120000201', ['content']);
    await addStaff(t, '09120000202', ['catalogue']);
    content = new Client(t.app);
    catalogue = new Client(t.app);
    await signInStaff(content, t.app, '09120000201');
    await signInStaff(catalogue, t.app, '09120000202');
    const cats = await content.request({ method: 'GET', url: '/api/admin/content/blog-categories' });
    expect(cats.statusCode).toBe(200);
    categoryId = cats.json().data[0].id;
  });
  afterAll(() => t.close());

  const body = (over: Record<string, unknown> = {}) => ({
    categoryId,
    title: { fa: 'مطلب زمان‌بندی‌شده', en: 'A scheduled article', ru: null },
    slug: { fa: null, en: null, ru: null },
    summary: { fa: 'خلاصه', en: 'Summary', ru: null },
    body: { fa: '<p>متن مقاله<script>alert(1)</script></p>', en: '<p onclick="x()">Article text</p><img src="javascript:alert(1)">', ru: null },
    cover: null,
    publishedAt: null,
    active: true,
    ...over,
  });
  const publicList = async () => (await t.app.inject({ method: 'GET', url: '/api/blog/posts?lang=fa' })).json().data.items as Array<{ id: number; title: string }>;
  const publicPost = (id: number) => t.app.inject({ method: 'GET', url: `/api/blog/posts/${id}?lang=fa` });

  it(`gives a catalogue staff member 403 on every route (${routes.length}) and writes nothing`, async () => {
    const before = (await audit()).length;
    for (const r of routes) {
      const res = await catalogue.request({ method: r.method, url: concrete(r), payload: r.method === 'GET' ? undefined : {} });
      expect([r.url, res.statusCode, res.json().messages[0].item2]).toEqual([r.url, 403, 'admin.forbidden']);
    }
    expect((await audit()).length).toBe(before);
  });

  it('creates a draft (sanitized, audited, purged), hidden from the storefront', async () => {
    const purgesBefore = (await purges()).length;
    const res = await content.request({ method: 'POST', url: '/api/admin/content/posts', payload: body() });
    expect(res.statusCode).toBe(200);
    const post = res.json().data;
    expect(post).toMatchObject({ status: 'draft', publishedAt: null, version: 0, slugs: { fa: 'مطلب-زمان-بندی-شده', en: 'a-scheduled-article', ru: null } });
    expect(post.bodies.fa).toBe('<p>متن مقاله</p>');
    expect(post.bodies.en).not.toMatch(/onclick|javascript|script/);
    expect(post.cover).toMatch(/^\/api\/content\/covers\/.+\.svg$/);
    const row = await t.database.db.selectFrom('posts').select(['published_at', 'body_fa']).where('id', '=', post.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ published_at: DRAFT_PUBLISHED_AT, body_fa: '<p>متن مقاله</p>' });
    const entries = (await audit()).filter((a) => a.entity === 'post' && String(a.entity_id) === String(post.id));
    expect(entries.map((a) => a.action)).toEqual(['create']);
    const all = await purges();
    expect(all.length).toBe(purgesBefore + 1);
    const urls = all[0].urls.map((u) => decodeURIComponent(new URL(u, 'https://x').pathname));
    expect(urls).toEqual(expect.arrayContaining([`/po/${post.id}/مطلب-زمان-بندی-شده`, `/en/po/${post.id}/a-scheduled-article`, '/st/blog', '/', '/fa-ir-sitemap.xml']));
    expect((await publicList()).some((p) => p.id === post.id)).toBe(false);
    expect((await publicPost(post.id)).statusCode).toBe(404);
  });

  it('schedules a post a minute ahead: absent from the blog, the article and the sitemaps until then, present after', async () => {
    const created = (await content.request({ method: 'POST', url: '/api/admin/content/posts', payload: body({ title: { fa: 'برنامه‌ریزی', en: 'Planned', ru: null } }) })).json().data;
    const ahead = new Date(Date.now() + 60_000).toISOString();
    const res = await content.request({ method: 'PATCH', url: `/api/admin/content/posts/${created.id}`, payload: { ...body({ title: { fa: 'برنامه‌ریزی', en: 'Planned', ru: null } }), publishedAt: ahead, version: created.version } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'scheduled', publishedAt: ahead, version: 1 });
    expect((await publicList()).some((p) => p.id === created.id)).toBe(false);
    expect((await publicPost(created.id)).statusCode).toBe(404);
    expect((await listPublicContent(t.database.db)).posts.some((p) => p.id === created.id)).toBe(false);
    const listed = await content.request({ method: 'GET', url: '/api/admin/content/posts?status=scheduled' });
    expect(listed.json().data.items.map((p: { id: number }) => p.id)).toContain(created.id);

    // the minute passes (the row's time moved back, as the clock would move forward)
    const past = new Date(Date.now() - 1000).toISOString();
    await t.database.db.updateTable('posts').set({ published_at: past }).where('id', '=', created.id).execute();
    expect((await publicList()).find((p) => p.id === created.id)?.title).toBe('برنامه‌ریزی');
    const article = await publicPost(created.id);
    expect(article.statusCode).toBe(200);
    expect(article.json().data.body).toContain('متن مقاله');
    expect((await listPublicContent(t.database.db)).posts.find((p) => p.id === created.id)?.slugs.fa).toBe('برنامه-ریزی');
    // its time coming purges its pages
    const n = (await purges()).length;
    expect(await announceDuePosts(t.database.db, new Date(Date.now() - 5000).toISOString(), new Date().toISOString())).toBeGreaterThanOrEqual(1);
    expect((await purges()).length).toBe(n + 1);
    expect((await purges())[0].urls.some((u) => u.includes(`/po/${created.id}/`))).toBe(true);
  });

  it('answers a stale change with 409 and the current post, writing nothing', async () => {
    const created = (await content.request({ method: 'POST', url: '/api/admin/content/posts', payload: body() })).json().data;
    const first = await content.request({ method: 'PATCH', url: `/api/admin/content/posts/${created.id}`, payload: { ...body({ title: { fa: 'اول', en: 'First', ru: null } }), version: 0 } });
    expect(first.statusCode).toBe(200);
    const n = (await audit()).length;
    const stale = await content.request({ method: 'PATCH', url: `/api/admin/content/posts/${created.id}`, payload: { ...body({ title: { fa: 'دوم', en: 'Second', ru: null } }), version: 0 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().messages[0].item2).toBe('content.admin.stale');
    expect(stale.json().data).toMatchObject({ version: 1, titles: { en: 'First' } });
    expect((await audit()).length).toBe(n);
  });

  it('refuses bad input with a localized 400 and writes nothing', async () => {
    const n = (await audit()).length;
    const count = async () => Number((await t.database.db.selectFrom('posts').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);
    const posts = await count();
    const blank = await content.request({ method: 'POST', url: '/api/admin/content/posts?lang=fa', payload: body({ body: { fa: '<script>x</script>', en: '<p>x</p>', ru: null } }) });
    expect([blank.statusCode, blank.json().messages[0].item2]).toEqual([400, 'common.requiredField']);
    const noCategory = await content.request({ method: 'POST', url: '/api/admin/content/posts?lang=en', payload: body({ categoryId: 99999 }) });
    expect([noCategory.statusCode, noCategory.json().messages[0].item2]).toEqual([400, 'content.admin.categoryInvalid']);
    expect(noCategory.json().messages[0].item1).toBe('The chosen category does not exist.');
    const badCover = await content.request({ method: 'POST', url: '/api/admin/content/posts', payload: body({ cover: 'https://evil.example/x.png' }) });
    expect(badCover.statusCode).toBe(400);
    expect(await count()).toBe(posts);
    expect((await audit()).length).toBe(n);
  });

  it('previews the form as the storefront would serve it', async () => {
    const res = await content.request({ method: 'POST', url: '/api/admin/content/posts/preview?in=fa', payload: body() });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'مطلب زمان‌بندی‌شده', body: '<p>متن مقاله</p>', readingMinutes: 1 });
  });

  it('creates and renames a blog category (audited; a taken slug is a 409)', async () => {
    const made = await content.request({ method: 'POST', url: '/api/admin/content/blog-categories', payload: { name: { fa: 'آموزش', en: 'Lessons', ru: null }, slug: 'Lessons 1' } });
    expect(made.statusCode).toBe(200);
    expect(made.json().data).toMatchObject({ slug: 'lessons-1', postCount: 0 });
    const taken = await content.request({ method: 'POST', url: '/api/admin/content/blog-categories', payload: { name: { fa: 'الف', en: 'A', ru: null }, slug: 'lessons-1' } });
    expect([taken.statusCode, taken.json().messages[0].item2]).toEqual([409, 'content.admin.slugTaken']);
    const renamed = await content.request({ method: 'PUT', url: `/api/admin/content/blog-categories/${made.json().data.id}`, payload: { name: { fa: 'آموزش‌ها', en: 'Lessons', ru: 'Уроки' }, slug: 'lessons' } });
    expect(renamed.json().data).toMatchObject({ names: { fa: 'آموزش‌ها', ru: 'Уроки' }, slug: 'lessons' });
    expect((await audit()).filter((a) => a.entity === 'blog_category').map((a) => a.action)).toEqual(['create', 'update']);
  });
});

describeEachDb('content back office: services and pages', (kind) => {
  let t: TestApp;
  let content: Client;
  let catalogue: Client;
  const audit = async () => t.database.db.selectFrom('audit_log').selectAll().orderBy('id').execute();

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    await addStaff(t, '09120000211', ['content']);
    await addStaff(t, '09120000212', ['catalogue']);
    content = new Client(t.app);
    catalogue = new Client(t.app);
    await signInStaff(content, t.app, '09120000211');
    await signInStaff(catalogue, t.app, '09120000212');
  });
  afterAll(() => t.close());

  it('saves a service with its FAQs (sanitized, audited, shown by the storefront at once); a stale one is a 409', async () => {
    const list = await content.request({ method: 'GET', url: '/api/admin/content/services' });
    const first = list.json().data[0];
    const s = (await content.request({ method: 'GET', url: `/api/admin/content/services/${first.id}` })).json().data;
    expect((await catalogue.request({ method: 'GET', url: `/api/admin/content/services/${first.id}` })).statusCode).toBe(403);
    const input = {
      title: { ...s.titles, en: 'Alarm systems, renewed' },
      summary: s.summaries,
      body: { ...s.bodies, en: '<p>New text<script>x()</script></p>' },
      cover: null,
      active: true,
      faqs: [{ question: { fa: 'پرسش؟', en: 'A question?', ru: null }, answer: { fa: 'پاسخ.', en: 'An answer.', ru: null } }],
      version: s.version,
    };
    const saved = await content.request({ method: 'PUT', url: `/api/admin/content/services/${first.id}`, payload: input });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ version: s.version + 1, faqCount: 1, bodies: { en: '<p>New text</p>' } });
    const pub = (await t.app.inject({ method: 'GET', url: `/api/services/${first.label}?lang=en` })).json().data;
    expect(pub.title).toBe('Alarm systems, renewed');
    expect(pub.faqs).toEqual([{ question: 'A question?', answer: 'An answer.' }]);
    const stale = await content.request({ method: 'PUT', url: `/api/admin/content/services/${first.id}`, payload: input });
    expect([stale.statusCode, stale.json().messages[0].item2]).toEqual([409, 'content.admin.stale']);
    expect((await audit()).filter((a) => a.entity === 'service').map((a) => a.action)).toEqual(['update']);
  });

  it('saves the about page with its facts; a blank Persian title is a localized 400 with nothing written', async () => {
    const page = (await content.request({ method: 'GET', url: '/api/admin/content/pages/about' })).json().data;
    const input = { title: page.titles, summary: page.summaries, body: page.bodies, cover: null, facts: [{ value: '700+', label: { fa: 'پروژه', en: 'Projects', ru: null } }], version: page.version };
    const bad = await content.request({ method: 'PUT', url: '/api/admin/content/pages/about?lang=fa', payload: { ...input, title: { ...page.titles, fa: '   ' } } });
    expect([bad.statusCode, bad.json().messages[0].item2]).toEqual([400, 'common.requiredField']);
    const saved = await content.request({ method: 'PUT', url: '/api/admin/content/pages/about', payload: input });
    expect(saved.statusCode).toBe(200);
    const pub = (await t.app.inject({ method: 'GET', url: '/api/pages/about?lang=en' })).json().data;
    expect(pub.facts).toEqual([{ value: '700+', label: 'Projects' }]);
    expect((await audit()).filter((a) => a.entity === 'content_page').map((a) => [a.action, a.entity_id])).toEqual([['update', 'about']]);
  });

  it('adds, changes and removes projects and testimonials (audited; the customer-experience page shows them at once); unknown services or projects are a 400', async () => {
    const project = {
      title: { fa: 'بیمارستان', en: 'Hospital', ru: null },
      client: { fa: 'دانشگاه', en: 'University', ru: null },
      city: { fa: 'شیراز', en: 'Shiraz', ru: null },
      summary: { fa: 'اعلام حریق', en: 'Fire alarm', ru: null },
      year: 2025,
      serviceLabels: [],
      cover: null,
      sortOrder: 0,
    };
    const bad = await content.request({ method: 'POST', url: '/api/admin/content/projects', payload: { ...project, serviceLabels: ['no-such-service'] } });
    expect([bad.statusCode, bad.json().messages[0].item2]).toEqual([400, 'content.admin.serviceInvalid']);
    const made = await content.request({ method: 'POST', url: '/api/admin/content/projects', payload: project });
    expect(made.statusCode).toBe(200);
    const id = made.json().data.id;
    const changed = await content.request({ method: 'PUT', url: `/api/admin/content/projects/${id}`, payload: { ...project, title: { ...project.title, en: 'Hospital wing' } } });
    expect(changed.json().data.titles.en).toBe('Hospital wing');
    const page = (await t.app.inject({ method: 'GET', url: '/api/pages/customerExperience?lang=en' })).json().data;
    expect(JSON.stringify(page)).toContain('Hospital wing');

    const quote = { author: { fa: 'سارا', en: 'Sara', ru: null }, role: { fa: 'مدیر', en: 'Manager', ru: null }, quote: { fa: 'خوب', en: 'Good', ru: null }, rating: 5, projectId: id, sortOrder: 0 };
    const noProject = await content.request({ method: 'POST', url: '/api/admin/content/testimonials', payload: { ...quote, projectId: 99999 } });
    expect([noProject.statusCode, noProject.json().messages[0].item2]).toEqual([400, 'content.admin.projectInvalid']);
    const said = await content.request({ method: 'POST', url: '/api/admin/content/testimonials', payload: quote });
    expect(said.json().data).toMatchObject({ rating: 5, projectId: id });
    expect((await content.request({ method: 'DELETE', url: `/api/admin/content/projects/${id}` })).statusCode).toBe(200);
    const kept = (await content.request({ method: 'GET', url: '/api/admin/content/testimonials' })).json().data.find((x: { id: number }) => x.id === said.json().data.id);
    expect(kept.projectId).toBeNull();
    expect((await content.request({ method: 'DELETE', url: `/api/admin/content/testimonials/${kept.id}` })).statusCode).toBe(200);
    expect((await audit()).filter((a) => a.entity === 'project' || a.entity === 'testimonial').map((a) => `${a.entity}:${a.action}`)).toEqual([
      'project:create', 'project:update', 'testimonial:create', 'project:delete', 'testimonial:delete',
    ]);
  });
});

