import type { Database } from './database';
import type { Config } from '../config';
import { seedCatalog } from '../modules/catalog/seed';
import { seedContent } from '../modules/content/seed';
import { seedCart } from '../modules/cart/seed';

/** Seeds every module whose tables are empty. Each module's seed is idempotent on its own tables. */
export async function seedAll(database: Database, config: Config): Promise<void> {
  await seedCatalog(database, config);
  await seedContent(database, config);
  await seedCart(database, config);
}
