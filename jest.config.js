/** One jest run over every package: each package keeps its own config beside its code. */
/** @type {import('jest').Config} */
module.exports = {
  projects: ['<rootDir>/scripts/test', '<rootDir>/contracts', '<rootDir>/api', '<rootDir>/shared-lib', '<rootDir>/shell', '<rootDir>/mf-catalog', '<rootDir>/mf-content', '<rootDir>/mf-cart', '<rootDir>/mf-account'],
};
