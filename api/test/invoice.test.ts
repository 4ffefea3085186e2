import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describeEachDb, Client, type TestApp } from './helpers';
import { cartTestApp, makeProduct, payInSandbox, placedOrder } from './cart-fixtures';
import { addStaff, signInStaff } from './admin-helpers';
import { fontkitReverses, visualRuns } from '../src/modules/cart/orders/invoice-bidi';

// ---- reading a PDF's text ----

const hasPdftotext = spawnSync('pdftotext', ['-v']).error === undefined;

/** The text poppler's pdftotext reads (in logical order), without the direction marks it adds around runs. */
function pdftotext(pdf: Buffer): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-')), 'invoice.pdf');
  fs.writeFileSync(file, pdf);
  const out = spawnSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' });
  fs.rmSync(path.dirname(file), { recursive: true, force: true });
  if (out.status !== 0) throw new Error(`pdftotext: ${out.stderr}`);
  return out.stdout.replace(/[\u200E\u200F\u202A-\u202E]/g, '');
}

/**
 * Without poppler (pdfkit writes PDFs but has no parser): the glyphs each text operator shows, through
 * its font's ToUnicode map, in drawing order, one line per text object. That is the visual order:
 * numbers read as written, Persian words come out reversed. Enough for the numbers checked here.
 */
function glyphText(pdf: Buffer): string {
  const src = pdf.toString('latin1');
  const objects = new Map<string, { dict: string; data: string }>();
  for (const m of src.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const stream = /stream\r?\n([\s\S]*?)\r?\nendstream/.exec(m[2]);
    let data = stream ? Buffer.from(stream[1], 'latin1') : Buffer.alloc(0);
    if (stream && m[2].includes('/FlateDecode')) data = zlib.inflateSync(data);
    objects.set(m[1], { dict: stream ? m[2].slice(0, stream.index) : m[2], data: data.toString('latin1') });
  }
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  const unicodeOf = (fontRef: string) => {
    const map = new Map<number, string>();
    const ref = /\/ToUnicode (\d+) 0 R/.exec(objects.get(fontRef)?.dict ?? '')?.[1];
    for (const r of (ref ? objects.get(ref)!.data : '').matchAll(/^<([0-9a-f]+)> <[0-9a-f]+> \[([^\]]*)\]/gim)) {
      let gid = parseInt(r[1], 16);
      for (const u of r[2].matchAll(/<([0-9a-f ]+)>/gi)) map.set(gid++, utf16(u[1].replace(/ /g, '')));
    }
    return map;
  };
  const pages: string[] = [];
  for (const page of objects.values()) {
    if (!/\/Type \/Page\b/.test(page.dict)) continue;
    const resources = /\/Resources (\d+) 0 R/.exec(page.dict)?.[1];
    const fontDict = /\/Font <<([^>]*)>>/.exec(page.dict + (resources ? objects.get(resources)!.dict : ''))?.[1] ?? '';
    const fonts = new Map([...fontDict.matchAll(/\/(\S+) (\d+) 0 R/g)].map((f) => [f[1], unicodeOf(f[2])]));
    const content = objects.get(/\/Contents (\d+) 0 R/.exec(page.dict)![1])!.data;
    let font = new Map<number, string>();
    let text = '';
    for (const op of content.matchAll(/\/(\S+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-f]*)> Tj|\bET\b/gi)) {
      if (op[1]) font = fonts.get(op[1]) ?? new Map();
      else if (op[0] === 'ET') text += '\n';
      else for (const h of (op[2] ?? `<${op[3]}>`).matchAll(/<([0-9a-f]*)>/gi)) for (let i = 0; i < h[1].length; i += 4) text += font.get(parseInt(h[1].slice(i, i + 4), 16)) ?? '';
    }
    pages.push(text);
  }
  return pages.join('\f');
}

/** The invoice's text: pdftotext when the machine has it (.ci/run installs poppler-utils), else the glyphs as drawn. */
const pdfText = (pdf: Buffer) => (hasPdftotext ? pdftotext(pdf) : glyphText(pdf));

