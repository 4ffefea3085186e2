import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import type { Config } from '../../config';
import { BRANDS, CATEGORIES, type SeedCategory } from './seed-data/categories';
import { PRODUCTS, type SeedProduct } from './seed-data/products';
import { drawProduct } from './images/draw';
import { PdfDocument, catalogueFonts, type PdfImage, type PdfPage, type Rgb, type TextStyle } from './seed-pdf';
import { persianDigits } from './seed-pdf-text';
import { productShape, specRows, topLevelOf } from './seed-shared';

/**
 * The downloadable catalogues the seed writes: for each top-level category with products (PPE has
 * none, on purpose) and for the whole range, one PDF in Persian and one in English, each with a
 * cover page (what the range is for, its features, brands and how to order) and the products with
 * their picture, specifications and price. Written into the configured folder (CATALOG_FILES_DIR);
 * a file of the same name already there is the operator's and is kept.
 */
export type CatalogueLang = 'fa' | 'en';
export const CATALOGUE_LANGS: CatalogueLang[] = ['fa', 'en'];

export interface SeedCatalogueFile {
  categoryKey: string | null;
  lang: CatalogueLang;
  title: { fa: string; en: string; ru: string };
  fileName: string;
  size: number;
  /** null for a file the operator put there (not counted) */
  pages: number | null;
}

/** The catalogues' date: the seeded prices' date (1 June 2025, 11 Khordad 1404). */
const EDITION = new Date(Date.UTC(2025, 5, 1));
const COMPANY = { fa: 'آتش‌ایمن', en: 'Atash Imen' };

const T = {
  fa: {
    catalogue: (name: string) => `کاتالوگ ${name}`,
    full: 'کاتالوگ کامل محصولات',
    fullIntro: 'همه‌ی محصولات ایمنی و آتش‌نشانی ما در یک کاتالوگ: کپسول‌ها، اعلام حریق، اطفای آبی و گازی، تابلوها و روشنایی اضطراری.',
    edition: (year: string) => `ویرایش ${year}`,
    features: 'ویژگی‌ها',
    range: 'گروه‌های محصول',
    products: (n: number) => `${n} محصول`,
    brands: 'برندها',
    order: 'سفارش و مشاوره',
    phone: 'تلفن',
    email: 'ایمیل',
    address: 'نشانی',
    hours: 'ساعت کاری',
    sku: 'کد کالا',
    brand: 'برند',
    onRequest: 'قیمت: استعلام بگیرید',
    priceNote: 'قیمت‌ها به تومان و با احتساب مالیات بر ارزش افزوده است؛ برای سفارش عمده و پروژه‌ها با ما تماس بگیرید.',
    page: (i: number, n: number) => `صفحه ${i} از ${n}`,
    sep: '، ',
  },
  en: {
    catalogue: (name: string) => `${name} catalogue`,
    full: 'Full product catalogue',
    fullIntro: 'All our fire-safety products in one catalogue: extinguishers, fire alarm, water and gas suppression, signs and emergency lighting.',
    edition: (year: string) => `${year} edition`,
    features: 'Features',
    range: 'Product groups',
    products: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
    brands: 'Brands',
    order: 'Orders and advice',
    phone: 'Phone',
    email: 'E-mail',
    address: 'Address',
    hours: 'Working hours',
    sku: 'SKU',
    brand: 'Brand',
    onRequest: 'Price on request',
    priceNote: 'Prices in Toman, VAT included; for bulk orders and projects, please contact us.',
    page: (i: number, n: number) => `Page ${i} of ${n}`,
    sep: ' · ',
  },
};

const W = PdfDocument.WIDTH;
const H = PdfDocument.HEIGHT;
const MARGIN = 48;
const BOTTOM = 64;
const INK: Rgb = [33, 33, 33];
const MUTED: Rgb = [97, 97, 97];
const RULE: Rgb = [224, 224, 224];
const WHITE: Rgb = [255, 255, 255];

