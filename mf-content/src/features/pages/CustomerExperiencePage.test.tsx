import { screen } from '@testing-library/react';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import { namespaces } from '../../test/namespaces';
import { CustomerExperiencePage } from './CustomerExperiencePage';
import { AboutPage } from './AboutPage';

beforeEach(() => resetPage());

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

  it('fa: project years are Persian years, the city and year not split by "·", digits from the api Persian, the rating read in Persian', async () => {
    fakeApi({
      '/api/pages/customerExperience': () => ({
        data: {
          key: 'customerExperience',
          title: 'تجربه‌ی مشتریان',
          summary: 'گزیده‌ای از پروژه‌ها',
          body: '<p>در 12 استان.</p>',
          cover: '/api/content/covers/building-1.svg',
          facts: [{ value: '97%', label: 'تمدید قرارداد نگهداری' }],
          updatedAt: '2025-01-01T00:00:00.000Z',
          projects: [{ id: 2, title: 'مرکز داده', client: 'بانک', city: 'تهران', year: 2023, summary: 'اطفای گازی Novec 1230 برای 3 سالن سرور', serviceLabels: [], cover: '/api/content/covers/building-0.svg' }],
          testimonials: [{ id: 1, author: 'رضا کریمی', role: 'مدیر پروژه', quote: 'در 2 روز تحویل شد.', rating: 4, projectId: 2 }],
        },
      }),
      '/api/services': () => ({ data: [] }),
    });
    renderPage(<CustomerExperiencePage />, { path: '/customerExperience', namespaces });
    await screen.findByRole('heading', { level: 3, name: 'مرکز داده' });
    // 2023 is the year that ۱۴۰۲ began in
    expect(screen.getByText('تهران، ۱۴۰۲')).toBeInTheDocument();
    expect(screen.queryByText(/۲۰۲۳|2023/)).not.toBeInTheDocument();
    expect(screen.getByText('اطفای گازی Novec 1230 برای ۳ سالن سرور')).toBeInTheDocument();
    expect(screen.getByText('در ۲ روز تحویل شد.')).toBeInTheDocument();
    expect(screen.getByText('در ۱۲ استان.')).toBeInTheDocument();
    expect(screen.getByText('۹۷٪')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'امتیاز ۴ از ۵' })).toBeInTheDocument();
  });

  it('shows the founding year in the page calendar: 1385 in Persian, 2006 in English', async () => {
    const about = (lang: 'fa' | 'en') => ({
      data: { key: 'about', title: lang === 'fa' ? 'درباره‌ی ما' : 'About us', summary: '', body: '', cover: '/api/content/covers/shield-0.svg', facts: [{ value: '1385', label: lang === 'fa' ? 'سال تأسیس' : 'Founded' }], updatedAt: '' },
    });
    fakeApi({ '/api/pages/about': ({ url }) => about(url.searchParams.get('lang') === 'en' ? 'en' : 'fa') });
    renderPage(<AboutPage />, { path: '/en/about', namespaces });
    await screen.findByRole('heading', { level: 1, name: 'About us' });
    expect(screen.getByText('2006')).toBeInTheDocument();
    expect(screen.queryByText('1385')).not.toBeInTheDocument();
    resetPage();
    document.body.innerHTML = '';
    renderPage(<AboutPage />, { path: '/about', namespaces });
    await screen.findByRole('heading', { level: 1, name: 'درباره‌ی ما' });
    expect(screen.getByText('۱۳۸۵')).toBeInTheDocument();
  });
});
