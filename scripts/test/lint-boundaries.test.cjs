// The architecture's boundaries are kept by the linter, not by convention: each rule is proven here
// by linting a file that crosses it (and one that does not), with the repository's own configuration.
const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

const root = path.resolve(__dirname, '..', '..');
const cycleDir = path.join(root, 'shared-lib', 'src', 'cycle-probe');

const CASES = {
  mui: ["import { Button } from '@mui/material';\nexport const B = Button;\n", 'mf-catalog/src/features/x/Probe.tsx'],
  routerShell: ["import { useNavigate } from 'react-router';\nexport const x = useNavigate;\n", 'shell/src/chrome/Probe.tsx'],
  rxjs: ["import { Subject } from 'rxjs';\nexport const x = Subject;\n", 'mf-cart/src/features/x/Probe.tsx'],
  i18next: ["import i18next from 'i18next';\nexport const x = i18next;\n", 'mf-account/src/features/x/Probe.tsx'],
  yup: ["import * as yup from 'yup';\nexport const x = yup;\n", 'mf-content/src/features/x/Probe.tsx'],
  facades: ["import { Button } from 'shared-lib/ui';\nimport { useNavigate } from 'shared-lib/router';\nexport const x = [Button, useNavigate];\n", 'mf-catalog/src/features/x/Probe.tsx'],
  otherRemote: ["import Basket from 'mf-cart/src/exposes/BasketPage';\nexport const x = Basket;\n", 'mf-catalog/src/features/x/Probe.tsx'],
  otherRemoteRelative: ["import Basket from '../../../../mf-cart/src/exposes/BasketPage';\nexport const x = Basket;\n", 'mf-catalog/src/features/x/Probe.tsx'],
  apiDeep: ["import catalogModule from '../../catalog/module';\nexport const y = catalogModule;\n", 'api/src/modules/cart/basket/probe.ts'],
  apiPublic: ["import { getProductsForCart } from '../../catalog/public';\nexport const y = getProductsForCart;\n", 'api/src/modules/cart/basket/probe.ts'],
  cycle: ["import { b } from './b';\nexport const a = () => b();\n", 'shared-lib/src/cycle-probe/a.ts'],
};

let errors = {};
beforeAll(() => {
  fs.mkdirSync(cycleDir, { recursive: true });
  fs.writeFileSync(path.join(cycleDir, 'a.ts'), CASES.cycle[0]);
  fs.writeFileSync(path.join(cycleDir, 'b.ts'), "import { a } from './a';\nexport const b = () => a();\n");
  try {
    const input = JSON.stringify(Object.values(CASES).map(([code, filePath]) => ({ code, filePath })));
    const r = spawnSync(process.execPath, [path.join(__dirname, 'lint-probe.mjs')], { input, cwd: root, encoding: 'utf8' });
    if (r.status !== 0) throw new Error(r.stderr);
    const out = JSON.parse(r.stdout);
    errors = Object.fromEntries(Object.keys(CASES).map((k, i) => [k, out[i].join('\n')]));
  } finally {
    fs.rmSync(cycleDir, { recursive: true, force: true });
  }
});

describe('lint boundaries', () => {
  it('fails a remote that imports @mui/material directly', () => {
    expect(errors.mui).toMatch(/no-restricted-imports: .*shared-lib\/ui/);
  });

  it.each([
    ['routerShell', 'shared-lib/router'],
    ['rxjs', 'shared-lib/bus'],
    ['i18next', 'shared-lib/i18n'],
    ['yup', 'shared-lib/forms'],
  ])('fails the shell and remotes on a direct import (%s)', (key, facade) => {
    expect(errors[key]).toContain(facade);
  });

  it('passes imports of the facades', () => expect(errors.facades).toBe(''));

  it('fails a remote that imports another remote, by package or by path', () => {
    expect(errors.otherRemote).toMatch(/another remote/);
    expect(errors.otherRemoteRelative).toMatch(/another remote/);
  });

  it("fails an api module that reaches into another module's files, passes its public.ts", () => {
    expect(errors.apiDeep).toMatch(/only through its public\.ts/);
    expect(errors.apiPublic).not.toMatch(/public\.ts/);
  });

  it('fails an import cycle', () => expect(errors.cycle).toMatch(/import-x\/no-cycle/));
});
