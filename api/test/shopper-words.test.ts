import { describeEachDb, type TestApp } from './helpers';
import { cart, cartTestApp, makeProduct, payInSandbox, placedOrder, readyToOrder, shopper } from './cart-fixtures';
import { q } from '../src/modules/catalog/seed-data/units';
import { SEED_PAGES } from '../src/modules/content/seed-data/pages';

/** Issue 34: what a shopper reads at the bank and in their order list (items 4 and 8). */
describeEachDb('the bank page and the order list say what they mean', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await cartTestApp(kind);
  });
  afterAll(() => t.close());

  const bankPage = async (paymentUrl: string, lang: 'fa' | 'en') => {
    const url = new URL(paymentUrl);
    url.searchParams.set('lang', lang);
    const res = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  it('fa: the order number in Persian digits, the amount in rials and the same amount in toman under it', async () => {
    const p = await makeProduct(t, { price: 12_345_000 });
    const { order } = await placedOrder(t, p, 1, 'fa');
    const html = await bankPage(order.paymentUrl!, 'fa');
    const number = new Intl.NumberFormat('fa-IR', { useGrouping: false }).format(order.productOrderId);
    expect(html).toContain(`<p>سفارش شماره ${number}</p>`);
    expect(html).not.toMatch(/سفارش شماره \d/);
    const payable = Number(/name="amount" inputmode="numeric" value="(\d+)"/.exec(html)![1]);
    expect(html).toContain(`data-testid="sandbox-amount">${new Intl.NumberFormat('fa-IR').format(payable)}</span> ریال`);
    expect(html).toContain(`data-testid="sandbox-toman">معادل ${new Intl.NumberFormat('fa-IR').format(payable / 10)} تومان</p>`);
  });

  it('en: "Order #n", rials, and "= n Toman"', async () => {
    const p = await makeProduct(t, { price: 12_345_000 });
    const { order } = await placedOrder(t, p, 1, 'en');
    const html = await bankPage(order.paymentUrl!, 'en');
    expect(html).toContain(`<p>Order #${order.productOrderId}</p>`);
    const payable = Number(/name="amount" inputmode="numeric" value="(\d+)"/.exec(html)![1]);
    expect(html).toContain(`data-testid="sandbox-amount">${payable.toLocaleString('en-US')}</span> Rials`);
    expect(html).toContain(`data-testid="sandbox-toman">= ${(payable / 10).toLocaleString('en-US')} Toman</p>`);
  });

  it('lists an order whose payment was cancelled at the bank as payable again, unlike a paid or a cheque order', async () => {
    const p = await makeProduct(t, { price: 3_000_000, stock: 10 });
    const s = await shopper(t);
    await readyToOrder(s.c, p, 1);
    const first = (await cart(s.c, 11)).json().data;
    await payInSandbox(s.c, first.paymentUrl, 'cancel');
    await readyToOrder(s.c, p, 1);
    const second = (await cart(s.c, 11)).json().data;
    await payInSandbox(s.c, second.paymentUrl, 'pay');
    const list = (await s.c.get('/api/productOrder/list')).json().data as Array<{ productOrderId: number; status: string; canRetryPayment: boolean }>;
    const byId = new Map(list.map((o) => [o.productOrderId, o]));
    expect(byId.get(first.productOrderId)).toMatchObject({ status: 'cancelled', canRetryPayment: true });
    expect(byId.get(second.productOrderId)).toMatchObject({ status: 'paid', canRetryPayment: false });
    // the list and the order's page agree
    const page = (await s.c.get(`/api/productOrder/${first.productOrderId}`)).json().data;
    expect(page.canRetryPayment).toBe(true);
  });
});

describe('the demo catalogue and pages write numbers as people do (issue 34, item 8)', () => {
  it('a quantity agrees with its number: 1 year, 2 years; 1 год, 3 года, 5 лет', () => {
    expect(q(1, 'year')).toEqual({ fa: '1 سال', en: '1 year', ru: '1 год' });
    expect(q(2, 'year')).toEqual({ fa: '2 سال', en: '2 years', ru: '2 года' });
    expect(q(5, 'year').ru).toBe('5 лет');
    expect(q(1, 'loop').en).toBe('1 loop');
    expect(q(250, 'device')).toMatchObject({ en: '250 devices', ru: '250 устройств' });
    expect(q(6, 'kg')).toEqual({ fa: '6 کیلوگرم', en: '6 kg', ru: '6 кг' });
    // a range reads as the plural
    expect(q('5–100', 'm').en).toBe('5–100 m');
  });

  it('the about page’s founding year is the figure: its label does not repeat it', () => {
    const about = SEED_PAGES.find((p) => p.key === 'about')!;
    const founded = about.facts!.find((f) => f.value === '1385')!;
    expect(founded.label).toEqual({ fa: 'سال تأسیس', en: 'Founded', ru: 'Год основания' });
    for (const f of SEED_PAGES.flatMap((p) => p.facts ?? [])) for (const label of Object.values(f.label)) expect(label).not.toMatch(/\(\d{4}\)/);
  });
});
