import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { isSafeUrl, LocaleLink, navigateExternal } from 'shared-lib/navigation';

describe('links and external navigation', () => {
  it('LocaleLink carries the current locale prefix', () => {
    render(
      <MemoryRouter initialEntries={['/en/services']}>
        <LocaleLink to="/cat/alarms">alarms</LocaleLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'alarms' })).toHaveAttribute('href', '/en/cat/alarms');
  });

  it('LocaleLink has no prefix in Persian', () => {
    render(
      <MemoryRouter initialEntries={['/services']}>
        <LocaleLink to="/cat">cat</LocaleLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'cat' })).toHaveAttribute('href', '/cat');
  });

  it.each(['javascript:alert(1)', ' JavaScript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<b>x</b>', 'blob:https://x/1', 'vbscript:msgbox'])(
    'refuses %s',
    (url) => {
      const assign = jest.fn();
      expect(isSafeUrl(url)).toBe(false);
      expect(navigateExternal(url, assign)).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    },
  );

  it('opens http(s) addresses', () => {
    const assign = jest.fn();
    expect(navigateExternal('https://sandbox.zarinpal.com/pg/StartPay/A1', assign)).toBe(true);
    expect(assign).toHaveBeenCalledWith('https://sandbox.zarinpal.com/pg/StartPay/A1');
  });
});
