import * as data from 'shared-lib/data';

/**
 * shared-lib/data's `useServerRedirect` (the server answers 301 to the page's canonical address).
 * Shared-lib comes from the shell on the page, and a shell older than this remote has no such
 * hook: the page then renders at the address it was asked for, as before, and replaces it itself.
 */
export const useServerRedirect: (location: string | null | undefined) => void =
  (data as Partial<typeof data>).useServerRedirect ?? (() => undefined);
