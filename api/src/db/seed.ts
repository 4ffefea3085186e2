import type { Database } from './database';
import type { Config } from '../config';
import { apiModules } from '../modules';

/** Seeds every module whose tables are empty. Each module's seed is idempotent on its own tables. */
export async function seedAll(database: Database, config: Config): Promise<void> {
  for (const m of apiModules) await m.seed?.(database, config);
}
