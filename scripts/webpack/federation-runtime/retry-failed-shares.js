// A runtime plugin of the shell's browser build: a shared module whose download failed (the
// connection dropped) is downloaded again the next time the page asks for it.
//
// runtime-core (2.x) keeps the share-scope entry's `loading` promise after it rejected, and every
// later loadShare of that module awaits the same rejected promise: webpack's consumes runtime
// forgets the failed module and asks again, but gets the old failure. So a menu whose code
// (shared-lib/ui-more) failed to download once stayed broken until the page was reloaded. Before
// each loadShare this waits for a download of that module already under way and, if it failed,
// removes it from the entry, so that this loadShare starts a new one (webpack retries a failed chunk).
// The shell's instance has it from its build; it registers itself globally as that instance starts,
// so every remote's instance (created later, on the same runtime-core) has it too.
import { registerGlobalPlugins } from '@module-federation/enhanced/runtime';

export default function retryFailedShares() {
  // the remotes' instances run this same plugin's beforeInit: register once (the runtime warns again otherwise)
  let registered = false;
  const plugin = {
    name: 'retry-failed-shares',
    beforeInit(args) {
      if (!registered) registerGlobalPlugins([plugin]);
      registered = true;
      return args;
    },
    async beforeLoadShare(args) {
      const scopes = Object.values(args.origin?.shareScopeMap ?? {});
      const entries = scopes.flatMap((scope) => Object.values(scope?.[args.pkgName] ?? {}));
      const targets = entries.flatMap((entry) => [entry, entry.treeShaking].filter(Boolean));
      await Promise.all(
        targets.map(async (target) => {
          const { loading } = target;
          if (!loading || target.loaded) return;
          try {
            await loading;
          } catch {
            if (target.loading === loading) target.loading = undefined;
          }
        }),
      );
      return args;
    },
  };
  return plugin;
}
