import { act, screen, fireEvent, waitFor } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';

const loadRemote = jest.fn();
const registerRemotes = jest.fn();
jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: (...a: unknown[]) => loadRemote(...a),
  registerRemotes: (...a: unknown[]) => registerRemotes(...a),
}));

// imported after the mock
import { RemoteSlot } from './RemoteSlot';
import { loadExposed, registerComposition } from './remotes';
import { RenderEnvContext, type RenderEnv } from './render-env';
import { renderToString } from 'react-dom/server';

function Boom(): never {
  throw new Error('render failure');
}

describe('a remote region', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    jest.resetModules();
    loadRemote.mockReset();
    registerRemotes.mockReset();
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    registerComposition({ remotes: { mf_x: { server: 'http://x', version: '1.0.0' }, mf_y: { server: 'http://y', version: '2.0.0' } } });
  });
  afterEach(() => consoleError.mockRestore());

  it('registers the composition’s browser entries (remoteEntry.js beside each manifest)', () => {
    expect(registerRemotes).toHaveBeenCalledWith(
      [
        { name: 'mf_x', entry: 'http://x/1.0.0/web/remoteEntry.js' },
        { name: 'mf_y', entry: 'http://y/2.0.0/web/remoteEntry.js' },
      ],
      { force: true },
    );
  });

  it('on the server: names every region it rendered, and as deferred (code not announced) only those that come alive later', async () => {
    loadRemote.mockImplementation(async (id: string) => ({ default: () => <p>{id}</p> }));
    await Promise.all(['Page', 'Hero', 'Below', 'Widget'].map((m) => loadExposed('mf_x', m)));
    const env: RenderEnv = { server: true, hydrating: false, failed: new Set(), regions: new Set(), deferred: new Set() };
    const html = renderToString(
      <RenderEnvContext.Provider value={env}>
        <RemoteSlot remote="mf_x" module="Page" />
        <RemoteSlot remote="mf_x" module="Hero" hydrate="touch" />
        <RemoteSlot remote="mf_x" module="Below" hydrate="visible" />
        <RemoteSlot remote="mf_x" module="Widget" hydrate="interaction" />
      </RenderEnvContext.Provider>,
    );
    expect(html).toContain('mf_x/Page');
    expect([...env.regions!]).toEqual(['mf_x/Page', 'mf_x/Hero', 'mf_x/Below', 'mf_x/Widget']);
    expect([...env.deferred!]).toEqual(['mf_x/Hero', 'mf_x/Below', 'mf_x/Widget']);
  });

  it('renders the exposed component', async () => {
    loadRemote.mockResolvedValue({ default: () => <p>remote page</p> });
    renderPage(<RemoteSlot remote="mf_x" module="Page" />);
    expect(await screen.findByText('remote page')).toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledWith('mf_x/Page');
  });

  it('shows a localized fallback with retry when the remote cannot load, and recovers on retry', async () => {
    loadRemote.mockRejectedValueOnce(new Error('ScriptNetworkError')).mockResolvedValue({ default: () => <p>back again</p> });
    renderPage(<RemoteSlot remote="mf_x" module="Load1" />, { path: '/en/' });
    expect(await screen.findByText(/This part of the site is unavailable/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('back again')).toBeInTheDocument();
    // the retry re-registered the remote so a failed container is not reused
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'mf_x', entry: 'http://x/1.0.0/web/remoteEntry.js' }], { force: true });
  });

  it('bounds retries and logs the failure once', async () => {
    loadRemote.mockRejectedValue(new Error('404'));
    renderPage(<RemoteSlot remote="mf_y" module="Load2" />);
    for (let i = 0; i < 3; i++) {
      fireEvent.click(await screen.findByRole('button', { name: 'تلاش دوباره' }));
    }
    expect(await screen.findByText(/چند بار بارگذاری نشد/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(loadRemote).toHaveBeenCalledTimes(4);
    expect(consoleError.mock.calls.filter((c) => String(c[0]).includes('mf_y failed to load'))).toHaveLength(1);
  });

  it('contains a remote that throws while rendering', async () => {
    loadRemote.mockResolvedValue({ default: Boom });
    await act(async () => {
      renderPage(
        <div>
          <header>header stays</header>
          <RemoteSlot remote="mf_x" module="Broken" />
        </div>,
      );
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('این بخش از سایت در حال حاضر در دسترس نیست.');
    expect(screen.getByText('header stays')).toBeInTheDocument();
  });

  it('treats a module without a component as a failure', async () => {
    loadRemote.mockResolvedValue({ notDefault: 1 });
    renderPage(<RemoteSlot remote="mf_x" module="Empty" />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('renders nothing for a silent region that fails', async () => {
    loadRemote.mockRejectedValue(new Error('down'));
    const { container } = renderPage(<RemoteSlot remote="mf_x" module="Modal" variant="silent" />);
    await waitFor(() => expect(loadRemote).toHaveBeenCalled());
    await act(async () => {});
    expect(container.textContent).toBe('');
  });
});
