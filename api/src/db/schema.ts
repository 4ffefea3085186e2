import type { CreateTableBuilder } from 'kysely';
import type { Dialect } from './database';

/**
 * Column helpers that hide the few differences between SQLite and PostgreSQL.
 * Conventions: integer surrogate ids; money in Rials as bigint; booleans as integer 0/1;
 * timestamps as ISO-8601 text; JSON as text.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function withId<T extends string>(t: CreateTableBuilder<T, any>, dialect: Dialect) {
  return dialect === 'postgres'
    ? t.addColumn('id', 'serial', (c) => c.primaryKey())
    : t.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** bigint on PostgreSQL (Rials exceed int4), integer (64-bit anyway) on SQLite. */
export const moneyType = (dialect: Dialect) => (dialect === 'postgres' ? 'bigint' : 'integer');
