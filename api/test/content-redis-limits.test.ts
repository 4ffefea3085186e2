/**
 * With REDIS_URL the content module's limits (contact form, uploads) live in Redis like every other
 * limit: two api instances on different databases, sharing only Redis, share the counts.
 */
import { FORM_LIMIT } from '../src/modules/content/forms/service';
import { Client, createTestApp, type TestApp } from './helpers';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const valid = { fullName: 'مریم رضایی', mobile: '09121234567', body: 'برای ساختمان اداری به سیستم اعلام حریق نیاز داریم.' };

describe('content limits in Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    // a fresh address per run: the counters outlive the test in the shared Redis until their window ends
    a = await createTestApp('sqlite', { seed: true, config: { redisUrl: REDIS_URL } });
    b = await createTestApp('sqlite', { seed: true, config: { redisUrl: REDIS_URL } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it('counts contact forms from one address across instances that share only Redis', async () => {
    const ip = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    const post = (t: TestApp) => new Client(t.app).request({ method: 'POST', url: '/api/form/postForm?lang=en', remoteAddress: ip, payload: valid });
    for (let i = 0; i < FORM_LIMIT.max; i++) expect((await post(i % 2 ? b : a)).statusCode).toBe(200);
    const refused = await post(b);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().isSuccess).toBe(false);
    // nothing of the refused post was stored, on either database
    const stored = async (t: TestApp) => Number((await t.database.db.selectFrom('form_submissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);
    expect((await stored(a)) + (await stored(b))).toBe(FORM_LIMIT.max);
  });

  it('answers 503, not 500, when Redis cannot be reached', async () => {
    const down = await createTestApp('sqlite', { seed: true, config: { redisUrl: 'redis://127.0.0.1:1' } });
    try {
      const res = await new Client(down.app).request({ method: 'POST', url: '/api/form/postForm?lang=en', remoteAddress: '10.78.0.1', payload: valid });
      expect(res.statusCode).toBe(503);
      expect(res.json().isSuccess).toBe(false);
    } finally {
      await down.close();
    }
  });
});
