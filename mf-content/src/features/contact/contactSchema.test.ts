import { buildContactSchema } from './contactSchema';

const schema = buildContactSchema({ required: 'required', mobile: 'mobile', email: 'email' });
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
});
