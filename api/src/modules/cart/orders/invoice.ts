/**
 * An order's invoice as a PDF, in Persian (right to left, Persian digits, Jalali date) or English
 * (issue 32 item 5): seller, buyer, the lines at the prices paid, delivery, discount, bonus, the VAT
 * line and the total payable, in rials.
 *
 * Drawn with pdfkit (fontkit shapes the Persian letters with Vazirmatn's forms) and bidi-js for the
 * right-to-left order pdfkit does not do (invoice-bidi.ts); invoice-sheet.ts lays text and boxes out
 * in the reading direction. `loadInvoice` reads what the invoice says; `renderInvoice` only draws it.
 */
import PDFDocument from 'pdfkit';
import type { Address, PaymentMethod, Totals } from 'contracts/cart';
import type { Config } from '../../../config';
import type { DB } from '../../../db/database';
import { toLatinDigits } from '../../../lib/persian';
import { companyDetails } from '../../content/public';
import { orderView, type OrderRow } from './queries';
import { textDirection } from './invoice-bidi';
import { CONTENT, GREY, MARGIN, PAD, PAGE, Sheet, vazirmatn } from './invoice-sheet';

export type InvoiceLang = 'fa' | 'en';

/**
 * The seller block's own part: the shop's name (the brand; the content module's company.ts shows the
 * same one on the contact page) and its tax identifiers. No setting holds the economic code or the
 * national id yet: each is printed only when set. The address, postal code, phones and e-mail are the
 * company's details in use (the back office's shop settings, else CONTACT_*; content/public.ts), the
 * ones /api/contact/info shows, read when the invoice is made.
 */
export const SELLER: { name: Record<InvoiceLang, string>; economicCode: string | null; nationalId: string | null } = {
  name: { fa: 'آتش‌ایمن', en: 'Atash Imen' },
  economicCode: null,
  nationalId: null,
};

/** What one invoice says, in one language. */
export interface InvoiceData {
  /** the invoice number: the order's */
  number: number;
  status: string;
  createdAt: string;
  paidAt: string | null;
  paymentMethod: PaymentMethod;
  seller: { name: string; address: string; postalCode: string; phones: string[]; email: string; economicCode: string | null; nationalId: string | null };
  buyer: { name: string; mobile: string; address: Address | null };
  lines: Array<{ name: string; count: number; unitPrice: number; lineTotal: number }>;
  delivery: { name: string; price: number };
  discountCode: string | null;
  totals: Totals;
}

/** The invoice of this order in this language, from the order as placed (its lines at the prices paid). */
export async function loadInvoice(db: DB, config: Config, order: OrderRow, lang: InvoiceLang): Promise<InvoiceData> {
  const view = await orderView(db, order, lang);
  const user = await db.selectFrom('users').select(['full_name', 'mobile']).where('id', '=', order.user_id).executeTakeFirst();
  const c = await companyDetails(db, config);
  return {
    number: order.id,
    status: order.status,
    createdAt: order.created_at,
    paidAt: order.paid_at,
    paymentMethod: order.payment_method,
    seller: { name: SELLER.name[lang], address: c.address[lang], postalCode: c.postalCode, phones: c.phones, email: c.email, economicCode: SELLER.economicCode, nationalId: SELLER.nationalId },
    buyer: { name: (user?.full_name as string | null) || view.address?.recipient || '', mobile: String(user?.mobile ?? view.address?.mobile ?? ''), address: view.address },
    lines: view.lines.map((l) => ({ name: l.name, count: l.count, unitPrice: l.unitPrice, lineTotal: l.lineTotal })),
    delivery: { name: view.delivery.name, price: view.delivery.price },
    discountCode: view.discountCode,
    totals: view.totals,
  };
}

// ---- words ----

