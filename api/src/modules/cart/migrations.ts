import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../../db/database';
import { moneyType, withId } from '../../db/schema';
import { cartOrderMigrations } from './migrations-orders';
import { TEHRAN_CITY } from './basket/regions';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Cart, order and payment tables. Owned by the cart module; names start with 004 so they run after
 * catalog (products) and auth (users). Never edit a landed migration: add 004_<n+1>_... instead.
 * Here baskets, delivery, discounts and the address book; orders, payments, cheques and bonus in
 * migrations-orders.ts (004_03, 004_04): names, not files, order them.
 *
 * user_id columns carry no foreign key on purpose: orders are financial records and must outlive
 * whatever happens to an account row.
 */
export function cartMigrations(dialect: Dialect): Record<string, Migration> {
  const money = moneyType(dialect);
  return {
    '004_01_cart_reference_tables': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('delivery_methods'), dialect)
          .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
          .addColumn('name_fa', 'text', (c) => c.notNull())
          .addColumn('name_en', 'text', (c) => c.notNull())
          .addColumn('name_ru', 'text')
          .addColumn('description_fa', 'text')
          .addColumn('description_en', 'text')
          .addColumn('description_ru', 'text')
          .addColumn('price', money, (c) => c.notNull().defaultTo(0))
          // items total (Rials) from which delivery is free; null = never free
          .addColumn('free_above', money)
          // 0 for pickup at the store: no postal address needed
          .addColumn('requires_address', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();

        await withId(db.schema.createTable('discount_codes'), dialect)
          // stored upper-case; shoppers type it in any case
          .addColumn('code', 'varchar(40)', (c) => c.notNull().unique())
          .addColumn('kind', 'varchar(10)', (c) => c.notNull()) // 'percent' | 'amount'
          // percent: 1..100; amount: Rials
          .addColumn('value', money, (c) => c.notNull())
          // cap for percent codes (Rials); null = no cap
          .addColumn('max_discount', money)
          // minimum items total (Rials) for the code to apply
          .addColumn('min_basket', money, (c) => c.notNull().defaultTo(0))
          .addColumn('starts_at', 'varchar(32)')
          .addColumn('expires_at', 'varchar(32)')
          // null = unlimited; usage_count counts orders holding the code
          .addColumn('usage_limit', 'integer')
          .addColumn('usage_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('discount_codes').ifExists().execute();
        await db.schema.dropTable('delivery_methods').ifExists().execute();
      },
    },

    '004_02_cart_baskets': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('baskets'), dialect)
          // the basketId cookie's value, sent by the storefront as uniqueId
          .addColumn('unique_id', 'varchar(64)', (c) => c.notNull().unique())
          .addColumn('user_id', 'integer')
          // 'open' | 'ordered' (became an order) | 'merged' (moved into the user's basket at login)
          .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('open'))
          .addColumn('delivery_id', 'integer', (c) => c.references('delivery_methods.id').onDelete('set null'))
          // JSON: recipient, mobile, province, city, street, postalCode
          .addColumn('address', 'text')
          .addColumn('discount_code_id', 'integer', (c) => c.references('discount_codes.id').onDelete('set null'))
          // 'online' | 'cheque'; null = online
          .addColumn('payment_method', 'varchar(16)')
          // bonus credit (Rials) the shopper wants to spend; 0 = as much as available; null = none
          .addColumn('bonus_requested', money)
          // stock held for this basket (setReserve) until this time; null = nothing held
          .addColumn('reserve_expires_at', 'varchar(32)')
          .addColumn('parent_order_id', 'integer')
          .addColumn('order_id', 'integer')
          // bumped by every change; also the row lock that serializes updates of one basket
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        // one open basket per user
        await db.schema
          .createIndex('baskets_user_open_uq')
          .unique()
          .on('baskets')
          .column('user_id')
          .where(sql<boolean>`status = 'open' and user_id is not null`)
          .execute();
        await db.schema.createIndex('baskets_reserve_idx').on('baskets').column('reserve_expires_at').execute();

        await withId(db.schema.createTable('basket_lines'), dialect)
          .addColumn('basket_id', 'integer', (c) => c.notNull().references('baskets.id').onDelete('cascade'))
          .addColumn('product_id', 'integer', (c) => c.notNull().references('products.id').onDelete('cascade'))
          .addColumn('count', 'integer', (c) => c.notNull())
          // units taken from products.stock by setReserve and not yet given back
          .addColumn('reserved_count', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('basket_lines_product_uq').unique().on('basket_lines').columns(['basket_id', 'product_id']).execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('basket_lines').ifExists().execute();
        await db.schema.dropTable('baskets').ifExists().execute();
      },
    },

    '004_05_cart_reserve_limits': {
      async up(db: AnyDb) {
        // how many holds (setReserve) the basket has taken: the first and its renewals are bounded
        await db.schema.alterTable('baskets').addColumn('reserve_holds', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('baskets').dropColumn('reserve_holds').execute();
      },
    },
    '004_06_cart_delivery_threshold_text': {
      // the seeded express post described its free threshold in Rials; the storefront now states
      // free_above itself, in Toman: the seeded sentence loses the amount (an operator's own text stays)
      async up(db: AnyDb) {
        const texts: Array<[string, string, string]> = [
          ['description_fa', 'ارسال به سراسر ایران، ۲ تا ۴ روز کاری؛ رایگان برای خریدهای بالای ۵۰ میلیون ریال.', 'ارسال به سراسر ایران، ۲ تا ۴ روز کاری.'],
          ['description_en', 'Anywhere in Iran, 2 to 4 working days; free for orders over 50,000,000 Rials.', 'Anywhere in Iran, 2 to 4 working days.'],
          ['description_ru', 'По всему Ирану, 2–4 рабочих дня; бесплатно для заказов от 50 000 000 риалов.', 'По всему Ирану, 2–4 рабочих дня.'],
        ];
        for (const [column, before, after] of texts) {
          await db.updateTable('delivery_methods').set({ [column]: after }).where('code', '=', 'post').where(column, '=', before).execute();
        }
      },
      async down() {},
    },
    '004_07_cart_address_book': {
      async up(db: AnyDb) {
        // a logged-in shopper's delivery addresses, one of them the default (offered to each new basket)
        await withId(db.schema.createTable('saved_addresses'), dialect)
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('recipient', 'text', (c) => c.notNull())
          .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
          .addColumn('province', 'text', (c) => c.notNull())
          .addColumn('city', 'text', (c) => c.notNull())
          .addColumn('street', 'text', (c) => c.notNull())
          .addColumn('postal_code', 'varchar(10)', (c) => c.notNull())
          .addColumn('is_default', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('saved_addresses_user_idx').on('saved_addresses').column('user_id').execute();
        // 1 once the basket was given its owner's default address (a removed address is not put back)
        await db.schema.alterTable('baskets').addColumn('address_offered', 'integer', (c) => c.notNull().defaultTo(0)).execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('baskets').dropColumn('address_offered').execute();
        await db.schema.dropTable('saved_addresses').ifExists().execute();
      },
    },
    '004_08_cart_seen_price': {
      async up(db: AnyDb) {
        // the unit price the shopper was last shown for this line (at add, then in each basket answer
        // that shows a new one): a line whose product now costs otherwise is flagged, and an order is
        // refused until the shopper has seen it. Lines already in baskets take today's price.
        await db.schema.alterTable('basket_lines').addColumn('seen_price', money).execute();
        await db
          .updateTable('basket_lines')
          .set((eb) => ({ seen_price: eb.selectFrom('products').select('products.price').whereRef('products.id', '=', 'basket_lines.product_id') }))
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('basket_lines').dropColumn('seen_price').execute();
      },
    },
    '004_10_cart_delivery_regions': {
      // where a method delivers (basket/regions.ts): JSON [{level, name: {fa, en, ru}, aliases}], null
      // for everywhere. The seeded courier, named "Tehran only", serves the city of Tehran (a method an
      // operator renamed keeps delivering everywhere until its regions are set).
      async up(db: AnyDb) {
        await db.schema.alterTable('delivery_methods').addColumn('regions', 'text').execute();
        await db
          .updateTable('delivery_methods')
          .set({ regions: JSON.stringify(TEHRAN_CITY) })
          .where('code', '=', 'courier')
          .where('name_en', '=', 'Courier (Tehran only)')
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.alterTable('delivery_methods').dropColumn('regions').execute();
      },
    },
    '004_11_cart_settings': {
      // the shop's single-value settings the back office saves (settings/vat.ts: the VAT percent), one
      // row per key, the value JSON; no row = the environment's value (VAT_PERCENT) is used
      async up(db: AnyDb) {
        await db.schema
          .createTable('cart_settings')
          .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('value', 'text', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('cart_settings').ifExists().execute();
      },
    },
    ...cartOrderMigrations(dialect),
  };
}