const hexRgb = (hex: string): Rgb => {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

/** A text flow down the pages, written from the start side of the language (right in Persian). */
class Flow {
  page!: PdfPage;
  y = 0;
  constructor(
    readonly doc: PdfDocument,
    readonly lang: CatalogueLang,
  ) {}

  get rtl() {
    return this.lang === 'fa';
  }

  /** Text as the reader sees it: Persian digits in Persian text (codes keep theirs). */
  t(s: string): string {
    return this.lang === 'fa' ? persianDigits(s) : s;
  }

  newPage(): void {
    this.page = this.doc.addPage();
    this.y = H - MARGIN;
  }

  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage();
  }

  /** x of a point `offset` points in from the start margin. */
  x(offset: number): number {
    return this.rtl ? W - MARGIN - offset : MARGIN + offset;
  }

  /** One line at the start side, `indent` in; the flow moves down by `lead`. */
  line(s: string, style: TextStyle, indent = 0, lead = style.size * 1.7): void {
    this.y -= lead;
    this.page.text(this.t(s), this.x(indent), this.y, style, this.rtl ? 'right' : 'left');
  }

  paragraph(s: string, style: TextStyle, width = W - 2 * MARGIN, indent = 0): void {
    for (const l of this.doc.wrap(this.t(s), style, width)) {
      this.ensure(style.size * 1.8);
      this.line(l, style, indent, style.size * 1.8);
    }
  }

  heading(s: string, size = 16): void {
    this.ensure(size * 3.2);
    this.y -= size * 0.8;
    this.line(s, { size, bold: true, color: INK });
    this.y -= 4;
    this.page.line(MARGIN, this.y, W - MARGIN, this.y, RULE);
  }
}

const NUMBERS = { fa: new Intl.NumberFormat('fa-IR'), en: new Intl.NumberFormat('en-US') };
const toman = (rials: number, lang: CatalogueLang) => (lang === 'fa' ? `${NUMBERS.fa.format(rials / 10)} تومان` : `${NUMBERS.en.format(rials / 10)} Toman`);

/** The edition's year as its readers count: 1404 (Solar Hijri) in Persian, 2025 in English. */
const EDITION_YEAR = {
  fa: new Intl.DateTimeFormat('fa-IR-u-ca-persian-nu-arabext', { year: 'numeric', timeZone: 'UTC' }).format(EDITION).replace(/[^\u06F0-\u06F9]/g, ''),
  en: String(EDITION.getUTCFullYear()),
};

/** The sections of a catalogue: a category's subcategories (or the category itself), or every top-level category. */
const productGroups = (top: SeedCategory | null) => {
  if (!top) return CATEGORIES.filter((c) => !c.parent);
  const children = CATEGORIES.filter((c) => c.parent === top.key);
  return children.length ? children : [top];
};
const inGroup = (p: SeedProduct, g: SeedCategory, top: SeedCategory | null) => (top && g !== top ? p.cat === g.key : topLevelOf(p.cat).key === g.key);

function cover(f: Flow, config: Config, title: string, intro: string, color: Rgb, top: SeedCategory | null): void {
  const { lang } = f;
  const tx = T[lang];
  f.newPage();
  f.page.rect(0, H - 170, W, 170, { fill: color });
  f.page.text(COMPANY[lang], f.x(0), H - 62, { size: 13, bold: true, color: WHITE }, f.rtl ? 'right' : 'left');
  f.page.text(title, f.x(0), H - 110, { size: 28, bold: true, color: WHITE }, f.rtl ? 'right' : 'left');
  f.page.text(f.t(tx.edition(EDITION_YEAR[lang])), f.x(0), H - 142, { size: 12, color: WHITE }, f.rtl ? 'right' : 'left');
  f.y = H - 190;
  f.paragraph(intro, { size: 12, color: INK });

  const products = top ? PRODUCTS.filter((p) => topLevelOf(p.cat).key === top.key) : PRODUCTS;
  if (top?.features) {
    f.heading(tx.features, 14);
    for (const feature of top.features[lang]) f.paragraph(`•  ${feature}`, { size: 11, color: INK }, W - 2 * MARGIN - 10, 10);
  }
  f.heading(tx.range, 14);
  for (const g of productGroups(top)) {
    const n = products.filter((p) => inGroup(p, g, top)).length;
    if (n) f.paragraph(`•  ${g.name[lang]}${tx.sep}${tx.products(n)}`, { size: 11, color: INK }, W - 2 * MARGIN - 10, 10);
  }
  f.heading(tx.brands, 14);
  const brands = BRANDS.filter((b) => products.some((p) => p.brand === b.key));
  f.paragraph(brands.map((b) => `${b.name[lang]} (${b.country[lang]})`).join(tx.sep), { size: 11, color: INK });

  f.heading(tx.order, 14);
  const c = config.contact;
  const rows: Array<[string, string]> = [
    [tx.phone, [...c.phones, c.mobile].join(tx.sep)],
    [tx.email, c.email],
    [tx.address, c.address[lang]],
    [tx.hours, c.hours[lang]],
  ];
  for (const [k, v] of rows) f.paragraph(`${k}: ${v}`, { size: 11, color: INK });
  f.y -= 6;
  f.paragraph(tx.priceNote, { size: 10, color: MUTED });
}

