import { createTestApp, describeEachDb } from './helpers';

describeEachDb('content hardening: development routes', (kind) => {
  it('serves /api/dev/form-submissions only when devRoutes is on', async () => {
    const off = await createTestApp(kind, { config: { devRoutes: false } });
    try {
      const res = await off.app.inject({ method: 'GET', url: '/api/dev/form-submissions?lang=en' });
      expect(res.statusCode).toBe(404);
      expect(res.json().isSuccess).toBe(false);
    } finally {
      await off.close();
    }
    const on = await createTestApp(kind);
    try {
      expect((await on.app.inject({ method: 'GET', url: '/api/dev/form-submissions' })).statusCode).toBe(200);
    } finally {
      await on.close();
    }
  });
});
