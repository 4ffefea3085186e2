import type { Migration } from 'kysely';
import type { Dialect } from '../../db/database';

// Owned by the catalog module. Names start with  so they run in module order.
export function catalogMigrations(_dialect: Dialect): Record<string, Migration> {
  return {};
}
