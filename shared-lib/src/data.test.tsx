import { render, screen } from '@testing-library/react';
import { DataProvider, createDataStore, dehydrateResources, hydrateResources, invalidateResource, useFormResult, useResource } from './data';
import { ApiError } from './api';
import { LoadError, isNotFound } from './components/LoadError';
import NotFound from './components/NotFound';
import { renderPage } from './test-utils';

function Outcome() {
  const r = useFormResult<{ form: string; ok: boolean }>('cart');
  return <p>{r ? (r.ok ? 'added' : 'refused') : 'nothing'}</p>;
}

describe('useFormResult: a form posted before the scripts ran', () => {
  it('the server’s render shows the outcome it was given', () => {
    const store = createDataStore();
    store.set('form:cart', { data: { form: 'cart', ok: true }, at: Date.now() });
    render(
      <DataProvider store={store} status={{ code: 200 }}>
        <Outcome />
      </DataProvider>,
    );
    expect(screen.getByText('added')).toBeInTheDocument();
  });

  it('the browser shows what the server drew once, then it is spent', () => {
    hydrateResources({ 'form:cart': { data: { form: 'cart', ok: false } } });
    const first = render(<Outcome />);
    expect(screen.getByText('refused')).toBeInTheDocument();
    first.unmount();
    render(<Outcome />);
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });

  it('shows nothing when no form was posted', () => {
    render(<Outcome />);
    expect(screen.getByText('nothing')).toBeInTheDocument();
  });
});

describe('hydrateResources: an api failure the server rendered', () => {
  const load = jest.fn(() => Promise.resolve('a product'));
  function Product() {
    const { data, error } = useResource<string>('/api/products/999', load);
    if (isNotFound(error)) return <NotFound />;
    if (error) return <LoadError error={error} onRetry={() => {}} />;
    return <p>{data}</p>;
  }

  /** What the server put in the page for `key`, as the browser reads it back from the page's JSON. */
  function carried(key: string, error: unknown): Record<string, unknown> {
    const server = createDataStore();
    server.set(key, { error, at: Date.now() });
    return JSON.parse(JSON.stringify(dehydrateResources(server)));
  }

  afterEach(() => invalidateResource('/api/'));

  it.each([
    ['/pr/999/x', 'صفحه پیدا نشد', 'بازگشت به خانه'],
    ['/en/pr/999/x', 'Page not found', 'Back to home'],
  ])('%s: a 404 stays the not-found page with its home button, in the page’s language, and nothing is fetched again', (path, title, home) => {
    const store = createDataStore();
    hydrateResources(carried('/api/products/999', new ApiError(404, [{ item1: 'Not found', item2: 'NOT_FOUND' }])), store);
    const revived = store.get('/api/products/999')?.error;
    expect(revived).toBeInstanceOf(ApiError);
    expect(revived).toMatchObject({ status: 404, messages: ['Not found'], codes: ['NOT_FOUND'], isNetwork: false });
    // the page's own store, as bootstrap seeds it
    hydrateResources(carried('/api/products/999', new ApiError(404, [{ item1: 'Not found', item2: 'NOT_FOUND' }])));
    renderPage(<Product />, { path });
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: home })).toHaveAttribute('href', path.startsWith('/en') ? '/en' : '/');
    expect(screen.queryByText('a product')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).not.toHaveBeenCalled();
  });

  it('another api failure keeps the server’s message (not a network hint); other errors stay plain', () => {
    const store = createDataStore();
    hydrateResources({ ...carried('/api/a', new ApiError(500, [{ item1: 'Database is down' }])), ...carried('/api/b', new TypeError('boom')) }, store);
    const a = store.get('/api/a')?.error as ApiError;
    expect(a).toBeInstanceOf(ApiError);
    expect([a.status, a.messages, a.isNetwork]).toEqual([500, ['Database is down'], false]);
    const b = store.get('/api/b')?.error as Error;
    expect(b).not.toBeInstanceOf(ApiError);
    expect([b.name, b.message]).toEqual(['TypeError', 'boom']);
  });
});
