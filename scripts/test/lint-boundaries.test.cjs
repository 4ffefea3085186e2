// The architecture's boundaries are kept by the linter, not by convention: each rule is proven here
// by linting a file that crosses it (and one that does not), with the repository's own configuration.
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');

// Files the probes import, written for the run and removed after it: a zone only applies to an
// import that resolves, and the feature zones are read from the folders when the configuration loads.
const TEMP = {
  'shared-lib/src/cycle-probe/b.ts': "import { a } from './a';\nexport const b = () => a();\n",
  'mf-catalog/src/features/lint-probe-a/a.ts': 'export const a = 1;\n',
  'mf-catalog/src/features/lint-probe-b/b.ts': 'export const b = 1;\n',
  'mf-catalog/src/lib/lint-probe/c.ts': 'export const c = 1;\n',
  'shell/src/features/lint-probe-a/a.ts': 'export const a = 1;\n',
  'shell/src/features/lint-probe-b/b.ts': 'export const b = 1;\n',
};

const write = (...lines) => `export const f = (db: Record<string, (table: string) => unknown>) => [\n  ${lines.join(',\n  ')},\n];\n`;
const CART = 'api/src/modules/cart/basket/probe.ts';

const CASES = {
  mui: ["import { Button } from '@mui/material';\nexport const B = Button;\n", 'mf-catalog/src/features/x/Probe.tsx'],
  routerShell: ["import { useNavigate } from 'react-router';\nexport const x = useNavigate;\n", 'shell/src/chrome/Probe.tsx'],
  rxjs: ["import { Subject } from 'rxjs';\nexport const x = Subject;\n", 'mf-cart/src/features/x/Probe.tsx'],
  i18next: ["import i18next from 'i18next';\nexport const x = i18next;\n", 'mf-account/src/features/x/Probe.tsx'],
  yup: ["import * as yup from 'yup';\nexport const x = yup;\n", 'mf-content/src/features/x/Probe.tsx'],
  facades: ["import { Button } from 'shared-lib/ui';\nimport { useNavigate } from 'shared-lib/router';\nexport const x = [Button, useNavigate];\n", 'mf-catalog/src/features/x/Probe.tsx'],
  otherRemote: ["import Basket from 'mf-cart/src/exposes/BasketPage';\nexport const x = Basket;\n", 'mf-catalog/src/features/x/Probe.tsx'],
  otherRemoteRelative: ["import Basket from '../../../../mf-cart/src/exposes/BasketPage';\nexport const x = Basket;\n", 'mf-catalog/src/features/x/Probe.tsx'],
  apiDeep: ["import catalogModule from '../../catalog/module';\nexport const y = catalogModule;\n", 'api/src/modules/cart/basket/probe.ts'],
  apiPublic: ["import { getProductsForCart } from '../../catalog/public';\nexport const y = getProductsForCart;\n", 'api/src/modules/cart/basket/probe.ts'],
  cycle: ["import { b } from './b';\nexport const a = () => b();\n", 'shared-lib/src/cycle-probe/a.ts'],
  // a feature imports no other feature; lib/ imports no feature (remotes and shell alike)
  featureOther: ["import { b } from '../lint-probe-b/b';\nexport const x = b;\n", 'mf-catalog/src/features/lint-probe-a/Probe.tsx'],
  featureOwnAndLib: ["import { a } from './a';\nimport { c } from '../../lib/lint-probe/c';\nexport const x = [a, c];\n", 'mf-catalog/src/features/lint-probe-a/Probe.tsx'],
  libFeature: ["import { b } from '../../features/lint-probe-b/b';\nexport const x = b;\n", 'mf-catalog/src/lib/lint-probe/Probe.tsx'],
  shellFeatureOther: ["import { b } from '../lint-probe-b/b';\nexport const x = b;\n", 'shell/src/features/lint-probe-a/Probe.tsx'],
  // the api core reaches a module only through its public.ts
  coreDeep: ["import catalogModule from '../modules/catalog/module';\nexport const y = catalogModule;\n", 'api/src/db/probe.ts'],
  appDeep: ["import catalogModule from './modules/catalog/module';\nexport const y = catalogModule;\n", 'api/src/app-probe.ts'],
  corePublic: ["import * as catalog from '../modules/catalog/public';\nexport const y = catalog;\n", 'api/src/lib/probe.ts'],
  // a module writes only its own tables (products is the catalog's, baskets the cart's)
  ownTables: [
    "import { sql } from 'kysely';\nconst T = 'baskets';\n" +
      write("db.insertInto('baskets')", "db.updateTable('basket_lines as l')", 'db.deleteFrom(T)',
        'sql`insert into baskets (id) values (1) on conflict (id) do update set id = 1`'),
    CART,
  ],
  foreignUpdate: [write("db.updateTable('products').set({ stock: 0 })"), CART],
  foreignInsert: [write("db.insertInto('products as p')"), CART],
  foreignDelete: [write("db.deleteFrom('products')"), CART],
  foreignConst: ["const T = 'products';\n" + write('db.replaceInto(T)'), CART],
  foreignMerge: [write("db.mergeInto('products')"), CART],
  foreignSql: ["import { sql } from 'kysely';\n" + write('sql`update products set stock = 0`'), CART],
  foreignSqlRaw: ["import { sql } from 'kysely';\n" + write("sql.raw('delete from products')"), CART],
  unknownTable: ['export const f = (db: Record<string, (table: string) => unknown>, t: string) => db.insertInto(t);\n', CART],
  unownedTable: [write("db.insertInto('nobody_made_me')"), CART],
  // server code imports nothing under scripts/; commands in scripts/ may
  serverKit: ["import '../scripts/build.mjs';\n", 'server-kit/probe.mjs'],
  shellServerFile: ["import '../scripts/build.mjs';\n", 'shell/probe.mjs'],
  shellServerDir: ["import '../../scripts/build.mjs';\n", 'shell/server/probe.mjs'],
  shellServerRequire: ["require('../scripts/webpack/federation.cjs');\n", 'shell/probe.mjs'],
  scriptsItself: ["import './build.mjs';\n", 'scripts/probe.mjs'],
};

