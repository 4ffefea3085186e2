// The api's TypeScript loaded in this process, for the benches that time it without HTTP or a build
// (bench-catalog.mjs, bench-import.mjs): .ts files compiled on the fly with @swc/core, and `contracts/*`
// resolved to the contracts' TypeScript sources (as the api's jest config maps them), so a bench needs
// no contracts build and never runs a stale one.
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';
import { root } from './apps.mjs';

/** A `require` from the api's package that loads its .ts sources; `src(p)` requires api/src/<p>. */
export function apiInProcess() {
  const require = createRequire(path.join(root, 'api', 'package.json'));
  const swc = require('@swc/core');
  const Module = require('node:module');
  Module._extensions['.ts'] = (mod, filename) => {
    const { code } = swc.transformSync(fs.readFileSync(filename, 'utf8'), {
      filename,
      jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
      module: { type: 'commonjs' },
      sourceMaps: false,
    });
    mod._compile(code, filename);
  };
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    const m = /^contracts\/(.+)$/.exec(request);
    return m ? path.join(root, 'contracts', 'src', `${m[1]}.ts`) : resolve.call(this, request, ...rest);
  };
  return { require, src: (p) => require(path.join(root, 'api', 'src', p)) };
}

