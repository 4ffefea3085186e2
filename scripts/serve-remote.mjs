#!/usr/bin/env node
// A remote's static server: every built version side by side under /<version>/, plus /versions.json.
// Usage (from a remote's folder): node ../scripts/serve-remote.mjs [--port N]   (PORT env also works)
import http from 'node:http';
import path from 'node:path';
import fs from 'node:fs';
import { sendFile, sendJson, listVersions } from './lib/static.mjs';

export function createRemoteServer(dir) {
  const dist = path.join(dir, 'dist');
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  return http.createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Cross-Origin-Resource-Policy': 'cross-origin' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { ...cors, 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Max-Age': '86400' });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, cors);
      return res.end();
    }
    const url = new URL(req.url, 'http://x');
    if (url.pathname === '/versions.json') {
      return sendJson(res, 200, { name: pkg.name, versions: listVersions(dist) }, cors);
    }
    if (url.pathname === '/health') return sendJson(res, 200, { ok: true }, cors);
    const rel = decodeURIComponent(url.pathname).replace(/^\/+/, '');
    if (rel && sendFile(req, res, dist, rel, cors)) return;
    res.writeHead(404, { ...cors, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end('not found');
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--port');
  const port = Number(i > 0 ? process.argv[i + 1] : process.env.PORT ?? 3001);
  const dir = process.cwd();
  createRemoteServer(dir).listen(port, process.env.HOST ?? '0.0.0.0', () => {
    console.log(`[${path.basename(dir)}] serving ${listVersions(path.join(dir, 'dist')).join(', ') || 'no builds'} on http://localhost:${port}`);
  });
}