const IMAGE = 92;

function productBlock(f: Flow, p: SeedProduct, image: PdfImage): void {
  const { lang } = f;
  const tx = T[lang];
  const brand = BRANDS.find((b) => b.key === p.brand)!;
  const textWidth = W - 2 * MARGIN - IMAGE - 16;
  const name = f.doc.wrap(f.t(p.name[lang]), { size: 12.5, bold: true }, textWidth);
  const blurb = f.doc.wrap(f.t(p.blurb[lang] ?? p.blurb.en), { size: 10 }, textWidth);
  const specs = specRows(p, lang).slice(0, 8);
  const specLines = Math.ceil(specs.length / 2);
  const height = name.length * 19 + 17 + blurb.length * 16 + specLines * 15 + 30;
  f.ensure(Math.max(height, IMAGE + 16));
  const top = f.y;
  const imageX = f.rtl ? W - MARGIN - IMAGE : MARGIN;
  f.page.rect(imageX, top - IMAGE - 8, IMAGE, IMAGE, { fill: [245, 247, 250] });
  f.page.image(image, imageX + 4, top - IMAGE - 4, IMAGE - 8, IMAGE - 8);
  const indent = IMAGE + 16;
  f.y -= 2;
  for (const l of name) f.line(l, { size: 12.5, bold: true, color: INK }, indent, 19);
  f.line(`${tx.sku}: ${p.sku}${tx.sep}${tx.brand}: ${brand.name[lang]}`, { size: 9.5, color: MUTED }, indent, 17);
  for (const l of blurb) f.line(l, { size: 10, color: INK }, indent, 16);
  const colWidth = textWidth / 2;
  for (let r = 0; r < specLines; r++) {
    f.y -= 15;
    for (let col = 0; col < 2; col++) {
      const s = specs[r * 2 + col];
      if (!s) continue;
      let cell = f.t(`${s.key}: ${s.value}`);
      while (cell.length > 4 && f.doc.measure(cell, { size: 9 }) > colWidth - 8) cell = `${cell.slice(0, -2)}…`;
      f.page.text(cell, f.x(indent + col * colWidth), f.y, { size: 9, color: MUTED }, f.rtl ? 'right' : 'left');
    }
  }
  f.y -= 22;
  const price = p.price === null ? tx.onRequest : toman(p.price, lang);
  f.page.text(price, f.x(indent), f.y, { size: 12, bold: true, color: [183, 28, 28] }, f.rtl ? 'right' : 'left');
  f.y = Math.min(f.y, top - IMAGE - 8) - 12;
  f.page.line(MARGIN, f.y, W - MARGIN, f.y, RULE);
  f.y -= 6;
}

function footers(f: Flow, title: string): void {
  const n = f.doc.pages.length;
  f.doc.pages.forEach((page, i) => {
    page.line(MARGIN, 44, W - MARGIN, 44, RULE);
    page.text(`${COMPANY[f.lang]} — ${title}`, f.x(0), 30, { size: 9, color: MUTED }, f.rtl ? 'right' : 'left');
    page.text(f.t(T[f.lang].page(i + 1, n)), f.rtl ? MARGIN : W - MARGIN, 30, { size: 9, color: MUTED }, f.rtl ? 'left' : 'right');
  });
}

/** One catalogue as a PDF: the cover, then the products group by group. */
function catalogue(config: Config, lang: CatalogueLang, top: SeedCategory | null, images: Map<SeedProduct, Buffer>): { pdf: Buffer; pages: number; title: string } {
  const tx = T[lang];
  const title = top ? tx.catalogue(top.name[lang]) : tx.full;
  const doc = new PdfDocument({ title, author: COMPANY[lang], subject: title, lang: lang === 'fa' ? 'fa-IR' : 'en-US', rtl: lang === 'fa', fonts: catalogueFonts() });
  const f = new Flow(doc, lang);
  cover(f, config, title, top ? top.description[lang] : tx.fullIntro, hexRgb(top?.color ?? '#b71c1c'), top);
  const placed = new Map<SeedProduct, PdfImage>();
  const groups = productGroups(top);
  let first = true;
  for (const g of groups) {
    const products = PRODUCTS.filter((p) => inGroup(p, g, top));
    if (!products.length) continue;
    // the products start on a new page; a group starts on a new page when its heading and first product do not fit
    if (first) f.newPage();
    else {
      f.y -= 18;
      f.ensure(240);
    }
    first = false;
    f.heading(g.name[lang], 18);
    f.paragraph(g.description[lang], { size: 10.5, color: MUTED });
    f.y -= 8;
    for (const p of products) {
      if (!placed.has(p)) placed.set(p, doc.addImage(images.get(p)!, PICTURE, PICTURE));
      productBlock(f, p, placed.get(p)!);
    }
  }
  footers(f, title);
  return { pdf: doc.toBuffer(), pages: doc.pages.length, title };
}

