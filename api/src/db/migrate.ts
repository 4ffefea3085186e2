import { Migrator, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { allMigrations } from './migrations';

export async function migrateToLatest({ db, dialect, schema }: Database): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => allMigrations(dialect) };
  // the migration tables live in the suite's own schema, so parallel test runs never see each other's lock
  const migrator = new Migrator({ db, provider, allowUnorderedMigrations: true, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
