import { render, waitFor } from '@testing-library/react';
import { useAosOnScroll } from 'shared-lib/aos-later';

/** Issue 34 item 11: the home sections' animate-on-scroll starts at the first scroll, never under reduced motion. */
function Section() {
  const ref = useAosOnScroll<HTMLElement>({ animation: 'fade' });
  return (
    <section ref={ref} data-testid="s">
      Brands
    </section>
  );
}

describe('useAosOnScroll', () => {
  const reduce = (on: boolean) => {
    window.matchMedia = ((q: string) => ({ matches: on && q.includes('reduce'), media: q, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
  };
  beforeEach(() => {
    Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
    // far below the window: the section waits under the line (offset 120)
    jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ top: 2000, bottom: 2300, left: 0, right: 360, width: 360, height: 300, x: 0, y: 2000, toJSON: () => ({}) } as DOMRect);
    Object.defineProperty(document.documentElement, 'scrollHeight', { value: 4000, configurable: true });
  });
  afterEach(() => jest.restoreAllMocks());

  it('loads the animation at the first scroll, then hides the section below the line and fades it in (400 ms) once past it', async () => {
    reduce(false);
    const { getByTestId } = render(<Section />);
    const el = getByTestId('s');
    await new Promise((r) => setTimeout(r, 20));
    // nothing before the shopper scrolls (no code asked for, the server's markup as it is)
    expect(el).not.toHaveAttribute('data-aos');
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(el).toHaveAttribute('data-aos', 'out'));
    expect(el.style.opacity).toBe('0');
    expect(el.style.transition).toContain('opacity 400ms ease 0ms');
    // the section's top passes 120 px above the window's bottom
    (HTMLElement.prototype.getBoundingClientRect as jest.Mock).mockReturnValue({ top: 600, bottom: 900, left: 0, right: 360, width: 360, height: 300, x: 0, y: 600, toJSON: () => ({}) });
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(el).toHaveAttribute('data-aos', 'in'));
    expect(el.style.opacity).toBe('1');
    // once false: back below the line, hidden again
    (HTMLElement.prototype.getBoundingClientRect as jest.Mock).mockReturnValue({ top: 1500, bottom: 1800, left: 0, right: 360, width: 360, height: 300, x: 0, y: 1500, toJSON: () => ({}) });
    await new Promise((r) => setTimeout(r, 120));
    window.dispatchEvent(new Event('scroll'));
    await waitFor(() => expect(el).toHaveAttribute('data-aos', 'out'));
  });

  it('does nothing under prefers-reduced-motion', async () => {
    reduce(true);
    const { getByTestId } = render(<Section />);
    window.dispatchEvent(new Event('scroll'));
    await new Promise((r) => setTimeout(r, 50));
    expect(getByTestId('s')).not.toHaveAttribute('data-aos');
    expect(getByTestId('s').style.opacity).toBe('');
  });
});
