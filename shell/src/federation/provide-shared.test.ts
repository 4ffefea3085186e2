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

  it('provides nothing the federation config does not share (the server would fail to load it at every start)', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { shared } = require('../../../scripts/webpack/federation.cjs') as { shared: (o: { host: boolean; production: boolean }) => Record<string, unknown> };
    const names = Object.keys(shared({ host: true, production: true }));
    const provided = [...source.matchAll(/^\s*'([^']+)': \(\) => import\(/gm)].map((m) => m[1]);
    expect(provided.length).toBeGreaterThan(30);
    expect(provided.filter((n) => !names.includes(n))).toEqual([]);
  });
});

