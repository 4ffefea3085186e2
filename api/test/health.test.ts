import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';

describeEachDb('api skeleton', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers health in the envelope', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true, data: { status: 'ok', dialect: kind }, messages: [] });
  });

  it('answers an unknown api path with a localized 404 envelope, Persian by default', async () => {
    const fa = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(fa.statusCode).toBe(404);
    expect(fa.json().isSuccess).toBe(false);
    expect(fa.json().messages[0].item1).toContain('وجود ندارد');
    const en = await t.app.inject({ method: 'GET', url: '/api/nope?lang=en' });
    expect(en.json().messages[0].item1).toBe('Page not found: /api/nope');
  });

  it('refuses a state-changing call from a foreign origin', async () => {
    const evil = new Client(t.app, 'https://evil.example');
    const res = await evil.post('/api/health', {});
    expect(res.statusCode).toBe(403);
    expect(res.json().messages[0].item2).toBe('common.forbiddenOrigin');
  });
});
