import { createTestApp, describeEachDb, type TestApp } from './helpers';

describeEachDb('content hardening: stored HTML is sanitized on read', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const EVIL = '<p>hello</p><script>alert(1)</script><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">x</a><p onclick="alert(4)">b</p>';
  const clean = (html: string) => {
    expect(html).toContain('hello');
    expect(html).not.toMatch(/<script|onerror|onclick|javascript:/i);
  };

  it('never answers a script or an event handler written straight into the database', async () => {
    const { db } = t.database;
    const post = await db.selectFrom('posts').select('id').orderBy('id').executeTakeFirstOrThrow();
    await db.updateTable('posts').set({ body_fa: EVIL, body_en: EVIL, body_ru: EVIL }).where('id', '=', post.id).execute();
    await db.updateTable('services').set({ body_fa: EVIL, body_en: EVIL, body_ru: EVIL }).where('label', '=', 'fire-alarm-system').execute();
    await db.updateTable('content_pages').set({ body_fa: EVIL, body_en: EVIL, body_ru: EVIL }).execute();

    for (const lang of ['fa', 'en', 'ru']) {
      const urls = [`/api/blog/posts/${Number(post.id)}`, '/api/services/fire-alarm-system', '/api/pages/about', '/api/pages/customerExperience'];
      for (const url of urls) {
        const res = await t.app.inject({ method: 'GET', url: `${url}?lang=${lang}` });
        expect(res.statusCode).toBe(200);
        clean(res.json().data.body);
        expect(res.body).not.toMatch(/<script|onerror|onclick|javascript:/i);
      }
    }
  });
});
