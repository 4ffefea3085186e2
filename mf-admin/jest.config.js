const base = require('../scripts/jest.web.cjs');

module.exports = { ...base(__dirname), displayName: 'mf-admin' };
