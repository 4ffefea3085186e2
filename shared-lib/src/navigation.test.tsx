import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { inAppLinkPath, isSafeUrl, LocaleLink, navigateExternal, type LinkClick } from 'shared-lib/navigation';

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

describe('inAppLinkPath: which clicks in HTML React does not render navigate in the app', () => {
  const click = (html: string, opts: Partial<LinkClick> = {}) => {
    const box = document.createElement('div');
    box.innerHTML = html;
    return inAppLinkPath({ target: box.querySelector('[data-hit]') ?? box.firstElementChild, button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false, defaultPrevented: false, ...opts });
  };
  it('a plain click on a link to a site path, or on something inside it', () => {
    expect(click('<a href="/services/fire-alarm?x=1#top">go</a>')).toBe('/services/fire-alarm?x=1#top');
    expect(click('<a href="/en/basket"><span data-hit>cart</span></a>')).toBe('/en/basket');
  });
  it('leaves the rest to the browser', () => {
    expect(click('<p data-hit>text</p>')).toBeNull();
    expect(click('<a href="https://example.com/">away</a>')).toBeNull();
    expect(click('<a href="//example.com/">away</a>')).toBeNull();
    expect(click('<a href="mailto:a@b.c">mail</a>')).toBeNull();
    expect(click('<a href="/x" target="_blank">new tab</a>')).toBeNull();
    expect(click('<a href="/file.pdf" download>file</a>')).toBeNull();
    expect(click('<a href="/x">x</a>', { ctrlKey: true })).toBeNull();
    expect(click('<a href="/x">x</a>', { button: 1 })).toBeNull();
    expect(click('<a href="/x">x</a>', { defaultPrevented: true })).toBeNull();
  });
});

