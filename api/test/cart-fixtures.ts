import type { InjectOptions } from 'fastify';
import { nowIso } from '../src/db/database';
import { seedCart } from '../src/modules/cart/seed';
import { Client, createTestApp, type DbKind, type TestApp } from './helpers';
import { loginWithOtp } from './auth-helpers';
import type { Config } from '../src/config';

/** A fresh app with the cart's delivery methods and discount codes seeded (no catalogue seed: tests make their own products). */
export async function cartTestApp(kind: DbKind, config: Partial<Config> = {}): Promise<TestApp> {
  const t = await createTestApp(kind, { config });
  await seedCart(t.database, t.config);
  return t;
}

let seq = 0;
/** A product in the root category with a known price and stock. */
export async function makeProduct(t: TestApp, opts: { price?: number | null; stock?: number; active?: boolean; name?: string } = {}): Promise<number> {
  seq += 1;
  const name = opts.name ?? `Extinguisher ${seq}`;
  const r = await t.database.db
    .insertInto('products')
    .values({
      category_id: 42,
      name_fa: `کپسول ${seq}`,
      name_en: name,
      slug_fa: `kapsul-${seq}-${Date.now()}`,
      slug_en: `ext-${seq}-${Date.now()}`,
      price: opts.price === undefined ? 1_000_000 : opts.price,
      stock: opts.stock ?? 10,
      active: opts.active === false ? 0 : 1,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function stockOf(t: TestApp, productId: number): Promise<number> {
  const r = await t.database.db.selectFrom('products').select('stock').where('id', '=', productId).executeTakeFirstOrThrow();
  return Number(r.stock);
}

/** POST /api/cart/cart for this shopper; `lang` selects the answer's language. */
export function cart(c: Client, cartUpdateType: number, body: Record<string, unknown> = {}, lang?: 'fa' | 'en' | 'ru') {
  return c.request({
    method: 'POST',
    url: `/api/cart/cart${lang ? `?lang=${lang}` : ''}`,
    payload: { cartUpdateType, ...body } as InjectOptions['payload'],
  });
}

let mobileSeq = 0;
/** A logged-in shopper (a new account through the real OTP flow). */
export async function shopper(t: TestApp, fullName = 'Sara Ahmadi') {
  mobileSeq += 1;
  const c = new Client(t.app);
  const mobile = `0912${String(process.pid % 1000).padStart(3, '0')}${String(mobileSeq).padStart(4, '0')}`;
  const { user } = await loginWithOtp(c, mobile, fullName);
  return { c, user };
}

export const ADDRESS = {
  recipient: 'Sara Ahmadi',
  mobile: '۰۹۱۲۱۲۳۴۵۶۷',
  province: 'Tehran',
  city: 'Tehran',
  street: 'Valiasr St., No. 12',
  postalCode: '۱۲۳۴۵-۶۷۸۹۰',
};

/** Everything a basket needs before setOrder: an address (the default delivery needs one). */
export async function readyToOrder(c: Client, productId: number, count = 1) {
  const add = await cart(c, 1, { productItemId: productId, count });
  if (add.statusCode !== 200) throw new Error(`add failed: ${add.body}`);
  const addr = await cart(c, 5, { address: ADDRESS });
  if (addr.statusCode !== 200) throw new Error(`address failed: ${addr.body}`);
}

export async function addDiscountCode(
  t: TestApp,
  code: string,
  v: { kind: 'percent' | 'amount'; value: number; maxDiscount?: number | null; minBasket?: number; startsAt?: string | null; expiresAt?: string | null; usageLimit?: number | null; usageCount?: number; active?: boolean },
) {
  await t.database.db
    .insertInto('discount_codes')
    .values({
      code,
      kind: v.kind,
      value: v.value,
      max_discount: v.maxDiscount ?? null,
      min_basket: v.minBasket ?? 0,
      starts_at: v.startsAt ?? null,
      expires_at: v.expiresAt ?? null,
      usage_limit: v.usageLimit ?? null,
      usage_count: v.usageCount ?? 0,
      active: v.active === false ? 0 : 1,
      created_at: nowIso(),
    })
    .execute();
}

/**
 * Plays the tester on the sandbox bank page: pay (optionally another amount) or cancel, then
 * follows the bank's redirect to the shop's callback like a browser. Returns the callback's answer.
 */
export async function payInSandbox(c: Client, paymentUrl: string, action: 'pay' | 'cancel' = 'pay', amount?: number) {
  const url = new URL(paymentUrl);
  const page = await c.get(url.pathname + url.search);
  if (page.statusCode !== 200) throw new Error(`sandbox page: ${page.statusCode} ${page.body}`);
  const authority = url.pathname.split('/').pop()!;
  const form = new URLSearchParams({ action, ...(amount !== undefined ? { amount: String(amount) } : {}) }).toString();
  const bank = await c.request({
    method: 'POST',
    url: `/api/payment/sandbox/pay/${authority}`,
    payload: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  if (bank.statusCode !== 303) throw new Error(`sandbox form: ${bank.statusCode} ${bank.body}`);
  const back = new URL(String(bank.headers.location));
  return { authority, callbackPath: back.pathname + back.search, callback: await c.get(back.pathname + back.search) };
}

/** A placed online order of a new shopper: count units of a product with the default delivery. */
export async function placedOrder(t: TestApp, productId: number, count = 1, lang: 'fa' | 'en' = 'en') {
  const s = await shopper(t);
  await readyToOrder(s.c, productId, count);
  const res = await cart(s.c, 11, {}, lang);
  if (res.statusCode !== 200) throw new Error(`setOrder failed: ${res.body}`);
  return { ...s, order: res.json().data as { isOnline: boolean; isCheque: boolean; paymentId: number | null; paymentUrl: string | null; productOrderId: number } };
}

export async function orderRow(t: TestApp, id: number) {
  return t.database.db.selectFrom('product_orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
}