const fa = (n: number) => new Intl.NumberFormat('fa-IR').format(n);
const faDigits = (s: string) => s.replace(/[0-9]/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);

// ---- the right-to-left order (no database) ----

describe('invoice text order (pdfkit + bidi-js)', () => {
  /** What the page shows, left to right: each run as fontkit lays it out (reversed when it is right to left). */
  const shown = (line: string, dir: 'rtl' | 'ltr') =>
    visualRuns(line, dir)
      .map((r) => (fontkitReverses(r) ? [...r].reverse().join('') : r))
      .join('');

  it('keeps Persian numbers left to right inside right-to-left words', () => {
    expect(shown('شماره ۱۰۴۳', 'rtl')).toBe('۱۰۴۳ هرامش');
    expect(shown('جمع کل: ۲۷٬۲۵۰٬۰۰۰ ریال', 'rtl')).toBe('لایر ۲۷٬۲۵۰٬۰۰۰ :لک عمج');
    expect(shown('تاریخ: ۱۴۰۵/۰۹/۰۶', 'rtl')).toBe('۱۴۰۵/۰۹/۰۶ :خیرات');
  });

  it('mirrors brackets, keeps Latin runs and isolated phone numbers whole', () => {
    expect(shown('شماره (کد ۱۲)', 'rtl')).toBe('(۱۲ دک) هرامش');
    expect(shown('فاکتور Invoice 1043 شماره', 'rtl')).toBe('هرامش Invoice 1043 روتکاف');
    expect(shown('تلفن: \u2066۰۲۱-۶۶۰۰۰۰۰۰\u2069', 'rtl')).toBe('۰۲۱-۶۶۰۰۰۰۰۰ :نفلت');
    expect(shown('Buyer: سارا (Tehran)', 'ltr')).toBe('Buyer: اراس (Tehran)');
  });
});

// ---- the routes ----

