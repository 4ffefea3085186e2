import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';

/** Issue 16: the contact form's optional preferred visit date, as the storefront's date picker stores it. */
const valid = { fullName: 'مریم رضایی', body: 'برای ساختمان اداری به بازدید کارشناس نیاز داریم.' };
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysFromNow = (n: number) => isoDay(new Date(Date.now() + n * 86_400_000));

describeEachDb('content: contact form visit date', (kind) => {
  let t: TestApp;
  let client: Client;
  let n = 0;
  // a fresh mobile per post, to read each submission back on its own
  const mobile = () => `0912${String(7000000 + ++n)}`;
  const count = async () => Number((await t.database.db.selectFrom('form_submissions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirst())?.n);
  const post = (body: unknown, lang = 'fa') => client.post(`/api/form/postForm?lang=${lang}`, body);
  const readBack = async (m: string) => (await client.get(`/api/dev/form-submissions?mobile=${m}`)).json().data[0];

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    client = new Client(t.app);
  });
  afterAll(() => t.close());

  it('stores the visit date in the stored format and reads it back', async () => {
    const m = mobile();
    const visitDate = daysFromNow(10);
    const res = await post({ ...valid, mobile: m, visitDate, contactUsGroupId: 1 });
    expect(res.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('form_submissions').select(['visit_date']).where('id', '=', res.json().data.id).executeTakeFirstOrThrow();
    expect(row.visit_date).toBe(visitDate);
    expect(await readBack(m)).toMatchObject({ id: res.json().data.id, visitDate });
  });

  it('accepts today (on any clock) and Persian digits, stored with Latin digits', async () => {
    const today = isoDay(new Date());
    const m1 = mobile();
    expect((await post({ ...valid, mobile: m1, visitDate: today })).statusCode).toBe(200);
    expect((await readBack(m1)).visitDate).toBe(today);
    const m2 = mobile();
    const later = daysFromNow(30);
    const persian = later.replace(/\d/g, (d) => '۰۱۲۳۴۵۶۷۸۹'[Number(d)]);
    expect((await post({ ...valid, mobile: m2, visitDate: persian })).statusCode).toBe(200);
    expect((await readBack(m2)).visitDate).toBe(later);
  });

  it('stores null without a visit date (the field is optional)', async () => {
    for (const visitDate of [undefined, null, '', '  ']) {
      const m = mobile();
      const res = await post({ ...valid, mobile: m, visitDate });
      expect(res.statusCode).toBe(200);
      expect((await readBack(m)).visitDate).toBeNull();
    }
  });

  it.each([
    ['a day that does not exist', '2030-02-30'],
    ['a Persian-calendar text', '1405/09/10'],
    ['a date with a time', `${daysFromNow(3)}T10:00`],
    ['words', 'next week'],
  ])('refuses %s with the localized format message and stores nothing', async (_name, visitDate) => {
    const before = await count();
    const fa = await post({ ...valid, mobile: mobile(), visitDate });
    expect(fa.statusCode).toBe(400);
    expect(fa.json().messages).toEqual([{ item1: 'تاریخ بازدید معتبر نیست؛ آن را از تقویم انتخاب کنید.', item2: 'content.form.visitDateFormat' }]);
    const en = await post({ ...valid, mobile: mobile(), visitDate }, 'en');
    expect(en.json().messages).toEqual([{ item1: 'The visit date is not valid; please choose it from the calendar.', item2: 'content.form.visitDateFormat' }]);
    expect(await count()).toBe(before);
  });

  it('refuses a past date with the localized message, together with the other problems', async () => {
    const before = await count();
    const fa = await post({ ...valid, mobile: mobile(), visitDate: daysFromNow(-2) });
    expect(fa.statusCode).toBe(400);
    expect(fa.json().messages).toEqual([{ item1: 'تاریخ بازدید گذشته است؛ امروز یا روزی پس از آن را انتخاب کنید.', item2: 'content.form.visitDatePast' }]);
    const en = await post({ ...valid, mobile: '123', visitDate: '2001-01-01' }, 'en');
    expect(en.json().messages).toEqual([
      { item1: 'The mobile number is not valid.', item2: 'content.form.mobileFormat' },
      { item1: 'The visit date has passed; please choose today or a later day.', item2: 'content.form.visitDatePast' },
    ]);
    const ru = await post({ ...valid, mobile: mobile(), visitDate: '2001-01-01' }, 'ru');
    expect(ru.json().messages[0].item1).toBe('Дата визита уже прошла; выберите сегодняшний или более поздний день.');
    expect(await count()).toBe(before);
  });

  it('refuses a visit date longer than the contract allows before reading it', async () => {
    const res = await post({ ...valid, mobile: mobile(), visitDate: '2'.repeat(33) }, 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().isSuccess).toBe(false);
  });
});
