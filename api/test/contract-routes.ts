import fs from 'node:fs';
import path from 'node:path';
import type { RouteContract } from 'contracts/common';

const CONTRACTS = path.resolve(__dirname, '../../contracts/src');

const isRoute = (v: unknown): v is RouteContract => typeof v === 'object' && v !== null && 'method' in v && 'url' in v && 'schema' in v;

/**
 * Every route the contracts workspace declares, as `[<file>.<export>, contract]`, read from all of
 * its files: a new contract file (admin, admin-catalog, …) is covered by the contracts test and the
 * fuzz test without editing either. Loaded through the `contracts/*` mapping, so these are the same
 * objects the api registers.
 */
export const contractRoutes: Array<[string, RouteContract]> = fs
  .readdirSync(CONTRACTS)
  .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.endsWith('.d.ts'))
  .sort()
  .flatMap((file) => {
    const name = file.slice(0, -3);
    // a synchronous load: describe.each needs the list before any test runs
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const mod = require(`contracts/${name}`) as Record<string, unknown>;
    return Object.entries(mod)
      .filter((e): e is [string, RouteContract] => isRoute(e[1]))
      .map(([key, c]) => [`${name}.${key}`, c] as [string, RouteContract]);
  });
