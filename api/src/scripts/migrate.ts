import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';

(async () => {
  const database = await openDatabase(loadConfig());
  await migrateToLatest(database);
  await database.close();
  console.log(`migrated ${database.dialect} database`);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
