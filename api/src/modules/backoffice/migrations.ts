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
  };
}