/** Pixels of the product pictures in the catalogues (drawn at 84 pt: twice the pixels). */
const PICTURE = 168;

/**
 * The product pictures as raw RGB pixels (Flate-compressed in the PDF), drawn once per process: all
 * of them in one SVG, rasterized once (one sharp call instead of one per product: the seed runs in
 * every api test that seeds), then cut into tiles.
 */
let pictures: Promise<Map<SeedProduct, Buffer>> | null = null;
const COLS = 8;
const productPictures = () =>
  (pictures ??= (async () => {
    const rows = Math.ceil(PRODUCTS.length / COLS);
    const tiles = PRODUCTS.map((p, i) =>
      drawProduct(productShape(p), p.color, 0)
        .replace(/^<svg [^>]*>/, `<svg x="${(i % COLS) * PICTURE}" y="${Math.floor(i / COLS) * PICTURE}" width="${PICTURE}" height="${PICTURE}" viewBox="0 0 640 640">`)
        .replaceAll('id="body"', `id="body${i}"`)
        .replaceAll('url(#body)', `url(#body${i})`),
    );
    const sprite = `<svg xmlns="http://www.w3.org/2000/svg" width="${COLS * PICTURE}" height="${rows * PICTURE}">${tiles.join('')}</svg>`;
    const { data, info } = await sharp(Buffer.from(sprite)).flatten({ background: '#f5f7fa' }).removeAlpha().raw().toBuffer({ resolveWithObject: true });
    const stride = info.width * info.channels;
    return new Map(
      PRODUCTS.map((p, i) => {
        const tile = Buffer.alloc(PICTURE * PICTURE * 3);
        const x0 = (i % COLS) * PICTURE * info.channels;
        const y0 = Math.floor(i / COLS) * PICTURE;
        for (let y = 0; y < PICTURE; y++) data.copy(tile, y * PICTURE * 3, (y0 + y) * stride + x0, (y0 + y) * stride + x0 + PICTURE * 3);
        return [p, zlib.deflateSync(tile)];
      }),
    );
  })());

/** Documents already made in this process, by their contents' inputs (the same seed twice writes the same bytes). */
const made = new Map<string, { pdf: Buffer; pages: number }>();

export async function writeCatalogueFiles(config: Config): Promise<SeedCatalogueFile[]> {
  const dir = config.catalogFilesDir;
  await fs.mkdir(dir, { recursive: true });
  const images = await productPictures();
  // PPE has no catalogue, on purpose: the catalogue page shows a category without files too
  const tops = CATEGORIES.filter((c) => !c.parent && c.key !== 'firefighter-ppe' && PRODUCTS.some((p) => topLevelOf(p.cat).key === c.key));
  const out: SeedCatalogueFile[] = [];
  for (const top of [...tops, null]) {
    const key = top?.key ?? 'all-products';
    const title = top
      ? { fa: T.fa.catalogue(top.name.fa), en: T.en.catalogue(top.name.en), ru: `Каталог: ${top.name.ru}` }
      : { fa: T.fa.full, en: T.en.full, ru: 'Полный каталог продукции' };
    for (const lang of CATALOGUE_LANGS) {
      // the English files keep the names the first catalogue had (links to them keep working)
      const fileName = `catalogue-${key}-2025${lang === 'en' ? '' : `.${lang}`}.pdf`;
      const file = path.join(dir, fileName);
      const existing = await fs.stat(file).catch(() => null);
      if (existing?.isFile()) {
        out.push({ categoryKey: top?.key ?? null, lang, title, fileName, size: existing.size, pages: null });
        continue;
      }
      const inputs = JSON.stringify([key, lang, config.contact]);
      if (!made.has(inputs)) made.set(inputs, catalogue(config, lang, top, images));
      const { pdf, pages } = made.get(inputs)!;
      await fs.writeFile(file, pdf);
      out.push({ categoryKey: top?.key ?? null, lang, title, fileName, size: pdf.length, pages });
    }
  }
  return out;
}
