#!/usr/bin/env node
// The remote static server under its old name, for the commands that start it from here (each remote's
// `npm run serve`, the end-to-end specs): the server is run-time code and lives in server-kit/remote/server.mjs.
import { main } from '../server-kit/remote/server.mjs';

export { createRemoteServer } from '../server-kit/remote/server.mjs';

if (import.meta.url === `file://${process.argv[1]}`) main();
