import type { Database } from '../../db/database';
import type { Config } from '../../config';

export async function seedCart(_database: Database, _config: Config): Promise<void> {}
