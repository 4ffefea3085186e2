import type { Database, DB } from '../../db/database';
import type { Config } from '../../config';
import { PRODUCT_ROOT_CATEGORY_ID } from './migrations';
import { BRANDS, CATEGORIES } from './seed-data/categories';
import { PRODUCTS, type SeedProduct } from './seed-data/products';
import { drawBrandLogo, drawCategory, drawProduct } from './images/draw';
import { ImageStore } from './images/store';
import { DEFAULT_IMAGE_EXTENSION } from './images/constants';
import { buildSearchText } from './products/search-text';
import { sanitizeDescription } from './lib/sanitize';
import { slugify } from './products/slug';
import { writeCatalogueFiles } from './seed-catalogue';
import { companyDetails } from '../content/public';
import { productShape, specRows, topLevelOf, type Lang } from './seed-shared';
import escapeHtml from 'escape-html';

const FEATURES_TITLE = { fa: 'ویژگی‌ها', en: 'Features', ru: 'Особенности' };
const AFTER_SALES = {
  fa: 'ارسال به سراسر کشور؛ نصب و راه‌اندازی در تهران توسط تیم فنی ما انجام می‌شود.',
  en: 'Shipped nationwide; installation and commissioning in Tehran by our technical team.',
  ru: 'Доставка по всей стране; монтаж и пусконаладка в Тегеране нашей технической командой.',
};

function description(p: SeedProduct, lang: Lang): string | null {
  const blurb = p.blurb[lang];
  if (!blurb) return null;
  const features = topLevelOf(p.cat).features?.[lang] ?? [];
  const html =
    `<p>${escapeHtml(blurb)}</p>` +
    (features.length ? `<h3>${FEATURES_TITLE[lang]}</h3><ul>${features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>` : '') +
    `<p>${AFTER_SALES[lang]}</p>`;
  return sanitizeDescription(html);
}

async function isSeeded(db: DB): Promise<boolean> {
  const products = await db.selectFrom('products').select('id').limit(1).execute();
  const brands = await db.selectFrom('brands').select('id').limit(1).execute();
  const categories = await db.selectFrom('categories').select('id').where('id', '!=', PRODUCT_ROOT_CATEGORY_ID).limit(1).execute();
  return products.length + brands.length + categories.length > 0;
}

/**
 * Seeds the catalogue (categories under the root 42, brands, 48 products with pictures, specs
 * and descriptions, and downloadable catalogue PDFs in Persian and English, seed-catalogue.ts)
 * when its tables are empty.
 */
