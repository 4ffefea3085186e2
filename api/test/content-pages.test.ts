import { createTestApp, describeEachDb, type TestApp } from './helpers';
import { seedContent } from '../src/modules/content/seed';

const PERSIAN = /[\u0600-\u06FF]/;

describeEachDb('content: blog, services and pages', (kind) => {
  let t: TestApp;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    const isJson = String(res.headers['content-type'] ?? '').startsWith('application/json');
    return { status: res.statusCode, json: isJson ? res.json() : null, headers: res.headers, body: res.body };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  describe('blog', () => {
    it('lists three categories with four posts each, in Persian and English', async () => {
      const fa = await get('/api/blog/categories');
      expect(fa.status).toBe(200);
      expect(fa.json.data).toHaveLength(3);
      expect(fa.json.data.every((c: { name: string; postCount: number }) => PERSIAN.test(c.name) && c.postCount === 4)).toBe(true);
      const en = await get('/api/blog/categories?lang=en');
      expect(en.json.data.map((c: { slug: string }) => c.slug)).toEqual(['equipment-maintenance', 'fire-alarm-detection', 'building-safety']);
      expect(en.json.data[1].name).toBe('Fire alarm & detection');
    });

    it('pages the twelve posts newest first', async () => {
      const p1 = await get('/api/blog/posts?pageSize=5&lang=en');
      expect(p1.json.data).toMatchObject({ page: 1, pageSize: 5, total: 12, totalPages: 3, category: null });
      expect(p1.json.data.items).toHaveLength(5);
      const p3 = await get('/api/blog/posts?pageSize=5&page=3&lang=en');
      expect(p3.json.data.items).toHaveLength(2);
      const all = [...p1.json.data.items, ...(await get('/api/blog/posts?pageSize=5&page=2&lang=en')).json.data.items, ...p3.json.data.items];
      expect(new Set(all.map((p: { id: number }) => p.id)).size).toBe(12);
      const dates = all.map((p: { publishedAt: string }) => p.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const card = all[0];
      expect(card).toEqual({
        id: expect.any(Number),
        slug: expect.stringMatching(/^[a-z0-9-]+$/),
        title: expect.any(String),
        summary: expect.any(String),
        cover: expect.stringMatching(/^\/api\/content\/covers\/[a-z-]+-\d\.svg$/),
        publishedAt: expect.any(String),
        readingMinutes: expect.any(Number),
        category: { id: expect.any(Number), slug: expect.any(String), name: expect.any(String) },
      });
      expect(card).not.toHaveProperty('body');
      const beyond = await get('/api/blog/posts?page=99');
      expect(beyond.status).toBe(200);
      expect(beyond.json.data.items).toEqual([]);
    });

    it('filters by category id or slug, and answers 404 for an unknown category', async () => {
      const cats = (await get('/api/blog/categories')).json.data;
      const byId = await get(`/api/blog/posts?categoryId=${cats[0].id}`);
      expect(byId.json.data.total).toBe(4);
      expect(byId.json.data.items.every((p: { category: { id: number } }) => p.category.id === cats[0].id)).toBe(true);
      expect(byId.json.data.category).toEqual({ id: cats[0].id, slug: cats[0].slug, name: cats[0].name });
      const bySlug = await get('/api/blog/posts?category=building-safety&lang=en');
      expect(bySlug.json.data.items.map((p: { category: { slug: string } }) => p.category.slug)).toEqual(Array(4).fill('building-safety'));
      const unknown = await get('/api/blog/posts?category=cooking&lang=en');
      expect(unknown.status).toBe(404);
      expect(unknown.json.messages[0]).toEqual({ item1: 'The blog category was not found.', item2: 'content.categoryNotFound' });
      expect((await get('/api/blog/posts?categoryId=9999')).status).toBe(404);
    });

    it('refuses malformed paging with a localized 400, never a 500', async () => {
      for (const q of ['page=0', 'page=abc', 'pageSize=1000', 'categoryId=-1', 'categoryId=2147483648', 'category=%3Cscript%3E']) {
        const res = await get(`/api/blog/posts?${q}`);
        expect(res.status).toBe(400);
        expect(res.json.isSuccess).toBe(false);
      }
    });

    it('gives a post with its sanitized body and related posts, in fa and en', async () => {
      const list = (await get('/api/blog/posts?category=fire-alarm-detection&lang=en')).json.data.items;
      const id = list[0].id;
      const en = await get(`/api/blog/posts/${id}?lang=en`);
      expect(en.status).toBe(200);
      const post = en.json.data;
      expect(post.title).toBe(list[0].title);
      expect(post.body).toMatch(/<h2>/);
      expect(post.body).not.toMatch(/<script|onerror|javascript:/i);
      expect(post.readingMinutes).toBeGreaterThanOrEqual(1);
      expect(post.related).toHaveLength(3);
      expect(post.related.map((r: { id: number }) => r.id)).not.toContain(id);
      expect(post.related.every((r: { category: { slug: string } }) => r.category.slug === 'fire-alarm-detection')).toBe(true);
      const fa = await get(`/api/blog/posts/${id}`);
      expect(PERSIAN.test(fa.json.data.title)).toBe(true);
      expect(PERSIAN.test(fa.json.data.body)).toBe(true);
      expect(PERSIAN.test(fa.json.data.slug)).toBe(true);
    });

    it('answers 404 for a missing post, an unpublished post and 400 for a malformed id', async () => {
      const missing = await get('/api/blog/posts/99999?lang=en');
      expect(missing.status).toBe(404);
      expect(missing.json.messages[0]).toEqual({ item1: 'The article was not found.', item2: 'content.postNotFound' });
      const first = (await get('/api/blog/posts?pageSize=1')).json.data.items[0];
      await t.database.db.updateTable('posts').set({ published_at: '2999-01-01T00:00:00.000Z' }).where('id', '=', first.id).execute();
      try {
        expect((await get(`/api/blog/posts/${first.id}`)).status).toBe(404);
        expect((await get('/api/blog/posts')).json.data.total).toBe(11);
      } finally {
        await t.database.db.updateTable('posts').set({ published_at: first.publishedAt }).where('id', '=', first.id).execute();
      }
      expect((await get('/api/blog/posts/abc')).status).toBe(400);
      // ids past PostgreSQL's int4 are refused by the contract before any query
      expect((await get('/api/blog/posts/2147483648')).status).toBe(400);
    });
  });

  describe('services', () => {
    it('lists at least six services including the legacy redirect targets, in fa, en and ru', async () => {
      const en = (await get('/api/services?lang=en')).json.data;
      expect(en.length).toBeGreaterThanOrEqual(6);
      const labels = en.map((s: { label: string }) => s.label);
      expect(labels).toEqual(expect.arrayContaining(['fire-alarm-system', 'fire-extinguishing-system']));
      expect(en[0]).toEqual({ id: expect.any(Number), label: 'fire-alarm-system', title: 'Fire alarm systems', summary: expect.any(String), cover: expect.any(String) });
      const fa = (await get('/api/services')).json.data;
      expect(fa[0].title).toBe('سیستم اعلام حریق');
      const ru = (await get('/api/services?lang=ru')).json.data;
      expect(ru[0].title).toBe('Системы пожарной сигнализации');
    });

    it('gives a service by label with its FAQs and the other services', async () => {
      const res = await get('/api/services/fire-extinguishing-system?lang=en');
      expect(res.status).toBe(200);
      const s = res.json.data;
      expect(s.title).toBe('Fire extinguishing systems');
      expect(s.body).toContain('<ul>');
      expect(s.faqs.length).toBeGreaterThanOrEqual(3);
      expect(s.faqs[0]).toEqual({ question: expect.any(String), answer: expect.any(String) });
      expect(s.others.map((o: { label: string }) => o.label)).not.toContain('fire-extinguishing-system');
      const fa = (await get('/api/services/fire-extinguishing-system')).json.data;
      expect(PERSIAN.test(fa.faqs[0].question)).toBe(true);
      expect((await get('/api/services/FIRE-ALARM-SYSTEM')).status).toBe(200);
    });

    it('answers 404 for an unknown service', async () => {
      const res = await get('/api/services/space-travel?lang=en');
      expect(res.status).toBe(404);
      expect(res.json.messages[0]).toEqual({ item1: 'The service was not found.', item2: 'content.serviceNotFound' });
      expect((await get('/api/services/..%2Fetc')).status).toBe(404);
    });
  });

  describe('pages', () => {
    it('gives the about page with facts in fa and en', async () => {
      const en = (await get('/api/pages/about?lang=en')).json.data;
      expect(en).toMatchObject({ key: 'about', title: 'About us' });
      expect(en.body).toContain('<h2>');
      expect(en.facts.length).toBeGreaterThan(0);
      expect(en.facts[0]).toEqual({ value: expect.any(String), label: expect.any(String) });
      const fa = (await get('/api/pages/about')).json.data;
      expect(fa.title).toBe('درباره‌ی ما');
    });

    it('gives the customer experience page with projects and testimonials', async () => {
      const res = await get('/api/pages/customerExperience?lang=en');
      expect(res.status).toBe(200);
      const d = res.json.data;
      expect(d.title).toBe('Customer experience');
      expect(d.projects.length).toBeGreaterThanOrEqual(4);
      expect(d.projects[0]).toEqual({
        id: expect.any(Number),
        title: expect.any(String),
        client: expect.any(String),
        city: expect.any(String),
        year: expect.any(Number),
        summary: expect.any(String),
        serviceLabels: expect.arrayContaining([expect.any(String)]),
        cover: expect.any(String),
      });
      expect(d.testimonials.length).toBeGreaterThanOrEqual(3);
      expect(d.testimonials[0].rating).toBeGreaterThanOrEqual(1);
      const services = (await get('/api/services')).json.data.map((s: { label: string }) => s.label);
      for (const p of d.projects) for (const l of p.serviceLabels) expect(services).toContain(l);
      const fa = (await get('/api/pages/customerExperience')).json.data;
      expect(PERSIAN.test(fa.projects[0].title)).toBe(true);
      expect(PERSIAN.test(fa.testimonials[0].quote)).toBe(true);
    });

    it('gives the home widgets in one call', async () => {
      const d = (await get('/api/content/home?lang=en')).json.data;
      expect(d.services.length).toBeGreaterThanOrEqual(6);
      expect(d.latestPosts).toHaveLength(3);
      expect(d.projects.length).toBeGreaterThan(0);
      expect(d.testimonials.length).toBeGreaterThan(0);
      expect(d.facts.length).toBeGreaterThan(0);
      const newest = (await get('/api/blog/posts?pageSize=1&lang=en')).json.data.items[0];
      expect(d.latestPosts[0].id).toBe(newest.id);
    });
  });

  describe('covers', () => {
    it('serves every cover the content refers to as a safe SVG', async () => {
      const urls = new Set<string>();
      for (const p of (await get('/api/blog/posts?pageSize=48')).json.data.items) urls.add(p.cover);
      for (const s of (await get('/api/services')).json.data) urls.add(s.cover);
      for (const p of (await get('/api/pages/customerExperience')).json.data.projects) urls.add(p.cover);
      urls.add((await get('/api/pages/about')).json.data.cover);
      for (const url of urls) {
        const res = await get(url);
        expect(res.status).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.body).toMatch(/^<svg [^>]*viewBox="0 0 1200 675"/);
        expect(res.body).not.toMatch(/<script|on\w+=/i);
      }
      expect(urls.size).toBeGreaterThan(10);
    });

    it('answers 404 for unknown covers', async () => {
      for (const name of ['dragon-0.svg', 'extinguisher-9.svg', 'extinguisher-0.png']) {
        expect((await get(`/api/content/covers/${name}`)).status).toBe(404);
      }
    });
  });

  it('seeds only once: seeding again changes nothing', async () => {
    const count = async (table: string) => Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);
    const tables = ['blog_categories', 'posts', 'services', 'service_faqs', 'content_pages', 'projects', 'testimonials', 'contact_groups'];
    const before = await Promise.all(tables.map(count));
    await seedContent(t.database, t.config);
    expect(await Promise.all(tables.map(count))).toEqual(before);
  });
});
