// Type-checks the current package with TypeScript 7's native compiler (fast), falling back to tsc 5.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
let bin;
try {
  const pkgDir = path.dirname(require.resolve('typescript-native/package.json'));
  const pkg = JSON.parse(fs.readFileSync(path.join(pkgDir, 'package.json'), 'utf8'));
  const rel = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin?.tsc ?? Object.values(pkg.bin ?? {})[0];
  bin = path.join(pkgDir, rel);
} catch {
  bin = require.resolve('typescript/bin/tsc');
}
const r = spawnSync(process.execPath, [bin, '--noEmit', '-p', 'tsconfig.json'], { stdio: 'inherit' });
process.exit(r.status ?? 1);
