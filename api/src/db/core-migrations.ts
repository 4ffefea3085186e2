import type { Kysely, Migration } from 'kysely';

// The core's own tables (not a module's): the counters of the one rate limiter every module uses
// (lib/rate-limit.ts). The migration and the table keep the names they had when the auth module
// declared them, so databases that already ran it are unaffected.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>;

export function coreMigrations(): Record<string, Migration> {
  return {
    '003_auth_04_rate_limits': {
      async up(db: AnyDb) {
        await db.schema
          .createTable('auth_rate_limits')
          // bucket:subject:window-start, e.g. otp-ip:1.2.3.4:1700000000000
          .addColumn('key', 'varchar(200)', (c) => c.primaryKey())
          .addColumn('hits', 'integer', (c) => c.notNull())
          .addColumn('expires_at', 'varchar(32)', (c) => c.notNull())
          .execute();
        await db.schema.createIndex('auth_rate_limits_expires_idx').on('auth_rate_limits').column('expires_at').execute();
      },
      async down(db: AnyDb) {
        await db.schema.dropTable('auth_rate_limits').execute();
      },
    },
  };
}
