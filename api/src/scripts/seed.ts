import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedAll } from '../db/seed';

(async () => {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateToLatest(database);
  await seedAll(database, config);
  await database.close();
  console.log(`seeded ${database.dialect} database`);
})().catch((e) => {
  console.error(e);
  process.exit(1);
});
