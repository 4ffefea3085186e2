// The async boundary lets the federation runtime negotiate shared modules before any of them runs.
// Requested from the next task: the runtime's own start-up (this script) and requesting the page's
// code (the share scope's modules and their chunks, a few dozen script elements) were one long task.
setTimeout(() => void import('./bootstrap'), 0);
