// Import cycles found by dpdm over every source file, type-only imports included. ESLint's
// import-x/no-cycle skips `import type`, but a cycle of types still ties two files (or two modules)
// together: neither can move or be read without the other. dpdm parses TypeScript without
// transforming it (no `transform`: that would drop type imports) and follows dynamic imports too.
import fs from 'node:fs';
import path from 'node:path';
import { parseDependencyTree, parseCircular } from 'dpdm';

const SOURCE = /\.(?:ts|tsx|mts|cts|js|mjs|cjs)$/;
// what ESLint ignores too (eslint.config.mjs): built, installed, generated and local files
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'data', '.tmp', '.git', 'screenshots', 'test-results']);
const EXCLUDE = /[\\/](?:node_modules|dist|coverage)[\\/]/;

/** Every source file under `dir`, absolute. */
export function sourceFiles(dir) {
  const out = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(file));
    else if (SOURCE.test(entry.name)) out.push(file);
  }
  return out;
}

/** The import cycles among the source files under `dir`: lists of paths relative to `dir`, first file not repeated. */
export async function findCycles(dir) {
  const tree = await parseDependencyTree(sourceFiles(dir), {
    cwd: dir,
    context: dir,
    extensions: ['', '.ts', '.tsx', '.mts', '.cts', '.mjs', '.js', '.cjs', '.json'],
    js: ['.ts', '.tsx', '.mts', '.cts', '.mjs', '.js', '.cjs'],
    exclude: EXCLUDE,
    transform: false,
    skipDynamicImports: false,
  });
  return parseCircular(tree);
}
