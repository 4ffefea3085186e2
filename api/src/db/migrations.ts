import type { Migration } from 'kysely';
import type { Dialect } from './database';
import { apiModules } from '../modules';
import { coreMigrations } from './core-migrations';

/**
 * All migrations, by name (the core's and every module's). Names sort in the order they must run:
 * 001_* catalog, 002_* content, 003_* auth, 004_* cart (cart references products and users).
 * Each module owns its file; a module adds a new migration with a later name, never edits a landed one.
 */
export function allMigrations(dialect: Dialect): Record<string, Migration> {
  return Object.assign(coreMigrations(), ...apiModules.map((m) => m.migrations?.(dialect) ?? {}));
}
