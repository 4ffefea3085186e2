/**
 * The back office's leads inbox (issue 35 item 1, contracts/admin-leads.ts): contact messages,
 * consultation requests and price inquiries become leads where they are made; staff with role
 * support (and the owner) list, filter, export, take and close them, write notes; a change with a
 * stale version is refused with the current lead; the attachment is staff-only; a new lead is sent by
 * SMS to LEADS_SMS_TO and announced on the event stream.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { messageCodes } from 'contracts/errors';
import { nowIso } from '../src/db/database';
import { t as text } from '../src/lib/i18n';
import { recordLead } from '../src/modules/backoffice/public';
import { addOwner, addStaff, signInStaff } from './admin-helpers';
import { Client, createTestApp, describeEachDb, multipart, PDF, type TestApp } from './helpers';

const TEHRAN_DAY = () => new Date(Date.now() + 3.5 * 3600_000).toISOString().slice(0, 10);
const persianDigits = (s: string) => s.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
/** The two mobiles LEADS_SMS_TO names (written as an operator might: Persian digits, +98). */
const SMS_TO = ['09129990001', '09129990002'];

interface Row {
  id: number;
  kind: string;
  status: string;
  fullName: string;
  mobile: string;
  summary: string | null;
  product: { id: number; name: string; slug: string | null } | null;
  group: { id: number; title: string } | null;
  assignee: { id: number; name: string } | null;
  hasAttachment: boolean;
  lang: string;
}

/** A signed-in staff member with these roles. */
async function staff(t: TestApp, mobile: string, roles: Parameters<typeof addStaff>[2], name: string) {
  const id = await addStaff(t, mobile, roles, name);
  const client = new Client(t.app);
  await signInStaff(client, t.app, mobile);
  return { id, client };
}

let productSeq = 0;
/** A product of the catalogue (written as the catalog module's tests do), with names in three languages. */
async function product(t: TestApp, en: string, fa: string, ru: string | null = null): Promise<number> {
  productSeq += 1;
  const r = await t.database.db
    .insertInto('products')
    .values({ category_id: 42, name_fa: fa, name_en: en, name_ru: ru, slug_fa: `${fa.replace(/\s+/g, '-')}-${productSeq}`, slug_en: `lead-product-${productSeq}`, price: null, stock: 0, active: 1, created_at: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

/** The sandbox outbox's texts to one mobile that are not login codes. */
async function textsTo(t: TestApp, mobile: string): Promise<string[]> {
  const rows = await t.database.db.selectFrom('auth_sms_outbox').select(['text', 'code']).where('mobile', '=', mobile).orderBy('id').execute();
  return rows.filter((r) => r.code === null).map((r) => String(r.text));
}

/** Waits (up to 3 s) until `check` answers something truthy: the new-lead SMS goes out after the shopper's answer. */
async function eventually<T>(check: () => Promise<T>): Promise<T> {
  const until = Date.now() + 3000;
  for (;;) {
    const v = await check();
    if (v || Date.now() > until) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** An open event stream read through a real socket, as a browser's EventSource would. */
interface Stream {
  res: http.IncomingMessage;
  /** every event and comment received so far, in order */
  received: Array<{ event?: string; data?: unknown; comment?: string }>;
  /** the first thing received at or after `from` that `match` accepts (waits up to `ms`) */
  next(match: (m: { event?: string; data?: unknown; comment?: string }) => boolean, from?: number, ms?: number): Promise<{ event?: string; data?: unknown; comment?: string }>;
  ended: Promise<void>;
  close(): void;
}

function openStream(port: number, cookie: string, path = '/api/admin/leads/events'): Promise<Stream> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: '127.0.0.1', port, path, headers: { cookie, accept: 'text/event-stream' } }, (res) => {
      const received: Stream['received'] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const m: { event?: string; data?: unknown; comment?: string } = {};
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) m.comment = line.slice(1).trim();
            else if (line.startsWith('event: ')) m.event = line.slice(7);
            else if (line.startsWith('data: ')) m.data = JSON.parse(line.slice(6));
          }
          received.push(m);
        }
        for (const w of [...waiters]) w();
      });
      const ended = new Promise<void>((done) => res.on('close', () => done()));
      resolve({
        res,
        received,
        ended,
        close: () => req.destroy(),
        next(match, from = 0, ms = 4000) {
          return new Promise((found, fail) => {
            const look = () => {
              const hit = received.slice(from).find(match);
              if (!hit) return false;
              waiters.delete(look);
              clearTimeout(timer);
              found(hit);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`nothing matching on the stream within ${ms} ms: ${JSON.stringify(received)}`));
            }, ms);
            if (!look()) waiters.add(look);
          });
        },
      });
    });
    req.on('error', reject);
  });
}

