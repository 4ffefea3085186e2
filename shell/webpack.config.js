// The shell: the federation host. Remotes are registered at run time from /composition.json.
const makeConfig = require('../scripts/webpack/make-config.cjs');

module.exports = makeConfig({
  dir: __dirname,
  name: 'shell',
  host: true,
  port: Number(process.env.SHELL_DEV_PORT || 3100),
});
