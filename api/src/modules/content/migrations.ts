import { type CreateTableBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../../db/database';
import { moneyType, withId } from '../../db/schema';

// Owned by the content module. Names start with 002_NN so they run in module order (after catalog)
// and in a fixed order among themselves; a later change gets the next number, landed ones are never edited.

/** title_fa, title_en, title_ru (Persian and English required; Russian optional, falls back to English). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
function localized<T extends string>(t: CreateTableBuilder<T, any>, name: string, opts: { ru?: boolean; required?: boolean } = {}) {
  const required = opts.required ?? true;
  let b = t
    .addColumn(`${name}_fa`, 'text', (c) => (required ? c.notNull() : c))
    .addColumn(`${name}_en`, 'text', (c) => (required ? c.notNull() : c));
  if (opts.ru !== false) b = b.addColumn(`${name}_ru`, 'text');
  return b;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function contentMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '002_01_content_blog': {
      async up(db: AnyDb) {
        await localized(withId(db.schema.createTable('blog_categories'), dialect), 'name')
          .addColumn('slug', 'text', (c) => c.notNull().unique())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();

        await localized(localized(localized(withId(db.schema.createTable('posts'), dialect), 'title'), 'summary'), 'body')
          .addColumn('category_id', 'integer', (c) => c.notNull().references('blog_categories.id'))
          .addColumn('slug_fa', 'text', (c) => c.notNull())
          .addColumn('slug_en', 'text', (c) => c.notNull())
          .addColumn('slug_ru', 'text')
          .addColumn('cover', 'text', (c) => c.notNull())
          .addColumn('reading_minutes_fa', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('reading_minutes_en', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('reading_minutes_ru', 'integer')
          .addColumn('published_at', 'text', (c) => c.notNull())
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('posts_category_published').on('posts').columns(['category_id', 'published_at']).execute();
        await db.schema.createIndex('posts_published').on('posts').columns(['published_at']).execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('posts').execute();
        await db.schema.dropTable('blog_categories').execute();
      },
    },

    '002_02_content_services': {
      async up(db: AnyDb) {
        await localized(localized(localized(withId(db.schema.createTable('services'), dialect), 'title'), 'summary'), 'body')
          .addColumn('label', 'text', (c) => c.notNull().unique())
          .addColumn('cover', 'text', (c) => c.notNull())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();
        await localized(localized(withId(db.schema.createTable('service_faqs'), dialect), 'question'), 'answer')
          .addColumn('service_id', 'integer', (c) => c.notNull().references('services.id').onDelete('cascade'))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await db.schema.createIndex('service_faqs_service').on('service_faqs').column('service_id').execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('service_faqs').execute();
        await db.schema.dropTable('services').execute();
      },
    },

    '002_03_content_pages': {
      async up(db: AnyDb) {
        // about, customerExperience: one row per page; facts_json = [{ value, label: {fa,en,ru} }]
        await localized(localized(localized(withId(db.schema.createTable('content_pages'), dialect), 'title'), 'summary'), 'body')
          .addColumn('page_key', 'text', (c) => c.notNull().unique())
          .addColumn('cover', 'text', (c) => c.notNull())
          .addColumn('facts_json', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('updated_at', 'text', (c) => c.notNull())
          .execute();
        // projects done (customer experience); service_labels_json = ["fire-alarm-system", ...]
        await localized(localized(localized(localized(withId(db.schema.createTable('projects'), dialect), 'title'), 'client'), 'city'), 'summary')
          .addColumn('year', 'integer', (c) => c.notNull())
          .addColumn('service_labels_json', 'text', (c) => c.notNull().defaultTo('[]'))
          .addColumn('cover', 'text', (c) => c.notNull())
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
        await localized(localized(localized(withId(db.schema.createTable('testimonials'), dialect), 'author'), 'role'), 'quote')
          .addColumn('rating', 'integer', (c) => c.notNull().defaultTo(5))
          .addColumn('project_id', 'integer', (c) => c.references('projects.id').onDelete('set null'))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('testimonials').execute();
        await db.schema.dropTable('projects').execute();
        await db.schema.dropTable('content_pages').execute();
      },
    },

    '002_04_content_forms': {
      async up(db: AnyDb) {
        // ids are fixed by the seed (group 1 = free consultation and project visit), not generated
        await localized(db.schema.createTable('contact_groups').addColumn('id', 'integer', (c) => c.primaryKey()), 'title')
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .execute();

        await withId(db.schema.createTable('uploads'), dialect)
          .addColumn('stored_name', 'text', (c) => c.notNull().unique())
          .addColumn('original_name', 'text', (c) => c.notNull())
          .addColumn('mime', 'text', (c) => c.notNull())
          .addColumn('size', 'integer', (c) => c.notNull())
          .addColumn('kind', 'text', (c) => c.notNull()) // 'file' | 'image'
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();

        await withId(db.schema.createTable('form_submissions'), dialect)
          .addColumn('contact_group_id', 'integer', (c) => c.notNull().references('contact_groups.id'))
          .addColumn('full_name', 'text', (c) => c.notNull())
          .addColumn('mobile', 'text', (c) => c.notNull()) // canonical 09xxxxxxxxx
          .addColumn('email', 'text')
          .addColumn('title', 'text')
          .addColumn('body', 'text', (c) => c.notNull())
          .addColumn('file_id', 'integer', (c) => c.references('uploads.id'))
          .addColumn('send_date', 'text') // as the visitor's form sent it (ISO)
          .addColumn('lang', 'text', (c) => c.notNull())
          // users live in a later module's migration: a plain column, no foreign key
          .addColumn('user_id', 'integer')
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('form_submissions_created').on('form_submissions').column('created_at').execute();
        await db.schema.createIndex('form_submissions_mobile').on('form_submissions').column('mobile').execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('form_submissions').execute();
        await db.schema.dropTable('uploads').execute();
        await db.schema.dropTable('contact_groups').execute();
      },
    },

    '002_05_content_rate_limits': {
      async up(db: AnyDb) {
        // per-address counters of the contact form and the uploaders, shared by every api instance:
        // key = bucket:address:window-start; amount = hits or bytes (bigint on PostgreSQL: bytes add up)
        await db.schema
          .createTable('content_rate_limits')
          .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
          .addColumn('amount', moneyType(dialect), (c) => c.notNull())
          .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('content_rate_limits_expires').on('content_rate_limits').column('expires_at').execute();
        // the orphan sweeper looks for old uploads that no form references
        await db.schema.createIndex('uploads_created').on('uploads').column('created_at').execute();
        await db.schema.createIndex('form_submissions_file').on('form_submissions').column('file_id').execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropIndex('form_submissions_file').execute();
        await db.schema.dropIndex('uploads_created').execute();
        await db.schema.dropTable('content_rate_limits').execute();
      },
    },

    '002_06_content_visit_date': {
      async up(db: AnyDb) {
        // the contact form's preferred visit date (issue 16), YYYY-MM-DD as the date picker stores it
        await db.schema.alterTable('form_submissions').addColumn('visit_date', 'text').execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('form_submissions').dropColumn('visit_date').execute();
      },
    },

    '002_07_content_shared_rate_limits': {
      async up(db: AnyDb) {
        // the contact form and the uploaders count in the api's one limiter (lib/rate-limit.ts) since
        // issue 30; these counters were only ever an hour or a day old
        await db.schema.dropTable('content_rate_limits').execute();
      },
      async down(db: AnyDb) {
        await db.schema
          .createTable('content_rate_limits')
          .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
          .addColumn('amount', moneyType(dialect), (c) => c.notNull())
          .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('content_rate_limits_expires').on('content_rate_limits').column('expires_at').execute();
      },
    },
    '002_08_content_settings': {
      // the company's contact details and map position as the owner saved them in the back office
      // (company/store.ts): one row per key, the value JSON; no row = the CONTACT_* settings are used
      async up(db: AnyDb) {
        await db.schema
          .createTable('content_settings')
          .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('content_settings').ifExists().execute();
      },
    },
    '002_09_content_post_versions': {
      // the back office's post editor (issue 35): a version per post (409 when a change is stale) and
      // when it was last changed; a draft keeps published_at = DRAFT_PUBLISHED_AT (admin/posts.ts)
      async up(db: AnyDb) {
        await db.schema.alterTable('posts').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable('posts').addColumn('updated_at', 'text').execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('posts').dropColumn('updated_at').execute();
        await db.schema.alterTable('posts').dropColumn('version').execute();
      },
    },
    '002_10_content_service_page_versions': {
      // the back office's service and page editors: a version each (409 when a change is stale)
      async up(db: AnyDb) {
        await db.schema.alterTable('services').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
        await db.schema.alterTable('content_pages').addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('content_pages').dropColumn('version').execute();
        await db.schema.alterTable('services').dropColumn('version').execute();
      },
    },
  };
}
