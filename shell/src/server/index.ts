// The shell's server build (target async-node): the renderer, behind an async boundary so the
// federation runtime sets up the shared modules before any of them runs.
export const renderer = import('./render');
