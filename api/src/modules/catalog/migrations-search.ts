import { sql, type ColumnDefinitionBuilder, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../../db/database';
import { moneyType, withId } from '../../db/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The product search index's tables (products/search-index.ts fills them), part of the catalog's
 * migrations (migrations.ts adds these). Never edit a landed migration: add 001_<n+1>_... instead.
 */
export function catalogSearchMigrations(dialect: Dialect): Record<string, Migration> {
  const money = moneyType(dialect);
  return {
    '001_02_catalog_search_index': {
      // The search index (products/search-index.ts): which product holds which word of its
      // search_name/search_body (product_search_terms), every word once (product_search_vocab) with
      // its trigrams (product_search_grams) to find words with typos, and the products whose search
      // text changed since they were indexed (product_search_queue, filled by triggers, so every
      // writer of products is covered). Words are compared byte-wise (collation "C" on PostgreSQL,
      // SQLite's default BINARY) so that a prefix is a range of the primary key.
      async up(db: AnyDb) {
        const word = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.notNull().modifyEnd(sql`collate "C"`) : c.notNull());
        // on SQLite the rows live in the primary key's tree (a range read needs no second lookup)
        const clustered = <T extends { modifyEnd(s: ReturnType<typeof sql>): T }>(t: T) => (dialect === 'sqlite' ? t.modifyEnd(sql`without rowid`) : t);
        await clustered(db.schema.createTable('product_search_terms')
          .addColumn('term', 'text', word)
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
          // 1 when the word is in the name, SKU or brand (search_name), 0 when only in search_body
          .addColumn('in_name', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('product_search_terms_pk', ['term', 'product_id']))
          .execute();
        await db.schema.createIndex('product_search_terms_product_idx').on('product_search_terms').column('product_id').execute();
        await clustered(db.schema.createTable('product_search_vocab').addColumn('term', 'text', (c) => word(c).primaryKey())).execute();
        await clustered(db.schema.createTable('product_search_grams')
          .addColumn('gram', 'text', word)
          .addColumn('term', 'text', word)
          .addPrimaryKeyConstraint('product_search_grams_pk', ['gram', 'term']))
          .execute();

        await withId(db.schema.createTable('product_search_queue'), dialect).addColumn('product_id', 'integer', (c) => c.notNull()).execute();
        if (dialect === 'postgres') {
          await sql`create function product_search_enqueue() returns trigger language plpgsql as $$
            begin insert into product_search_queue (product_id) values (new.id); return null; end $$`.execute(db);
          await sql`create trigger product_search_inserted after insert on products
            for each row execute function product_search_enqueue()`.execute(db);
          await sql`create trigger product_search_changed after update of search_name, search_body on products
            for each row when (old.search_name is distinct from new.search_name or old.search_body is distinct from new.search_body)
            execute function product_search_enqueue()`.execute(db);
        } else {
          await sql`create trigger product_search_inserted after insert on products
            begin insert into product_search_queue (product_id) values (new.id); end`.execute(db);
          await sql`create trigger product_search_changed after update of search_name, search_body on products
            when old.search_name is not new.search_name or old.search_body is not new.search_body
            begin insert into product_search_queue (product_id) values (new.id); end`.execute(db);
        }
        // products that exist already are indexed by the first search (or at start-up)
        await db.insertInto('product_search_queue').columns(['product_id']).expression(db.selectFrom('products').select('id').orderBy('id')).execute();
      },
      async down(db: AnyDb) {
        await sql`drop trigger if exists product_search_inserted${sql.raw(dialect === 'postgres' ? ' on products' : '')}`.execute(db);
        await sql`drop trigger if exists product_search_changed${sql.raw(dialect === 'postgres' ? ' on products' : '')}`.execute(db);
        if (dialect === 'postgres') await sql`drop function if exists product_search_enqueue()`.execute(db);
        for (const t of ['product_search_queue', 'product_search_grams', 'product_search_vocab', 'product_search_terms']) {
          await db.schema.dropTable(t).ifExists().execute();
        }
      },
    },
    '001_03_catalog_search_terms_without_fk': {
      // product_search_terms without its foreign key to products: the key's check on every inserted
      // word cost about 70 % of indexing (PostgreSQL: 6.3 s of 8.0 s for 2,000 products, measured);
      // a deleted product is queued by a trigger instead and its words removed by the indexer, and
      // searches join the products anyway.
      async up(db: AnyDb) {
        const word = (c: ColumnDefinitionBuilder) => (dialect === 'postgres' ? c.notNull().modifyEnd(sql`collate "C"`) : c.notNull());
        let table = db.schema.createTable('product_search_terms_next')
          .addColumn('term', 'text', word)
          .addColumn('product_id', 'integer', (c) => c.notNull())
          .addColumn('in_name', 'integer', (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint('product_search_terms_pkey', ['term', 'product_id']);
        if (dialect === 'sqlite') table = table.modifyEnd(sql`without rowid`);
        await table.execute();
        await sql`insert into product_search_terms_next (term, product_id, in_name) select term, product_id, in_name from product_search_terms`.execute(db);
        await db.schema.dropTable('product_search_terms').execute();
        await db.schema.alterTable('product_search_terms_next').renameTo('product_search_terms').execute();
        await db.schema.createIndex('product_search_terms_product_idx').on('product_search_terms').column('product_id').execute();
        if (dialect === 'postgres') {
          await sql`create function product_search_enqueue_deleted() returns trigger language plpgsql as $$
            begin insert into product_search_queue (product_id) values (old.id); return null; end $$`.execute(db);
          await sql`create trigger product_search_deleted after delete on products
            for each row execute function product_search_enqueue_deleted()`.execute(db);
        } else {
          await sql`create trigger product_search_deleted after delete on products
            begin insert into product_search_queue (product_id) values (old.id); end`.execute(db);
        }
      },
      async down(db: AnyDb) {
        await sql`drop trigger if exists product_search_deleted${sql.raw(dialect === 'postgres' ? ' on products' : '')}`.execute(db);
        if (dialect === 'postgres') await sql`drop function if exists product_search_enqueue_deleted()`.execute(db);
      },
    },
    '001_04_catalog_search_terms_serial_scans': {
      // PostgreSQL plans a parallel scan of the words table for a common word (it is larger than
      // min_parallel_table_scan_size) and starting the workers costs more than the read: «كپسول ۶»
      // on 10,000 products took 22–24 ms with a parallel plan and 11–13 ms without (measured).
      // The table's own setting, so every connection and query gets the serial plan. SQLite: nothing.
      async up(db: AnyDb) {
        if (dialect === 'postgres') await sql`alter table product_search_terms set (parallel_workers = 0)`.execute(db);
      },
      async down(db: AnyDb) {
        if (dialect === 'postgres') await sql`alter table product_search_terms reset (parallel_workers)`.execute(db);
      },
    },
    '001_05_catalog_search_docs': {
      // What a search reads of every matching product (filters and sort keys) in a narrow copy of
      // products, kept equal by triggers in the same transaction as any write: a search joins the
      // words of thousands of products to ~60 bytes each instead of the ~1.5 KB product rows
      // (PostgreSQL read all 11 MB of products for «extingusher» at 10,000 products: 7 of 16 ms).
      async up(db: AnyDb) {
        const columns = ['active', 'category_id', 'brand_id', 'price', 'stock', 'featured', 'popularity', 'rating_count', 'created_at'];
        await db.schema.createTable('product_search_docs')
          .addColumn('id', 'integer', (c) => c.primaryKey())
          .addColumn('active', 'integer', (c) => c.notNull())
          .addColumn('category_id', 'integer', (c) => c.notNull())
          .addColumn('brand_id', 'integer')
          .addColumn('price', money)
          .addColumn('stock', 'integer', (c) => c.notNull())
          .addColumn('featured', 'integer', (c) => c.notNull())
          .addColumn('popularity', 'integer', (c) => c.notNull())
          .addColumn('rating_count', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'text', (c) => c.notNull())
          .execute();
        const list = sql.raw(columns.join(', '));
        const values = sql.raw(columns.map((c) => `new.${c}`).join(', '));
        const assignments = sql.raw(columns.map((c) => `${c} = new.${c}`).join(', '));
        await sql`insert into product_search_docs (id, ${list}) select id, ${list} from products`.execute(db);
        if (dialect === 'postgres') {
          await sql`create function product_search_doc_write() returns trigger language plpgsql as $$ begin
            if tg_op = 'INSERT' then insert into product_search_docs (id, ${list}) values (new.id, ${values});
            elsif tg_op = 'UPDATE' then update product_search_docs set ${assignments} where id = new.id;
            else delete from product_search_docs where id = old.id;
            end if;
            return null; end $$`.execute(db);
          await sql`create trigger product_search_doc_inserted after insert on products for each row execute function product_search_doc_write()`.execute(db);
          await sql`create trigger product_search_doc_changed after update of ${list} on products for each row execute function product_search_doc_write()`.execute(db);
          await sql`create trigger product_search_doc_deleted after delete on products for each row execute function product_search_doc_write()`.execute(db);
        } else {
          await sql`create trigger product_search_doc_inserted after insert on products
            begin insert into product_search_docs (id, ${list}) values (new.id, ${values}); end`.execute(db);
          await sql`create trigger product_search_doc_changed after update of ${list} on products
            begin update product_search_docs set ${assignments} where id = new.id; end`.execute(db);
          await sql`create trigger product_search_doc_deleted after delete on products
            begin delete from product_search_docs where id = old.id; end`.execute(db);
        }
      },
      async down(db: AnyDb) {
        const on = sql.raw(dialect === 'postgres' ? ' on products' : '');
        for (const t of ['product_search_doc_inserted', 'product_search_doc_changed', 'product_search_doc_deleted']) await sql`drop trigger if exists ${sql.raw(t)}${on}`.execute(db);
        if (dialect === 'postgres') await sql`drop function if exists product_search_doc_write()`.execute(db);
        await db.schema.dropTable('product_search_docs').ifExists().execute();
      },
    },
    '001_06_catalog_search_docs_category_index': {
      // The narrow copy's products of some categories without reading all of it: a listing's
      // facets and total within a category (PostgreSQL, 10,000 products: the facets' read 4.3 →
      // 2.3 ms, measured), and on SQLite the total of a listing from this index alone.
      async up(db: AnyDb) {
        await db.schema.createIndex('product_search_docs_category_idx').on('product_search_docs').columns(['category_id', 'active']).execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropIndex('product_search_docs_category_idx').ifExists().execute();
      },
    },
  };
}
