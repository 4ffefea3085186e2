import { loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedAll } from './db/seed';
import { buildApp } from './app';

async function main() {
  const config = loadConfig();
  const database = await openDatabase(config);
  await migrateToLatest(database);
  if (config.seedOnStart) await seedAll(database, config);
  const app = await buildApp({ database, config });
  const close = async () => {
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', close);
  process.on('SIGTERM', close);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
