/** Tests of the servers' shared run-time code (server-kit/test): static files, observability, the composition, supervision, the remote server. */
// An ES module like the rest of server-kit ("type": "module"); the tests themselves are CommonJS (.test.cjs)
// and run the ES-module code in child Node processes, as scripts/test's do.
/** @type {import('jest').Config} */
export default {
  displayName: 'server-kit',
  rootDir: import.meta.dirname,
  testEnvironment: 'node',
  testMatch: ['<rootDir>/test/**/*.test.cjs'],
  transform: {},
  testTimeout: 60000,
};
