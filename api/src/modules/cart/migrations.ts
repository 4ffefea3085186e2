import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../../db/database';
import { moneyType, withId } from '../../db/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * Cart, order and payment tables. Owned by the cart module; names start with 004 so they run after
 * catalog (products) and auth (users). Never edit a landed migration: add 004_<n+1>_... instead.
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

    '004_03_cart_orders': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('product_orders'), dialect)
          .addColumn('user_id', 'integer', (c) => c.notNull())
          .addColumn('basket_unique_id', 'varchar(64)')
          // placed | paid | failed | cancelled | merged | awaiting_cheque | cheque_received | confirmed
          .addColumn('status', 'varchar(20)', (c) => c.notNull())
          .addColumn('payment_method', 'varchar(16)', (c) => c.notNull())
          // the storefront locale the order was placed in: fa | en | ru
          .addColumn('locale', 'varchar(4)', (c) => c.notNull())
          // price snapshot (Rials)
          .addColumn('items_total', money, (c) => c.notNull())
          .addColumn('delivery_total', money, (c) => c.notNull())
          .addColumn('discount_total', money, (c) => c.notNull())
          .addColumn('vat_percent', 'real', (c) => c.notNull())
          .addColumn('vat_total', money, (c) => c.notNull())
          .addColumn('bonus_used', money, (c) => c.notNull())
          .addColumn('payable', money, (c) => c.notNull())
          .addColumn('bonus_earned', money, (c) => c.notNull().defaultTo(0))
          // JSON snapshots: {id, code, nameFa, nameEn, nameRu, price} and the postal address
          .addColumn('delivery', 'text', (c) => c.notNull())
          .addColumn('address', 'text')
          .addColumn('discount_code_id', 'integer')
          .addColumn('discount_code', 'varchar(40)')
          // what the order holds: stock, spent bonus and a discount use.
          // held (until hold_expires_at; null = until decided) | released (given back) | sold
          .addColumn('hold_status', 'varchar(10)', (c) => c.notNull())
          .addColumn('hold_expires_at', 'varchar(32)')
          .addColumn('current_payment_id', 'integer')
          .addColumn('parent_order_id', 'integer')
          .addColumn('merged_into_id', 'integer')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('paid_at', 'varchar(32)')
          .execute();
        await db.schema.createIndex('product_orders_user_idx').on('product_orders').columns(['user_id', 'created_at']).execute();
        await db.schema.createIndex('product_orders_hold_idx').on('product_orders').columns(['hold_status', 'hold_expires_at']).execute();

        await withId(db.schema.createTable('product_order_lines'), dialect)
          .addColumn('order_id', 'integer', (c) => c.notNull().references('product_orders.id').onDelete('cascade'))
          .addColumn('product_id', 'integer', (c) => c.notNull())
          .addColumn('name_fa', 'text', (c) => c.notNull())
          .addColumn('name_en', 'text', (c) => c.notNull())
          .addColumn('name_ru', 'text')
          .addColumn('slug_fa', 'text', (c) => c.notNull())
          .addColumn('slug_en', 'text', (c) => c.notNull())
          // JSON image reference {baseUrl, guidName, extension}
          .addColumn('image', 'text')
          .addColumn('unit_price', money, (c) => c.notNull())
          .addColumn('count', 'integer', (c) => c.notNull())
          .addColumn('line_total', money, (c) => c.notNull())
          .execute();
        await db.schema.createIndex('product_order_lines_order_idx').on('product_order_lines').column('order_id').execute();

        await withId(db.schema.createTable('product_order_history'), dialect)
          .addColumn('order_id', 'integer', (c) => c.notNull().references('product_orders.id').onDelete('cascade'))
          .addColumn('from_status', 'varchar(20)')
          .addColumn('to_status', 'varchar(20)', (c) => c.notNull())
          // machine code of the reason, e.g. payment.cancelled, hold.expired
          .addColumn('note', 'varchar(80)')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('product_order_history_order_idx').on('product_order_history').column('order_id').execute();

        await withId(db.schema.createTable('payments'), dialect)
          .addColumn('order_id', 'integer', (c) => c.notNull().references('product_orders.id').onDelete('cascade'))
          .addColumn('gateway', 'varchar(16)', (c) => c.notNull())
          .addColumn('authority', 'varchar(100)')
          .addColumn('amount', money, (c) => c.notNull())
          // pending | verifying | paid | failed | cancelled | superseded | duplicate
          .addColumn('status', 'varchar(12)', (c) => c.notNull())
          .addColumn('ref_id', 'varchar(64)')
          .addColumn('card_pan', 'varchar(32)')
          .addColumn('failure_code', 'varchar(40)')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('verified_at', 'varchar(32)')
          .execute();
        await db.schema.createIndex('payments_order_idx').on('payments').column('order_id').execute();
        await db.schema.createIndex('payments_authority_uq').unique().on('payments').columns(['gateway', 'authority']).execute();

        await withId(db.schema.createTable('cheques'), dialect)
          .addColumn('order_id', 'integer', (c) => c.notNull().unique().references('product_orders.id').onDelete('cascade'))
          // the 16-digit Sayad id printed on every Iranian cheque
          .addColumn('sayad_id', 'varchar(16)', (c) => c.notNull())
          .addColumn('serial', 'varchar(30)')
          .addColumn('bank_name', 'varchar(60)', (c) => c.notNull())
          .addColumn('owner_name', 'varchar(100)', (c) => c.notNull())
          .addColumn('amount', money, (c) => c.notNull())
          .addColumn('due_date', 'varchar(10)', (c) => c.notNull())
          .addColumn('image_url', 'varchar(300)', (c) => c.notNull())
          // submitted | confirmed | rejected
          .addColumn('status', 'varchar(12)', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .execute();
      },
      async down(db: AnyDb) {
        for (const t of ['cheques', 'payments', 'product_order_history', 'product_order_lines', 'product_orders']) {
          await db.schema.dropTable(t).ifExists().execute();
        }
      },
    },

    '004_04_cart_bonus_and_sandbox': {
      async up(db: AnyDb) {
        // the balance is kept in one row per user so spending is a single conditional update
        await db.schema
          .createTable('bonus_accounts')
          .addColumn('user_id', 'integer', (c) => c.primaryKey())
          .addColumn('balance', money, (c) => c.notNull().defaultTo(0))
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await withId(db.schema.createTable('bonus_ledger'), dialect)
          .addColumn('user_id', 'integer', (c) => c.notNull())
          // signed Rials: + earned / refunded, - spent
          .addColumn('amount', money, (c) => c.notNull())
          .addColumn('reason', 'varchar(16)', (c) => c.notNull()) // earned | spent | refund
          .addColumn('order_id', 'integer')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('bonus_ledger_user_idx').on('bonus_ledger').columns(['user_id', 'created_at']).execute();

        // the sandbox gateway's own book: what the "bank" knows about each transaction
        await db.schema
          .createTable('payment_sandbox_transactions')
          .addColumn('authority', 'varchar(100)', (c) => c.primaryKey())
          .addColumn('amount', money, (c) => c.notNull())
          .addColumn('paid_amount', money)
          .addColumn('callback_url', 'text', (c) => c.notNull())
          .addColumn('description', 'text', (c) => c.notNull())
          .addColumn('locale', 'varchar(4)', (c) => c.notNull())
          .addColumn('status', 'varchar(12)', (c) => c.notNull()) // pending | paid | cancelled
          .addColumn('ref_id', 'varchar(64)')
          .addColumn('verified', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
      },
      async down(db: AnyDb) {
        for (const t of ['payment_sandbox_transactions', 'bonus_ledger', 'bonus_accounts']) {
          await db.schema.dropTable(t).ifExists().execute();
        }
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
  };
}
