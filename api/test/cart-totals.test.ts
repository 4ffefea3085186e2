import { describeEachDb, Client, type TestApp } from './helpers';
import { addDiscountCode, cart, cartTestApp, makeProduct } from './cart-fixtures';
import { computeTotals } from '../src/modules/cart/basket/totals';
import type { DeliveryMethod } from '../src/modules/cart/basket/delivery';
import type { DiscountCode } from '../src/modules/cart/basket/discounts';

const post: DeliveryMethod = {
  id: 1, code: 'post', nameFa: 'پست', nameEn: 'Post', nameRu: null, descriptionFa: null, descriptionEn: null, descriptionRu: null,
  price: 450_000, freeAbove: 50_000_000, requiresAddress: true,
};
const code = (v: Partial<DiscountCode>): DiscountCode => ({
  id: 1, code: 'X', kind: 'percent', value: 10, maxDiscount: null, minBasket: 0, startsAt: null, expiresAt: null, usageLimit: null, usageCount: 0, active: true, ...v,
});
const base = { discount: null, delivery: post, vatPercent: 10, bonusRequested: null, bonusBalance: 0 };

describe('computeTotals', () => {
  it('takes consumer prices as they are: VAT is contained in them, never added on top', () => {
    // the product page said 2,000,000 Rials: the shopper pays that plus delivery, nothing more
    expect(computeTotals({ ...base, itemsTotal: 2_000_000 })).toEqual({
      items: 2_000_000, discount: 0, delivery: 450_000, vatPercent: 10, vat: 222_727, vatIncluded: true, bonus: 0, payable: 2_450_000, discountProblem: null,
    });
  });

  it('states the VAT contained, rounded half up to whole Rials', () => {
    // (1,234,565 + 450,000) × 9 / 109 = 139,092.52
    expect(computeTotals({ ...base, vatPercent: 9, itemsTotal: 1_234_565 }).vat).toBe(139_093);
    // 1,100 × 10 / 110 = 100 exactly; 1,155 × 10 / 110 = 105
    expect(computeTotals({ ...base, delivery: null, itemsTotal: 1_100 }).vat).toBe(100);
    expect(computeTotals({ ...base, delivery: null, itemsTotal: 1_155 })).toMatchObject({ vat: 105, payable: 1_155 });
    // 9 × 20 / 120 = 1.5 → 2 (half up)
    expect(computeTotals({ ...base, delivery: null, vatPercent: 20, itemsTotal: 9 }).vat).toBe(2);
    expect(computeTotals({ ...base, vatPercent: 0, itemsTotal: 1_000 }).vat).toBe(0);
  });

  it('delivers free from the method’s threshold of discounted items, and charges nothing for an empty basket', () => {
    expect(computeTotals({ ...base, itemsTotal: 50_000_000 }).delivery).toBe(0);
    expect(computeTotals({ ...base, itemsTotal: 50_000_000 }).payable).toBe(50_000_000);
    expect(computeTotals({ ...base, itemsTotal: 49_999_999 }).delivery).toBe(450_000);
    // 10% off 52,000,000 falls below the threshold: delivery is charged again
    expect(computeTotals({ ...base, itemsTotal: 52_000_000, discount: code({ value: 10 }) }).delivery).toBe(450_000);
    expect(computeTotals({ ...base, itemsTotal: 0 }).delivery).toBe(0);
  });

  it('rounds a percent discount down and caps it', () => {
    expect(computeTotals({ ...base, itemsTotal: 1_000_005, discount: code({ value: 15 }) }).discount).toBe(150_000);
    expect(computeTotals({ ...base, itemsTotal: 100_000_000, discount: code({ value: 10, maxDiscount: 5_000_000 }) }).discount).toBe(5_000_000);
  });

  it('never discounts an amount beyond the items', () => {
    const t = computeTotals({ ...base, itemsTotal: 3_000_000, discount: code({ kind: 'amount', value: 5_000_000 }) });
    expect(t.discount).toBe(3_000_000);
    expect(t).toMatchObject({ delivery: 450_000, vat: 40_909, payable: 450_000 });
  });

  it('ignores a code that does not apply and says why', () => {
    const t = computeTotals({ ...base, itemsTotal: 5_000_000, discount: code({ minBasket: 10_000_000 }) });
    expect(t).toMatchObject({ discount: 0, discountProblem: 'cart.discountMinBasket' });
    expect(computeTotals({ ...base, itemsTotal: 5_000_000, discount: code({ expiresAt: '2000-01-01T00:00:00.000Z' }) }).discountProblem).toBe('cart.discountExpired');
    expect(computeTotals({ ...base, itemsTotal: 5_000_000, discount: code({ usageLimit: 3, usageCount: 3 }) }).discountProblem).toBe('cart.discountUsedUp');
  });

  it('takes bonus last, at most the balance and at most what is due; the VAT stated stays that of the sale', () => {
    const all = computeTotals({ ...base, itemsTotal: 2_000_000, bonusRequested: 0, bonusBalance: 1_000_000 });
    expect(all).toMatchObject({ vat: 222_727, bonus: 1_000_000, payable: 1_450_000 });
    const capped = computeTotals({ ...base, itemsTotal: 2_000_000, bonusRequested: 500_000, bonusBalance: 1_000_000 });
    expect(capped.bonus).toBe(500_000);
    const rich = computeTotals({ ...base, itemsTotal: 2_000_000, bonusRequested: 0, bonusBalance: 9_000_000 });
    expect(rich).toMatchObject({ bonus: 2_450_000, payable: 0 });
    const none = computeTotals({ ...base, itemsTotal: 2_000_000, bonusRequested: null, bonusBalance: 9_000_000 });
    expect(none.bonus).toBe(0);
  });
});

