// mf-account: a federated remote. Build: dist/<version>/ with mf-manifest.json, remoteEntry.js, hashed chunks.
const makeConfig = require('../scripts/webpack/make-config.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'mf_account',
  host: false,
  port: Number(process.env.MF_ACCOUNT_DEV_PORT || 3104),
  // one file per exposed module (src/exposes/), each a thin wrapper over a feature
  exposes: {
    './LoginRegisterPage': './src/exposes/LoginRegisterPage.tsx',
    './ProfilePage': './src/exposes/ProfilePage.tsx',
    './AccountWidget': './src/exposes/AccountWidget.tsx',
  },
});
