import { sql, type Kysely, type Migration } from 'kysely';
import type { Dialect } from '../../db/database';
import { withId } from '../../db/schema';

// Owned by the backoffice module. Names start with 005 so they run after every shop module's.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

/**
 * The audit trail is append-only in the database itself, not only in this module's code: a trigger
 * refuses every UPDATE and DELETE (and TRUNCATE on PostgreSQL), so neither a bug nor a hand-typed
 * statement through the app's connection can rewrite history.
 */
async function auditTriggers(db: AnyDb, dialect: Dialect) {
  if (dialect === 'postgres') {
    await sql`CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'audit_log is append-only'; END $$`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_change BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only()`.execute(db);
  } else {
    await sql`CREATE TRIGGER audit_log_no_update BEFORE UPDATE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
    await sql`CREATE TRIGGER audit_log_no_delete BEFORE DELETE ON audit_log BEGIN SELECT RAISE(ABORT, 'audit_log is append-only'); END`.execute(db);
  }
}

export function backofficeMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '005_01_backoffice_staff': {
      async up(db: AnyDb) {
        // Staff are not shoppers: their own table, so a shopper's account never gains a role.
        await withId(db.schema.createTable('staff'), dialect)
          // canonical 09xxxxxxxxx (normalizeMobile)
          .addColumn('mobile', 'varchar(11)', (c) => c.notNull().unique())
          .addColumn('name', 'varchar(100)', (c) => c.notNull())
          // JSON array of role names (contracts/admin staffRoles)
          .addColumn('roles', 'varchar(200)', (c) => c.notNull())
          // scrypt (the auth module's format); null until the staff member sets one
          .addColumn('password_hash', 'varchar(255)')
          .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)')
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('staff').execute();
      },
    },
    '005_02_backoffice_staff_sessions': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('staff_sessions')
          // sha256 of the cookie's token: a database leak yields no usable session
          .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('staff_id', 'integer', (c) => c.notNull().references('staff.id').onDelete('cascade'))
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('last_seen_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('ip', 'varchar(64)', (c) => c.notNull())
          .addColumn('user_agent', 'varchar(300)')
          .execute();
        await db.schema.createIndex('staff_sessions_staff_idx').on('staff_sessions').column('staff_id').execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('staff_sessions').execute();
      },
    },
    '005_03_backoffice_audit_log': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('audit_log'), dialect)
          .addColumn('at', 'varchar(32)', (c) => c.notNull())
          // null for writes no signed-in person made (the create-owner command)
          .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
          .addColumn('ip', 'varchar(64)', (c) => c.notNull())
          .addColumn('entity', 'varchar(64)', (c) => c.notNull())
          .addColumn('entity_id', 'varchar(64)')
          .addColumn('action', 'varchar(32)', (c) => c.notNull())
          // JSON text of the entity's values; null when it did not exist before / after
          .addColumn('before_json', 'text')
          .addColumn('after_json', 'text')
          .execute();
        await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute();
        await db.schema.createIndex('audit_log_staff_idx').on('audit_log').columns(['staff_id', 'at']).execute();
        await db.schema.createIndex('audit_log_entity_idx').on('audit_log').columns(['entity', 'at']).execute();
        await auditTriggers(db, dialect);
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('audit_log').execute();
        if (dialect === 'postgres') await sql`DROP FUNCTION IF EXISTS audit_log_append_only()`.execute(db);
      },
    },
    '005_04_backoffice_leads': {
      async up(db: AnyDb) {
        // The leads inbox: one row per contact message, consultation request or price inquiry, written
        // by the module that took it (recordLead, public.ts) right after its own row. The row is a
        // snapshot of what the inbox shows (the sender, the message, the product's or subject's names
        // in fa/en/ru, the attachment), so the inbox reads only this module's tables.
        await withId(db.schema.createTable('leads'), dialect)
          // contact | consultation | inquiry (contracts/admin-leads LEAD_KINDS)
          .addColumn('kind', 'varchar(16)', (c) => c.notNull())
          // the table the lead came from and its row there: form_submissions | price_inquiries
          .addColumn('source', 'varchar(32)', (c) => c.notNull())
          .addColumn('source_id', 'integer', (c) => c.notNull())
          // new | in_progress | closed (LEAD_STATUSES)
          .addColumn('status', 'varchar(16)', (c) => c.notNull().defaultTo('new'))
          .addColumn('assignee_staff_id', 'integer', (c) => c.references('staff.id'))
          // raised by every change of status or assignee (the optimistic check of PATCH)
          .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('full_name', 'text', (c) => c.notNull())
          // canonical 09xxxxxxxxx
          .addColumn('mobile', 'varchar(20)', (c) => c.notNull())
          .addColumn('email', 'text')
          // the form's title or the message's first words (at most 140 characters)
          .addColumn('summary', 'varchar(140)')
          .addColumn('message', 'text')
          // YYYY-MM-DD, Gregorian
          .addColumn('visit_date', 'varchar(10)')
          .addColumn('quantity', 'integer')
          // the catalog module's product (no foreign key across modules) and its names when asked
          .addColumn('product_id', 'integer')
          .addColumn('product_name_fa', 'text')
          .addColumn('product_name_en', 'text')
          .addColumn('product_name_ru', 'text')
          .addColumn('product_slug_fa', 'text')
          .addColumn('product_slug_en', 'text')
          .addColumn('product_slug_ru', 'text')
          // the content module's contact group (1 = free consultation and project visit) and its titles
          .addColumn('group_id', 'integer')
          .addColumn('group_title_fa', 'text')
          .addColumn('group_title_en', 'text')
          .addColumn('group_title_ru', 'text')
          // the shopper's account (the auth module's) when signed in
          .addColumn('user_id', 'integer')
          .addColumn('lang', 'varchar(8)', (c) => c.notNull())
          // the attachment (the content module's upload): what serving it needs
          .addColumn('file_id', 'integer')
          .addColumn('file_name', 'text')
          .addColumn('file_mime', 'varchar(200)')
          .addColumn('file_size', 'integer')
          .addColumn('file_stored_name', 'varchar(64)')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)', (c) => c.notNull())
          .addUniqueConstraint('leads_source_uq', ['source', 'source_id'])
          .execute();
        // the list's filters, each newest first
        await db.schema.createIndex('leads_created_idx').on('leads').column('created_at').execute();
        await db.schema.createIndex('leads_status_idx').on('leads').columns(['status', 'id']).execute();
        await db.schema.createIndex('leads_kind_idx').on('leads').columns(['kind', 'id']).execute();
        await db.schema.createIndex('leads_assignee_idx').on('leads').columns(['assignee_staff_id', 'id']).execute();

        await withId(db.schema.createTable('lead_notes'), dialect)
          .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
          .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
          .addColumn('text', 'text', (c) => c.notNull())
          .addColumn('at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('lead_notes_lead_idx').on('lead_notes').columns(['lead_id', 'id']).execute();

        // a lead's history: one row per changed field (status, assignee) of each change
        await withId(db.schema.createTable('lead_events'), dialect)
          .addColumn('lead_id', 'integer', (c) => c.notNull().references('leads.id').onDelete('cascade'))
          .addColumn('staff_id', 'integer', (c) => c.references('staff.id'))
          // status | assignee
          .addColumn('field', 'varchar(16)', (c) => c.notNull())
          // a status, or a staff member's id (the answer names them); null: none
          .addColumn('from_value', 'varchar(64)')
          .addColumn('to_value', 'varchar(64)')
          .addColumn('at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('lead_events_lead_idx').on('lead_events').columns(['lead_id', 'id']).execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('lead_events').execute();
        await db.schema.dropTable('lead_notes').execute();
        await db.schema.dropTable('leads').execute();
      },
    },
  };
}
