/**
 * The contracts hold: every route the api serves is declared in the contracts workspace, every
 * declared example answer passes its response schema and survives serialization unchanged (so the
 * schema declares every field the answer has), and a field the schema does not declare never leaves.
 */
import { Value } from '@sinclair/typebox/value';
import build from 'fast-json-stringify';
import type { RouteContract } from 'contracts/common';
import * as common from 'contracts/common';
import * as catalog from 'contracts/catalog';
import * as content from 'contracts/content';
import * as auth from 'contracts/auth';
import * as cart from 'contracts/cart';
import * as seo from 'contracts/seo';
import { createTestApp, type TestApp } from './helpers';

const isRoute = (v: unknown): v is RouteContract =>
  typeof v === 'object' && v !== null && 'method' in v && 'url' in v && 'schema' in v;

const contracts: Array<[string, RouteContract]> = Object.entries({ common, catalog, content, auth, cart, seo }).flatMap(([vertical, mod]) =>
  Object.entries(mod as Record<string, unknown>)
    .filter((e): e is [string, RouteContract] => isRoute(e[1]))
    .map(([name, c]) => [`${vertical}.${name}`, c] as [string, RouteContract]),
);

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
    const stringify = build(catalog.getBrand.schema.response[200] as object);
    const leaked = { ...catalog.getBrand.example!, data: { ...catalog.getBrand.example!.data, passwordHash: 'secret' } };
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
