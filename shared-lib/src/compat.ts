import * as data from 'shared-lib/data';

// Guards for hooks a remote may be newer than the shell it runs in. This module is deliberately NOT
// in scripts/webpack/federation.cjs's SHARED_LIB_MODULES: each remote bundles its own copy, so the
// guard is the remote's, while `shared-lib/data` (shared) is the shell's, which may lack the hook.

/**
 * shared-lib/data's `useServerRedirect` (the server answers 301 to the page's canonical address).
 * With a shell older than the remote there is no such hook: the page then renders at the address it
 * was asked for, as before, and replaces it itself.
 */
export const useServerRedirect: (location: string | null | undefined) => void =
  (data as Partial<typeof data>).useServerRedirect ?? (() => undefined);
