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

  it('keeps the request id the shell passed on (one id in both logs) and makes one otherwise', async () => {
    const passed = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'shell-7f3a.1' } });
    expect(passed.headers['x-request-id']).toBe('shell-7f3a.1');
    const fresh = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id with spaces\u0000' } });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });

  it('counts requests per route pattern (not per URL) in Prometheus metrics, with the database pool on PostgreSQL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/product/1?lang=en' });
    const res = await t.app.inject({ method: 'GET', url: '/api/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/plain/);
    expect(res.body).toMatch(/http_requests_total\{method="GET",route="\/api\/health",status_code="200"\} \d+/);
    expect(res.body).toMatch(/http_request_duration_seconds_bucket\{le="[\d.]+",method="GET",route="\/api\/product\/:id"/);
    expect(res.body).not.toContain('/api/product/1');
    if (kind === 'postgres') expect(res.body).toMatch(/db_pool_connections\{state="total"\} \d+/);
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
