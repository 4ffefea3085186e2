import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';

const valid = { fullName: 'مریم رضایی', mobile: '09121234567', body: 'برای ساختمان اداری به سیستم اعلام حریق نیاز داریم.' };
const count = async (t: TestApp, table: string) =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);

describeEachDb('content hardening: integer inputs stay inside PostgreSQL int4', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  const BIG = ['2147483648', '9223372036854775808', '1e300', '-2147483649', '1.5'];

  it.each([
    ['post id', (v: string) => `/api/blog/posts/${v}`],
    ['blog categoryId', (v: string) => `/api/blog/posts?categoryId=${v}`],
    ['blog page', (v: string) => `/api/blog/posts?page=${v}`],
    ['blog pageSize', (v: string) => `/api/blog/posts?pageSize=${v}`],
    ['form-submissions limit', (v: string) => `/api/dev/form-submissions?limit=${v}`],
  ])('%s: out of range is a localized 400', async (_name, url) => {
    for (const v of BIG) {
      const res = await t.app.inject({ method: 'GET', url: `${url(v)}${url(v).includes('?') ? '&' : '?'}lang=en` });
      expect([v, res.statusCode]).toEqual([v, 400]);
      expect(res.json().isSuccess).toBe(false);
    }
  });

  it('contact form group and file ids out of range are a 400 and store nothing', async () => {
    const client = new Client(t.app);
    const before = await count(t, 'form_submissions');
    for (const v of [2147483648, 9007199254740991, -1, -2147483649, 1.5, '2147483648', 1e300]) {
      for (const field of ['contactUsGroupId', 'fileId']) {
        const res = await client.post('/api/form/postForm?lang=en', { ...valid, [field]: v });
        expect([field, v, res.statusCode]).toEqual([field, v, 400]);
      }
    }
    expect(await count(t, 'form_submissions')).toBe(before);
  });
});
