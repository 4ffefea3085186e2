import { createRequestI18n, getI18n } from 'shared-lib/i18n';

/** Counts and years inside translated messages go through the one formatting path (issue 13). */
describe('numbers inside messages', () => {
  const i18n = getI18n('fa');
  beforeAll(async () => {
    await i18n.changeLanguage('fa');
    i18n.addResourceBundle('fa', 'typo', {
      tries_one: 'کد اشتباه است؛ {{count}} بار دیگر',
      tries_other: 'کد اشتباه است؛ {{count}} بار دیگر',
      wait: '{{seconds}} ثانیه صبر کنید',
      founded: 'از سال {{year, year}}',
      code: 'کد پیگیری {{code}}',
      name: '{{name, text}}',
    });
    i18n.addResourceBundle('en', 'typo', {
      tries_one: 'The code is wrong; {{count}} try left',
      tries_other: 'The code is wrong; {{count}} tries left',
      wait: 'Wait {{seconds}} seconds',
      founded: 'Founded in {{year, year}}',
      products: '{{count}} products',
      code: 'Tracking code {{code}}',
      name: '{{name, text}}',
    });
  });

  it('writes counts in Persian digits in fa and Latin in en', () => {
    const fa = i18n.getFixedT('fa', 'typo');
    const en = i18n.getFixedT('en', 'typo');
    expect(fa('tries', { count: 4 })).toBe('کد اشتباه است؛ ۴ بار دیگر');
    expect(fa('wait', { seconds: 2 })).toBe('۲ ثانیه صبر کنید');
    expect(en('tries', { count: 4 })).toBe('The code is wrong; 4 tries left');
    expect(en('tries', { count: 1 })).toBe('The code is wrong; 1 try left');
    expect(en('products', { count: 1250 })).toBe('1,250 products');
  });

  it('writes years in the language calendar and leaves strings (codes) alone', () => {
    expect(i18n.getFixedT('fa', 'typo')('founded', { year: 1372 })).toBe('از سال ۱۳۷۲');
    expect(i18n.getFixedT('en', 'typo')('founded', { year: 1372 })).toBe('Founded in 1993');
    expect(i18n.getFixedT('fa', 'typo')('code', { code: 'AB12' })).toBe('کد پیگیری AB12');
    expect(i18n.getFixedT('fa', 'typo')('name', { name: 'کپسول 6 کیلوگرمی' })).toBe('کپسول ۶ کیلوگرمی');
  });

  it("keeps the formatter in a server request's instance", () => {
    const req = createRequestI18n('fa');
    expect(req.t('typo:wait', { seconds: 12 })).toBe('۱۲ ثانیه صبر کنید');
  });
});
