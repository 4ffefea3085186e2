import type { Migration } from 'kysely';
import type { Dialect } from './database';
import { catalogMigrations } from '../modules/catalog/migrations';
import { contentMigrations } from '../modules/content/migrations';
import { authMigrations } from '../modules/auth/migrations';
import { cartMigrations } from '../modules/cart/migrations';

/**
 * All migrations, by name. Names sort in the order they must run:
 * 001_* catalog, 002_* content, 003_* auth, 004_* cart (cart references products and users).
 * Each module owns its file; a module adds a new migration with a later name, never edits a landed one.
 */
export type MigrationFactory = (dialect: Dialect) => Record<string, Migration>;

export function allMigrations(dialect: Dialect): Record<string, Migration> {
  return {
    ...catalogMigrations(dialect),
    ...contentMigrations(dialect),
    ...authMigrations(dialect),
    ...cartMigrations(dialect),
  };
}
