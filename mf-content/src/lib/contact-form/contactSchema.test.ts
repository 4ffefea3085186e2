import { buildContactSchema } from './contactSchema';

const schema = buildContactSchema({ required: 'required', mobile: 'mobile', email: 'email', visitDate: 'visitDate', visitDatePast: 'visitDatePast' });
import { storedDay } from './contactSchema';
const valid = { fullName: 'Ali', mobile: '09121234567', email: '', body: 'Hello' };

describe('the contact form schema', () => {
  it.each(['09121234567', '9121234567', '+989121234567', '00989121234567', '989121234567', '۰۹۱۲۱۲۳۴۵۶۷', '0912 123 4567'])(
    'accepts the mobile %s, as the api does (contracts/rules)',
    async (mobile) => {
      await expect(schema.isValid({ ...valid, mobile })).resolves.toBe(true);
    },
  );

  it.each(['0912123456', '091212345678', '08121234567', 'abc'])('refuses the mobile %s', async (mobile) => {
    await expect(schema.validate({ ...valid, mobile })).rejects.toThrow('mobile');
  });

  it('takes an optional visit date: a real day, today or later', async () => {
    const today = new Date();
    const tomorrow = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 1);
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    await expect(schema.isValid({ ...valid, visitDate: '' })).resolves.toBe(true);
    await expect(schema.isValid({ ...valid, visitDate: storedDay(today) })).resolves.toBe(true);
    await expect(schema.isValid({ ...valid, visitDate: storedDay(tomorrow) })).resolves.toBe(true);
    await expect(schema.validate({ ...valid, visitDate: storedDay(yesterday) })).rejects.toThrow('visitDatePast');
    await expect(schema.validate({ ...valid, visitDate: '2030-02-30' })).rejects.toThrow('visitDate');
    await expect(schema.validate({ ...valid, visitDate: '1405/09/10' })).rejects.toThrow('visitDate');
  });
});
