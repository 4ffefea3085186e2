/** The cart's sweep on SQLite: one instance with its own file sweeps every time, with no lock to take. */
import { createSweepLock, Sweeper } from '../src/modules/cart/payment/sweeper';
import { createTestApp, type TestApp } from './helpers';

describe('the cart sweep on SQLite (one instance, its own file)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('always sweeps, with no lock to take', async () => {
    let swept = 0;
    const s = new Sweeper({
      lock: createSweepLock(t.database, t.config.databaseUrl, t.app.log),
      sweep: async () => {
        swept++;
      },
      intervalMs: 60_000,
      log: t.app.log,
    });
    expect(s.lockKind).toBe('local');
    expect(await s.tick()).toBe('swept');
    expect(await s.tick()).toBe('swept');
    await s.stop();
    expect(await s.tick()).toBe('busy');
    expect(swept).toBe(2);
  });
});
