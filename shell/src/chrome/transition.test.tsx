import { act, fireEvent, screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { Route, Routes, useLocation, useNavigate } from 'shared-lib/router';
import { NavigationTransition, useShownLocation, OUT_MS } from './transition';
import { PageTransition } from './PageTransition';

let navigate: ReturnType<typeof useNavigate>;
let routerPath = '';
function Navigator() {
  navigate = useNavigate();
  routerPath = useLocation().pathname;
  return null;
}

/** Each page says which address it renders (the page sliding out keeps its own). */
function Page({ name }: { name: string }) {
  return <p data-testid="page">{`${name} at ${useLocation().pathname}`}</p>;
}

function Pages() {
  const shown = useShownLocation();
  return (
    <Routes location={shown}>
      {['/about', '/', '/services/fire-alarm-system', '/en/about'].map((path) => (
        <Route key={path} path={path} element={<PageTransition><Page name={path} /></PageTransition>} />
      ))}
      <Route path="*" element={<PageTransition><Page name="other" /></PageTransition>} />
    </Routes>
  );
}

const wrapper = () => screen.getByTestId('page').parentElement as HTMLElement;

function setReducedMotion(reduce: boolean) {
  window.matchMedia = ((query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}

describe('page transition: slide-right, out-in (spec §2)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    setReducedMotion(false);
  });
  afterEach(() => jest.useRealTimers());

  const render = (redirect?: (l: { pathname: string }) => string | null) =>
    renderPage(
      <NavigationTransition redirect={redirect as never}>
        <Navigator />
        <Pages />
      </NavigationTransition>,
      { path: '/about' },
    );

  it('slides the old page out first (still showing itself), then slides the new one in', async () => {
    render();
    expect(wrapper()).toHaveAttribute('data-transition', 'idle');
    act(() => navigate('/'));
    // out: the old page, at its own address, leaving
    expect(screen.getByTestId('page')).toHaveTextContent('/about at /about');
    expect(wrapper()).toHaveAttribute('data-transition', 'out');
    fireEvent.animationEnd(wrapper());
    // in: the new page, entering
    expect(screen.getByTestId('page')).toHaveTextContent('/ at /');
    expect(wrapper()).toHaveAttribute('data-transition', 'in');
    fireEvent.animationEnd(wrapper());
    expect(wrapper()).toHaveAttribute('data-transition', 'idle');
  });

  it('moves on even if no animation end is reported (a hidden tab)', async () => {
    render();
    act(() => navigate('/'));
    await act(() => jest.advanceTimersByTimeAsync(OUT_MS + 200));
    expect(screen.getByTestId('page')).toHaveTextContent('/ at /');
  });

  it('ignores animations of the page’s own content', () => {
    render();
    act(() => navigate('/'));
    fireEvent.animationEnd(screen.getByTestId('page'));
    expect(screen.getByTestId('page')).toHaveTextContent('/about at /about');
  });

  it('shows the new page at once under prefers-reduced-motion', () => {
    setReducedMotion(true);
    render();
    act(() => navigate('/'));
    expect(screen.getByTestId('page')).toHaveTextContent('/ at /');
    expect(wrapper()).toHaveAttribute('data-transition', 'idle');
  });

  it('replaces a legacy address in the app before any page shows it', async () => {
    render((l) => (l.pathname === '/po/1/fire-alarm-system' ? '/services/fire-alarm-system' : null));
    act(() => navigate('/po/1/fire-alarm-system'));
    expect(routerPath).toBe('/services/fire-alarm-system');
    fireEvent.animationEnd(wrapper());
    expect(screen.getByTestId('page')).toHaveTextContent('/services/fire-alarm-system at /services/fire-alarm-system');
    expect(screen.queryByText(/other/)).toBeNull();
    // the old address is not kept in the history
    act(() => navigate(-1));
    expect(routerPath).toBe('/about');
  });
});
