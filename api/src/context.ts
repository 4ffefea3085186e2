import type { Config } from './config';
import type { Database } from './db/database';

/** What every module receives: the database, its dialect and the configuration. */
export interface AppContext {
  database: Database;
  config: Config;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
