import { fireEvent, screen, within } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { Breadcrumb } from 'shared-lib/components/Breadcrumb';

const NAME = 'کپسول آتش‌نشانی پودر و گاز ۱ کیلوگرمی آتش‌بان با شیلنگ و پایه';

describe('the breadcrumb trail', () => {
  it('links home and every ancestor in the page language, and names the current page last', () => {
    renderPage(<Breadcrumb items={[{ label: 'Extinguishers', to: '/ca/1/extinguishers' }, { label: 'Powder 1 kg' }]} />, { path: '/en/pr/1/x' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Home', '/en'],
      ['Extinguishers', '/en/ca/1/extinguishers'],
    ]);
    expect(within(nav).getByText('Powder 1 kg')).toHaveAttribute('aria-current', 'page');
  });

  it('keeps long names on one line, each cut with an ellipsis, whole in its tooltip and accessible name', () => {
    renderPage(<Breadcrumb items={[{ label: `${NAME} (دسته)`, to: '/ca/1/x' }, { label: NAME }]} />, { path: '/pr/1/x' });
    const current = screen.getByText(NAME);
    expect(current).toHaveAttribute('title', NAME);
    expect(getComputedStyle(current).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(current).textOverflow).toBe('ellipsis');
    const parent = screen.getByRole('link', { name: `${NAME} (دسته)` });
    expect(parent).toHaveAttribute('title', `${NAME} (دسته)`);
    const crumb = parent.closest('li') as HTMLElement;
    expect(getComputedStyle(crumb).whiteSpace).toBe('nowrap');
    expect(getComputedStyle(crumb).textOverflow).toBe('ellipsis');
  });

  it('shows a deep trail as home, a button for the middle, and the last two crumbs; the button brings back the middle', () => {
    const items = [
      { label: 'Products', to: '/products' },
      { label: 'Fire extinguishers', to: '/ca/1/x' },
      { label: 'Dry powder', to: '/ca/2/x' },
      { label: 'Atashban 1 kg' },
    ];
    renderPage(<Breadcrumb items={items} />, { path: '/en/pr/1/x' });
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Dry powder']);
    fireEvent.click(within(nav).getByRole('button', { name: 'Show the whole path' }));
    expect(within(nav).getAllByRole('link').map((a) => a.textContent)).toEqual(['Home', 'Products', 'Fire extinguishers', 'Dry powder']);
  });

  it('labels the button in Persian on a Persian page', () => {
    renderPage(<Breadcrumb items={[{ label: 'الف', to: '/a' }, { label: 'ب', to: '/b' }, { label: 'پ', to: '/c' }, { label: 'ت' }]} />, { path: '/pr/1/x' });
    expect(screen.getByRole('button', { name: 'نمایش کل مسیر' })).toBeInTheDocument();
  });
});
