#!/usr/bin/env node
// Container health check (no curl in the slim Node images): exits 0 when the address answers 2xx within
// 4 seconds. A path is asked of this container's own server, on HEALTH_PORT, API_PORT, SHELL_PORT or PORT.
//   node docker/healthcheck.mjs /api/health      node docker/healthcheck.mjs http://127.0.0.1:3000/health
const target = process.argv[2] ?? '/health';
const env = process.env;
const port = env.HEALTH_PORT ?? env.API_PORT ?? env.SHELL_PORT ?? env.PORT ?? '3000';
const url = /^https?:\/\//.test(target) ? target : `http://127.0.0.1:${port}${target}`;

fetch(url, { signal: AbortSignal.timeout(4000) }).then(
  (res) => {
    if (!res.ok) console.error(`[health] ${url}: ${res.status}`);
    process.exit(res.ok ? 0 : 1);
  },
  (err) => {
    console.error(`[health] ${url}: ${err.cause?.code ?? err.message}`);
    process.exit(1);
  },
);
