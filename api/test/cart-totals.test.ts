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
  it('adds delivery and VAT on the discounted items plus delivery', () => {
    expect(computeTotals({ ...base, itemsTotal: 2_000_000 })).toEqual({
      items: 2_000_000, discount: 0, delivery: 450_000, vatPercent: 10, vat: 245_000, bonus: 0, payable: 2_695_000, discountProblem: null,
    });
  });

  it('rounds VAT half up to whole Rials', () => {
    // (1,234,565 + 450,000) × 9% = 151,610.85
    expect(computeTotals({ ...base, vatPercent: 9, itemsTotal: 1_234_565 }).vat).toBe(151_611);
    expect(computeTotals({ ...base, vatPercent: 0, itemsTotal: 1_000 }).vat).toBe(0);
  });

  it('delivers free from the method’s threshold of discounted items, and charges nothing for an empty basket', () => {
    expect(computeTotals({ ...base, itemsTotal: 50_000_000 }).delivery).toBe(0);
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
    expect(t).toMatchObject({ delivery: 450_000, vat: 45_000, payable: 495_000 });
  });

  it('ignores a code that does not apply and says why', () => {
    const t = computeTotals({ ...base, itemsTotal: 5_000_000, discount: code({ minBasket: 10_000_000 }) });
    expect(t).toMatchObject({ discount: 0, discountProblem: 'cart.discountMinBasket' });
    expect(computeTotals({ ...base, itemsTotal: 5_000_000, discount: code({ expiresAt: '2000-01-01T00:00:00.000Z' }) }).discountProblem).toBe('cart.discountExpired');
    expect(computeTotals({ ...base, itemsTotal: 5_000_000, discount: code({ usageLimit: 3, usageCount: 3 }) }).discountProblem).toBe('cart.discountUsedUp');
  });

  it('takes bonus after VAT, at most the balance and at most what is due', () => {
    const all = computeTotals({ ...base, itemsTotal: 2_000_000, bonusRequested: 0, bonusBalance: 1_000_000 });
    expect(all).toMatchObject({ vat: 245_000, bonus: 1_000_000, payable: 1_695_000 });
    const capped = computeTotals({ ...base, itemsTotal: 2_000_000, bonusRequested: 500_000, bonusBalance: 1_000_000 });
    expect(capped.bonus).toBe(500_000);
    const rich = computeTotals({ ...base, itemsTotal: 2_000_000, bonusRequested: 0, bonusBalance: 9_000_000 });
    expect(rich).toMatchObject({ bonus: 2_695_000, payable: 0 });
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
    // 20% of 10,000,000 = 2,000,000, capped at 1,500,000; 8,500,000 + 450,000 + 10% VAT
    expect(d.totals).toEqual({ items: 10_000_000, discount: 1_500_000, delivery: 450_000, vatPercent: 10, vat: 895_000, bonus: 0, payable: 9_845_000 });
    const removed = await cart(g, 8);
    expect(removed.json().data.discount).toBeNull();
    expect(removed.json().data.totals.discount).toBe(0);
  });

  it('applies an amount code only from its minimum basket', async () => {
    const small = await basketWith(1);
    const refused = await cart(small, 7, { discountCode: 'OFF1M' }, 'en');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().messages[0]).toEqual({ item1: 'This discount code needs a basket of at least 10,000,000 Rials.', item2: 'cart.discountMinBasket' });
    expect((await cart(small, 14)).json().data.discount).toBeNull();
    const big = await basketWith(2);
    expect((await cart(big, 7, { discountCode: 'off1m' })).json().data.totals.discount).toBe(1_000_000);
    // the basket shrinks below the minimum: the code stays but gives nothing, and says why
    const shrunk = (await cart(big, 1, { productItemId: p, count: -1 }, 'en')).json().data;
    expect(shrunk.discount).toMatchObject({ code: 'OFF1M', applied: false, problem: 'This discount code needs a basket of at least 10,000,000 Rials.' });
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
    expect(d.totals).toMatchObject({ items: 15_000_000, discount: 3_000_000, delivery: 450_000, vat: 1_245_000, payable: 13_695_000 });
  });
});
