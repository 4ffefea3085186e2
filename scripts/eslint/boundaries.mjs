// The architecture's boundaries as ESLint options, derived from the tree when the configuration loads
// (so a new feature folder, api module or table is covered without editing the configuration).
// docs/layout.md says why each boundary exists; scripts/test/lint-boundaries.test.cjs proves each.
import fs from 'node:fs';
import path from 'node:path';

const dirsIn = (dir) =>
  fs.existsSync(dir) ? fs.readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory()).map((d) => d.name).sort() : [];

/**
 * `import-x/no-restricted-paths` zones for the apps' (remotes' and shell's) `src/`: a feature imports
 * no other feature (code two features need lives in the app's lib/), and lib/ imports no feature.
 * One zone per feature folder, because a zone cannot say "any feature but this one".
 */
export function featureZones(root, apps) {
  return apps.flatMap((app) => {
    const features = `./${app}/src/features`;
    return [
      ...dirsIn(path.join(root, features)).map((f) => ({
        target: `${features}/${f}`,
        from: features,
        except: [`./${f}`],
        message: `A feature imports no other feature: move what both need to ${app}/src/lib/.`,
      })),
      {
        target: `./${app}/src/lib`,
        from: features,
        message: 'lib/ is what features share: it imports no feature.',
      },
    ];
  });
}

/** The api's modules (folders of api/src/modules). */
export const apiModules = (root) => dirsIn(path.join(root, 'api/src/modules'));

/**
 * The api's core (everything in api/src outside modules/: lib, db, scripts, app, config, context,
 * server) reaches a module only through its public.ts
 * or, when there is one, the modules' index.ts that registers them all.
 */
export function apiCoreZone(root) {
  return {
    target: ['./api/src/lib', './api/src/db', './api/src/scripts', './api/src/*.ts'],
    from: './api/src/modules',
    except: ['./index.ts', ...apiModules(root).map((m) => `./${m}/public.ts`)],
    message: 'The api core reaches a module only through its public.ts (or modules/index.ts).',
  };
}

/** An api module imports another module only through its public.ts. */
export function apiModuleZones(root) {
  const modules = apiModules(root);
  return modules.map((m) => ({
    target: `./api/src/modules/${m}`,
    from: './api/src/modules',
    except: [`./${m}`, ...modules.filter((o) => o !== m).map((o) => `./${o}/public.ts`)],
    message: 'An api module imports another module only through its public.ts.',
  }));
}

/**
 * The servers' code imports nothing under scripts/ (commands and build/test configuration): what
 * servers share at run time, the remotes' static server included, lives in server-kit/.
 */
export function serverZones() {
  return [
    {
      target: ['./server-kit', './shell/server', './shell/src/server', './shell/*.mjs'],
      from: './scripts',
      message: 'Server code imports nothing from scripts/: run-time code the servers share lives in server-kit/.',
    },
  ];
}

/**
 * Which module owns each table: the module whose migrations.ts (or a migrations-*.ts beside it) creates it (`createTable('t')`, or a
 * table renamed into place with `renameTo('t')`). Two modules creating one table is a configuration error.
 */
export function tableOwners(root) {
  const owners = {};
  for (const m of apiModules(root)) {
    const dir = path.join(root, 'api/src/modules', m);
    // migrations.ts and the files it is split into (migrations-search.ts, migrations-orders.ts, ...)
    const files = fs.readdirSync(dir).filter((f) => /^migrations(-[\w-]+)?\.ts$/.test(f));
    const text = files.map((f) => fs.readFileSync(path.join(dir, f), 'utf8')).join('\n');
    for (const [, table] of text.matchAll(/\b(?:createTable|renameTo)\(\s*['"`](\w+)['"`]/g)) {
      if (owners[table] && owners[table] !== m) throw new Error(`Table ${table} is created by both the ${owners[table]} and the ${m} module's migrations.ts`);
      owners[table] = m;
    }
  }
  return owners;
}
