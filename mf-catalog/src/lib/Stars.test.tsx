import { screen } from '@testing-library/react';
import { renderPage } from 'shared-lib/test-utils';
import { Stars } from './Stars';

describe('a rating shown in a product list', () => {
  it('is one image with its label, filled to the nearest half star', () => {
    renderPage(<Stars value={4.3} label="Rated 4.3 out of 5" />, { path: '/en' });
    const stars = screen.getByRole('img', { name: 'Rated 4.3 out of 5' });
    expect(stars).toHaveAttribute('data-value', '4.5');
    expect(stars.childElementCount).toBe(0);
    expect(stars.style.backgroundImage).toBe('linear-gradient(to right, #faaf00 90%, rgba(0, 0, 0, 0.26) 90%)');
  });

  it('fills from the right in Persian', () => {
    renderPage(<Stars value={2} label="امتیاز ۲ از ۵" />, { path: '/' });
    expect(screen.getByRole('img', { name: 'امتیاز ۲ از ۵' }).style.backgroundImage).toBe('linear-gradient(to left, #faaf00 40%, rgba(0, 0, 0, 0.26) 40%)');
  });

  it('stays within none to five stars', () => {
    renderPage(
      <>
        <Stars value={7} label="high" />
        <Stars value={-1} label="low" />
      </>,
      { path: '/en' },
    );
    expect(screen.getByRole('img', { name: 'high' })).toHaveAttribute('data-value', '5');
    expect(screen.getByRole('img', { name: 'low' })).toHaveAttribute('data-value', '0');
  });
});
