import { screen, within } from '@testing-library/react';
import { renderPage, fakeApi, resetPage } from 'shared-lib/test-utils';
import fa from '../../locales/fa.json';
import en from '../../locales/en.json';
import { CatalogPage } from './CatalogPage';
import { category } from '../../test/fixtures';

const namespaces = { catalog: { fa, en } };
const file = (id: number, title: string) => ({ id, title, fileName: `c-${id}.pdf`, url: `/api/catalog/files/c-${id}.pdf`, mime: 'application/pdf', sizeBytes: 3 * 1024, pageCount: 1 });

describe('/st/catalog', () => {
  beforeEach(resetPage);

  it('lists the categories with their downloadable files, says where there is none, and offers the full catalogue', async () => {
    fakeApi({
      'GET /api/catalog/catalog': {
        data: {
          categories: [
            { ...category({ name: 'Fire extinguishers', label: 'fire-extinguishers', children: [] }), files: [file(1, 'Fire extinguishers catalogue')] },
            { ...category({ id: 60, name: 'Firefighter PPE', label: 'firefighter-ppe', children: [] }), files: [] },
          ],
          files: [file(9, 'Full product catalogue')],
        },
      },
    });
    renderPage(<CatalogPage />, { path: '/en/st/catalog', namespaces });
    expect(screen.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeInTheDocument();
    const ext = await screen.findByRole('region', { name: 'Fire extinguishers' });
    const link = within(ext).getByRole('link', { name: 'Download Fire extinguishers catalogue' });
    expect(link).toHaveAttribute('href', '/api/catalog/files/c-1.pdf');
    expect(link).toHaveAttribute('download', 'c-1.pdf');
    expect(within(ext).getByText('PDF, 3 KB')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Firefighter PPE' })).getByText('No catalogue file for this category yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download Full product catalogue' })).toBeInTheDocument();
  });

  it('shows an error with retry', async () => {
    fakeApi({ 'GET /api/catalog/catalog': { status: 503, messages: [] } });
    renderPage(<CatalogPage />, { path: '/st/catalog', namespaces });
    expect(await screen.findByRole('alert')).toHaveTextContent('بارگذاری انجام نشد.');
    expect(screen.getByRole('button', { name: 'تلاش دوباره' })).toBeInTheDocument();
  });
});
