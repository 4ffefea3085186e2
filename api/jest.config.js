/** @type {import('jest').Config} */
module.exports = {
  displayName: 'api',
  testEnvironment: 'node',
  roots: ['<rootDir>/src', '<rootDir>/test'],
  transform: { '^.+\\.tsx?$': ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } }] },
  // the contracts are TypeScript sources in their workspace (built to dist only for the started api)
  moduleNameMapper: { '^contracts/(.*)$': '<rootDir>/../contracts/src/$1' },
  testTimeout: 30000,
};
