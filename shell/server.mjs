#!/usr/bin/env node
// The shell's server: `node shell/server.mjs` (npm start, the end-to-end run, the Docker image). The server
// itself is shell/server/ (one Fastify plugin per concern; index.mjs composes them).
import { main } from './server/index.mjs';

export { createShellServer } from './server/index.mjs';

if (import.meta.url === `file://${process.argv[1]}`) main();
