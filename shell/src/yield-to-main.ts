/**
 * Lets the browser run before going on: what follows is then its own task (input, paint and the
 * page's network callbacks get their turn) instead of part of one long start-up task.
 */
export function yieldToMain(): Promise<void> {
  const s = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return s?.yield ? s.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
