// The first part of the page's code, requested on its own (see index.ts): React and its renderer.
// Importing them makes the federation runtime negotiate and load their shared chunk now, in one task,
// and evaluate them; the rest of the page's shared modules follow in the next (./bootstrap).
import 'react';
import 'react-dom/client';
