/** One jest run over every package: each package keeps its own config beside its code. */
/** @type {import('jest').Config} */
module.exports = {
  projects: ['<rootDir>/scripts/test', '<rootDir>/server-kit', '<rootDir>/contracts', '<rootDir>/api', '<rootDir>/shared-lib', '<rootDir>/shell', '<rootDir>/mf-catalog', '<rootDir>/mf-content', '<rootDir>/mf-cart', '<rootDir>/mf-account', '<rootDir>/mf-admin'],
  // a global option: the projects' own testTimeout is ignored when jest runs them all from here, and the
  // 5 s default failed api set-ups (seeding a database, starting servers) on a loaded CI machine
  testTimeout: 60000,
};
