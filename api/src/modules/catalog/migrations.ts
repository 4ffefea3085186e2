import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../../db/database';
import { moneyType, withId } from '../../db/schema';
import { catalogSearchMigrations } from './migrations-search';

/** Product categories hang under this category (spec: `GET /api/category/category?ParentId=42`). */
export const PRODUCT_ROOT_CATEGORY_ID = 42;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Catalogue tables. Owned by the catalog module; names start with 001 so they run first
 * (the cart references products). Never edit a landed migration: add 001_<n+1>_... instead.
 * The search index's tables are in migrations-search.ts (001_02 … 001_06); names, not files, order them.
 */
export function catalogMigrations(dialect: Dialect): Record<string, Migration> {
  const money = moneyType(dialect);
  return {
    '001_01_catalog_tables': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('categories'), dialect)
          .addColumn('parent_id', 'integer', (c) => c.references('categories.id').onDelete('restrict'))
          .addColumn('name_fa', 'text', (c) => c.notNull())
          .addColumn('name_en', 'text', (c) => c.notNull())
          .addColumn('name_ru', 'text')
          // url slugs ("label" in the spec's routes /cat/{label}), one per locale
          .addColumn('label_fa', 'text', (c) => c.notNull())
          .addColumn('label_en', 'text', (c) => c.notNull())
          .addColumn('label_ru', 'text')
          .addColumn('description_fa', 'text')
          .addColumn('description_en', 'text')
          .addColumn('description_ru', 'text')
          .addColumn('image_guid', 'text')
          .addColumn('color', 'text')
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('categories_parent_idx').on('categories').column('parent_id').execute();
        await db.schema.createIndex('categories_label_fa_uq').unique().on('categories').column('label_fa').execute();
        await db.schema.createIndex('categories_label_en_uq').unique().on('categories').column('label_en').execute();
        await db.schema.createIndex('categories_label_ru_uq').unique().on('categories').column('label_ru').execute();

        await withId(db.schema.createTable('brands'), dialect)
          .addColumn('name_fa', 'text', (c) => c.notNull())
          .addColumn('name_en', 'text', (c) => c.notNull())
          .addColumn('name_ru', 'text')
          .addColumn('label', 'text', (c) => c.notNull().unique())
          .addColumn('country_fa', 'text')
          .addColumn('country_en', 'text')
          .addColumn('country_ru', 'text')
          .addColumn('description_fa', 'text')
          .addColumn('description_en', 'text')
          .addColumn('description_ru', 'text')
          .addColumn('logo_guid', 'text')
          .addColumn('website', 'text')
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();

        await withId(db.schema.createTable('products'), dialect)
          .addColumn('category_id', 'integer', (c) => c.notNull().references('categories.id').onDelete('restrict'))
          .addColumn('brand_id', 'integer', (c) => c.references('brands.id').onDelete('set null'))
          .addColumn('sku', 'text')
          .addColumn('name_fa', 'text', (c) => c.notNull())
          .addColumn('name_en', 'text', (c) => c.notNull())
          .addColumn('name_ru', 'text')
          .addColumn('slug_fa', 'text', (c) => c.notNull())
          .addColumn('slug_en', 'text', (c) => c.notNull())
          .addColumn('slug_ru', 'text')
          // Rials; null = price on inquiry
          .addColumn('price', money)
          // the price before a discount, shown struck through; null = no discount
          .addColumn('list_price', money)
          .addColumn('stock', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('featured', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('summary_fa', 'text')
          .addColumn('summary_en', 'text')
          .addColumn('summary_ru', 'text')
          // sanitized HTML
          .addColumn('description_fa', 'text')
          .addColumn('description_en', 'text')
          .addColumn('description_ru', 'text')
          .addColumn('video_url', 'text')
          .addColumn('video_poster_guid', 'text')
          .addColumn('rating_sum', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
          // how much shoppers want it (orders and views); drives the "popular" sort
          .addColumn('popularity', 'integer', (c) => c.notNull().defaultTo(0))
          // normalizeSearchText() of the names, sku and brand (search_name) and of the rest (search_body)
          .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('search_body', 'text', (c) => c.notNull().defaultTo(''))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'text')
          .execute();
        await db.schema.createIndex('products_category_idx').on('products').columns(['category_id', 'active']).execute();
        await db.schema.createIndex('products_brand_idx').on('products').columns(['brand_id', 'active']).execute();
        await db.schema.createIndex('products_created_idx').on('products').column('created_at').execute();
        await db.schema.createIndex('products_price_idx').on('products').column('price').execute();
        await db.schema.createIndex('products_popularity_idx').on('products').column('popularity').execute();

        await withId(db.schema.createTable('product_images'), dialect)
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
          .addColumn('guid_name', 'text', (c) => c.notNull())
          .addColumn('extension', 'text', (c) => c.notNull())
          .addColumn('alt_fa', 'text')
          .addColumn('alt_en', 'text')
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('product_images_product_idx').on('product_images').columns(['product_id', 'sort_order']).execute();

        await withId(db.schema.createTable('product_specs'), dialect)
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
          .addColumn('lang', 'text', (c) => c.notNull())
          .addColumn('spec_key', 'text', (c) => c.notNull())
          .addColumn('spec_value', 'text', (c) => c.notNull())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('product_specs_product_idx').on('product_specs').columns(['product_id', 'lang', 'sort_order']).execute();

        await withId(db.schema.createTable('product_ratings'), dialect)
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
          // 'u:<userId>' for a logged-in shopper, 'b:<basketId>' for a guest (one rating per product each)
          .addColumn('rater_key', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer')
          .addColumn('basket_id', 'text')
          .addColumn('score', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('product_ratings_once_uq').unique().on('product_ratings').columns(['product_id', 'rater_key']).execute();

        await withId(db.schema.createTable('price_inquiries'), dialect)
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
          .addColumn('full_name', 'text', (c) => c.notNull())
          .addColumn('mobile', 'text', (c) => c.notNull())
          .addColumn('message', 'text')
          .addColumn('quantity', 'integer')
          .addColumn('lang', 'text', (c) => c.notNull())
          .addColumn('user_id', 'integer')
          .addColumn('basket_id', 'text')
          .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('price_inquiries_mobile_idx').on('price_inquiries').columns(['mobile', 'created_at']).execute();

        await withId(db.schema.createTable('catalog_files'), dialect)
          .addColumn('category_id', 'integer', (c) => c.references('categories.id').onDelete('set null'))
          .addColumn('title_fa', 'text', (c) => c.notNull())
          .addColumn('title_en', 'text', (c) => c.notNull())
          .addColumn('title_ru', 'text')
          .addColumn('file_name', 'text', (c) => c.notNull().unique())
          .addColumn('mime', 'text', (c) => c.notNull())
          .addColumn('size_bytes', 'integer', (c) => c.notNull())
          .addColumn('page_count', 'integer')
          .addColumn('lang', 'text')
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();

        // The root of product categories must exist with id 42 whether or not the shop is seeded.
        await db
          .insertInto('categories')
          .values({
            id: PRODUCT_ROOT_CATEGORY_ID,
            parent_id: null,
            name_fa: 'محصولات',
            name_en: 'Products',
            name_ru: 'Продукция',
            label_fa: 'محصولات',
            label_en: 'products',
            label_ru: 'produktsiya',
            sort_order: 0,
            active: 1,
            created_at: new Date().toISOString(),
          })
          .execute();
        if (dialect === 'postgres') {
          // an explicit id does not advance a serial: move the sequence past it
          await sql`select setval(pg_get_serial_sequence('categories', 'id'), (select max(id) from categories))`.execute(db);
        }
      },
      async down(db: AnyDb) {
        for (const t of ['catalog_files', 'price_inquiries', 'product_ratings', 'product_specs', 'product_images', 'products', 'brands', 'categories']) {
          await db.schema.dropTable(t).ifExists().execute();
        }
      },
    },
    ...catalogSearchMigrations(dialect),
    '001_07_catalog_version': {
      // The catalogue's version: one row, its number raised in the same transaction as every write of
      // the back office (freshness/write.ts), sent as `x-catalog-version` on the storefront's reads,
      // so caches that hold an answer can tell it was made before a change (docs/operations.md).
      async up(db: AnyDb) {
        await db.schema
          .createTable('catalog_version')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('updated_at', 'text')
          .execute();
        await db.insertInto('catalog_version').values({ id: 1, version: 0, updated_at: null }).execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('catalog_version').ifExists().execute();
      },
    },
  };
}
