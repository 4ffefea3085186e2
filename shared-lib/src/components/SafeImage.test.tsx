import { screen, waitFor } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { SafeImage } from 'shared-lib/components/SafeImage';

/**
 * The placeholder (spec §8) for a picture that fails: when its error event comes, and when it had
 * already failed before the page's scripts ran (a server-rendered main picture or listing card, whose
 * error event nobody heard; issue 34 item 11).
 */
describe('SafeImage', () => {
  const proto = HTMLImageElement.prototype as unknown as Record<string, unknown>;
  const original = Object.fromEntries(['complete', 'naturalWidth', 'decode'].map((k) => [k, Object.getOwnPropertyDescriptor(proto, k)]));
  const stub = (state: { complete: boolean; naturalWidth: number; decodes: boolean }) => {
    Object.defineProperty(proto, 'complete', { configurable: true, get: () => state.complete });
    Object.defineProperty(proto, 'naturalWidth', { configurable: true, get: () => state.naturalWidth });
    proto.decode = () => (state.decodes ? Promise.resolve() : Promise.reject(new Error('EncodingError')));
  };
  afterEach(() => {
    for (const [k, d] of Object.entries(original)) {
      if (d) Object.defineProperty(proto, k, d);
      else delete proto[k];
    }
  });

  it('shows the placeholder when the picture fails while the page runs', async () => {
    renderPage(<SafeImage src="/api/img/x_md.webp" alt="CO2 extinguisher" />, { path: '/en/' });
    const img = screen.getByRole('img', { name: 'CO2 extinguisher' });
    img.dispatchEvent(new Event('error'));
    await waitFor(() => expect(img).toHaveAttribute('data-failed', 'true'));
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
  });

  it('shows the placeholder for a picture that had already failed when the page’s scripts came', async () => {
    stub({ complete: true, naturalWidth: 0, decodes: false });
    renderPage(<SafeImage src="/api/img/missing_lg.webp" srcSet="/api/img/missing_md.webp 480w, /api/img/missing_lg.webp 800w" alt="Main picture" loading="eager" />, { path: '/en/' });
    const img = await screen.findByRole('img', { name: 'Image not available' });
    expect(img).toHaveAttribute('data-failed', 'true');
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    // the picture's other sizes go too: a srcset would win over the placeholder
    expect(img).not.toHaveAttribute('srcset');
  });

  it('leaves a loaded picture, one still loading, and a picture without intrinsic size that decodes', async () => {
    stub({ complete: true, naturalWidth: 480, decodes: true });
    const { unmount } = renderPage(<SafeImage src="/api/img/a_md.webp" alt="Loaded" />, { path: '/en/' });
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.getByRole('img', { name: 'Loaded' })).not.toHaveAttribute('data-failed');
    unmount();
    stub({ complete: false, naturalWidth: 0, decodes: false });
    const second = renderPage(<SafeImage src="/api/img/b_md.webp" alt="Loading" />, { path: '/en/' });
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.getByRole('img', { name: 'Loading' })).not.toHaveAttribute('data-failed');
    second.unmount();
    stub({ complete: true, naturalWidth: 0, decodes: true });
    renderPage(<SafeImage src="/api/img/logo.svg" alt="Logo" />, { path: '/en/' });
    await new Promise((r) => setTimeout(r, 10));
    expect(screen.getByRole('img', { name: 'Logo' })).not.toHaveAttribute('data-failed');
  });
});
