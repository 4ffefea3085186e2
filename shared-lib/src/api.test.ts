import { api, ApiError, configureApi, buildUrl, imageUrl } from 'shared-lib/api';

function respond(status: number, body: unknown) {
  return jest.fn(async () => ({ status, ok: status < 400, json: async () => body }) as unknown as Response);
}

describe('the envelope client', () => {
  afterEach(() => configureApi({ fetch: undefined, locale: 'fa', baseUrl: '' }));

  it('returns data of a successful envelope and sends the locale', async () => {
    const f = respond(200, { isSuccess: true, data: { id: 1 }, messages: [] });
    configureApi({ fetch: f as unknown as typeof fetch, locale: 'en' });
    await expect(api('/api/x', { query: { page: 2 } })).resolves.toEqual({ id: 1 });
    expect((f.mock.calls[0] as unknown[])[0]).toBe('/api/x?page=2&lang=en');
  });

  it('turns a failed envelope into an ApiError carrying the server messages', async () => {
    configureApi({ fetch: respond(400, { isSuccess: false, data: null, messages: [{ item1: 'شماره موبایل معتبر نیست', item2: 'auth.mobile' }] }) as unknown as typeof fetch });
    const err = (await api('/api/auth/otp', { body: { mobile: 'x' } }).catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.status).toBe(400);
    expect(err.messages).toEqual(['شماره موبایل معتبر نیست']);
    expect(err.codes).toEqual(['auth.mobile']);
  });

  it('treats isSuccess false with HTTP 200 as a failure too', async () => {
    configureApi({ fetch: respond(200, { isSuccess: false, data: null, messages: [{ item1: 'no' }] }) as unknown as typeof fetch });
    await expect(api('/api/x')).rejects.toMatchObject({ messages: ['no'] });
  });

  it('reports a network failure as status 0', async () => {
    configureApi({ fetch: jest.fn(async () => { throw new TypeError('Failed to fetch'); }) as unknown as typeof fetch });
    const err = (await api('/api/x').catch((e) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.isNetwork).toBe(true);
  });

  it('reports a non-envelope answer (an HTML error page) without leaking it', async () => {
    configureApi({ fetch: jest.fn(async () => ({ status: 502, ok: false, json: async () => { throw new SyntaxError('x'); } })) as unknown as typeof fetch });
    await expect(api('/api/x')).rejects.toMatchObject({ status: 502, messages: [] });
  });

  it('builds image URLs with a size suffix (spec §3)', () => {
    expect(imageUrl({ baseUrl: '/api/img/', guidName: 'abc', extension: 'webp' }, '_sm')).toBe('/api/img/abc_sm.webp');
    expect(imageUrl(null)).toBeUndefined();
    expect(buildUrl('/api/y', { q: '', a: undefined })).toBe('/api/y?lang=fa');
  });
});
