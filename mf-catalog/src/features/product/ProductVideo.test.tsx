import { screen } from '@testing-library/react';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import { ProductPage } from './ProductPage';
import { detail } from '../../test/fixtures';

jest.setTimeout(20_000);
const namespaces = { catalog: { fa, en } };

const open = async (video: { url: string; poster: string | null } | null) => {
  fakeApi({ 'GET /api/product/3': { data: detail({ video }) } });
  renderPage(<ProductPage />, { path: '/pr/3/کپسول-6', routePath: '/pr/:id/:name', namespaces });
  await screen.findByRole('heading', { level: 1 });
};

describe('the product page’s video', () => {
  beforeEach(resetPage);

  it('shows no video block at all for a product without its own video', async () => {
    await open(null);
    expect(screen.getByRole('heading', { level: 2, name: 'مشخصات فنی' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'ویدیوی محصول' })).toBeNull();
    expect(document.querySelector('video')).toBeNull();
  });

  it('shows no empty video block when the address cannot be played safely', async () => {
    await open({ url: 'javascript:alert(1)', poster: null });
    expect(screen.queryByRole('heading', { name: 'ویدیوی محصول' })).toBeNull();
    expect(document.querySelector('video, section[aria-labelledby="video-title"]')).toBeNull();
  });

  it('shows the product’s own video under its heading', async () => {
    await open({ url: 'https://media.example/atashban-p6.mp4', poster: '/api/img/a_lg.webp' });
    expect(screen.getByRole('heading', { level: 2, name: 'ویدیوی محصول' })).toBeInTheDocument();
    const video = screen.getByLabelText(/^ویدیوی محصول: /);
    expect(video.tagName).toBe('VIDEO');
    expect(video.querySelector('source')).toHaveAttribute('src', 'https://media.example/atashban-p6.mp4');
  });
});
