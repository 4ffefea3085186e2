import { formatToman, formatDate, formatNumber, formatDecimal, formatYear, formatFigure, localizeText, localizeHtml, joinParts, partSeparator, toLocale, isIranianMobile, localizeDigits } from 'shared-lib/format';

describe('prices, digits and dates', () => {
  it('shows Rials as Toman with Persian digits in fa', () => {
    expect(formatToman(12_500_000, 'fa')).toBe('۱٬۲۵۰٬۰۰۰ تومان');
    expect(formatToman(12_500_000, 'en')).toBe('1,250,000 Toman');
  });
  it('uses the Persian calendar in fa', () => {
    expect(formatDate('2026-03-21T12:00:00Z', 'fa', { year: 'numeric', month: 'numeric', day: 'numeric' })).toBe('۱۴۰۵/۱/۱');
    expect(formatDate('2026-03-21T12:00:00Z', 'en', { year: 'numeric', month: 'numeric', day: 'numeric' })).toBe('3/21/2026');
  });
  it('accepts Iranian mobiles with +98, 0 or nothing, in Persian digits too', () => {
    for (const m of ['09121234567', '+989121234567', '9121234567', '۰۹۱۲۱۲۳۴۵۶۷']) expect(isIranianMobile(m)).toBe(true);
    for (const m of ['0812123456', '091212345678', '+9891212345', 'abc']) expect(isIranianMobile(m)).toBe(false);
  });
  it('localizes digits only in fa', () => {
    expect(localizeDigits('021-66', 'fa')).toBe('۰۲۱-۶۶');
    expect(localizeDigits('021', 'en')).toBe('021');
  });
});

