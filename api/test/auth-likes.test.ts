import { createTestApp, describeEachDb, Client, type TestApp } from './helpers';
import { loginWithOtp } from './auth-helpers';

describeEachDb('product likes', (kind) => {
  let t: TestApp;
  const ids: number[] = [];
  beforeAll(async () => {
    t = await createTestApp(kind);
    const { db } = t.database;
    const now = new Date().toISOString();
    const cat = await db
      .insertInto('categories')
      .values({ name_fa: 'کپسول', name_en: 'Extinguishers', label_fa: 'کپسول', label_en: 'extinguishers', created_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [i, active] of [
      [1, 1],
      [2, 1],
      [3, 1],
      [4, 0],
    ]) {
      const p = await db
        .insertInto('products')
        .values({
          category_id: cat.id,
          name_fa: `محصول ${i}`,
          name_en: `Product ${i}`,
          slug_fa: `p-${i}`,
          slug_en: `p-${i}`,
          price: 1_000_000,
          stock: 5,
          active,
          created_at: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.push(Number(p.id));
    }
  });
  afterAll(() => t.close());

  it('gives guests an empty list and refuses them liking', async () => {
    const guest = new Client(t.app);
    expect((await guest.get('/api/products/like')).json()).toEqual({ isSuccess: true, data: [], messages: [] });
    const res = await guest.post('/api/products/like', { productId: ids[0] });
    expect(res.statusCode).toBe(401);
    expect(res.json().messages[0].item2).toBe('auth.required');
    expect((await guest.request({ method: 'DELETE', url: `/api/products/like/${ids[0]}` })).statusCode).toBe(401);
  });

  it('likes, lists newest first, unlikes; liking twice is harmless', async () => {
    const c = new Client(t.app);
    await loginWithOtp(c, '09161110001');
    expect((await c.post('/api/products/like', { productId: ids[0] })).json().data).toEqual([ids[0]]);
    await new Promise((r) => setTimeout(r, 5));
    expect((await c.post('/api/products/like', { productId: ids[1] })).json().data).toEqual([ids[1], ids[0]]);
    expect((await c.post('/api/products/like', { productId: ids[1] })).json().data).toEqual([ids[1], ids[0]]);
    expect((await c.get('/api/products/like')).json().data).toEqual([ids[1], ids[0]]);
    const del = await c.request({ method: 'DELETE', url: `/api/products/like/${ids[0]}` });
    expect(del.json()).toEqual({ isSuccess: true, data: [ids[1]], messages: [] });
    // unliking something not liked is harmless too
    expect((await c.request({ method: 'DELETE', url: `/api/products/like/${ids[2]}` })).json().data).toEqual([ids[1]]);
  });

  it('keeps each shopper’s likes apart and across logins', async () => {
    const a = new Client(t.app);
    const b = new Client(t.app);
    await loginWithOtp(a, '09161110002');
    await loginWithOtp(b, '09161110003');
    await a.post('/api/products/like', { productId: ids[2] });
    expect((await b.get('/api/products/like')).json().data).toEqual([]);
    await a.post('/api/auth/logout', {});
    expect((await a.get('/api/products/like')).json().data).toEqual([]);
    await loginWithOtp(a, '09161110002');
    expect((await a.get('/api/products/like')).json().data).toEqual([ids[2]]);
  });

  it('refuses unknown or inactive products and bad ids', async () => {
    const c = new Client(t.app);
    await loginWithOtp(c, '09161110004');
    const unknown = await c.post('/api/products/like', { productId: 999999 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().messages[0].item2).toBe('common.productNotFound');
    expect((await c.post('/api/products/like', { productId: ids[3] })).statusCode).toBe(404);
    for (const productId of ['abc', 0, -1, 1.5, null]) {
      expect((await c.post('/api/products/like', { productId })).statusCode).toBe(400);
    }
    expect((await c.post('/api/products/like', {})).statusCode).toBe(400);
    expect((await c.request({ method: 'DELETE', url: '/api/products/like/abc' })).statusCode).toBe(400);
    expect((await c.get('/api/products/like')).json().data).toEqual([]);
  });

  it('leaves out likes of products the catalogue removed', async () => {
    const c = new Client(t.app);
    const { user } = await loginWithOtp(c, '09161110005');
    await c.post('/api/products/like', { productId: ids[0] });
    await t.database.db.insertInto('product_likes').values({ user_id: user.id, product_id: 424242, created_at: new Date().toISOString() }).execute();
    expect((await c.get('/api/products/like')).json().data).toEqual([ids[0]]);
  });

  it('lists the liked products as cards in the shopper’s language', async () => {
    const c = new Client(t.app);
    await loginWithOtp(c, '09161110006');
    await c.post('/api/products/like', { productId: ids[0] });
    await new Promise((r) => setTimeout(r, 5));
    await c.post('/api/products/like', { productId: ids[2] });
    const fa = (await c.get('/api/products/like/products')).json().data;
    expect(fa.map((p: { id: number }) => p.id)).toEqual([ids[2], ids[0]]);
    expect(fa[0]).toEqual({ id: ids[2], name: 'محصول 3', slug: 'p-3', price: 1_000_000, image: null, active: true, inStock: true });
    const en = (await c.get('/api/products/like/products?lang=en')).json().data;
    expect(en[1].name).toBe('Product 1');
    expect((await new Client(t.app).get('/api/products/like/products')).json().data).toEqual([]);
  });
});