const cookieOf = (c: Client) => [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

describeEachDb('back-office leads inbox', (kind) => {
  let t: TestApp;
  let shopper: Client;
  let support: { id: number; client: Client };
  let owner: Client;
  let ownerId: number;
  let catalogue: { id: number; client: Client };
  let extinguisher: number;
  let blanket: number;

  const list = async (query = '', as = support.client) => {
    const res = await as.get(`/api/admin/leads?lang=en&${query}`);
    if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
    return res.json().data as { items: Row[]; total: number; page: number; pageSize: number; pageCount: number };
  };
  const lead = async (id: number, lang = 'en') => {
    const res = await support.client.get(`/api/admin/leads/${id}?lang=${lang}`);
    if (res.statusCode !== 200) throw new Error(`lead ${id}: ${res.statusCode} ${res.body}`);
    return res.json().data;
  };
  const patch = (id: number, body: unknown, as = support.client, lang = 'en') => as.request({ method: 'PATCH', url: `/api/admin/leads/${id}?lang=${lang}`, payload: body as object });
  const inquire = async (body: Record<string, unknown>, lang = 'en') => {
    const res = await shopper.post(`/api/product/priceInquiry?lang=${lang}`, body);
    if (res.statusCode !== 200) throw new Error(`inquiry: ${res.statusCode} ${res.body}`);
    return res.json().data.id as number;
  };
  const sendForm = async (body: Record<string, unknown>, lang = 'en') => {
    const res = await shopper.post(`/api/form/postForm?lang=${lang}`, body);
    if (res.statusCode !== 200) throw new Error(`form: ${res.statusCode} ${res.body}`);
    return res.json().data.id as number;
  };
  const leadOf = async (source: string, sourceId: number) =>
    Number((await t.database.db.selectFrom('leads').select('id').where('source', '=', source).where('source_id', '=', sourceId).executeTakeFirstOrThrow()).id);
  const auditCount = async () => Number((await t.database.db.selectFrom('audit_log').select((eb) => eb.fn.countAll().as('n')).where('entity', '=', 'lead').executeTakeFirst())?.n);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true, env: { LEADS_SMS_TO: `${persianDigits(SMS_TO[0])}, +98${SMS_TO[1].slice(1)}` } });
    shopper = new Client(t.app);
    support = await staff(t, '09350000101', ['support'], 'Maryam Support');
    catalogue = await staff(t, '09350000102', ['catalogue'], 'Kamran Catalogue');
    ownerId = await addOwner(t, '09350000100', 'Olya Owner');
    owner = new Client(t.app);
    await signInStaff(owner, t.app, '09350000100');
    extinguisher = await product(t, '6 kg powder extinguisher', 'کپسول پودری ۶ کیلویی', 'Порошковый огнетушитель 6 кг');
    blanket = await product(t, 'Fire blanket', 'پتوی نسوز');
  }, 90_000);
  afterAll(() => t.close());

  describe('leads are recorded where they are made', () => {
    let contactId: number;
    let consultationId: number;
    let inquiryId: number;
    let upload: { id: number; url: string; name: string };

    beforeAll(async () => {
      const up = await shopper.request({ method: 'POST', url: '/api/upload/file', ...multipart('file', 'نقشه طبقه اول.pdf', 'application/pdf', PDF) });
      upload = up.json().data;
      contactId = await leadOf(
        'form_submissions',
        await sendForm({ fullName: 'Sara Ahmadi', mobile: '0912 111 2233', email: 'sara@example.com', title: 'Annual recharge of 40 extinguishers', body: 'Please call me about the recharge contract.', contactUsGroupId: 3, fileId: upload.id }),
      );
      consultationId = await leadOf('form_submissions', await sendForm({ fullName: 'رضا كريمي', mobile: '۰۹۱۲۲۲۲۳۳۴۴', body: 'برای انبار ۲۰۰۰ متری در کرج به مشاوره نیاز داریم.', contactUsGroupId: 1, visitDate: '2099-01-15' }, 'fa'));
      inquiryId = await leadOf('price_inquiries', await inquire({ productId: extinguisher, fullName: 'Nima Rahimi', mobile: '+989123334455', message: 'Wholesale price for 40, please', quantity: 40 }));
    });

    it('lists a contact message (with its attachment), a consultation request and a price inquiry, newest first', async () => {
      const found = await list();
      expect(found.items.slice(0, 3).map((l) => [l.id, l.kind])).toEqual([
        [inquiryId, 'inquiry'],
        [consultationId, 'consultation'],
        [contactId, 'contact'],
      ]);
      const [inquiry, consultation, contact] = found.items;
      expect(inquiry).toMatchObject({ status: 'new', fullName: 'Nima Rahimi', mobile: '09123334455', summary: 'Wholesale price for 40, please', product: { id: extinguisher, name: '6 kg powder extinguisher', slug: expect.stringMatching(/^lead-product-/) }, group: null, assignee: null, hasAttachment: false, lang: 'en' });
      expect(consultation).toMatchObject({ fullName: 'رضا كريمي', mobile: '09122223344', summary: 'برای انبار ۲۰۰۰ متری در کرج به مشاوره نیاز داریم.', group: { id: 1, title: 'Free consultation and project visit' }, product: null, lang: 'fa' });
      expect(contact).toMatchObject({ mobile: '09121112233', summary: 'Annual recharge of 40 extinguishers', group: { id: 3, title: 'Recharge, service and maintenance contracts' }, hasAttachment: true });
    });

    it('names the product and the subject in the request’s language (Russian falls back to English)', async () => {
      const fa = (await support.client.get('/api/admin/leads?lang=fa')).json().data.items as Row[];
      expect(fa.find((l) => l.id === inquiryId)?.product?.name).toBe('کپسول پودری ۶ کیلویی');
      expect(fa.find((l) => l.id === contactId)?.group?.title).toBe('شارژ، سرویس و قرارداد نگهداری');
      const ru = (await support.client.get('/api/admin/leads?lang=ru')).json().data.items as Row[];
      expect(ru.find((l) => l.id === inquiryId)?.product).toMatchObject({ name: 'Порошковый огнетушитель 6 кг', slug: expect.stringMatching(/^lead-product-/) });
      const blanketLead = await leadOf('price_inquiries', await inquire({ productId: blanket, fullName: 'Nima Rahimi', mobile: '09123334455' }));
      expect((await lead(blanketLead, 'ru')).product.name).toBe('Fire blanket');
      expect((await lead(blanketLead)).summary).toBeNull();
    });

    it('shows one lead whole: everything the shopper sent, no notes, no history', async () => {
      expect(await lead(contactId)).toMatchObject({
        id: contactId,
        version: 0,
        email: 'sara@example.com',
        message: 'Please call me about the recharge contract.',
        visitDate: null,
        quantity: null,
        userId: null,
        attachment: { name: 'نقشه طبقه اول.pdf', mime: 'application/pdf', size: PDF.length },
        notes: [],
        history: [],
      });
      expect(await lead(consultationId)).toMatchObject({ visitDate: '2099-01-15', email: null, attachment: null });
      expect(await lead(inquiryId)).toMatchObject({ quantity: 40, message: 'Wholesale price for 40, please' });
      const missing = await support.client.get('/api/admin/leads/999999?lang=en');
      expect(missing.statusCode).toBe(404);
      expect(missing.json().messages[0]).toEqual({ item1: 'This lead does not exist.', item2: 'leads.notFound' });
    });

    it('serves the attachment to staff only: the public address of a sent form’s file answers 404', async () => {
      const file = await support.client.get(`/api/admin/leads/${contactId}/attachment`);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toBe(`attachment; filename="____ ____ ___.pdf"; filename*=UTF-8''${encodeURIComponent('نقشه طبقه اول.pdf')}`);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect((await shopper.get(upload.url)).statusCode).toBe(404);
      expect((await new Client(t.app).get(upload.url)).json().messages[0].item2).toBe('content.fileNotFound');
      // a lead without one: a localized 404
      const none = await support.client.get(`/api/admin/leads/${inquiryId}/attachment?lang=en`);
      expect(none.statusCode).toBe(404);
      expect(none.json().messages[0]).toEqual({ item1: 'This lead has no attachment.', item2: 'leads.noAttachment' });
      // the catalogue role and people without a staff session get nothing
      expect((await catalogue.client.get(`/api/admin/leads/${contactId}/attachment`)).statusCode).toBe(403);
      expect((await shopper.get(`/api/admin/leads/${contactId}/attachment`)).statusCode).toBe(401);
    });

    it('keeps serving uploads no sent form holds (a form being filled in, an image)', async () => {
      const pending = (await shopper.request({ method: 'POST', url: '/api/upload/file', ...multipart('file', 'draft.pdf', 'application/pdf', PDF) })).json().data;
      const res = await shopper.get(pending.url);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(PDF)).toBe(true);
    });

    it('sends each LEADS_SMS_TO mobile one Persian SMS per new lead, with its number', async () => {
      for (const mobile of SMS_TO) {
        const texts = await eventually(async () => {
          const all = await textsTo(t, mobile);
          return all.some((s) => s.includes(persianDigits(String(inquiryId)))) ? all : null;
        });
        expect(texts).not.toBeNull();
        expect(texts!.filter((s) => s.includes(`شماره ${persianDigits(String(inquiryId))}:`))).toEqual([
          `سرنخ تازه در آتش‌ایمن، شماره ${persianDigits(String(inquiryId))}: درخواست قیمت از Nima Rahimi (09123334455) — کپسول پودری ۶ کیلویی، ۴۰ عدد`,
        ]);
        expect(texts!.some((s) => s.startsWith(`سرنخ تازه در آتش‌ایمن، شماره ${persianDigits(String(contactId))}: پیام تماس از Sara Ahmadi (09121112233) — شارژ، سرویس و قرارداد نگهداری`))).toBe(true);
        expect(texts!.some((s) => s.startsWith(`سرنخ تازه در آتش‌ایمن، شماره ${persianDigits(String(consultationId))}: درخواست مشاوره از رضا كريمي`))).toBe(true);
      }
    });

    it('never loses the shopper’s submission to a failed lead, and records a source row once', async () => {
      // a snapshot that cannot be read, and one the table refuses: null, nothing thrown
      expect(await recordLead(t.database.db, async () => Promise.reject(new Error('unreadable')))).toBeNull();
      expect(await recordLead(t.database.db, { kind: 'contact', source: 'form_submissions', sourceId: 987654, fullName: null as unknown as string, mobile: '09120000000', lang: 'en' })).toBeNull();
      const before = (await list()).total;
      expect(await recordLead(t.database.db, { kind: 'inquiry', source: 'price_inquiries', sourceId: 987654, fullName: 'Once', mobile: '09120000000', lang: 'en' })).toEqual(expect.any(Number));
      expect(await recordLead(t.database.db, { kind: 'inquiry', source: 'price_inquiries', sourceId: 987654, fullName: 'Twice', mobile: '09120000000', lang: 'en' })).toBeNull();
      expect((await list()).total).toBe(before + 1);
    });
  });

  describe('the list’s filters and its CSV', () => {
    let a: number;
    let b: number;
    let c: number;

    beforeAll(async () => {
      // three leads of one sender family name, Arabic ي in one of them
      a = await leadOf('form_submissions', await sendForm({ fullName: 'Leila Zandiyeh', mobile: '09357770001', body: 'Line one, with a comma\nand a "quote"', contactUsGroupId: 4 }));
      b = await leadOf('form_submissions', await sendForm({ fullName: '=HYPERLINK("http://evil.example","Zandiyeh")', mobile: '09357770002', body: '+1 call me', contactUsGroupId: 1 }));
      c = await leadOf('price_inquiries', await inquire({ productId: blanket, fullName: 'علي Zandiyeh', mobile: '09357770003', quantity: 3 }));
    });

    it('finds by part of the name (either spelling of ی) and by mobile in any digits, newest first', async () => {
      expect((await list('q=zandiyeh')).items.map((l) => l.id)).toEqual([c, b, a]);
      expect((await list(`q=${encodeURIComponent('علی')}`)).items.map((l) => l.id)).toContain(c);
      expect((await list(`q=${encodeURIComponent(persianDigits('09357770001'))}`)).items.map((l) => l.id)).toEqual([a]);
      expect((await list(`q=${encodeURIComponent('+98 935 777 0002')}`)).items.map((l) => l.id)).toEqual([b]);
      expect((await list('q=35777000')).total).toBe(3);
    });

    it('filters by kind, status, product, subject, assignee and day, and pages', async () => {
      expect((await list('q=zandiyeh&kind=inquiry')).items.map((l) => l.id)).toEqual([c]);
      expect((await list('q=zandiyeh&kind=consultation')).items.map((l) => l.id)).toEqual([b]);
      expect((await list(`q=zandiyeh&productId=${blanket}`)).items.map((l) => l.id)).toEqual([c]);
      expect((await list('q=zandiyeh&groupId=4')).items.map((l) => l.id)).toEqual([a]);
      expect((await list('q=zandiyeh&status=new')).total).toBe(3);
      expect((await list('q=zandiyeh&status=closed')).total).toBe(0);
      expect((await list('q=zandiyeh&assigneeId=0')).total).toBe(3);
      expect((await list(`q=zandiyeh&assigneeId=${support.id}`)).total).toBe(0);
      const today = TEHRAN_DAY();
      expect((await list(`q=zandiyeh&from=${today}&to=${today}`)).total).toBe(3);
      expect((await list('q=zandiyeh&to=2020-01-01')).total).toBe(0);
      expect((await list(`q=zandiyeh&from=${today}T23:59:59`)).total).toBe(0);
      const page = await list('q=zandiyeh&pageSize=2&page=2');
      expect(page).toMatchObject({ total: 3, page: 2, pageSize: 2, pageCount: 2 });
      expect(page.items.map((l) => l.id)).toEqual([a]);
    });

    it('refuses impossible filters with a localized 400', async () => {
      const bad = async (query: string, lang = 'en') => {
        const res = await support.client.get(`/api/admin/leads?lang=${lang}&${query}`);
        expect(res.statusCode).toBe(400);
        return res.json().messages[0];
      };
      expect(await bad('from=2026-02-30')).toEqual({ item1: 'The date "from" is not valid.', item2: 'admin.dateInvalid' });
      expect(await bad('from=2026-03-02&to=2026-03-01', 'fa')).toEqual({ item1: 'تاریخ شروع باید پیش از تاریخ پایان باشد.', item2: 'admin.dateRange' });
      expect((await bad('kind=spam')).item2).toBe('common.invalidField');
      expect((await bad('status=done')).item2).toBe('common.invalidField');
      expect((await bad('pageSize=500')).item2).toBe('common.invalidField');
      expect((await bad('assigneeId=-1')).item2).toBe('common.invalidField');
    });

    it('exports what is filtered as CSV (BOM, CRLF, quoted, formulas made inert), without paging', async () => {
      const res = await support.client.get('/api/admin/leads/export.csv?lang=en&q=zandiyeh&pageSize=1');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv; charset=utf-8/);
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(res.body.startsWith('\ufeff')).toBe(true);
      const body = res.body.slice(1);
      expect(body.endsWith('\r\n')).toBe(true);
      const [header, ...rest] = body.split('\r\n');
      expect(header).toBe('id,created_at,kind,status,name,mobile,email,subject,message,assignee');
      expect(rest.filter(Boolean).map((l) => Number(l.split(',')[0]))).toEqual([c, b, a]);
      expect(body).toMatch(new RegExp(`\\r\\n${c},[^,]+,inquiry,new,علي Zandiyeh,09357770003,,Fire blanket,,\\r\\n`));
      // a name that would be a formula starts with ' (and is quoted for its comma and quotes); so does a message starting with +
      expect(body).toContain(`,consultation,new,"'=HYPERLINK(""http://evil.example"",""Zandiyeh"")",09357770002,,Free consultation and project visit,'+1 call me,\r\n`);
      // a line break stays inside its quoted field
      expect(body).toContain(`,contact,new,Leila Zandiyeh,09357770001,,Order follow-up,"Line one, with a comma\nand a ""quote""",\r\n`);
      expect((await support.client.get('/api/admin/leads/export.csv?from=nonsense')).statusCode).toBe(400);
      expect((await catalogue.client.get('/api/admin/leads/export.csv')).statusCode).toBe(403);
    });
  });

  describe('working a lead: status, assignee, version, notes', () => {
    let id: number;
    beforeAll(async () => {
      id = await leadOf('price_inquiries', await inquire({ productId: extinguisher, fullName: 'Parisa Work', mobile: '09358880001' }));
    });

    it('offers active support staff and owners as assignees', async () => {
      const res = await support.client.get('/api/admin/leads/assignees?lang=en');
      expect(res.statusCode).toBe(200);
      const names = (res.json().data as Array<{ id: number; name: string }>).map((s) => s.id);
      expect(names).toEqual(expect.arrayContaining([support.id, ownerId]));
      expect(names).not.toContain(catalogue.id);
    });

    it('takes the lead, moves it on with the version it saw, and records the history and the audit trail', async () => {
      const audits = await auditCount();
      const taken = await patch(id, { version: 0, status: 'in_progress', assigneeId: support.id });
      expect(taken.statusCode).toBe(200);
      expect(taken.json().data).toMatchObject({ id, status: 'in_progress', version: 1, assignee: { id: support.id, name: 'Maryam Support' } });
      expect(taken.json().data.history).toEqual([
        { id: expect.any(Number), at: expect.any(String), staffId: support.id, staffName: 'Maryam Support', field: 'status', from: 'new', to: 'in_progress' },
        { id: expect.any(Number), at: expect.any(String), staffId: support.id, staffName: 'Maryam Support', field: 'assignee', from: null, to: 'Maryam Support' },
      ]);
      expect(await auditCount()).toBe(audits + 1);
      const entry = await t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'lead').where('entity_id', '=', String(id)).orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ staff_id: support.id, action: 'update' });
      expect(JSON.parse(entry.before_json)).toEqual({ status: 'new', assigneeId: null, version: 0 });
      expect(JSON.parse(entry.after_json)).toEqual({ status: 'in_progress', assigneeId: support.id, version: 1 });

      // the owner hands it to themselves and closes it
      const closed = await patch(id, { version: 1, status: 'closed', assigneeId: ownerId }, owner);
      expect(closed.json().data).toMatchObject({ status: 'closed', version: 2, assignee: { id: ownerId, name: 'Olya Owner' } });
      expect(closed.json().data.history.slice(2).map((h: { field: string; from: string; to: string }) => [h.field, h.from, h.to])).toEqual([
        ['status', 'in_progress', 'closed'],
        ['assignee', 'Maryam Support', 'Olya Owner'],
      ]);
      // reopened (closed too early) and given to nobody
      const reopened = await patch(id, { version: 2, status: 'in_progress', assigneeId: null });
      expect(reopened.json().data).toMatchObject({ status: 'in_progress', version: 3, assignee: null });
      expect((await list('assigneeId=0&kind=inquiry')).items.map((l) => l.id)).toContain(id);
      // what it already has changes nothing (no version, no history)
      const same = await patch(id, { version: 3, status: 'in_progress' });
      expect(same.json().data).toMatchObject({ version: 3 });
      expect(same.json().data.history).toHaveLength(6);
    });

    it('refuses a stale version with 409 and the lead as it is now, changing nothing', async () => {
      const audits = await auditCount();
      const now = await lead(id);
      const res = await patch(id, { version: now.version - 1, status: 'closed' }, support.client, 'fa');
      expect(res.statusCode).toBe(409);
      const body = res.json();
      expect(body.isSuccess).toBe(false);
      expect(body.messages[0]).toEqual({ item1: 'همکار دیگری پیش از شما این درخواست را تغییر داده است؛ وضعیت کنونی آن را ببینید و دوباره تصمیم بگیرید.', item2: 'leads.stale' });
      expect(body.data).toMatchObject({ id, version: now.version, status: now.status });
      expect(await lead(id)).toEqual(now);
      expect(await auditCount()).toBe(audits);
    });

    it('refuses an assignee who may not work leads, and bad input, with a localized 400, changing nothing', async () => {
      const now = await lead(id);
      const audits = await auditCount();
      for (const assigneeId of [catalogue.id, 999999]) {
        const res = await patch(id, { version: now.version, assigneeId });
        expect(res.statusCode).toBe(400);
        expect(res.json().messages[0]).toEqual({ item1: 'A lead can only be given to an active staff member with the support or owner role.', item2: 'leads.assigneeInvalid' });
      }
      const nothing = await patch(id, { version: now.version });
      expect(nothing.statusCode).toBe(400);
      expect(nothing.json().messages[0]).toEqual({ item1: 'The field "status" is required.', item2: 'common.requiredField' });
      for (const body of [{ version: now.version, status: 'done' }, { status: 'closed' }, { version: now.version, status: 'closed', note: 'x' }, { version: -1, status: 'closed' }]) {
        const res = await patch(id, body, support.client, 'ru');
        expect(res.statusCode).toBe(400);
        expect(res.json().isSuccess).toBe(false);
        expect(res.json().messages[0].item1).toMatch(/[а-я]/);
      }
      expect((await patch(999999, { version: 0, status: 'closed' })).json().messages[0].item2).toBe('leads.notFound');
      expect(await lead(id)).toEqual(now);
      expect(await auditCount()).toBe(audits);
    });

    it('keeps notes (audited), oldest first, without changing the lead’s version', async () => {
      const before = await lead(id);
      const res = await support.client.post(`/api/admin/leads/${id}/notes?lang=en`, { text: '  Called back, sends the drawings tomorrow.  ' });
      expect(res.statusCode).toBe(200);
      await owner.post(`/api/admin/leads/${id}/notes?lang=en`, { text: 'Quote sent.' });
      const after = await lead(id);
      expect(after.version).toBe(before.version);
      expect(after.notes).toEqual([
        { id: expect.any(Number), at: expect.any(String), staffId: support.id, staffName: 'Maryam Support', text: 'Called back, sends the drawings tomorrow.' },
        { id: expect.any(Number), at: expect.any(String), staffId: ownerId, staffName: 'Olya Owner', text: 'Quote sent.' },
      ]);
      const audit = await t.database.db.selectFrom('audit_log').selectAll().where('entity', '=', 'lead').where('entity_id', '=', String(id)).where('action', '=', 'note').execute();
      expect(audit.map((a) => JSON.parse(a.after_json).text)).toEqual(['Called back, sends the drawings tomorrow.', 'Quote sent.']);
      const blank = await support.client.post(`/api/admin/leads/${id}/notes?lang=en`, { text: '   ' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().messages[0]).toEqual({ item1: 'The field "text" is required.', item2: 'common.requiredField' });
      expect((await support.client.post(`/api/admin/leads/${id}/notes`, { text: 'x'.repeat(2001) })).statusCode).toBe(400);
      expect((await support.client.post('/api/admin/leads/999999/notes?lang=en', { text: 'hello' })).statusCode).toBe(404);
      expect((await lead(id)).notes).toHaveLength(2);
    });
  });

  describe('who may', () => {
    it('lets support and the owner in; the catalogue role gets 403, a shopper and nobody 401', async () => {
      for (const url of ['/api/admin/leads', '/api/admin/leads/summary', '/api/admin/leads/assignees', '/api/admin/leads/export.csv']) {
        expect([url, (await support.client.get(url)).statusCode]).toEqual([url, 200]);
        expect([url, (await owner.get(url)).statusCode]).toEqual([url, 200]);
        const refused = await catalogue.client.get(`${url}?lang=en`);
        expect([url, refused.statusCode, refused.json().messages[0].item2]).toEqual([url, 403, 'admin.forbidden']);
        expect([url, (await shopper.get(url)).statusCode]).toEqual([url, 401]);
        expect([url, (await new Client(t.app).get(url)).statusCode]).toEqual([url, 401]);
      }
      expect((await catalogue.client.request({ method: 'PATCH', url: '/api/admin/leads/1', payload: { version: 0, status: 'closed' } })).statusCode).toBe(403);
      expect((await catalogue.client.post('/api/admin/leads/1/notes', { text: 'x' })).statusCode).toBe(403);
    });
  });

  describe('the badge: summary and event stream', () => {
    let port: number;
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      port = (t.app.server.address() as AddressInfo).port;
    });

    it('answers how many leads are new and the newest one', async () => {
      const newCount = Number((await t.database.db.selectFrom('leads').select((eb) => eb.fn.countAll().as('n')).where('status', '=', 'new').executeTakeFirst())?.n);
      const latest = Number((await t.database.db.selectFrom('leads').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id);
      const res = await support.client.get('/api/admin/leads/summary?lang=en');
      expect(res.json()).toEqual({ isSuccess: true, data: { newCount, latestId: latest }, messages: [] });
    });

    it('streams the summary at once, then each change: a new lead here, a change made through another instance', async () => {
      const stream = await openStream(port, cookieOf(support.client));
      try {
        expect(stream.res.statusCode).toBe(200);
        expect(stream.res.headers['content-type']).toBe('text/event-stream');
        expect(stream.res.headers['cache-control']).toBe('no-store, no-transform');
        expect(stream.res.headers['x-accel-buffering']).toBe('no');
        const first = (await stream.next((m) => m.event === 'summary')).data as { newCount: number; latestId: number };
        expect(first).toEqual((await support.client.get('/api/admin/leads/summary')).json().data);

        // a lead arrives through this instance: announced at once (well within the second the poll takes)
        const mark = stream.received.length;
        const newId = await leadOf('price_inquiries', await inquire({ productId: blanket, fullName: 'Stream Shopper', mobile: '09359990001' }));
        const second = (await stream.next((m) => m.event === 'summary', mark, 900)).data;
        expect(second).toEqual({ newCount: first.newCount + 1, latestId: newId });

        // another instance closes it (a write this instance does not see): the poll finds it
        const mark2 = stream.received.length;
        await t.database.db.updateTable('leads').set({ status: 'closed', version: 1 }).where('id', '=', newId).execute();
        expect((await stream.next((m) => m.event === 'summary', mark2, 3000)).data).toEqual({ newCount: first.newCount, latestId: newId });
        // nothing new is sent while nothing changes
        const mark3 = stream.received.length;
        await new Promise((r) => setTimeout(r, 1300));
        expect(stream.received.slice(mark3)).toEqual([]);
      } finally {
        stream.close();
        await stream.ended;
      }
    });

    it('refuses the stream without a staff session or with a wrong role (no stream opened)', async () => {
      const nobody = await openStream(port, '');
      expect(nobody.res.statusCode).toBe(401);
      await nobody.ended;
      const wrong = await openStream(port, cookieOf(catalogue.client));
      expect(wrong.res.statusCode).toBe(403);
      expect(wrong.res.headers['content-type']).toMatch(/application\/json/);
      await wrong.ended;
    });
  });
});

