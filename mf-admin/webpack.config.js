// mf-admin: the back-office, a federated remote its own team deploys. Build: dist/<version>/ with
// mf-manifest.json, remoteEntry.js, hashed chunks. Browser-rendered only (the shell never renders
// /admin on its server); its grid and editor come from shared-lib's admin facades, which the shell
// provides and shoppers never download.
const makeConfig = require('../scripts/webpack/make-config.cjs');

const config = makeConfig({
  dir: __dirname,
  name: 'mf_admin',
  host: false,
  port: Number(process.env.MF_ADMIN_DEV_PORT || 3105),
  // one exposed module: the whole back-office under /admin/* (its own routes inside)
  exposes: {
    './AdminApp': './src/exposes/AdminApp.tsx',
  },
});

module.exports = config;
