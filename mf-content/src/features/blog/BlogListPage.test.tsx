import { screen } from '@testing-library/react';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import { namespaces } from '../../test/namespaces';
import { BlogListPage, BLOG_PAGE_SIZE } from './BlogListPage';

const categories = [
  { id: 1, slug: 'equipment-maintenance', name: 'Extinguishing equipment & maintenance', postCount: 4 },
  { id: 2, slug: 'fire-alarm-detection', name: 'Fire alarm & detection', postCount: 4 },
];
const item = (id: number) => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  summary: 'summary',
  cover: '/api/content/covers/shield-0.svg',
  publishedAt: '2025-01-01T00:00:00.000Z',
  readingMinutes: 3,
  category: categories[1],
});

beforeEach(() => resetPage());

describe('BlogListPage', () => {
  it('asks for the page and category in the URL and renders paging links and the category filter', async () => {
    const api = fakeApi({
      '/api/blog/categories': () => ({ data: categories }),
      '/api/blog/posts': ({ url }) => ({
        data: { items: [item(10), item(11)], page: Number(url.searchParams.get('page')), pageSize: BLOG_PAGE_SIZE, total: 20, totalPages: 3, category: categories[1] },
      }),
    });
    renderPage(<BlogListPage />, { path: '/en/st/blog?category=fire-alarm-detection&page=2', namespaces });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fire alarm & detection' })).toBeInTheDocument();
    const q = api.callsTo('/api/blog/posts')[0].url.searchParams;
    expect([q.get('page'), q.get('pageSize'), q.get('category'), q.get('lang')]).toEqual(['2', String(BLOG_PAGE_SIZE), 'fire-alarm-detection', 'en']);
    expect(screen.getByRole('link', { name: /Post 10/ })).toHaveAttribute('href', '/en/po/10/post-10');
    const filter = screen.getByRole('navigation', { name: 'Filter by category' });
    expect(filter.querySelector('[aria-current="page"]')).toHaveTextContent('Fire alarm & detection');
    expect(screen.getByRole('link', { name: 'All' })).toHaveAttribute('href', '/en/st/blog');
    expect(screen.getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/en/st/blog?category=fire-alarm-detection&page=3');
  });

  it('fa: Jalali dates, reading times and page numbers in Persian digits, and no "·" between them (it reads as ۰)', async () => {
    fakeApi({
      '/api/blog/categories': () => ({ data: categories }),
      '/api/blog/posts': () => ({ data: { items: [{ ...item(10), title: 'انتخاب 2 دتکتور', summary: 'برای 3 طبقه' }], page: 1, pageSize: BLOG_PAGE_SIZE, total: 20, totalPages: 3, category: null } }),
    });
    renderPage(<BlogListPage />, { path: '/st/blog', namespaces });
    const card = (await screen.findByRole('link', { name: /انتخاب ۲ دتکتور/ })).closest('article')!;
    const meta = card.querySelector('time')!.parentElement!;
    expect(meta.textContent).toBe('۱۲ دی ۱۴۰۳، ۳ دقیقه مطالعه');
    expect(card.textContent).toContain('برای ۳ طبقه');
    expect(card.textContent).not.toMatch(/[0-9·]/);
    const pager = screen.getByRole('navigation', { name: 'صفحه‌بندی' });
    expect(pager.textContent).not.toMatch(/[0-9]/);
    expect(screen.getByRole('link', { name: 'صفحه ۳' })).toHaveTextContent('۳');
  });

  it('explains an empty category and shows 404 for an unknown one', async () => {
    fakeApi({
      '/api/blog/categories': () => ({ data: categories }),
      '/api/blog/posts': ({ url }) =>
        url.searchParams.get('category') === 'nope'
          ? { status: 404, messages: [{ item1: 'The blog category was not found.' }] }
          : { data: { items: [], page: 1, pageSize: 9, total: 0, totalPages: 1, category: categories[0] } },
    });
    const first = renderPage(<BlogListPage />, { path: '/en/st/blog?category=equipment-maintenance', namespaces });
    expect(await screen.findByText('No articles have been published in this category yet.')).toBeInTheDocument();
    first.unmount();
    renderPage(<BlogListPage />, { path: '/en/st/blog?category=nope', namespaces });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
  });
});