describeEachDb('discount codes: setRebate 7 / removeRebate 8', (kind) => {
  let t: TestApp;
  let p: number;
  beforeAll(async () => {
    t = await cartTestApp(kind);
    p = await makeProduct(t, { price: 5_000_000, stock: 100 });
    const day = 86_400_000;
    await addDiscountCode(t, 'P20', { kind: 'percent', value: 20, maxDiscount: 1_500_000 });
    await addDiscountCode(t, 'OFF1M', { kind: 'amount', value: 1_000_000, minBasket: 10_000_000 });
    await addDiscountCode(t, 'OLD', { kind: 'percent', value: 50, expiresAt: new Date(Date.now() - day).toISOString() });
    await addDiscountCode(t, 'SOON', { kind: 'percent', value: 50, startsAt: new Date(Date.now() + day).toISOString() });
    await addDiscountCode(t, 'GONE', { kind: 'percent', value: 50, usageLimit: 2, usageCount: 2 });
    await addDiscountCode(t, 'OFFLINE', { kind: 'percent', value: 50, active: false });
    await addDiscountCode(t, 'NOROOF20', { kind: 'percent', value: 20 });
  });
  afterAll(() => t.close());

  async function basketWith(count: number) {
    const g = new Client(t.app);
    await cart(g, 1, { productItemId: p, count });
    return g;
  }

  it('applies a percent code typed in any case, with Persian digits and spaces, capped', async () => {
    const g = await basketWith(2);
    const res = await cart(g, 7, { discountCode: ' p۲۰ ' });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.discount).toMatchObject({ code: 'P20', kind: 'percent', value: 20, applied: true, problem: null });
    // 20% of 10,000,000 = 2,000,000, capped at 1,500,000; 8,500,000 + 450,000, of which 10/110 is VAT
    expect(d.totals).toEqual({ items: 10_000_000, discount: 1_500_000, delivery: 450_000, vatPercent: 10, vat: 813_636, vatIncluded: true, bonus: 0, payable: 8_950_000 });
    const removed = await cart(g, 8);
    expect(removed.json().data.discount).toBeNull();
    expect(removed.json().data.totals.discount).toBe(0);
  });

  it('applies an amount code only from its minimum basket', async () => {
    const small = await basketWith(1);
    const refused = await cart(small, 7, { discountCode: 'OFF1M' }, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages[0]).toEqual({ item1: 'This discount code needs a basket of at least 1,000,000 Toman.', item2: 'cart.discountMinBasket' });
    // in Persian: Toman with Persian digits, like every amount the storefront shows
    expect((await cart(small, 7, { discountCode: 'OFF1M' }, 'fa')).json().messages[0].item1).toBe('این کد تخفیف برای خرید دست‌کم ۱٬۰۰۰٬۰۰۰ تومان است.');
    expect((await cart(small, 14)).json().data.discount).toBeNull();
    const big = await basketWith(2);
    expect((await cart(big, 7, { discountCode: 'off1m' })).json().data.totals.discount).toBe(1_000_000);
    // the basket shrinks below the minimum: the code stays but gives nothing, and says why
    const shrunk = (await cart(big, 1, { productItemId: p, count: -1 }, 'en')).json().data;
    expect(shrunk.discount).toMatchObject({ code: 'OFF1M', applied: false, problem: 'This discount code needs a basket of at least 1,000,000 Toman.' });
    expect(shrunk.totals.discount).toBe(0);
  });

  it.each([
    ['OLD', 'cart.discountExpired'],
    ['SOON', 'cart.discountNotStarted'],
    ['GONE', 'cart.discountUsedUp'],
    ['OFFLINE', 'cart.discountNotFound'],
    ['NOPE', 'cart.discountNotFound'],
  ])('refuses %s with %s', async (discountCode, messageCode) => {
    const g = await basketWith(1);
    const res = await cart(g, 7, { discountCode });
    expect(res.statusCode).toBe(400);
    expect(res.json().messages[0].item2).toBe(messageCode);
  });

  it('refuses an empty code', async () => {
    const g = await basketWith(1);
    expect((await cart(g, 7, { discountCode: '   ' })).json().messages[0].item2).toBe('common.requiredField');
    expect((await cart(g, 7, {})).json().messages[0].item2).toBe('common.requiredField');
  });

  it('prices an uncapped percent code on the whole basket', async () => {
    const g = await basketWith(3);
    const d = (await cart(g, 7, { discountCode: 'NOROOF20' })).json().data;
    expect(d.totals).toMatchObject({ items: 15_000_000, discount: 3_000_000, delivery: 450_000, vat: 1_131_818, payable: 12_450_000 });
  });
});