describeEachDb('invoices: GET /api/productOrder/:id/invoice.pdf and /api/admin/orders/:id/invoice.pdf', (kind) => {
  let t: TestApp;
  let shopper: Client;
  let id: number;
  let payable: number;
  let vat: { percent: number; amount: number };
  beforeAll(async () => {
    t = await cartTestApp(kind);
    const product = await makeProduct(t, { price: 12_500_000, stock: 5, name: '6 kg fire extinguisher' });
    const placed = await placedOrder(t, product, 2, 'fa');
    await payInSandbox(placed.c, placed.order.paymentUrl!);
    shopper = placed.c;
    id = placed.order.productOrderId;
    const order = (await shopper.get(`/api/productOrder/${id}`)).json().data;
    expect(order.status).toBe('paid');
    payable = order.totals.payable;
    vat = { percent: order.totals.vatPercent, amount: order.totals.vat };
  });
  afterAll(() => t.close());

  const expectPdf = (res: { statusCode: number; headers: Record<string, unknown>; rawPayload: Buffer }, lang: 'fa' | 'en', orderId = id) => {
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="invoice-${orderId}-${lang}.pdf"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    return pdfText(res.rawPayload);
  };

  it(`the shopper's invoice in Persian: the order number, the total in Persian digits and a Jalali date (text read with ${hasPdftotext ? 'pdftotext' : 'the glyph reader'})`, async () => {
    const res = await shopper.get(`/api/productOrder/${id}/invoice.pdf?lang=fa`);
    const text = expectPdf(res, 'fa');
    expect(text).toContain(faDigits(String(id)));
    expect(text).toContain(fa(payable));
    expect(text).toContain(fa(12_500_000));
    expect(text).not.toContain(payable.toLocaleString('en-US'));
    // the Jalali year (the Gregorian year less 621 or 622) in a date such as ۱۴۰۵/۰۹/۰۶
    const year = new Date().getFullYear();
    expect(text).toMatch(new RegExp(`(${faDigits(String(year - 622))}|${faDigits(String(year - 621))})/[۰-۹]{2}/[۰-۹]{2}`));
    if (hasPdftotext) {
      expect(text).toContain('فاکتور فروش');
      expect(text).toContain('مبلغ قابل پرداخت');
    }
    // the glyphs as drawn (the reader used without poppler) show the numbers in the same order
    const glyphs = glyphText(res.rawPayload);
    expect(glyphs).toContain(faDigits(String(id)));
    expect(glyphs).toContain(fa(payable));
  });

  it('the English invoice: Latin digits, the Gregorian date and the VAT line', async () => {
    const text = expectPdf(await shopper.get(`/api/productOrder/${id}/invoice.pdf?lang=en`), 'en');
    expect(text).toContain(String(id));
    expect(text).toContain(payable.toLocaleString('en-US'));
    expect(text).toContain('6 kg fire extinguisher');
    expect(text).not.toMatch(/[۰-۹]/);
    expect(text).toContain(String(new Date().getFullYear()));
    expect(text).toContain(vat.amount.toLocaleString('en-US'));
    if (hasPdftotext) {
      expect(text).toContain('Sales invoice');
      expect(text).toContain(`VAT (${vat.percent}%)`);
    }
  });

  it("without lang, the request's language (English for Russian); other languages are refused", async () => {
    expect((await shopper.get(`/api/productOrder/${id}/invoice.pdf`)).headers['content-disposition']).toContain(`invoice-${id}-fa.pdf`);
    expect((await shopper.get(`/api/productOrder/${id}/invoice.pdf`, { 'accept-language': 'ru-RU,ru' })).headers['content-disposition']).toContain(`invoice-${id}-en.pdf`);
    const ru = await shopper.get(`/api/productOrder/${id}/invoice.pdf?lang=ru`);
    expect(ru.statusCode).toBe(400);
    expect(ru.headers['content-type']).toMatch(/^application\/json/);
  });

  it("someone else's order answers 404 like a missing one, and no session 401", async () => {
    const other = await placedOrder(t, await makeProduct(t), 1);
    const foreign = await other.c.get(`/api/productOrder/${id}/invoice.pdf?lang=en`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().messages[0].item2).toBe('order.notFound');
    expect((await other.c.get(`/api/productOrder/999999/invoice.pdf`)).statusCode).toBe(404);
    const anonymous = await new Client(t.app).get(`/api/productOrder/${id}/invoice.pdf?lang=en`);
    expect(anonymous.statusCode).toBe(401);
    // their own order, not paid yet: a pro-forma invoice
    const own = await other.c.get(`/api/productOrder/${other.order.productOrderId}/invoice.pdf?lang=en`);
    const text = expectPdf(own, 'en', other.order.productOrderId);
    if (hasPdftotext) expect(text).toContain('Pro-forma invoice');
  });

  it('staff with orders or support download any order’s invoice; content gets 403, no staff session 401', async () => {
    const signedIn = async (mobile: string, role: 'orders' | 'support' | 'content') => {
      await addStaff(t, mobile, [role]);
      const c = new Client(t.app);
      await signInStaff(c, t.app, mobile);
      return c;
    };
    const orders = await signedIn('09350000101', 'orders');
    const text = expectPdf(await orders.get(`/api/admin/orders/${id}/invoice.pdf?lang=fa`), 'fa');
    expect(text).toContain(fa(payable));
    expect((await orders.get(`/api/admin/orders/999999/invoice.pdf`)).statusCode).toBe(404);
    const support = await signedIn('09350000102', 'support');
    expectPdf(await support.get(`/api/admin/orders/${id}/invoice.pdf?lang=en`), 'en');

    const content = await signedIn('09350000103', 'content');
    const refused = await content.get(`/api/admin/orders/${id}/invoice.pdf?lang=en`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].item2).toBe('admin.forbidden');
    expect((await new Client(t.app).get(`/api/admin/orders/${id}/invoice.pdf`)).statusCode).toBe(401);
    // the shopper's own session is no staff session
    expect((await shopper.get(`/api/admin/orders/${id}/invoice.pdf`)).statusCode).toBe(401);
  });
});
