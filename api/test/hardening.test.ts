/**
 * The api's shared error handling under abuse: Fastify's own refusals, a busy SQLite file, a
 * truncated upload and a forged X-Forwarded-Host all answer a clear 4xx/503 in the envelope,
 * never a 500, and change nothing.
 */
import Database from 'better-sqlite3';
import { Client, createTestApp, type TestApp } from './helpers';

describe('api hardening [sqlite]', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { seed: true });
  });
  afterAll(() => t.close());

  it("answers Fastify's own refusals (an undecodable URL) in the localized envelope", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/brand/%E0%A4%A?lang=en' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, messages: [{ item1: 'The submitted data is invalid.' }] });
    const fa = await t.app.inject({ method: 'GET', url: '/api/brand/%E0%A4%A' });
    expect(fa.json().messages[0].item1).toBe('اطلاعات ارسالی نامعتبر است.');
  });

  it('answers a truncated multipart upload with a 400, not a 500', async () => {
    const boundary = '----truncated';
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 trunc`;
    const res = await new Client(t.app).request({ method: 'POST', url: '/api/upload/file?lang=en', payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().isSuccess).toBe(false);
  });

  it('answers 503 with Retry-After while another process holds the write lock, and works once it is released', async () => {
    const other = new Database(t.config.sqlitePath);
    other.exec('BEGIN IMMEDIATE');
    const shopper = new Client(t.app);
    try {
      const started = Date.now();
      const busy = await shopper.post('/api/cart/cart?lang=en', { cartUpdateType: 1, productItemId: 1, count: 1 });
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect(busy.json().messages[0]).toMatchObject({ item2: 'common.busy', item1: expect.stringContaining('busy') });
      // the wait is short: a held lock no longer stalls the process for seconds
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      other.exec('ROLLBACK');
      other.close();
    }
    const ok = await shopper.post('/api/cart/cart?lang=en', { cartUpdateType: 1, productItemId: 1, count: 1 });
    expect(ok.statusCode).toBe(200);
  });

  describe('cookies follow the shopper\'s scheme', () => {
    const add = (app: TestApp['app'], proto: string) =>
      app.inject({
        method: 'POST',
        url: '/api/cart/cart?lang=en',
        payload: { cartUpdateType: 1, productItemId: 1, count: 1 },
        headers: { origin: `${proto}://shop.example`, host: 'shop.example', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': proto },
      });
    const setCookie = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie'] ?? '');

    it('are Secure when a trusted proxy says the connection is https, not otherwise', async () => {
      const https = await add(t.app, 'https');
      expect(https.statusCode).toBe(200);
      expect(setCookie(https)).toMatch(/basketId=[^;]+;.*Secure/i);
      const http = await add(t.app, 'http');
      expect(setCookie(http)).not.toMatch(/Secure/i);
    });

    it('ignore X-Forwarded-Proto from a peer that is not a trusted proxy', async () => {
      const untrusting = await createTestApp('sqlite', { seed: true, config: { trustProxy: '10.9.9.9' } });
      try {
        const res = await untrusting.app.inject({
          method: 'POST',
          url: '/api/cart/cart?lang=en',
          payload: { cartUpdateType: 1, productItemId: 1, count: 1 },
          headers: { origin: 'http://shop.example', host: 'shop.example', 'x-forwarded-proto': 'https' },
        });
        expect(res.statusCode).toBe(200);
        expect(setCookie(res)).not.toMatch(/Secure/i);
      } finally {
        await untrusting.close();
      }
    });
  });

  describe('the Origin check', () => {
    it('believes X-Forwarded-Host only from a trusted proxy', async () => {
      const untrusting = await createTestApp('sqlite', { config: { trustProxy: '10.9.9.9' } });
      try {
        const forged = await untrusting.app.inject({
          method: 'POST',
          url: '/api/cart/cart?lang=en',
          payload: { cartUpdateType: 1, productItemId: 1, count: 1 },
          headers: { origin: 'https://evil.example', host: 'localhost:3000', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
        });
        expect(forged.statusCode).toBe(403);
        expect(forged.json().messages[0].item2).toBe('common.forbiddenOrigin');
      } finally {
        await untrusting.close();
      }
    });

    it('accepts the storefront origin a trusted proxy forwards', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/cart/cart?lang=en',
        payload: { cartUpdateType: 1, productItemId: 1, count: 1 },
        headers: { origin: 'https://shop.example', host: '127.0.0.1:4000', 'x-forwarded-host': 'shop.example', 'x-forwarded-proto': 'https' },
      });
      expect(res.statusCode).not.toBe(403);
    });
  });
});
