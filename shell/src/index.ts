// The async boundary lets the federation runtime negotiate shared modules before any of them runs.
// Requested in steps, each its own task: the runtime's own start-up (this script), then React (the
// framework chunk), then the rest of the page's code. As one task, negotiating and requesting the
// page's shared modules (a few dozen, each with its chunk's script element) took ~105 ms of a
// 4x-throttled CPU (profiled): the longest task of the page's start.
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
setTimeout(() => {
  void import('./warm')
    .then(nextTask)
    .then(() => import('./bootstrap'));
}, 0);
