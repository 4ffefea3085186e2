import { screen, waitFor } from '@testing-library/react';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import { namespaces } from '../../test/namespaces';
import { HeroWidget } from './HeroWidget';
import { ServicesWidget } from './ServicesWidget';
import { LatestPostsWidget } from './LatestPostsWidget';
import { CustomerExperienceWidget } from './CustomerExperienceWidget';

const home = {
  services: Array.from({ length: 7 }, (_, i) => ({ id: i + 1, label: `service-${i + 1}`, title: `Service ${i + 1}`, summary: 's', cover: '/api/content/covers/shield-0.svg' })),
  latestPosts: [1, 2, 3].map((id) => ({
    id,
    slug: `p-${id}`,
    title: `Post ${id}`,
    summary: 's',
    cover: '/api/content/covers/sprinkler-0.svg',
    publishedAt: '2025-05-03T08:00:00.000Z',
    readingMinutes: 2,
    category: { id: 1, slug: 'building-safety', name: 'Building safety & standards' },
  })),
  projects: [],
  testimonials: [{ id: 1, author: 'Reza Karimi', role: 'Project manager', quote: 'Approved first time.', rating: 5, projectId: 1 }],
  facts: [{ value: '640+', label: 'Projects completed' }],
};

beforeEach(() => resetPage());

describe('home widgets', () => {
  it('share one request and show the hero, six services, the latest posts and a testimonial, in Persian digits in fa', async () => {
    const api = fakeApi({ '/api/content/home': () => ({ data: home }) });
    renderPage(
      <>
        <HeroWidget />
        <ServicesWidget />
        <LatestPostsWidget />
        <CustomerExperienceWidget />
      </>,
      { path: '/', namespaces },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'ساختمان شما، ایمن در برابر آتش' })).toBeInTheDocument();
    await screen.findByText('Service 1');
    expect(api.callsTo('/api/content/home')).toHaveLength(1);
    expect(screen.getAllByRole('link', { name: /^Service \d$/ })).toHaveLength(6);
    expect(screen.getByRole('link', { name: /Post 1/ })).toHaveAttribute('href', '/po/1/p-1');
    expect(screen.getByText('Approved first time.')).toBeInTheDocument();
    expect(screen.getByText('۶۴۰+')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'مشاوره‌ی رایگان' })).toHaveAttribute('href', '/st/contactus');
  });

  it('keep their place with a retry when the api fails, while the hero still shows', async () => {
    fakeApi({ '/api/content/home': () => ({ status: 503, messages: [{ item1: 'down' }] }) });
    renderPage(
      <>
        <HeroWidget />
        <ServicesWidget />
      </>,
      { path: '/en', namespaces },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Your building, safe from fire' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument());
  });
});
