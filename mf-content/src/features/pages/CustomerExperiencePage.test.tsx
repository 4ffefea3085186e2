import { screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { fakeApi, namespaces, resetContentCaches } from '../../test/testing';
import { CustomerExperiencePage } from './CustomerExperiencePage';
import { AboutPage } from './AboutPage';

beforeEach(() => resetContentCaches());

describe('about and customer experience', () => {
  it('lists projects with their services linked by title, and testimonials with a rating', async () => {
    fakeApi({
      '/api/pages/customerExperience': () => ({
        data: {
          key: 'customerExperience',
          title: 'Customer experience',
          summary: 'Selected projects',
          body: '<p>Every project began with a visit.</p>',
          cover: '/api/content/covers/building-1.svg',
          facts: [{ value: '97%', label: 'Contracts renewed' }],
          updatedAt: '2025-01-01T00:00:00.000Z',
          projects: [{ id: 1, title: 'Yas tower', client: 'Negin', city: 'Tehran', year: 2024, summary: 'Addressable alarm', serviceLabels: ['fire-alarm-system'], cover: '/api/content/covers/building-0.svg' }],
          testimonials: [{ id: 1, author: 'Reza Karimi', role: 'PM', quote: 'On time.', rating: 4, projectId: 1 }],
        },
      }),
      '/api/services': () => ({ data: [{ id: 1, label: 'fire-alarm-system', title: 'Fire alarm systems', summary: '', cover: '' }] }),
    });
    renderPage(<CustomerExperiencePage />, { path: '/en/customerExperience', namespaces });
    expect(await screen.findByRole('heading', { level: 3, name: 'Yas tower' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fire alarm systems' })).toHaveAttribute('href', '/en/services/fire-alarm-system');
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('97%')).toBeInTheDocument();
  });

  it('shows the about page in Persian with its figures', async () => {
    fakeApi({
      '/api/pages/about': () => ({
        data: { key: 'about', title: 'درباره‌ی ما', summary: 'از سال ۱۳۸۵', body: '<h2>آنچه به آن باور داریم</h2>', cover: '/api/content/covers/shield-0.svg', facts: [{ value: '38', label: 'مهندس و تکنسین' }], updatedAt: '' },
      }),
    });
    renderPage(<AboutPage />, { path: '/about', namespaces });
    expect(await screen.findByRole('heading', { level: 1, name: 'درباره‌ی ما' })).toBeInTheDocument();
    expect(screen.getByText('۳۸')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تماس با ما' })).toHaveAttribute('href', '/st/contactus');
  });
});
