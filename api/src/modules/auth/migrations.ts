import type { Migration } from 'kysely';
import type { Dialect } from '../../db/database';

// Owned by the auth module. Names start with  so they run in module order.
export function authMigrations(_dialect: Dialect): Record<string, Migration> {
  return {};
}
