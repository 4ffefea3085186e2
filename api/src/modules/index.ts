import type { FastifyPluginAsync } from 'fastify';
import type { Migration } from 'kysely';
import type { Config } from '../config';
import type { Database, Dialect } from '../db/database';
import authModule from './auth/module';
import { authMigrations } from './auth/migrations';
import catalogModule from './catalog/module';
import { catalogMigrations } from './catalog/migrations';
import { seedCatalog } from './catalog/seed';
import contentModule from './content/module';
import { contentMigrations } from './content/migrations';
import { seedContent } from './content/seed';
import cartModule from './cart/module';
import { cartMigrations } from './cart/migrations';
import { seedCart } from './cart/seed';
import seoModule from './seo/module';
import backofficeModule from './backoffice/module';
import { backofficeMigrations } from './backoffice/migrations';

/**
 * The api's modules as the core sees them. This file is not a module: it is the one place that wires
 * them, so `app.ts` and `db/` import this list instead of reaching into a module's folder (their
 * `public.ts` stays what one module offers another).
 */
export interface ApiModule {
  name: string;
  /** its routes, registered under /api (encapsulated) */
  routes: FastifyPluginAsync;
  /** its tables (migration names sort in the order they must run: 001_* catalog … 004_* cart) */
  migrations?: (dialect: Dialect) => Record<string, Migration>;
  /** demo content, written only into its own empty tables */
  seed?: (database: Database, config: Config) => Promise<void>;
}

/** In the order the app registers them and the seeds run (the cart's seed needs the catalogue). */
export const apiModules: readonly ApiModule[] = [
  // first: its start-up guard watches every route registered after it (deny by default under /api/admin)
  { name: 'backoffice', routes: backofficeModule, migrations: backofficeMigrations },
  { name: 'auth', routes: authModule, migrations: authMigrations },
  { name: 'catalog', routes: catalogModule, migrations: catalogMigrations, seed: seedCatalog },
  { name: 'content', routes: contentModule, migrations: contentMigrations, seed: seedContent },
  { name: 'cart', routes: cartModule, migrations: cartMigrations, seed: seedCart },
  { name: 'seo', routes: seoModule },
];

/** `/api/health`: registered before the metrics hook, so probes are not counted as traffic. */
export { default as healthRoutes } from './health/routes';
/** The auth module's global hook: attaches `req.user` for every module's routes. */
export { sessionPlugin } from './auth/module';
/** The catalog module's global hook: `x-catalog-version` on the storefront's reads of every module. */
export { catalogVersionPlugin } from './catalog/module';
