import type { Kysely, Migration } from 'kysely';
import type { Dialect } from '../../db/database';
import { withId } from '../../db/schema';

// Owned by the auth module. Names start with 003 so they run after catalog and content and
// before cart (whose baskets and orders reference users).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function authMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    '003_auth_01_users': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('users'), dialect)
          // canonical 09xxxxxxxxx (normalizeMobile), one account per mobile
          .addColumn('mobile', 'varchar(11)', (c) => c.notNull().unique())
          .addColumn('full_name', 'varchar(100)')
          // scrypt$N$r$p$salt$hash; null until the shopper sets a password
          .addColumn('password_hash', 'varchar(255)')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('updated_at', 'varchar(32)')
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('users').execute();
      },
    },
    '003_auth_02_otp_codes': {
      async up(db: AnyDb) {
        await withId(db.schema.createTable('auth_otp_codes'), dialect)
          .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
          // HMAC-SHA256(secret, salt:mobile:code), never the code itself
          .addColumn('code_hash', 'varchar(64)', (c) => c.notNull())
          .addColumn('salt', 'varchar(32)', (c) => c.notNull())
          .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('verified_at', 'varchar(32)')
          // set when used for a login/registration or replaced by a newer code
          .addColumn('consumed_at', 'varchar(32)')
          .execute();
        await db.schema.createIndex('auth_otp_codes_mobile_idx').on('auth_otp_codes').columns(['mobile', 'created_at']).execute();
        await db.schema.createIndex('auth_otp_codes_expires_idx').on('auth_otp_codes').column('expires_at').execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('auth_otp_codes').execute();
      },
    },
    '003_auth_03_sessions': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('auth_sessions')
          // sha256 of the cookie's token: a database leak yields no usable session
          .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('auth_sessions_user_idx').on('auth_sessions').column('user_id').execute();
        await db.schema.createIndex('auth_sessions_expires_idx').on('auth_sessions').column('expires_at').execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('auth_sessions').execute();
      },
    },
    // 003_auth_04_rate_limits: the shared limiter's counters, now the core's (db/core-migrations.ts)
    '003_auth_05_sms_outbox': {
      async up(db: AnyDb) {
        // Sandbox only (refused in production): the messages a real SMS provider would have sent.
        await withId(db.schema.createTable('auth_sms_outbox'), dialect)
          .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
          .addColumn('text', 'varchar(500)', (c) => c.notNull())
          .addColumn('code', 'varchar(16)')
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('auth_sms_outbox_mobile_idx').on('auth_sms_outbox').columns(['mobile', 'id']).execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('auth_sms_outbox').execute();
      },
    },
    '003_auth_06_product_likes': {
      async up(db: AnyDb) {
        // No foreign key to products: the catalog owns that table and may rebuild it; likes of a
        // removed product are filtered out when read.
        await db.schema
          .createTable('product_likes')
          .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
          .addColumn('product_id', 'integer', (c) => c.notNull())
          .addColumn('created_at', 'varchar(32)', (c) => c.notNull())
          .addPrimaryKeyConstraint('product_likes_pk', ['user_id', 'product_id'])
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('product_likes').execute();
      },
    },
    '003_auth_07_settings': {
      async up(db: AnyDb) {
        // Server-side secrets generated on first start when none is configured (the OTP HMAC key).
        await db.schema
          .createTable('auth_settings')
          .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
          .addColumn('value', 'varchar(255)', (c) => c.notNull())
          .execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('auth_settings').execute();
      },
    },
    '003_auth_08_user_blocking': {
      async up(db: AnyDb) {
        // Staff may refuse a shopper's sign-in (the back office's customers): when, who (a staff id of
        // the backoffice module's: no foreign key across modules) and why. Null: the shopper may sign in.
        await db.schema.alterTable('users').addColumn('blocked_at', 'varchar(32)').execute();
        await db.schema.alterTable('users').addColumn('blocked_by', 'integer').execute();
        await db.schema.alterTable('users').addColumn('blocked_reason', 'varchar(500)').execute();
      },
      async down(db: AnyDb) {
        for (const c of ['blocked_reason', 'blocked_by', 'blocked_at']) await db.schema.alterTable('users').dropColumn(c).execute();
      },
    },
  };
}
