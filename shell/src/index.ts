import { yieldToMain } from './yield-to-main';

// The async boundary lets the federation runtime negotiate shared modules before any of them runs.
// Requested in steps, each its own task: the runtime's own start-up (this script), then React (the
// framework chunk), then the rest of the page's code. As one task, negotiating and requesting the
// page's shared modules (a few dozen, each with its chunk's script element) took ~105 ms of a
// 4x-throttled CPU (profiled): the longest task of the page's start.
setTimeout(() => {
  void import('./warm')
    .then(yieldToMain)
    .then(() => import('./bootstrap'));
}, 0);
