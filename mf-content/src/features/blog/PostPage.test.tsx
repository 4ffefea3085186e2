import { act, screen, waitFor } from '@testing-library/react';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import { namespaces } from '../../test/namespaces';
import { PostPage } from './PostPage';
import type { PostDetail, PostSummary } from 'contracts/content';

const category = { id: 2, slug: 'fire-alarm-detection', name: 'اعلام و کشف حریق' };
const summary = (id: number, title: string): PostSummary => ({
  id,
  slug: `post-${id}`,
  title,
  summary: `خلاصه ${id}`,
  cover: `/api/content/covers/alarm-panel-${id % 5}.svg`,
  publishedAt: '2025-03-20T08:00:00.000Z',
  readingMinutes: 4,
  category,
});
const post: PostDetail = {
  ...summary(7, 'تست دوره‌ای سیستم اعلام حریق'),
  slug: 'تست-دوره-ای',
  body: '<h2>تست هفتگی</h2><p>هر هفته یک شستی را فعال کنید.</p><p><a href="/services/fire-alarm-system">سیستم اعلام حریق</a></p>',
  related: [summary(3, 'پنل متعارف یا آدرس‌پذیر'), summary(5, 'دتکتور دودی یا حرارتی')],
};

beforeEach(() => resetPage());

describe('PostPage', () => {
  it('shows the article with its cover, Persian-calendar date, body, breadcrumb and related posts', async () => {
    const api = fakeApi({ '/api/blog/posts/7': () => ({ data: post }) });
    renderPage(<PostPage />, { path: `/po/7/${encodeURIComponent(post.slug)}`, routePath: '/po/:id/:name', namespaces });
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(api.calls[0].url.searchParams.get('lang')).toBe('fa');
    // 20 March 2025 is in Esfand 1403 of the Persian calendar, written with Persian digits
    const date = screen.getByRole('heading', { level: 1 }).closest('article')?.querySelector('time');
    expect(date).toHaveAttribute('dateTime', post.publishedAt);
    expect(date?.textContent).toMatch(/^[۰-۹]+ اسفند ۱۴۰۳$/);
    expect(screen.getByRole('heading', { level: 2, name: 'تست هفتگی' })).toBeInTheDocument();
    const crumbs = screen.getByRole('navigation', { name: 'مسیر صفحه' });
    expect(crumbs).toHaveTextContent('خانه');
    expect(crumbs).toHaveTextContent('وبلاگ');
    expect(crumbs).toHaveTextContent(category.name);
    expect(screen.getByRole('heading', { level: 2, name: 'مقالات مرتبط' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /پنل متعارف یا آدرس‌پذیر/ })).toHaveAttribute('href', '/po/3/post-3');
    expect(document.querySelector('article img')).toHaveAttribute('src', post.cover);
  });

  it('uses English and Gregorian dates under /en', async () => {
    fakeApi({ '/api/blog/posts/7': ({ url }) => ({ data: { ...post, title: 'Routine testing', slug: 'routine-testing', category: { ...category, name: 'Fire alarm & detection' }, lang: url.searchParams.get('lang') } }) });
    renderPage(<PostPage />, { path: '/en/po/7/routine-testing', routePath: '/en/po/:id/:name', namespaces });
    expect(await screen.findByRole('heading', { level: 1, name: 'Routine testing' })).toBeInTheDocument();
    const article = screen.getByRole('heading', { level: 1 }).closest('article') as HTMLElement;
    expect(article.querySelector('time')).toHaveTextContent('March 20, 2025');
    expect(article).toHaveTextContent('4 min read');
  });

  it('shows the 404 page for a missing article and for a malformed id', async () => {
    fakeApi({ '/api/blog/posts/99': () => ({ status: 404, messages: [{ item1: 'The article was not found.' }] }) });
    const { unmount } = renderPage(<PostPage />, { path: '/en/po/99/x', routePath: '/en/po/:id/:name', namespaces });
    expect(await screen.findByTestId('not-found')).toBeInTheDocument();
    unmount();
    const api = fakeApi({});
    renderPage(<PostPage />, { path: '/en/po/abc/x', routePath: '/en/po/:id/:name', namespaces });
    expect(screen.getByTestId('not-found')).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });

  it('offers a retry when the server fails', async () => {
    let fail = true;
    fakeApi({ '/api/blog/posts/7': () => (fail ? { status: 500, messages: [{ item1: 'boom' }] } : { data: post }) });
    renderPage(<PostPage />, { path: '/po/7/x', routePath: '/po/:id/:name', namespaces });
    const retry = await screen.findByRole('button', { name: 'تلاش دوباره' });
    fail = false;
    act(() => retry.click());
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: post.title })).toBeInTheDocument());
  });
});

describe('PostPage head', () => {
  it('declares the article: title, summary, canonical URL with its own slug and Article JSON-LD in the page’s language', async () => {
    fakeApi({ '/api/blog/posts/7': () => ({ data: post }) });
    renderPage(<PostPage />, { path: '/po/7/old', routePath: '/po/:id/:name', namespaces });
    await screen.findByRole('heading', { level: 1, name: post.title });
    const origin = location.origin;
    await waitFor(() => expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${origin}/po/7/${encodeURIComponent(post.slug)}`));
    expect(document.title).toBe(`${post.title} | آتش‌ایمن`);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(post.summary);
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    const [article, crumbs] = JSON.parse(document.head.querySelector('script#ld-page')!.textContent!);
    expect(article).toMatchObject({ '@type': 'Article', headline: post.title, datePublished: post.publishedAt, inLanguage: 'fa-IR', articleSection: category.name, image: [`${origin}${post.cover}`] });
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(['خانه', 'وبلاگ', category.name, post.title]);
  });
});
