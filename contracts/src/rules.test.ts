import { isIranianMobile, normalizeMobile, toLatinDigits } from './rules';

describe('mobile rule shared by api and UI', () => {
  it.each([
    ['09121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['+989121234567', '09121234567'],
    ['00989121234567', '09121234567'],
    ['989121234567', '09121234567'],
    ['۰۹۱۲ ۱۲۳ ۴۵۶۷', '09121234567'],
    ['(0912) 123-4567', '09121234567'],
  ])('accepts %s', (input, canonical) => {
    expect(normalizeMobile(input)).toBe(canonical);
    expect(isIranianMobile(input)).toBe(true);
  });

  it.each(['0812345678', '091212345678', '0912123456', '', 'abc', '+19121234567'])('refuses %s', (input) => {
    expect(normalizeMobile(input)).toBeNull();
    expect(isIranianMobile(input)).toBe(false);
  });

  it('reads Arabic-Indic digits', () => expect(toLatinDigits('٠٩١٢')).toBe('0912'));
});
