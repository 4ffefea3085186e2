import { Migrator, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import { allMigrations } from './migrations';

export async function migrateToLatest({ db, dialect }: Database): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => allMigrations(dialect) };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