const TEXT = {
  fa: {
    invoice: 'فاکتور فروش',
    proforma: 'پیش‌فاکتور',
    inactive: 'پیش‌فاکتور — سفارش فعال نیست',
    number: 'شماره فاکتور',
    date: 'تاریخ',
    paidAt: 'تاریخ پرداخت',
    seller: 'فروشنده',
    buyer: 'خریدار',
    name: 'نام',
    economicCode: 'شماره اقتصادی',
    nationalId: 'شناسه ملی',
    address: 'نشانی',
    postalCode: 'کد پستی',
    phone: 'تلفن',
    mobile: 'موبایل',
    email: 'ایمیل',
    recipient: 'گیرنده',
    row: 'ردیف',
    description: 'شرح کالا',
    count: 'تعداد',
    unitPrice: 'مبلغ واحد (ریال)',
    lineTotal: 'مبلغ کل (ریال)',
    itemsTotal: 'جمع کالاها',
    discount: 'تخفیف',
    delivery: 'هزینه ارسال',
    bonus: 'اعتبار هدیه',
    vatIncluded: 'مالیات بر ارزش افزوده ({p}) — در مبالغ منظور شده است',
    vatAdded: 'مالیات بر ارزش افزوده ({p})',
    payable: 'مبلغ قابل پرداخت (ریال)',
    payment: 'روش پرداخت',
    online: 'پرداخت اینترنتی',
    cheque: 'چک صیادی',
    rials: 'همه مبالغ به ریال است.',
    page: 'صفحه {n} از {m}',
  },
  en: {
    invoice: 'Sales invoice',
    proforma: 'Pro-forma invoice',
    inactive: 'Pro-forma invoice — the order is not active',
    number: 'Invoice no.',
    date: 'Date',
    paidAt: 'Paid on',
    seller: 'Seller',
    buyer: 'Buyer',
    name: 'Name',
    economicCode: 'Economic code',
    nationalId: 'National ID',
    address: 'Address',
    postalCode: 'Postal code',
    phone: 'Phone',
    mobile: 'Mobile',
    email: 'E-mail',
    recipient: 'Recipient',
    row: 'No.',
    description: 'Description',
    count: 'Qty',
    unitPrice: 'Unit price (rials)',
    lineTotal: 'Amount (rials)',
    itemsTotal: 'Items total',
    discount: 'Discount',
    delivery: 'Delivery',
    bonus: 'Bonus credit',
    vatIncluded: 'VAT ({p}) — included in the amounts',
    vatAdded: 'VAT ({p})',
    payable: 'Total payable (rials)',
    payment: 'Payment',
    online: 'Online payment',
    cheque: 'Sayad cheque',
    rials: 'All amounts are in Iranian rials.',
    page: 'Page {n} of {m}',
  },
} as const;

/**
 * Paid orders get a sales invoice; unpaid ones a pro-forma; cancelled, failed or merged ones a
 * pro-forma that says so. ('confirmed': a cleared cheque's old state, migrated to 'paid'.)
 */
const INVOICED = new Set<string>(['paid', 'confirmed', 'preparing', 'shipped', 'delivered']);
const INACTIVE = new Set<string>(['cancelled', 'failed', 'merged']);

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
/** Digits in the invoice's script: Persian in fa, Latin in en. */
const digits = (s: string, lang: InvoiceLang) => (lang === 'fa' ? toLatinDigits(s).replace(/[0-9]/g, (d) => PERSIAN_DIGITS[Number(d)]) : toLatinDigits(s));
// Intl formatters are slow to make (tens of milliseconds for a page's worth): one of each, kept
const numbers = { fa: new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 0 }), en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }) };
const percents = { fa: new Intl.NumberFormat('fa-IR', { maximumFractionDigits: 2 }), en: new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }) };
/** The shop's calendar day: Jalali with Persian digits (1405/09/06) in fa, Gregorian in en; Tehran time. */
const days = {
  fa: new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', { timeZone: 'Asia/Tehran', year: 'numeric', month: '2-digit', day: '2-digit' }),
  en: new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tehran', year: 'numeric', month: 'long', day: 'numeric' }),
};
const money = (n: number, lang: InvoiceLang) => numbers[lang].format(n);
const percent = (n: number, lang: InvoiceLang) => `${percents[lang].format(n)}${lang === 'fa' ? '٪' : '%'}`;
const day = (iso: string, lang: InvoiceLang) => days[lang].format(new Date(iso));
/**
 * Kept left to right as one piece inside Persian text (an isolate): '021-66000000' would otherwise
 * show its parts swapped (after Persian letters its digits count as Arabic numbers for the bidi
 * rules, and a hyphen between those is neutral).
 */
