// jest for the browser packages: jsdom, swc, shared-lib resolved to its sources, assets stubbed.
const path = require('node:path');

const root = path.resolve(__dirname, '..');

module.exports = (dir) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.ts', '**/*.test.tsx'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2022',
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@mui/icons-material)/)'],
  moduleNameMapper: {
    '^shared-lib/(navigation|theme|host|dev-host|test-utils)$': `${root}/shared-lib/src/$1.tsx`,
    '^shared-lib/components/(.*)$': `${root}/shared-lib/src/components/$1.tsx`,
    '^shared-lib/locales/(.*)$': `${root}/shared-lib/src/locales/$1`,
    '^shared-lib/(.*)$': `${root}/shared-lib/src/$1.ts`,
    '^contracts/(.*)$': `${root}/contracts/src/$1`,
    '\\.(woff2?|png|jpe?g|webp|svg|gif)$': `${root}/scripts/jest/file-stub.cjs`,
  },
  setupFilesAfterEnv: [`${root}/scripts/jest/setup-web.ts`],
  globals: { __APP_VERSION__: 'test', __APP_NAME__: 'test' },
});
