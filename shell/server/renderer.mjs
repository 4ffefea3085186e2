// The shell's server build (dist/<version>/node/server.js), loaded on first use. It renders with the
// remotes' server builds, loaded over HTTP from the composition at run time.
import fs from 'node:fs';
import { createRequire } from 'node:module';

export function loadRenderer(file, options) {
  let loading = null;
  return {
    then(resolve, reject) {
      loading ??= (async () => {
        if (!fs.existsSync(file)) throw new Error(`no server build at ${file}: run npm run build`);
        const mod = createRequire(import.meta.url)(file);
        const r = await mod.renderer;
        r.setup(options);
        await r.claimSharedModules();
        return r;
      })();
      loading.catch(() => {
        loading = null; // a build that appears later is picked up
      });
      return loading.then(resolve, reject);
    },
  };
}
