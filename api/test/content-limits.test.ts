import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { UPLOAD_LIMITS } from '../src/modules/content/uploads/service';
import { FORM_LIMIT } from '../src/modules/content/forms/service';
import { createTestApp, describeEachDb, Client, type TestApp, multipart, PDF } from './helpers';

const valid = { fullName: 'مریم رضایی', mobile: '09121234567', body: 'برای ساختمان اداری به سیستم اعلام حریق نیاز داریم.' };
const count = async (t: TestApp, table: string) =>
  Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);

describeEachDb('content hardening: limits shared through the database', (kind) => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    // a second api instance (or the same one after a restart) on the same database
    second = await buildApp({ database: t.database, config: t.config });
    await second.ready();
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  const uploadFrom = (app: FastifyInstance, ip: string, data: Buffer, url = '/api/upload/file', field = 'file') =>
    new Client(app).request({ method: 'POST', url: `${url}?lang=en`, remoteAddress: ip, ...multipart(field, 'plan.pdf', 'application/pdf', data) });

  it('limits uploads per address and hour across instances, with a localized 429', async () => {
    const ip = '10.1.0.1';
    for (let i = 0; i < UPLOAD_LIMITS.perHour.max; i++) {
      const res = await uploadFrom(i % 2 ? second : t.app, ip, PDF);
      expect(res.statusCode).toBe(200);
    }
    const before = await count(t, 'uploads');
    const refused = await uploadFrom(second, ip, PDF);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isSuccess: false, messages: [{ item2: 'content.upload.tooMany' }] });
    expect(refused.json().messages[0].item1).toMatch(/uploads/i);
    const fa = await new Client(t.app).request({ method: 'POST', url: '/api/upload/image', remoteAddress: ip, ...multipart('PictureFile', 'a.pdf', 'application/pdf', PDF) });
    expect(fa.statusCode).toBe(429);
    expect(fa.json().messages[0].item1).toMatch(/[\u0600-\u06FF]/);
    expect(await count(t, 'uploads')).toBe(before);
    // another address is not affected
    expect((await uploadFrom(t.app, '10.1.0.2', PDF)).statusCode).toBe(200);
  });

  it('keeps a daily byte quota per address across instances', async () => {
    const ip = '10.2.0.1';
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024 - 1000 - PDF.length, 0x20)]);
    const fits = Math.floor(UPLOAD_LIMITS.bytesPerDay.max / big.length);
    expect(fits).toBeLessThan(UPLOAD_LIMITS.perHour.max);
    for (let i = 0; i < fits; i++) expect((await uploadFrom(i % 2 ? second : t.app, ip, big)).statusCode).toBe(200);
    const before = await count(t, 'uploads');
    const refused = await uploadFrom(second, ip, big);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ isSuccess: false, messages: [{ item2: 'content.upload.quota' }] });
    expect(await count(t, 'uploads')).toBe(before);
    // what is left of the quota still takes a small file
    expect((await uploadFrom(t.app, ip, PDF)).statusCode).toBe(200);
  });

  it('keeps the contact form flood limit across instances (a restart does not reset it)', async () => {
    const ip = '10.3.0.1';
    const post = (app: FastifyInstance, body: unknown) => new Client(app).request({ method: 'POST', url: '/api/form/postForm?lang=en', remoteAddress: ip, payload: body as object });
    for (let i = 0; i < FORM_LIMIT.max; i++) {
      expect((await post(i % 2 ? second : t.app, { ...valid, body: `request ${i}` })).statusCode).toBe(200);
    }
    const before = await count(t, 'form_submissions');
    const refused = await post(second, valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messages[0].item2).toBe('content.form.tooMany');
    expect(await count(t, 'form_submissions')).toBe(before);
    // invalid posts are refused for what they are
    expect((await post(t.app, {})).statusCode).toBe(400);
  });
});
