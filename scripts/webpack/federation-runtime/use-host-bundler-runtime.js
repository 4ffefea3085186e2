// What a remote's production browser build bundles in place of
// @module-federation/webpack-bundler-runtime/dist/bundler.js (scripts/webpack/make-config.cjs): the
// object the federation entry of every container copies into __webpack_require__.federation, made
// from the functions the shell provides (provide-bundler-runtime.js) instead of a bundled copy.
// Hand-written on a measured reason: each remote entry carried its own ~14.5 KB (minified, ~4 KB
// brotli) copy of the bundler runtime, @module-federation/runtime, the SDK's logger and the error
// messages, and a first visit loads four remote entries (figures in the commit that added this).
//
// Everything per container stays per container, as in the package's own index.js: `instance`,
// `initOptions`, `bundlerRuntimeOptions` and the share-scope holder `S` are fresh objects here, and
// `runtime` (@module-federation/runtime, ~1 KB) is the remote's own: it finds the container's
// federation instance by a build-time identifier (FEDERATION_BUILD_IDENTIFIER), so the shell's copy
// would hand every remote the shell's instance (RUNTIME-010). The shell's build leaves out
// initContainerEntry (the shell exposes nothing), so the remote bundles that one function too.
/* global __APP_NAME__, __APP_VERSION__ -- build-time constants (make-config.cjs, defines) */
import * as runtime from '@module-federation/runtime';
import { initContainerEntry } from '@module-federation/webpack-bundler-runtime/dist/initContainerEntry.js';

const provided = globalThis._FEDERATION_BUNDLER_RUNTIME;
if (!provided || !provided.bundlerRuntime || !provided.attachShareScopeMap) {
  throw new Error(
    `${__APP_NAME__}@${__APP_VERSION__}: the page's shell provides no federation bundler runtime (globalThis._FEDERATION_BUNDLER_RUNTIME); ` +
      'this remote build needs a shell built with scripts/webpack/federation-runtime/provide-bundler-runtime.js',
  );
}

const federation = {
  runtime,
  instance: undefined,
  initOptions: undefined,
  bundlerRuntime: { ...provided.bundlerRuntime, S: {}, initContainerEntry },
  attachShareScopeMap: provided.attachShareScopeMap,
  bundlerRuntimeOptions: {},
};

export default federation;
