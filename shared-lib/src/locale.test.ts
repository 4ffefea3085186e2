import { detectLocale, localeFromPath, localizePath, preferredLocale, stripLocale, localeCookie } from 'shared-lib/locale';

describe('locale from the URL, cookie and browser', () => {
  it('reads the path prefix; unprefixed paths are Persian', () => {
    expect(localeFromPath('/en/cat')).toBe('en');
    expect(localeFromPath('/ru')).toBe('ru');
    expect(localeFromPath('/cat')).toBeNull();
    expect(localeFromPath('/english')).toBeNull();
    expect(detectLocale({ pathname: '/cat', cookie: 'locale=en', languages: ['en-US'] })).toBe('fa');
    expect(detectLocale({ pathname: '/en/basket' })).toBe('en');
  });

  it('at the entry page uses the stored cookie, then the browser’s first language', () => {
    expect(detectLocale({ pathname: '/', cookie: 'a=1; locale=ru', languages: ['en-US'] })).toBe('ru');
    expect(detectLocale({ pathname: '/', languages: ['en-GB', 'fa'] })).toBe('en');
    expect(detectLocale({ pathname: '/', languages: ['de-DE', 'en'] })).toBe('fa');
    expect(preferredLocale({ cookie: 'locale=xx', languages: [] })).toBe('fa');
  });

  it('prefixes internal links with the current locale and leaves external ones alone', () => {
    expect(localizePath('/cat/extinguishers', 'en')).toBe('/en/cat/extinguishers');
    expect(localizePath('/cat', 'fa')).toBe('/cat');
    expect(localizePath('/', 'ru')).toBe('/ru');
    expect(localizePath('/en/cat', 'fa')).toBe('/cat');
    expect(localizePath('https://example.com/x', 'en')).toBe('https://example.com/x');
    expect(stripLocale('/en')).toBe('/');
  });

  it('keeps the choice in a cookie for 365 days', () => {
    expect(localeCookie('en')).toBe('locale=en; Path=/; Max-Age=31536000; SameSite=Lax');
  });
});
