import { OFFLINE_PAGE_HEADERS, offlinePageHtml } from './offline-page';

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('the offline page', () => {
  it('speaks Persian right to left at unprefixed paths', () => {
    const doc = parse(offlinePageHtml('fa', '/pr/3/x'));
    expect(doc.documentElement.lang).toBe('fa-IR');
    expect(doc.documentElement.dir).toBe('rtl');
    expect(doc.querySelector('h1')?.textContent).toBe('اتصال اینترنت برقرار نیست');
    const links = [...doc.querySelectorAll('a')].map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['تلاش دوباره', '/pr/3/x'],
      ['صفحهٔ اصلی', '/'],
    ]);
  });

  it('speaks English left to right under /en, with the home link in English', () => {
    const doc = parse(offlinePageHtml('en', '/en/pr/3/x?a=1'));
    expect(doc.documentElement.lang).toBe('en-US');
    expect(doc.documentElement.dir).toBe('ltr');
    expect(doc.querySelector('h1')?.textContent).toBe('You are offline');
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/en/pr/3/x?a=1');
    expect(doc.querySelectorAll('a')[1].getAttribute('href')).toBe('/en');
  });

  it('needs nothing from the network and runs no script', () => {
    const html = offlinePageHtml('fa', '/');
    expect(html).not.toMatch(/<script|src=|url\(|@import/i);
    expect(OFFLINE_PAGE_HEADERS['content-security-policy']).toContain("default-src 'none'");
    expect(OFFLINE_PAGE_HEADERS['cache-control']).toBe('no-store');
  });

  it('cannot be made to carry markup through the address', () => {
    const doc = parse(offlinePageHtml('en', '/en/"><img src=x onerror=alert(1)>'));
    expect(doc.querySelector('img')).toBeNull();
    expect(doc.querySelector('a')?.getAttribute('href')).toBe('/en/"><img src=x onerror=alert(1)>');
  });
});
