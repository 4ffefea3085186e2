import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../../db/database';
import { moneyType, withId } from '../../db/schema';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;
type AnyTable = ReturnType<AnyDb['schema']['alterTable']>;

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

    '004_09_cart_order_back_office': {
      // the back office's orders (issue 32): the optimistic version, shipping, cancellation and refund,
      // who changed what (history with the staff member, a kind and details; staff notes are history
      // rows of kind 'note'), and the SMS sent per (order, event). The sandbox cheque page's
      // 'confirmed' becomes 'paid' (a cleared cheque pays the order).
      async up(db: AnyDb) {
        const orders = [
          // bumped by every change of the order; a staff action sends the one it saw (409 when stale)
          (t: AnyTable) => t.addColumn('version', 'integer', (c) => c.notNull().defaultTo(0)),
          (t: AnyTable) => t.addColumn('carrier', 'varchar(60)'),
          (t: AnyTable) => t.addColumn('tracking_code', 'varchar(60)'),
          (t: AnyTable) => t.addColumn('shipped_at', 'varchar(32)'),
          (t: AnyTable) => t.addColumn('delivered_at', 'varchar(32)'),
          (t: AnyTable) => t.addColumn('cancelled_at', 'varchar(32)'),
          // the staff member who cancelled it (null: the shopper, the bank or an expired hold); such an order is final
          (t: AnyTable) => t.addColumn('cancelled_by', 'integer'),
          // money taken on an order cancelled later (Rials): due until refund_reference says it was paid back
          (t: AnyTable) => t.addColumn('refund_amount', money),
          (t: AnyTable) => t.addColumn('refund_reference', 'varchar(100)'),
          (t: AnyTable) => t.addColumn('refunded_at', 'varchar(32)'),
        ];
        // one column per statement: SQLite's ALTER TABLE adds one at a time
        for (const add of orders) await add(db.schema.alterTable('product_orders')).execute();
        const history = [
          // status (a change of state or a same-state event) | note (a staff note, its text in details) | hold | notification (an SMS sent or failed)
          (t: AnyTable) => t.addColumn('kind', 'varchar(12)', (c) => c.notNull().defaultTo('status')),
          // who did it: a staff member, or null (the shopper, a payment callback, the sweep)
          (t: AnyTable) => t.addColumn('staff_id', 'integer'),
          // JSON: carrier and tracking code, refund reference, a note's text, the message sent …
          (t: AnyTable) => t.addColumn('details', 'text'),
        ];
        for (const add of history) await add(db.schema.alterTable('product_order_history')).execute();

        await withId(db.schema.createTable('order_notifications'), dialect)
          .addColumn('order_id', 'integer', (c) => c.notNull().references('product_orders.id').onDelete('cascade'))
          // chequeReceived | paid | chequeBounced | shipped | cancelled
          .addColumn('event', 'varchar(20)', (c) => c.notNull())
          // pending (written with the change) | sending | sent | failed
          .addColumn('status', 'varchar(10)', (c) => c.notNull())
          .addColumn('mobile', 'varchar(11)')
          .addColumn('text', 'varchar(500)')
          .addColumn('error', 'varchar(200)')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('sent_at', 'varchar(32)')
          .execute();
        // one message per event: a retried request or a second staff member finds the row and sends nothing
        await db.schema.createIndex('order_notifications_event_uq').unique().on('order_notifications').columns(['order_id', 'event']).execute();
        await db.schema.createIndex('order_notifications_status_idx').on('order_notifications').columns(['status', 'created_at']).execute();

        await db.updateTable('product_orders').set({ status: 'paid' }).where('status', '=', 'confirmed').execute();
        await db.updateTable('product_order_history').set({ to_status: 'paid' }).where('to_status', '=', 'confirmed').execute();
        await db.updateTable('product_order_history').set({ from_status: 'paid' }).where('from_status', '=', 'confirmed').execute();
        await db.updateTable('product_order_history').set({ note: 'cheque.bounced' }).where('note', '=', 'cheque.rejected').execute();
        // the list's filters: by status, by payment method and by day
        await db.schema.createIndex('product_orders_status_idx').on('product_orders').columns(['status', 'created_at']).execute();
        await db.schema.createIndex('product_orders_created_idx').on('product_orders').column('created_at').execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropIndex('product_orders_created_idx').ifExists().execute();
        await db.schema.dropIndex('product_orders_status_idx').ifExists().execute();
        await db.schema.dropTable('order_notifications').ifExists().execute();
        for (const c of ['details', 'staff_id', 'kind']) await db.schema.alterTable('product_order_history').dropColumn(c).execute();
        for (const c of ['refunded_at', 'refund_reference', 'refund_amount', 'cancelled_by', 'cancelled_at', 'delivered_at', 'shipped_at', 'tracking_code', 'carrier', 'version']) {
          await db.schema.alterTable('product_orders').dropColumn(c).execute();
        }
      },
    },
  };
}
