import { formatToman, formatDate, isIranianMobile, localizeDigits } from 'shared-lib/format';

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
