import type { Database } from '../../db/database';
import type { Config } from '../../config';

export async function seedCatalog(_database: Database, _config: Config): Promise<void> {}
