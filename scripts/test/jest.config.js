/** Tests of the repository's tooling (lint boundaries, configuration tables). */
/** @type {import('jest').Config} */
module.exports = {
  displayName: 'tooling',
  rootDir: __dirname,
  testEnvironment: 'node',
  testMatch: ['**/*.test.cjs'],
  transform: {},
  testTimeout: 60000,
};