let errors = {};
beforeAll(() => {
  const made = []; // folders this run created, removed (deepest first) after it
  for (const [file, code] of Object.entries(TEMP)) {
    for (let d = path.dirname(path.join(root, file)); !fs.existsSync(d); d = path.dirname(d)) made.push(d);
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), code);
  }
  fs.writeFileSync(path.join(root, CASES.cycle[1]), CASES.cycle[0]);
  try {
    const input = JSON.stringify(Object.values(CASES).map(([code, filePath]) => ({ code, filePath })));
    const r = spawnSync(process.execPath, [path.join(__dirname, 'lint-probe.mjs')], { input, cwd: root, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    const out = JSON.parse(r.stdout);
    errors = Object.fromEntries(Object.keys(CASES).map((k, i) => [k, out[i].join('\n')]));
  } finally {
    for (const file of [...Object.keys(TEMP), CASES.cycle[1]]) fs.rmSync(path.join(root, file), { force: true });
    for (const d of made.sort((x, y) => y.length - x.length)) fs.rmSync(d, { recursive: true, force: true });
  }
});

describe('lint boundaries', () => {
  it('fails a remote that imports @mui/material directly', () => {
    expect(errors.mui).toMatch(/no-restricted-imports: .*shared-lib\/ui/);
  });

  it.each([
    ['routerShell', 'shared-lib/router'],
    ['rxjs', 'shared-lib/bus'],
    ['i18next', 'shared-lib/i18n'],
    ['yup', 'shared-lib/forms'],
  ])('fails the shell and remotes on a direct import (%s)', (key, facade) => {
    expect(errors[key]).toContain(facade);
  });

  it('passes imports of the facades', () => expect(errors.facades).toBe(''));

  it('fails a remote that imports another remote, by package or by path', () => {
    expect(errors.otherRemote).toMatch(/another remote/);
    expect(errors.otherRemoteRelative).toMatch(/another remote/);
  });

  it("fails an api module that reaches into another module's files, passes its public.ts", () => {
    expect(errors.apiDeep).toMatch(/only through its public\.ts/);
    expect(errors.apiPublic).not.toMatch(/public\.ts/);
  });

  it('fails an import cycle', () => expect(errors.cycle).toMatch(/import-x\/no-cycle/));

  it('fails a feature that imports another feature, in a remote and in the shell', () => {
    expect(errors.featureOther).toMatch(/no-restricted-paths: .*imports no other feature/);
    expect(errors.shellFeatureOther).toMatch(/no-restricted-paths: .*imports no other feature/);
  });

  it('fails lib/ that imports a feature; passes a feature importing its own files and lib/', () => {
    expect(errors.libFeature).toMatch(/no-restricted-paths: .*imports no feature/);
    expect(errors.featureOwnAndLib).toBe('');
  });

  it("fails the api core (db, lib, app) reaching into a module's files, passes its public.ts", () => {
    expect(errors.coreDeep).toMatch(/no-restricted-paths: .*The api core reaches a module only through its public\.ts/);
    expect(errors.appDeep).toMatch(/The api core reaches a module only through its public\.ts/);
    expect(errors.corePublic).toBe('');
  });

  it('passes a module writing its own tables (builder, alias, const, raw sql with an upsert)', () => {
    expect(errors.ownTables).toBe('');
  });

  it.each(['foreignUpdate', 'foreignInsert', 'foreignDelete', 'foreignConst', 'foreignMerge', 'foreignSql', 'foreignSqlRaw'])(
    "fails a module writing another module's table (%s)",
    (key) => expect(errors[key]).toMatch(/boundaries\/own-tables: The cart module writes only its own tables: 'products' is the catalog module's/),
  );

  it('fails a write whose table cannot be read, or that no migrations.ts creates', () => {
    expect(errors.unknownTable).toMatch(/boundaries\/own-tables: Name the table/);
    expect(errors.unownedTable).toMatch(/boundaries\/own-tables: 'nobody_made_me' is created by no module/);
  });

  it('fails server code (server-kit, shell/server, shell/*.mjs) that imports scripts/; scripts/ may', () => {
    for (const key of ['serverKit', 'shellServerFile', 'shellServerDir', 'shellServerRequire']) {
      expect(errors[key]).toMatch(/no-restricted-paths: .*Server code imports nothing from scripts\//);
    }
    expect(errors.scriptsItself).toBe('');
  });
});

describe('cycle check counting type-only imports (scripts/lint.mjs, dpdm)', () => {
  const cycles = (dir) => spawnSync(process.execPath, [path.join(root, 'scripts', 'lint.mjs'), '--cycles-in', dir], { encoding: 'utf8' });
  let dir;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'type-cycle-'));
    fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('fails a cycle made only of `import type`', () => {
    fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
    const r = cycles(dir);
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/a\.ts -> b\.ts -> a\.ts/);
  });

  it('passes once the cycle is gone', () => {
    fs.writeFileSync(path.join(dir, 'b.ts'), 'export interface B { name: string }\n');
    const r = cycles(dir);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
  });
});
