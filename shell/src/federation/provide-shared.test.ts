import fs from 'node:fs';
import path from 'node:path';

// the list is read as text: importing it would evaluate every lazy import's target in jest
const source = fs.readFileSync(path.join(__dirname, 'provide-shared.ts'), 'utf8');

describe('modules the shell provides to remotes', () => {
  it('covers every shared-lib module the federation config shares', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { SHARED_LIB_MODULES } = require('../../../scripts/webpack/federation.cjs') as { SHARED_LIB_MODULES: string[] };
    for (const m of SHARED_LIB_MODULES) expect(source).toContain(`import('shared-lib/${m}')`);
  });
});
