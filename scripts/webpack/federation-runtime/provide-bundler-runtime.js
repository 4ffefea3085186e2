// A runtime plugin of the shell's browser build: puts the shell's copy of webpack's federation
// bundler runtime (@module-federation/webpack-bundler-runtime: the functions a container runs to
// initialise sharing, consume shared modules and load remote modules) where remotes' production
// browser builds find it (globalThis._FEDERATION_BUNDLER_RUNTIME; see use-host-bundler-runtime.js).
// The shell already bundles these functions for itself, so this costs the shell nothing; each remote
// entry then leaves out its own copy. Set before the shell's federation instance initialises, so
// before any remote entry runs. Like the runtime-core the shell provides to remotes
// (inject-external-runtime-core-plugin), it is the same enhanced version on both sides: remotes
// and the shell are built from this repository's lockfile.
import { attachShareScopeMap, bundlerRuntime } from '@module-federation/webpack-bundler-runtime';

export default function provideBundlerRuntime() {
  return {
    name: 'provide-bundler-runtime',
    beforeInit(args) {
      if (!globalThis._FEDERATION_BUNDLER_RUNTIME) {
        globalThis._FEDERATION_BUNDLER_RUNTIME = { bundlerRuntime, attachShareScopeMap };
      }
      return args;
    },
  };
}
