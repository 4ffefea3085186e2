import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../../db/database';
import { moneyType, withId } from '../../db/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The order, payment, cheque and bonus tables, part of the cart's migrations (migrations.ts adds
 * these). user_id columns carry no foreign key on purpose: orders are financial records and must
 * outlive whatever happens to an account row.
 */
export function cartOrderMigrations(dialect: Dialect): Record<string, Migration> {
  const money = moneyType(dialect);
  return {
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
  };
}
