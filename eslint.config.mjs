// ESLint for every package: TypeScript (syntax-aware, no type information: tsc does types), the React
// hooks rules, and the architecture's boundaries (docs/layout.md), which fail the lint when crossed:
// - remotes and the shell reach MUI, the router, rxjs, i18next and the form libraries only through
//   the shared-lib facades (a second copy would break the theme, router, bus or translations);
// - no remote imports another remote; in a remote or the shell, no feature imports another feature
//   and lib/ imports no feature;
// - an api module imports another module, and the api core (lib, db, config, context, app) any
//   module, only through its public.ts; a module writes only the tables its migrations.ts creates;
// - server code (server-kit, the shell's and the remotes' servers) imports nothing from scripts/;
// - no import cycles anywhere (scripts/lint.mjs also runs dpdm, which counts type-only imports).
// The zones and the table owners are read from the tree when this file loads: scripts/eslint/.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import { apiCoreZone, apiModuleZones, featureZones, serverZones, tableOwners } from './scripts/eslint/boundaries.mjs';
import ownTables from './scripts/eslint/own-tables.mjs';

const root = import.meta.dirname;
const REMOTES = ['mf-catalog', 'mf-content', 'mf-cart', 'mf-account', 'mf-admin'];

/** Packages the apps must reach through shared-lib's facades (shared singletons). */
const FACADE_ONLY = [
  { group: ['@mui/*'], message: 'Import MUI through shared-lib/ui, shared-lib/ui-more or shared-lib/icons.' },
  { group: ['react-router', 'react-router-dom', 'react-router/*'], message: 'Import the router through shared-lib/router.' },
  { group: ['rxjs', 'rxjs/*'], message: 'Use the bus from shared-lib/bus.' },
  { group: ['i18next', 'react-i18next'], message: 'Use shared-lib/i18n.' },
  { group: ['yup', 'final-form', 'react-final-form'], message: 'Use shared-lib/forms.' },
  { group: ['@emotion/*'], message: 'Use styled/keyframes from shared-lib/ui.' },
];

const remoteRule = (self) => [
  'error',
  {
    patterns: [
      ...FACADE_ONLY,
      {
        group: REMOTES.filter((r) => r !== self).flatMap((r) => [r, `${r}/*`, `**/${r}/**`]),
        message: 'A remote never imports another remote: talk over the bus (shared-lib/bus).',
      },
    ],
  },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', '**/.tmp/**', 'e2e/screenshots/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts', '.cts'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ noWarnOnMultipleProjects: true, project: ['*/tsconfig.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...REMOTES.map((r) => ({ files: [`${r}/src/**/*.{ts,tsx}`], rules: { 'no-restricted-imports': remoteRule(r) } })),
  { files: ['shell/src/**/*.{ts,tsx}'], ignores: ['shell/src/server/**'], rules: { 'no-restricted-imports': remoteRule('shell') } },
  // the shell's server renderer: React's and emotion's server APIs, which no browser code may import
  { files: ['shell/src/server/**/*.{ts,tsx}'], rules: { 'no-restricted-imports': 'off' } },
  {
    // one list of zones for every file (a zone applies to the files its target names), so no
    // later block replaces another's zones
    files: ['**/*.{ts,tsx,mjs,cjs,js}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: root,
          zones: [...featureZones(root, [...REMOTES, 'shell']), apiCoreZone(root), ...apiModuleZones(root), ...serverZones()],
        },
      ],
    },
  },
  {
    files: ['api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    plugins: { boundaries: { rules: { 'own-tables': ownTables } } },
    rules: { 'boundaries/own-tables': ['error', { owners: tableOwners(root), modulesDir: path.join(root, 'api/src/modules') }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx,cjs}', 'e2e/**/*.ts', '**/test/**/*.ts'],
    languageOptions: { globals: { ...globals.jest } },
  },
);