describe('the leads inbox’s messages', () => {
  it('words every leads.* code in Persian, English and Russian', async () => {
    await import('../src/modules/backoffice/messages');
    const codes = messageCodes.filter((c) => c.startsWith('leads.'));
    expect(codes).toEqual(['leads.notFound', 'leads.stale', 'leads.assigneeInvalid', 'leads.noAttachment']);
    for (const code of codes) {
      const [fa, en, ru] = (['fa', 'en', 'ru'] as const).map((l) => text(code, l));
      expect([code, fa !== code, en !== code, ru !== en, /[آ-ی]/.test(fa), /[а-я]/i.test(ru)]).toEqual([code, true, true, true, true, true]);
    }
  });
});

describe('the leads event stream’s life', () => {
  it('keeps a quiet stream alive, ends it with its session, and ends the others when the app closes (nothing hangs)', async () => {
    // the stream's timers, short for this app (each jest file has its own modules)
    const { defaultLeadStreamTiming } = await import('../src/modules/backoffice/leads/stream');
    Object.assign(defaultLeadStreamTiming, { pollMs: 100, keepaliveMs: 300 });
    const t = await createTestApp('sqlite');
    let closed = false;
    try {
      await addOwner(t, '09350000200', 'Owner');
      const first = new Client(t.app);
      await signInStaff(first, t.app, '09350000200');
      const second = new Client(t.app);
      await signInStaff(second, t.app, '09350000200');
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (t.app.server.address() as AddressInfo).port;
      const a = await openStream(port, cookieOf(first));
      const b = await openStream(port, cookieOf(second));
      expect((await a.next((m) => m.event === 'summary')).data).toEqual({ newCount: 0, latestId: null });
      await a.next((m) => m.comment === 'keepalive');
      // the first browser signs out: its stream ends at the next check; the other's goes on
      expect((await first.post('/api/admin/auth/logout')).statusCode).toBe(200);
      await a.ended;
      const mark = b.received.length;
      await b.next((m) => m.comment === 'keepalive', mark);
      expect(b.res.destroyed).toBe(false);
      // the app closes with a stream open: it is ended, the close does not wait for it
      await t.app.close();
      closed = true;
      await b.ended;
    } finally {
      if (!closed) await t.app.close();
      await t.close();
      Object.assign(defaultLeadStreamTiming, { pollMs: 1000, keepaliveMs: 25_000 });
    }
  }, 30_000);
});