describeEachDb('delivery costs for this basket (getCart 14 and every change)', (kind) => {
  let t: TestApp;
  let p: number;
  beforeAll(async () => {
    t = await cartTestApp(kind);
    p = await makeProduct(t, { price: 30_000_000, stock: 100 });
  });
  afterAll(() => t.close());

  const methods = async (c: Client) => (await cart(c, 15)).json().data.deliveryMethods as Array<{ id: number; code: string; price: number }>;
  const costOf = (view: { deliveryCosts: Array<{ id: number; cost: number }> }, id: number) => view.deliveryCosts.find((d) => d.id === id)?.cost;

  it('states every method’s cost whether or not it is selected: free post above its threshold while the courier is chosen', async () => {
    const g = new Client(t.app);
    const small = (await cart(g, 1, { productItemId: p, count: 1 })).json().data;
    const all = await methods(g);
    const post = all.find((m) => m.code === 'post')!;
    const courier = all.find((m) => m.code === 'courier')!;
    const pickup = all.find((m) => m.code === 'pickup')!;
    // 30,000,000 is below post's 50,000,000 threshold
    expect(small.deliveryCosts.map((d: { id: number }) => d.id)).toEqual(all.map((m) => m.id));
    expect(costOf(small, post.id)).toBe(post.price);
    expect(costOf(small, courier.id)).toBe(courier.price);
    expect(costOf(small, pickup.id)).toBe(0);
    const withCourier = (await cart(g, 6, { deliveryId: courier.id })).json().data;
    const big = (await cart(g, 1, { productItemId: p, count: 1 })).json().data;
    expect(withCourier.deliveryId).toBe(courier.id);
    // 60,000,000: post becomes free although the courier stays selected
    expect(big.deliveryId).toBe(courier.id);
    expect(costOf(big, post.id)).toBe(0);
    expect(costOf(big, courier.id)).toBe(courier.price);
    expect(big.totals).toMatchObject({ delivery: courier.price, payable: 60_000_000 + courier.price });
    // choosing post: the basket pays what was stated beside it
    const withPost = (await cart(g, 6, { deliveryId: post.id })).json().data;
    expect(withPost.totals).toMatchObject({ delivery: 0, payable: 60_000_000 });
  });

  it('an empty basket costs nothing to deliver', async () => {
    const g = new Client(t.app);
    const view = (await cart(g, 14)).json().data;
    expect(view.deliveryCosts.length).toBeGreaterThan(0);
    expect(view.deliveryCosts.every((d: { cost: number }) => d.cost === 0)).toBe(true);
  });
});
