import { validateContactForm } from './validate';

const base = { fullName: 'Ali', mobile: '09121234567', body: 'Hello' };
const codes = (input: Parameters<typeof validateContactForm>[0]) => validateContactForm(input).errors.map((e) => e.code);

describe('validateContactForm (spec §5 on the server)', () => {
  it('accepts the minimal form and fills the defaults', () => {
    expect(validateContactForm(base)).toEqual({
      errors: [],
      form: { ...base, email: null, title: null, fileId: null, contactUsGroupId: 1, sendDate: null },
    });
  });

  it('gives one "required fields" message however many required fields are missing', () => {
    expect(codes({})).toEqual(['content.form.requiredFields']);
    expect(codes({ ...base, body: ' \n ' })).toEqual(['content.form.requiredFields']);
  });

  it.each(['+989121234567', '00989121234567', '989121234567', '9121234567', '0912 123 4567', '0912-123-4567', '۰۹۱۲۱۲۳۴۵۶۷', '+۹۸۹۱۲۱۲۳۴۵۶۷'])(
    'accepts the Iranian mobile %s as 09121234567',
    (mobile) => {
      expect(validateContactForm({ ...base, mobile }).form?.mobile).toBe('09121234567');
    },
  );

  it.each(['0812123456', '091212345', '+19121234567', '09121234567x', 'nine'])('refuses the mobile %s', (mobile) => {
    expect(codes({ ...base, mobile })).toEqual(['content.form.mobileFormat']);
  });

  it('checks email only when it is filled', () => {
    expect(codes({ ...base, email: '' })).toEqual([]);
    expect(codes({ ...base, email: '  ' })).toEqual([]);
    expect(codes({ ...base, email: 'ali@example.ir' })).toEqual([]);
    expect(codes({ ...base, email: 'ali@example' })).toEqual(['content.form.emailFormat']);
  });

  it('normalizes sendDate to ISO and refuses nonsense', () => {
    expect(validateContactForm({ ...base, sendDate: '2030-01-02T03:04:05+03:30' }).form?.sendDate).toBe('2030-01-01T23:34:05.000Z');
    expect(codes({ ...base, sendDate: 'soon' })).toEqual(['content.form.dateFormat']);
  });
});