const ltr = (s: string) => (s ? `\u2066${s}\u2069` : s);
/**
 * The address as the shopper typed it, its parts joined and its digits in its own script: Persian
 * digits in a Persian address, Latin ones in 'Valiasr St., No. 12' (on either invoice).
 */
function typedAddress(a: Address, lang: InvoiceLang): string {
  const parts = [a.province, a.city, a.street].filter(Boolean);
  const persian = textDirection(parts.join(' '), lang === 'fa' ? 'rtl' : 'ltr') === 'rtl';
  return digits(parts.join(persian ? '، ' : ', '), persian ? 'fa' : 'en');
}
const fill = (s: string, params: Record<string, string>) => s.replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');

/** The invoice as PDF bytes. */
export function renderInvoice(inv: InvoiceData, lang: InvoiceLang): Promise<Buffer> {
  const T = TEXT[lang];
  const title = INVOICED.has(inv.status) ? T.invoice : INACTIVE.has(inv.status) ? T.inactive : T.proforma;
  const number = digits(String(inv.number), lang);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: lang === 'fa' ? 'fa-IR' : 'en-US',
    displayTitle: true,
    info: { Title: `${title} ${number}`, Author: inv.seller.name, Subject: `${T.number} ${number}` },
  });
  const font = vazirmatn();
  doc.registerFont('regular', font.regular);
  doc.registerFont('bold', font.bold);
  const done = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const s = new Sheet(doc, lang === 'fa' ? 'rtl' : 'ltr');
  const half = CONTENT / 2;

  // heading: the title and the shop at the start, number and dates at the end
  s.line(title, 0, half + 60, s.y, { font: 'bold', size: 18 });
  s.line(`${T.number}: ${number}`, half, half, s.y + 2, { font: 'bold', size: 11, align: 'end' });
  s.line(`${T.date}: ${day(inv.createdAt, lang)}`, half, half, s.y + 20, { size: 10, align: 'end' });
  if (inv.paidAt && INVOICED.has(inv.status)) s.line(`${T.paidAt}: ${day(inv.paidAt, lang)}`, half, half, s.y + 36, { size: 10, align: 'end' });
  s.line(inv.seller.name, 0, half, s.y + 30, { size: 11, color: '#444444' });
  s.y += 60;

  // seller and buyer: a band with the heading, then their fields
  const party = (heading: string, rows: Array<Array<[string, string]>>) => {
    const band = 18;
    const heights = rows.map((row) => Math.max(...row.map(([l, v]) => s.fieldHeight(l, v, CONTENT / row.length - 2 * PAD))));
    const h = band + heights.reduce((a, b) => a + b, 0) + 2 * PAD;
    s.room(h);
    s.rect(0, CONTENT, s.y, band, GREY);
    s.line(heading, PAD, CONTENT - 2 * PAD, s.y + 3, { font: 'bold', size: 10 });
    s.rect(0, CONTENT, s.y + band, h - band);
    let y = s.y + band + PAD;
    rows.forEach((row, i) => {
      const w = CONTENT / row.length;
      row.forEach(([l, v], j) => s.field(l, v, j * w + PAD, w - 2 * PAD, y));
      y += heights[i];
    });
    s.y += h + 8;
  };
  const sel = inv.seller;
  party(T.seller, [
    [[T.name, sel.name], ...(sel.economicCode ? [[T.economicCode, ltr(digits(sel.economicCode, lang))] as [string, string]] : []), ...(sel.nationalId ? [[T.nationalId, ltr(digits(sel.nationalId, lang))] as [string, string]] : [])],
    [[T.address, digits(sel.address, lang)]],
    [
      [T.postalCode, ltr(digits(sel.postalCode, lang))],
      [T.phone, sel.phones.map((p) => ltr(digits(p, lang))).join(lang === 'fa' ? '، ' : ', ')],
      [T.email, ltr(sel.email)],
    ],
  ]);
  const b = inv.buyer;
  const a = b.address;
  party(T.buyer, [
    [
      [T.name, b.name],
      [T.mobile, ltr(digits(b.mobile, lang))],
    ],
    ...(a
      ? [
          [[T.address, typedAddress(a, lang)]] as Array<[string, string]>,
          [
            [T.postalCode, ltr(digits(a.postalCode, lang))],
            [T.recipient, `${a.recipient} (${ltr(digits(a.mobile, lang))})`],
          ] as Array<[string, string]>,
        ]
      : []),
  ]);

  // the lines: row, description, count, unit price, amount (columns from the start edge)
  const cols = [30, 0, 44, 96, 104];
  cols[1] = CONTENT - cols.reduce((x, v) => x + v, 0);
  const starts = cols.map((_, i) => cols.slice(0, i).reduce((x, v) => x + v, 0));
  const headRow = () => {
    const h = 20;
    [T.row, T.description, T.count, T.unitPrice, T.lineTotal].forEach((label, i) => {
      s.rect(starts[i], cols[i], s.y, h, GREY);
      s.line(label, starts[i] + 2, cols[i] - 4, s.y + 5, { font: 'bold', size: 8.5, align: 'center' });
    });
    s.y += h;
  };
  s.room(40);
  headRow();
  inv.lines.forEach((l, n) => {
    const nameLines = s.wrap(l.name, cols[1] - 2 * PAD, 'regular', 9);
    const h = nameLines.length * s.lineHeight(9) + 2 * PAD;
    if (s.room(h)) headRow();
    const cells = [digits(String(n + 1), lang), '', digits(String(l.count), lang), money(l.unitPrice, lang), money(l.lineTotal, lang)];
    cells.forEach((text, i) => {
      s.rect(starts[i], cols[i], s.y, h);
      if (i === 1) nameLines.forEach((nl, k) => s.line(nl, starts[1] + PAD, cols[1] - 2 * PAD, s.y + PAD + k * s.lineHeight(9), { dir: textDirection(l.name, s.dir) }));
      else s.line(text, starts[i] + 2, cols[i] - 4, s.y + PAD, { align: 'center' });
    });
    s.y += h;
  });

  // the totals under the amount column
  const t = inv.totals;
  const vatLabel = fill(t.vatIncluded ? T.vatIncluded : T.vatAdded, { p: percent(t.vatPercent, lang) });
  const totals: Array<[string, number, boolean]> = [
    [T.itemsTotal, t.items, false],
    ...(t.discount > 0 ? [[inv.discountCode ? `${T.discount} (${inv.discountCode})` : T.discount, t.discount, false] as [string, number, boolean]] : []),
    [`${T.delivery} (${inv.delivery.name})`, t.delivery, false],
    ...(t.bonus > 0 ? [[T.bonus, t.bonus, false] as [string, number, boolean]] : []),
    [vatLabel, t.vat, false],
    [T.payable, t.payable, true],
  ];
  const labelW = starts[4];
  for (const [label, amount, strong] of totals) {
    const h = 20;
    s.room(h);
    s.rect(0, labelW, s.y, h, strong ? GREY : undefined);
    s.rect(starts[4], cols[4], s.y, h, strong ? GREY : undefined);
    s.line(label, PAD, labelW - 2 * PAD, s.y + 5, { font: strong ? 'bold' : 'regular', size: 9, align: 'end' });
    s.line(money(amount, lang), starts[4] + 2, cols[4] - 4, s.y + 5, { font: strong ? 'bold' : 'regular', size: 9, align: 'center' });
    s.y += h;
  }
  s.y += 10;
  s.room(40);
  s.field(T.payment, inv.paymentMethod === 'cheque' ? T.cheque : T.online, 0, CONTENT, s.y);
  s.y += s.lineHeight(9);
  s.line(T.rials, 0, CONTENT, s.y, { size: 8.5, color: '#444444' });

  // page numbers, once the count is known
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const label = fill(T.page, { n: digits(String(i + 1), lang), m: digits(String(range.count), lang) });
    s.line(label, 0, CONTENT, PAGE.height - MARGIN - 12, { size: 8, align: 'center', color: '#666666' });
  }
  doc.end();
  return done;
}