export async function seedCatalog(database: Database, config: Config): Promise<void> {
  const { db } = database;
  if (await isSeeded(db)) return;
  const images = new ImageStore(config.dataDir);

  // pictures first: files on disk are harmless if the transaction below fails
  const categoryImages = new Map<string, string>();
  for (const c of CATEGORIES) categoryImages.set(c.key, await images.saveSvg(drawCategory(c.shape, c.color)));
  const brandLogos = new Map<string, string>();
  for (const b of BRANDS) brandLogos.set(b.key, await images.saveSvg(drawBrandLogo(b.name.en, b.color)));
  const productImages: string[][] = [];
  for (const p of PRODUCTS) {
    const shape = productShape(p);
    const views = p.featured ? 3 : 2;
    const guids: string[] = [];
    for (let v = 0; v < views; v++) guids.push(await images.saveSvg(drawProduct(shape, p.color, v)));
    productImages.push(guids);
  }
  // the files' ordering page names the company's details in use (the back office's, else CONTACT_*)
  const files = await writeCatalogueFiles({ ...config, contact: await companyDetails(db, config) });

  await db.transaction().execute(async (trx) => {
    const now = new Date().toISOString();
    const categoryIds = new Map<string, number>();
    for (const [i, c] of CATEGORIES.entries()) {
      const row = await trx
        .insertInto('categories')
        .values({
          parent_id: c.parent ? categoryIds.get(c.parent)! : PRODUCT_ROOT_CATEGORY_ID,
          name_fa: c.name.fa,
          name_en: c.name.en,
          name_ru: c.name.ru,
          label_fa: slugify(c.name.fa),
          label_en: c.key,
          label_ru: slugify(c.name.ru),
          description_fa: c.description.fa,
          description_en: c.description.en,
          description_ru: c.description.ru,
          image_guid: categoryImages.get(c.key)!,
          color: c.color,
          sort_order: i + 1,
          active: 1,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      categoryIds.set(c.key, Number(row.id));
    }

    const brandIds = new Map<string, number>();
    for (const [i, b] of BRANDS.entries()) {
      const row = await trx
        .insertInto('brands')
        .values({
          name_fa: b.name.fa,
          name_en: b.name.en,
          name_ru: b.name.ru,
          label: b.key,
          country_fa: b.country.fa,
          country_en: b.country.en,
          country_ru: b.country.ru,
          description_fa: b.description.fa,
          description_en: b.description.en,
          description_ru: b.description.ru,
          logo_guid: brandLogos.get(b.key)!,
          website: b.website,
          sort_order: i + 1,
          active: 1,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      brandIds.set(b.key, Number(row.id));
    }

    // newest first in a spread order, so "newest" does not simply list one category
    const base = Date.UTC(2025, 5, 1);
    for (const [i, p] of PRODUCTS.entries()) {
      const brand = BRANDS.find((b) => b.key === p.brand)!;
      const cat = CATEGORIES.find((c) => c.key === p.cat)!;
      const parent = cat.parent ? CATEGORIES.find((c) => c.key === cat.parent)! : null;
      const langs: Lang[] = p.name.ru ? ['fa', 'en', 'ru'] : ['fa', 'en'];
      const specs = Object.fromEntries(langs.map((l) => [l, specRows(p, l)])) as Record<Lang, Array<{ key: string; value: string }>>;
      const desc = Object.fromEntries((['fa', 'en', 'ru'] as Lang[]).map((l) => [l, p.name[l] ? description(p, l) : null]));
      const row = await trx
        .insertInto('products')
        .values({
          category_id: categoryIds.get(p.cat)!,
          brand_id: brandIds.get(p.brand)!,
          sku: p.sku,
          name_fa: p.name.fa,
          name_en: p.name.en,
          name_ru: p.name.ru ?? null,
          slug_fa: slugify(p.name.fa),
          slug_en: slugify(p.name.en),
          slug_ru: p.name.ru ? slugify(p.name.ru) : null,
          price: p.price,
          list_price: p.listPrice ?? null,
          stock: p.stock,
          active: 1,
          featured: p.featured ? 1 : 0,
          summary_fa: p.blurb.fa,
          summary_en: p.blurb.en,
          summary_ru: p.name.ru ? (p.blurb.ru ?? null) : null,
          description_fa: desc.fa,
          description_en: desc.en,
          description_ru: desc.ru,
          // only the product's own video (the manufacturer's); none of the demo products has one
          video_url: p.video ?? null,
          video_poster_guid: p.video ? productImages[i][0] : null,
          rating_sum: Math.round(p.rating[0] * p.rating[1]),
          rating_count: p.rating[0],
          popularity: p.popularity,
          search_name: buildSearchText([p.name.fa, p.name.en, p.name.ru, p.sku, brand.name.fa, brand.name.en, brand.name.ru]),
          search_body: buildSearchText([
            cat.name.fa, cat.name.en, cat.name.ru, parent?.name.fa, parent?.name.en, parent?.name.ru,
            ...langs.flatMap((l) => specs[l].map((s) => s.value)),
            p.blurb.fa, p.blurb.en, p.blurb.ru,
          ]),
          created_at: new Date(base - ((i * 17) % PRODUCTS.length) * 86_400_000 * 2).toISOString(),
          updated_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const productId = Number(row.id);
      await trx
        .insertInto('product_images')
        .values(productImages[i].map((guid, k) => ({ product_id: productId, guid_name: guid, extension: DEFAULT_IMAGE_EXTENSION, alt_fa: p.name.fa, alt_en: p.name.en, sort_order: k })))
        .execute();
      await trx
        .insertInto('product_specs')
        .values(langs.flatMap((lang) => specs[lang].map((s, k) => ({ product_id: productId, lang, spec_key: s.key, spec_value: s.value, sort_order: k }))))
        .execute();
    }

    for (const [i, f] of files.entries()) {
      await trx
        .insertInto('catalog_files')
        .values({
          category_id: f.categoryKey ? categoryIds.get(f.categoryKey)! : null,
          title_fa: f.title.fa,
          title_en: f.title.en,
          title_ru: f.title.ru,
          file_name: f.fileName,
          mime: 'application/pdf',
          size_bytes: f.size,
          page_count: f.pages,
          lang: f.lang,
          sort_order: i,
          created_at: now,
        })
        .execute();
    }
  });
}
