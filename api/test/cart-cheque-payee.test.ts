import { loadConfig, isValidSheba } from '../src/config';
import { createTestApp, describeEachDb, type TestApp } from './helpers';

/**
 * Issue 34, item 3: who a cheque is made out to. The shop's legal name (fa and en), national id and
 * Sheba account are settings (CHEQUE_PAYEE_*; the back-office's settings later), served by
 * GET /api/productOrder/chequePayee for the cheque form.
 */
describeEachDb('cart: the cheque payee is a shop setting', (kind) => {
  const payee = async (t: TestApp, lang: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/productOrder/chequePayee?lang=${lang}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ isSuccess: true, messages: [] });
    return res.json().data;
  };

  describe('without settings: the demo shop’s', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    it('answers the legal name in the request’s language (English for Russian), the national id and the account', async () => {
      expect(await payee(t, 'fa')).toEqual({ name: 'شرکت ایمنی آتش‌ایمن (سهامی خاص)', nationalId: '10320894878', account: 'IR110170000000123456789001' });
      expect(await payee(t, 'en')).toEqual({ name: 'Atash Imen Safety Co. (Private Joint Stock)', nationalId: '10320894878', account: 'IR110170000000123456789001' });
      expect((await payee(t, 'ru')).name).toBe('Atash Imen Safety Co. (Private Joint Stock)');
    });

    it('needs no session (the cheque page shows it; the same details are on every invoice)', async () => {
      const res = await t.app.inject({ method: 'GET', url: '/api/productOrder/chequePayee' });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.name).toBe('شرکت ایمنی آتش‌ایمن (سهامی خاص)');
    });
  });

  describe('with the operator’s settings', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind, {
        env: {
          CHEQUE_PAYEE_NAME_FA: 'شرکت ایمن‌سازان اصفهان (سهامی خاص)',
          CHEQUE_PAYEE_NAME_EN: 'Isfahan Safety Co.',
          CHEQUE_PAYEE_NATIONAL_ID: '14001234567',
          CHEQUE_PAYEE_ACCOUNT: 'IR062960000000100324200001',
        },
      });
    });
    afterAll(() => t.close());

    it('serves them', async () => {
      expect(await payee(t, 'fa')).toEqual({ name: 'شرکت ایمن‌سازان اصفهان (سهامی خاص)', nationalId: '14001234567', account: 'IR062960000000100324200001' });
      expect((await payee(t, 'en')).name).toBe('Isfahan Safety Co.');
    });
  });
});

describe('the cheque payee settings', () => {
  it('has demo defaults for local runs', () => {
    expect(loadConfig({}).chequePayee).toEqual({ name: { fa: 'شرکت ایمنی آتش‌ایمن (سهامی خاص)', en: 'Atash Imen Safety Co. (Private Joint Stock)' }, nationalId: '10320894878', account: 'IR110170000000123456789001' });
  });

  it.each([
    ['CHEQUE_PAYEE_NATIONAL_ID', '123'],
    ['CHEQUE_PAYEE_NATIONAL_ID', '۱۰۳۲۰۸۹۴۸۷۸'],
    ['CHEQUE_PAYEE_ACCOUNT', 'IR11 0170 0000 0012 3456 7890 01'],
    ['CHEQUE_PAYEE_ACCOUNT', 'DE89370400440532013000'],
    // one digit off: the Sheba's check digits catch the typo
    ['CHEQUE_PAYEE_ACCOUNT', 'IR110170000000123456789002'],
  ])('stops at start on %s=%s, naming the setting', (key, value) => {
    expect(() => loadConfig({ [key]: value })).toThrow(new RegExp(`${key}:`));
  });

  it('checks a Sheba number’s check digits (ISO 13616)', () => {
    expect(isValidSheba('IR110170000000123456789001')).toBe(true);
    expect(isValidSheba('IR062960000000100324200001')).toBe(true);
    expect(isValidSheba('IR062960000000100324200010')).toBe(false);
  });

  it('are documented in the README’s configuration table', () => {
    const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
    const path = jest.requireActual<typeof import('node:path')>('node:path');
    const readme = fs.readFileSync(path.join(__dirname, '..', '..', 'README.md'), 'utf8');
    for (const key of ['CHEQUE_PAYEE_NAME_FA', 'CHEQUE_PAYEE_NAME_EN', 'CHEQUE_PAYEE_NATIONAL_ID', 'CHEQUE_PAYEE_ACCOUNT']) expect(readme).toContain(`| \`${key}\` |`);
  });
});
