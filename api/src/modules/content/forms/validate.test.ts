import { earliestVisitDate, validateContactForm } from './validate';

const base = { fullName: 'Ali', mobile: '09121234567', body: 'Hello' };
const codes = (input: Parameters<typeof validateContactForm>[0]) => validateContactForm(input).errors.map((e) => e.code);

describe('validateContactForm (spec §5 on the server)', () => {
  it('accepts the minimal form and fills the defaults', () => {
    expect(validateContactForm(base)).toEqual({
      errors: [],
      form: { ...base, email: null, title: null, fileId: null, contactUsGroupId: 1, sendDate: null, visitDate: null },
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

  describe('the preferred visit date (issue 16)', () => {
    const now = new Date('2026-11-23T10:00:00Z');
    it('is optional, and stored as the picker stores it (YYYY-MM-DD; Persian digits read)', () => {
      expect(validateContactForm({ ...base, visitDate: null }, now).form?.visitDate).toBeNull();
      expect(validateContactForm({ ...base, visitDate: '  ' }, now).form?.visitDate).toBeNull();
      expect(validateContactForm({ ...base, visitDate: '2026-12-01' }, now).form?.visitDate).toBe('2026-12-01');
      expect(validateContactForm({ ...base, visitDate: '۲۰۲۶-۱۲-۰۱' }, now).form?.visitDate).toBe('2026-12-01');
    });
    it.each(['2026-02-30', '2026-13-01', '1405/09/10', '2026-12-01T10:00', 'tomorrow', '2026-1-5'])('refuses %s as not a date', (visitDate) => {
      const { errors, form } = validateContactForm({ ...base, visitDate }, now);
      expect(form).toBeNull();
      expect(errors.map((e) => e.code)).toEqual(['content.form.visitDateFormat']);
    });
    it('refuses a day that has ended everywhere, accepts today wherever the visitor is', () => {
      expect(earliestVisitDate(now)).toBe('2026-11-22'); // 10:00 UTC is still the 22nd at UTC−12
      expect(earliestVisitDate(new Date('2026-11-23T12:00:00Z'))).toBe('2026-11-23');
      expect(validateContactForm({ ...base, visitDate: '2026-11-21' }, now).errors.map((e) => e.code)).toEqual(['content.form.visitDatePast']);
      expect(validateContactForm({ ...base, visitDate: '2026-11-22' }, now).errors).toEqual([]);
      expect(validateContactForm({ ...base, visitDate: '2026-11-23' }, now).errors).toEqual([]);
      expect(validateContactForm({ ...base, visitDate: '1999-01-01', mobile: 'x' }, now).errors.map((e) => e.code)).toEqual(['content.form.mobileFormat', 'content.form.visitDatePast']);
    });
  });
});
