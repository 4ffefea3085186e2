// Lints given sources as if they lived at given paths, with the repository's ESLint configuration.
// stdin: [{ code, filePath }]; stdout: [[ "rule: message", ... ], ...] (errors only). Run by
// lint-boundaries.test.cjs (ESLint loads its flat config with import(), which jest's VM cannot do).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const cases = JSON.parse(await new Promise((resolve) => {
  let s = '';
  process.stdin.on('data', (d) => (s += d)).on('end', () => resolve(s));
}));
const eslint = new ESLint({ cwd: root });
const out = [];
for (const { code, filePath } of cases) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  out.push(result.messages.filter((m) => m.severity === 2).map((m) => `${m.ruleId}: ${m.message}`));
}
process.stdout.write(JSON.stringify(out));
