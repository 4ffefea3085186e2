import { Client, createTestApp, describeEachDb, type TestApp } from './helpers';
import { loginWithOtp } from './auth-helpers';
import { insertProduct } from '../src/modules/catalog/products/write';

describeEachDb('catalog product page, rating and price inquiry', (kind) => {
  let t: TestApp;
  let powder6: number;
  let panel: number;
  let hidden: number;
  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    return { status: res.statusCode, body: res.json() };
  };
  const productRow = (id: number) => t.database.db.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const bySku = async (sku: string) => Number((await t.database.db.selectFrom('products').select('id').where('sku', '=', sku).executeTakeFirstOrThrow()).id);
  const countRows = async (table: string) => Number((await t.database.db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    powder6 = await bySku('ATB-P6');
    panel = await bySku('NF-A1');
    const cat = await productRow(powder6);
    hidden = await insertProduct(t.database.db, { categoryId: Number(cat.category_id), name: { fa: 'ناموجود', en: 'Retired' }, price: 1, stock: 1, active: false });
  });
  afterAll(() => t.close());

  describe('product by id', () => {
    it('answers everything the product page shows', async () => {
      const { status, body } = await get(`/api/product/${powder6}`);
      expect(status).toBe(200);
      const p = body.data;
      expect(p).toMatchObject({
        id: powder6,
        name: 'کپسول آتش‌نشانی پودر و گاز 6 کیلوگرمی آتش‌بان',
        slugs: { en: 'atashban-6-kg-abc-dry-powder-extinguisher' },
        sku: 'ATB-P6',
        price: 24_500_000,
        listPrice: 27_000_000,
        inStock: true,
        brand: { name: 'آتش‌بان', label: 'atashban' },
        category: { label: 'کپسول-پودر-و-گاز' },
        contentLang: 'fa',
      });
      expect(p.images.length).toBe(3);
      expect(p.images[0]).toEqual(expect.objectContaining({ baseUrl: '/api/img/', extension: 'webp', alt: p.name }));
      expect(p.specifications).toContainEqual({ key: 'ظرفیت', value: '6 کیلوگرم' });
      expect(p.description).toMatch(/^<p>.*<\/p>/);
      // no product of the seed has a video of its own (a sample clip would belong to something else)
      expect(p.video).toBeNull();
      expect(p.rating).toEqual({ average: 4.7, count: 146, mine: null });
      expect(p.breadcrumb.map((c: { name: string }) => c.name)).toEqual(['کپسول آتش‌نشانی', 'کپسول پودر و گاز']);
    });

    it('answers in English and in Russian, falling back to English for a product not translated', async () => {
      const en = (await get(`/api/product/${powder6}?lang=en`)).body.data;
      expect(en).toMatchObject({ name: 'Atashban 6 kg ABC dry powder extinguisher', contentLang: 'en' });
      expect(en.specifications).toContainEqual({ key: 'Capacity', value: '6 kg' });
      const ru = (await get(`/api/product/${powder6}?lang=ru`)).body.data;
      expect(ru).toMatchObject({ name: 'Порошковый огнетушитель Аташбан 6 кг', contentLang: 'ru' });
      expect(ru.specifications).toContainEqual({ key: 'Ёмкость', value: '6 кг' });
      const notTranslated = (await get(`/api/product/${await bySku('ATB-P12')}?lang=ru`)).body.data;
      expect(notTranslated).toMatchObject({ name: 'Atashban 12 kg ABC dry powder extinguisher', contentLang: 'en' });
      expect(notTranslated.specifications).toContainEqual({ key: 'Capacity', value: '12 kg' });
    });

    it('shows a product without a price as price on inquiry (null)', async () => {
      const p = (await get(`/api/product/${panel}`)).body.data;
      expect(p.price).toBeNull();
      expect(p.video).toBeNull();
    });

    it('lists up to 8 related products, same category first, never itself or an inactive one', async () => {
      const p = (await get(`/api/product/${powder6}`)).body.data;
      const related = p.related as Array<{ id: number; categoryId: number }>;
      expect(related.length).toBe(8);
      expect(related.map((r) => r.id)).not.toContain(powder6);
      expect(related.map((r) => r.id)).not.toContain(hidden);
      expect(new Set(related.map((r) => r.id)).size).toBe(8);
      const own = await productRow(powder6);
      const sameCategory = related.filter((r) => r.categoryId === Number(own.category_id)).length;
      // the 4 other powder extinguishers come first
      expect(sameCategory).toBe(4);
      expect(related.slice(0, 4).every((r) => r.categoryId === Number(own.category_id))).toBe(true);
    });

    it('is a localized 404 for an unknown or inactive product, and a 400 for an id that is not a number', async () => {
      for (const id of [999999, hidden]) {
        const res = await get(`/api/product/${id}?lang=en`);
        expect(res.status).toBe(404);
        expect(res.body.messages[0]).toEqual({ item1: 'This product does not exist or is no longer sold.', item2: 'common.productNotFound' });
      }
      expect((await get('/api/product/abc')).status).toBe(400);
      expect((await get('/api/product/0')).status).toBe(400);
    });
  });

  describe('rating', () => {
    it('a logged-in shopper rates once; a second rating is refused and changes nothing, even from another device', async () => {
      const client = new Client(t.app);
      await loginWithOtp(client, '09120000001', 'Rater One');
      const before = await productRow(powder6);
      const first = await client.post('/api/product/rate', { productId: powder6, rate: 2 });
      expect(first.statusCode).toBe(200);
      expect(first.json().data).toMatchObject({ count: Number(before.rating_count) + 1, mine: 2 });
      expect(first.json().messages[0].item2).toBe('catalog.ratingSaved');

      const again = await client.post('/api/product/rate?lang=en', { productId: powder6, rate: 5 });
      expect(again.statusCode).toBe(409);
      expect(again.json().messages[0]).toEqual({ item1: 'You have already rated this product.', item2: 'catalog.alreadyRated' });

      const otherDevice = new Client(t.app);
      await loginWithOtp(otherDevice, '09120000001');
      expect((await otherDevice.post('/api/product/rate', { productId: powder6, rate: 5 })).statusCode).toBe(409);

      const after = await productRow(powder6);
      expect(Number(after.rating_count)).toBe(Number(before.rating_count) + 1);
      expect(Number(after.rating_sum)).toBe(Number(before.rating_sum) + 2);
      // the product page shows the shopper's own rating
      expect((await otherDevice.get(`/api/product/${powder6}`)).json().data.rating.mine).toBe(2);
    });

    it('a guest rates once per basket id', async () => {
      const guest = new Client(t.app);
      guest.cookies.set('basketId', 'guest-basket-0001');
      expect((await guest.post('/api/product/rate', { productId: panel, rate: 4 })).statusCode).toBe(200);
      expect((await guest.post('/api/product/rate', { productId: panel, rate: 4 })).statusCode).toBe(409);
      const otherGuest = new Client(t.app);
      otherGuest.cookies.set('basketId', 'guest-basket-0002');
      expect((await otherGuest.post('/api/product/rate', { productId: panel, rate: 5 })).statusCode).toBe(200);
      expect((await guest.get(`/api/product/${panel}`)).json().data.rating.mine).toBe(4);
    });

    it('a guest without a basket is remembered by a cookie and cannot rate twice', async () => {
      const guest = new Client(t.app);
      const first = await guest.post('/api/product/rate', { productId: powder6, rate: 5 });
      expect(first.statusCode).toBe(200);
      expect(guest.cookies.get('raterId')).toBeTruthy();
      expect((await guest.post('/api/product/rate', { productId: powder6, rate: 5 })).statusCode).toBe(409);
    });

    it('refuses a rate outside 1–5, extra fields or an unknown product, changing nothing', async () => {
      const guest = new Client(t.app);
      guest.cookies.set('basketId', 'guest-basket-0003');
      const before = await productRow(panel);
      const ratings = await countRows('product_ratings');
      for (const body of [{ productId: panel, rate: 0 }, { productId: panel, rate: 6 }, { productId: panel, rate: 2.5 }, { productId: panel }, { productId: panel, rate: 3, admin: true }]) {
        const res = await guest.post('/api/product/rate?lang=en', body);
        expect(res.statusCode).toBe(400);
        expect(res.json().isSuccess).toBe(false);
      }
      const unknown = await guest.post('/api/product/rate', { productId: 999999, rate: 3 });
      expect(unknown.statusCode).toBe(404);
      expect(await countRows('product_ratings')).toBe(ratings);
      expect(await productRow(panel)).toEqual(before);
    });
  });

  describe('price inquiry', () => {
    it('stores the inquiry with the mobile in canonical form', async () => {
      const guest = new Client(t.app);
      guest.cookies.set('basketId', 'guest-basket-0100');
      const res = await guest.post('/api/product/priceInquiry', {
        productId: panel, fullName: '  علی رضایی ', mobile: '+98 ۹۱۲ ۳۴۵ ۶۷۸۹', message: 'برای یک ساختمان ۸ طبقه', quantity: 2,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().messages[0].item2).toBe('catalog.inquirySaved');
      const id = res.json().data.id;
      const row = await t.database.db.selectFrom('price_inquiries').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
      expect(row).toMatchObject({
        product_id: panel, full_name: 'علی رضایی', mobile: '09123456789', message: 'برای یک ساختمان ۸ طبقه', quantity: 2, lang: 'fa',
        basket_id: 'guest-basket-0100', status: 'new',
      });
    });

    it('refuses a bad mobile, a blank name, a missing field or an unknown product, storing nothing', async () => {
      const client = new Client(t.app);
      const before = await countRows('price_inquiries');
      const bad = await client.post('/api/product/priceInquiry?lang=en', { productId: panel, fullName: 'Ali', mobile: '0212345678' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().messages[0]).toEqual({ item1: 'The mobile number is not valid, e.g. 09121234567.', item2: 'common.invalidMobile' });
      const badFa = await client.post('/api/product/priceInquiry', { productId: panel, fullName: 'Ali', mobile: '0912123456x' });
      expect(badFa.json().messages[0].item1).toContain('موبایل');
      const blank = await client.post('/api/product/priceInquiry', { productId: panel, fullName: '   ', mobile: '09121234567' });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().messages[0].item2).toBe('catalog.fullNameRequired');
      const missing = await client.post('/api/product/priceInquiry?lang=en', { productId: panel, fullName: 'Ali' });
      expect(missing.statusCode).toBe(400);
      expect(missing.json().messages[0]).toEqual({ item1: 'The field "mobile" is required.', item2: 'common.requiredField' });
      const tooLong = await client.post('/api/product/priceInquiry', { productId: panel, fullName: 'Ali', mobile: '09121234567', message: 'x'.repeat(1001) });
      expect(tooLong.statusCode).toBe(400);
      const unknown = await client.post('/api/product/priceInquiry', { productId: 999999, fullName: 'Ali', mobile: '09121234567' });
      expect(unknown.statusCode).toBe(404);
      expect(await countRows('price_inquiries')).toBe(before);
    });

    it('limits one mobile to 5 inquiries an hour', async () => {
      const client = new Client(t.app);
      // from a new address each time: the per-address limits (catalog-hardening.test.ts) are not what is tested here
      const send = (i: number, url: string, mobile: string) =>
        client.request({ method: 'POST', url, payload: { productId: panel, fullName: 'Sara', mobile }, remoteAddress: `10.9.0.${i + 1}` });
      for (let i = 0; i < 5; i++) {
        expect((await send(i, '/api/product/priceInquiry', '09350000000')).statusCode).toBe(200);
      }
      const sixth = await send(5, '/api/product/priceInquiry?lang=en', '9350000000');
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().messages[0].item2).toBe('catalog.tooManyInquiries');
    });
  });
});
