import type { Migration } from 'kysely';
import type { Dialect } from '../../db/database';

// Owned by the content module. Names start with  so they run in module order.
export function contentMigrations(_dialect: Dialect): Record<string, Migration> {
  return {};
}
