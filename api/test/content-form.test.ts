import Fastify, { type FastifyInstance } from 'fastify';
import contentModule from '../src/modules/content/module';
import { createTestApp, describeEachDb, Client, type TestApp, multipart } from './helpers';

const valid = {
  fullName: 'مریم رضایی',
  mobile: '09121234567',
  body: 'برای ساختمان پنج‌طبقه‌ی اداری به سیستم اعلام حریق نیاز داریم.',
};

describeEachDb('content: contact form POST /api/form/postForm', (kind) => {
  let t: TestApp;
  let client: Client;
  const count = async () => Number((await t.database.db.selectFrom('form_submissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);
  const post = (body: unknown, lang = 'fa') => client.post(`/api/form/postForm?lang=${lang}`, body);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    client = new Client(t.app);
  });
  afterAll(() => t.close());

  it.each([
    ['fullName missing', { ...valid, fullName: undefined }],
    ['fullName blank', { ...valid, fullName: '   ' }],
    ['mobile missing', { ...valid, mobile: undefined }],
    ['mobile null', { ...valid, mobile: null }],
    ['body missing', { ...valid, body: undefined }],
    ['body empty', { ...valid, body: '' }],
  ])('refuses %s with the "required fields" text and stores nothing', async (_name, body) => {
    const before = await count();
    const res = await post(body, 'en');
    expect(res.statusCode).toBe(400);
    const json = res.json();
    expect(json.isSuccess).toBe(false);
    expect(json.messages).toEqual([{ item1: 'Please fill in the required fields.', item2: 'content.form.requiredFields' }]);
    expect(await count()).toBe(before);
  });

  it('answers the required-fields text in Persian by default', async () => {
    const res = await client.post('/api/form/postForm', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].item1).toBe('لطفا فیلدهای الزامی را تکمیل کنید.');
  });

  it.each(['0912123456', '091212345678', '08121234567', '+989', '۰۹۱۲۱۲۳۴۵۶', 'abc09121234567', '+1 912 123 4567'])(
    'refuses the malformed mobile %s with the format message',
    async (mobile) => {
      const before = await count();
      const res = await post({ ...valid, mobile }, 'en');
      expect(res.statusCode).toBe(400);
      expect(res.json().messages).toEqual([{ item1: 'The mobile number is not valid.', item2: 'content.form.mobileFormat' }]);
      expect(await count()).toBe(before);
    },
  );

  it.each(['not-an-email', 'a@b', 'a b@c.com', '@example.com', 'x@.com'])('refuses the malformed email %s', async (email) => {
    const before = await count();
    const res = await post({ ...valid, email }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages).toEqual([{ item1: 'The email address is not valid.', item2: 'content.form.emailFormat' }]);
    expect(await count()).toBe(before);
  });

  it('reports every problem at once, each as its own message', async () => {
    const res = await post({ fullName: '', mobile: '123', body: 'x', email: 'bad' }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().messages.map((m: { item2: string }) => m.item2)).toEqual([
      'content.form.requiredFields',
      'content.form.mobileFormat',
      'content.form.emailFormat',
    ]);
  });

  it('refuses texts that are too long, an unknown group, an unknown file and a bad date', async () => {
    const before = await count();
    const tooLong = await post({ ...valid, body: 'x'.repeat(4001) }, 'en');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().messages[0]).toEqual({ item1: 'The message can be at most 4000 characters.', item2: 'content.form.bodyTooLong' });
    const group = await post({ ...valid, contactUsGroupId: 999 }, 'en');
    expect(group.statusCode).toBe(400);
    expect(group.json().messages[0].item2).toBe('content.form.groupNotFound');
    const file = await post({ ...valid, fileId: 424242 }, 'en');
    expect(file.statusCode).toBe(400);
    expect(file.json().messages[0].item2).toBe('content.form.fileNotFound');
    const date = await post({ ...valid, sendDate: 'yesterday-ish' }, 'en');
    expect(date.statusCode).toBe(400);
    expect(date.json().messages[0].item2).toBe('content.form.dateFormat');
    const pastInt4 = await post({ ...valid, fileId: 2147483648, contactUsGroupId: 2147483648 }, 'en');
    expect(pastInt4.statusCode).toBe(400);
    expect(pastInt4.json().isSuccess).toBe(false);
    const badType = await post({ ...valid, fileId: 'abc' }, 'en');
    expect(badType.statusCode).toBe(400);
    expect(badType.json().isSuccess).toBe(false);
    expect(await count()).toBe(before);
  });

  it('stores a valid submission with group 1 by default and answers a localized success', async () => {
    const res = await post(valid, 'en');
    expect(res.statusCode).toBe(200);
    const json = res.json();
    expect(json.isSuccess).toBe(true);
    expect(json.messages[0]).toEqual({
      item1: 'Your message has been received. Our experts will contact you soon.',
      item2: 'content.form.sent',
    });
    const row = await t.database.db.selectFrom('form_submissions').selectAll().where('id', '=', json.data.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ full_name: valid.fullName, mobile: '09121234567', body: valid.body, contact_group_id: 1, email: null, lang: 'en' });
  });

  it.each([
    ['Persian digits', '۰۹۱۲۳۴۵۶۷۸۹', '09123456789'],
    ['+98 with Persian digits and spaces', '+۹۸ ۹۱۲ ۳۴۵ ۶۷۸۹', '09123456789'],
    ['no leading zero', '9351112233', '09351112233'],
    ['Arabic-Indic digits', '٠٩١٢٣٤٥٦٧٨٩', '09123456789'],
  ])('accepts a mobile written with %s and stores it canonically', async (_name, mobile, canonical) => {
    const res = await post({ ...valid, mobile });
    expect(res.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('form_submissions').select('mobile').where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(row.mobile).toBe(canonical);
  });

  it('stores every field of a full submission, with an uploaded file, and reads it back', async () => {
    const up = await client.request({ method: 'POST', url: '/api/upload/file', ...multipart('file', 'نقشه طبقه اول.pdf', 'application/pdf', Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF')) });
    expect(up.statusCode).toBe(200);
    const fileId = up.json().data.id;
    const res = await post(
      {
        fullName: '  Sara Ahmadi ',
        mobile: '+989121112233',
        email: 'sara@example.com',
        title: 'Project visit',
        body: 'Please visit our warehouse in Karaj.',
        contactUsGroupId: 2,
        fileId,
        sendDate: '2030-05-01T10:00:00.000Z',
      },
      'en',
    );
    expect(res.statusCode).toBe(200);
    const back = await client.get('/api/dev/form-submissions?mobile=09121112233');
    expect(back.statusCode).toBe(200);
    const [stored] = back.json().data;
    expect(stored).toMatchObject({
      id: res.json().data.id,
      fullName: 'Sara Ahmadi',
      mobile: '09121112233',
      email: 'sara@example.com',
      title: 'Project visit',
      body: 'Please visit our warehouse in Karaj.',
      contactUsGroupId: 2,
      sendDate: '2030-05-01T10:00:00.000Z',
      lang: 'en',
      file: { id: fileId, name: 'نقشه طبقه اول.pdf', mime: 'application/pdf' },
    });
    // once sent, the attachment is the back office's (its leads inbox serves it to staff): no longer public
    const download = await client.get(stored.file.url);
    expect(download.statusCode).toBe(404);
    expect(download.json().messages[0].item2).toBe('content.fileNotFound');
  });

  it('refuses a submission posted from a foreign origin', async () => {
    const before = await count();
    const evil = new Client(t.app, 'https://evil.example');
    const res = await evil.post('/api/form/postForm', valid);
    expect(res.statusCode).toBe(403);
    expect(await count()).toBe(before);
  });

  it('lists the contact groups with group 1 as the consultation and project visit', async () => {
    const fa = (await client.get('/api/contact/groups')).json().data;
    expect(fa[0]).toEqual({ id: 1, title: 'مشاوره‌ی رایگان و بازدید از پروژه' });
    const en = (await client.get('/api/contact/groups?lang=en')).json().data;
    expect(en[0]).toEqual({ id: 1, title: 'Free consultation and project visit' });
    expect(en.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the company contact details with coordinates', async () => {
    const fa = (await client.get('/api/contact/info')).json().data;
    expect(fa.address).toContain('تهران');
    expect(fa.phones.length).toBeGreaterThan(0);
    expect(fa.coordinates).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    const en = (await client.get('/api/contact/info?lang=en')).json().data;
    expect(en.address).toContain('Tehran');
  });
});

describeEachDb('content: contact form flood limit', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
  });
  afterAll(() => t.close());

  it('takes 30 submissions an hour from one address, then refuses with a localized 429 and stores nothing more', async () => {
    const client = new Client(t.app);
    for (let i = 0; i < 30; i++) {
      const res = await client.post('/api/form/postForm', { ...valid, body: `request ${i}` });
      expect(res.statusCode).toBe(200);
    }
    const refused = await client.post('/api/form/postForm?lang=en', valid);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().messages[0].item2).toBe('content.form.tooMany');
    const n = await t.database.db.selectFrom('form_submissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
    expect(Number(n?.n)).toBe(30);
    // invalid posts are refused for what they are, not counted against the address
    const invalid = await client.post('/api/form/postForm?lang=en', {});
    expect(invalid.statusCode).toBe(400);
  });
});

describeEachDb('content: contact form in production', (kind) => {
  let t: TestApp;
  let prod: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    // only this module, configured for production (the whole app would also demand real SMS and payment keys)
    prod = Fastify();
    prod.decorate('ctx', { database: t.database, config: { ...t.config, env: 'production' } });
    await prod.register(contentModule, { prefix: '/api' });
    await prod.ready();
  });
  afterAll(async () => {
    await prod?.close();
    await t?.close();
  });

  it('has no submissions read-back endpoint, while the form itself works', async () => {
    const res = await prod.inject({ method: 'GET', url: '/api/dev/form-submissions' });
    expect(res.statusCode).toBe(404);
    const groups = await prod.inject({ method: 'GET', url: '/api/contact/groups' });
    expect(groups.statusCode).toBe(200);
  });
});