describe('one formatting path (issue 13)', () => {
  it('numbers: Persian digits and separators in fa, Latin in en', () => {
    expect(formatNumber(1250, 'fa')).toBe('۱٬۲۵۰');
    expect(formatNumber(1250, 'en')).toBe('1,250');
    expect(formatDecimal(4.7, 'fa')).toBe('۴٫۷');
    expect(formatDecimal(4.7, 'en')).toBe('4.7');
  });
  it('whole numbers are written exactly as Intl.NumberFormat writes them, in every locale, grouped or not', () => {
    const values = [0, 7, 42, 999, 1000, 1250, 12345, 100000, 720000, 1234567, 98765432, Number.MAX_SAFE_INTEGER];
    for (const [locale, tag] of [['fa', 'fa-IR'], ['en', 'en-US'], ['ru', 'ru-RU']] as const) {
      for (const useGrouping of [true, false]) {
        const intl = new Intl.NumberFormat(tag, { maximumFractionDigits: 0, useGrouping });
        for (const n of values) expect([locale, n, formatNumber(n, locale, useGrouping ? undefined : { useGrouping })]).toEqual([locale, n, intl.format(n)]);
      }
    }
    // what the fast path does not take still goes through Intl
    expect(formatNumber(-1250, 'fa')).toBe(new Intl.NumberFormat('fa-IR').format(-1250));
    expect(formatNumber(0.25, 'en', { style: 'percent' })).toBe('25%');
  });
  it('decimals (ratings, averages) are rounded and written exactly as Intl.NumberFormat does', () => {
    const values: number[] = [];
    for (let i = 0; i <= 2000; i++) values.push(i / 1000, i / 200 + 0.005, i * 0.1, i * 1.115);
    values.push(4.45, 4.75, 9.96, 9.99, 99.95, 0.05, 1234.005, 1e-7, 123456789.125, 1e21, Number.MAX_SAFE_INTEGER - 0.5);
    for (const [locale, tag] of [['fa', 'fa-IR'], ['en', 'en-US'], ['ru', 'ru-RU']] as const) {
      for (const maximumFractionDigits of [0, 1, 2, 3]) {
        const intl = new Intl.NumberFormat(tag, { maximumFractionDigits });
        for (const n of values) expect([locale, maximumFractionDigits, n, formatNumber(n, locale, { maximumFractionDigits })]).toEqual([locale, maximumFractionDigits, n, intl.format(n)]);
      }
      expect(formatDecimal(4.7, locale)).toBe(new Intl.NumberFormat(tag, { maximumFractionDigits: 1 }).format(4.7));
    }
  });
  it('years: Persian years in fa, Gregorian in en, never grouped', () => {
    // the founding year stored as a Persian year
    expect(formatYear(1385, 'fa')).toBe('۱۳۸۵');
    expect(formatYear(1385, 'en')).toBe('2006');
    // a project year stored as a Gregorian year
    expect(formatYear(2023, 'fa')).toBe('۱۴۰۲');
    expect(formatYear(2023, 'en')).toBe('2023');
    expect(formatYear(1372, 'en', 'persian')).toBe('1993');
    expect(formatYear(2006, 'fa', 'gregorian')).toBe('۱۳۸۵');
  });
  it('figures: a bare year in the calendar of the page, other figures localized', () => {
    expect(formatFigure('1385', 'en')).toBe('2006');
    expect(formatFigure('1385', 'fa')).toBe('۱۳۸۵');
    expect(formatFigure('2023', 'fa')).toBe('۱۴۰۲');
    expect(formatFigure('640+', 'fa')).toBe('۶۴۰+');
    expect(formatFigure('97%', 'fa')).toBe('۹۷٪');
    expect(formatFigure('24/7', 'fa')).toBe('۲۴/۷');
    expect(formatFigure('38', 'en')).toBe('38');
  });
  it('running text from the api: numbers Persian in fa, Latin codes, URLs and e-mail kept', () => {
    expect(localizeText('کپسول آتش‌نشانی پودر و گاز 1 کیلوگرمی آتش‌بان', 'fa')).toBe('کپسول آتش‌نشانی پودر و گاز ۱ کیلوگرمی آتش‌بان');
    expect(localizeText('تولیدکننده در شمس‌آباد از سال 1372.', 'fa')).toBe('تولیدکننده در شمس‌آباد از سال ۱۳۷۲.');
    expect(localizeText('330 × 260 × 90 mm', 'fa')).toBe('۳۳۰ × ۲۶۰ × ۹۰ mm');
    expect(localizeText('30 cm', 'fa')).toBe('۳۰ cm');
    expect(localizeText('وزن 1.9 کیلوگرم، 40% پودر، 1,250 عدد', 'fa')).toBe('وزن ۱٫۹ کیلوگرم، ۴۰٪ پودر، ۱٬۲۵۰ عدد');
    expect(localizeText('کنترل پنل 4 زون NF-C4', 'fa')).toBe('کنترل پنل ۴ زون NF-C4');
    expect(localizeText('کپسول CO2 دو کیلوگرمی', 'fa')).toBe('کپسول CO2 دو کیلوگرمی');
    expect(localizeText('EN 3-7 / INSO 4969', 'fa')).toBe('EN 3-7 / INSO 4969');
    expect(localizeText('اطفای گازی Novec 1230 برای 3 سالن', 'fa')).toBe('اطفای گازی Novec 1230 برای ۳ سالن');
    expect(localizeText('230 ولت AC / 24 ولت DC', 'fa')).toBe('۲۳۰ ولت AC / ۲۴ ولت DC');
    expect(localizeText('سایت https://x.example/a1 و info2@x.example با 2 نشانی', 'fa')).toBe('سایت https://x.example/a1 و info2@x.example با ۲ نشانی');
    expect(localizeText('Atashban 1 kg', 'en')).toBe('Atashban 1 kg');
  });
  it('HTML from the api: text localized, tags, attributes and references kept', () => {
    expect(localizeHtml('<p class="a1">تا <strong>1000</strong> آدرس &#39;x&#39; <a href="/pr/12/a-1">NF-A4</a> در 7 اینچ</p>', 'fa')).toBe(
      '<p class="a1">تا <strong>۱۰۰۰</strong> آدرس &#39;x&#39; <a href="/pr/12/a-1">NF-A4</a> در ۷ اینچ</p>',
    );
    expect(localizeHtml('<p>Up to 1000</p>', 'en')).toBe('<p>Up to 1000</p>');
  });
  it('parts of a line: a separator that does not read as a Persian zero', () => {
    expect(joinParts(['۳ خرداد ۱۴۰۴', '۴ دقیقه'], 'fa')).toBe('۳ خرداد ۱۴۰۴، ۴ دقیقه');
    expect(joinParts(['May 24, 2025', '4 min'], 'en')).toBe('May 24, 2025 · 4 min');
    expect(joinParts(['a', null, '', 'b'], 'en')).toBe('a · b');
    expect(partSeparator('fa')).not.toContain('·');
  });
  it('language codes from i18next map to a locale', () => {
    expect(toLocale('fa-IR')).toBe('fa');
    expect(toLocale('en')).toBe('en');
    expect(toLocale('xx')).toBe('fa');
  });
});
