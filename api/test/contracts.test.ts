/**
 * The contracts hold: every route the api serves is declared in the contracts workspace, every
 * declared example answer passes its response schema and survives serialization unchanged (so the
 * schema declares every field the answer has), and a field the schema does not declare never leaves.
 */
import { Value } from '@sinclair/typebox/value';
import build from 'fast-json-stringify';
import { getBrand } from 'contracts/catalog';
import { contractRoutes } from './contract-routes';
import { createTestApp, type TestApp } from './helpers';

const contracts = contractRoutes;

describe('contracts', () => {
  it('declare routes', () => {
    expect(contracts.length).toBeGreaterThan(5);
  });

  describe.each(contracts.filter(([, c]) => !c.raw))('%s', (_name, c) => {
    it('has a response schema and an example answer that passes it', () => {
      const schema = c.schema.response?.[200];
      expect(schema).toBeDefined();
      expect(c.example).toBeDefined();
      const errors = [...Value.Errors(schema!, c.example)].map((e) => `${e.path}: ${e.message}`);
      expect(errors).toEqual([]);
    });

    it('serializes its example unchanged', () => {
      const stringify = build(c.schema.response![200] as object);
      expect(JSON.parse(stringify(c.example))).toEqual(c.example);
    });
  });

  it('never lets an undeclared field leave', () => {
    const stringify = build(getBrand.schema.response[200] as object);
    const leaked = { ...getBrand.example!, data: { ...getBrand.example!.data, passwordHash: 'secret' } };
    expect(stringify(leaked)).not.toContain('secret');
  });
});

describe('the api', () => {
  let t: TestApp;
  const served: Array<{ method: string; url: string; hasResponse: boolean }> = [];
  beforeAll(async () => {
    t = await createTestApp('sqlite', {
      hooks: (app) =>
        app.addHook('onRoute', (r) => {
          const methods = Array.isArray(r.method) ? r.method : [r.method];
          for (const m of methods) if (m !== 'HEAD') served.push({ method: m, url: r.url, hasResponse: Boolean(r.schema?.response) });
        }),
    });
  });
  afterAll(() => t.close());

  it('serves exactly the declared routes', () => {
    const declared = new Set(contracts.map(([, c]) => `${c.method} /api${c.url}`));
    const undeclared = served.filter((r) => !declared.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`);
    expect(undeclared).toEqual([]);
    const servedKeys = new Set(served.map((r) => `${r.method} ${r.url}`));
    const missing = [...declared].filter((k) => !servedKeys.has(k));
    expect(missing).toEqual([]);
  });

  it('declares a response schema on every JSON route', () => {
    const raw = new Set(contracts.filter(([, c]) => c.raw).map(([, c]) => `${c.method} /api${c.url}`));
    const without = served.filter((r) => !r.hasResponse && !raw.has(`${r.method} ${r.url}`)).map((r) => `${r.method} ${r.url}`);
    expect(without).toEqual([]);
  });
});
