import type { ProductCard } from 'contracts/catalog';
import { createTestApp, describeEachDb, type TestApp } from './helpers';
import { insertProduct } from '../src/modules/catalog/products/write';

/**
 * Relevance on a fixed set of queries, in Persian and English, over the seeded catalogue: what a
 * shopper typing each query expects at the top, and what must not be there. Products are named
 * by SKU (the seed's, stable across databases).
 */
describeEachDb('catalog search relevance', (kind) => {
  let t: TestApp;
  const skuOf = new Map<number, string>();
  let trial16: number;

  const search = async (q: string, lang = 'fa', extra = '') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/search?q=${encodeURIComponent(q)}&lang=${lang}&pageSize=60${extra}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as { items: ProductCard[]; total: number };
  };
  /** the SKUs of the results, best first */
  const skus = async (q: string, lang = 'fa') => (await search(q, lang)).items.map((p) => p.sku ?? skuOf.get(p.id) ?? String(p.id));
  const suggest = async (q: string, lang = 'fa') => {
    const res = await t.app.inject({ method: 'GET', url: `/api/product/suggest?q=${encodeURIComponent(q)}&lang=${lang}` });
    expect(res.statusCode).toBe(200);
    return res.json().data as { products: Array<{ id: number; name: string }>; categories: Array<{ label: string }>; brands: Array<{ label: string }> };
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { seed: true });
    const { db } = t.database;
    const cat = Number((await db.selectFrom('categories').select('id').where('label_en', '=', 'powder-extinguishers').executeTakeFirstOrThrow()).id);
    // a 16 kg product, written with Persian digits in Persian: "6 kg" must not find it
    trial16 = await insertProduct(db, {
      categoryId: cat, sku: 'TRIAL-16', name: { fa: 'کپسول آزمایشی ۱۶ کیلوگرمی', en: 'Trial 16 kg powder extinguisher' }, price: 1_000_000, stock: 1,
    });
    for (const r of await db.selectFrom('products').select(['id', 'sku']).execute()) skuOf.set(Number(r.id), String(r.sku));
  });
  afterAll(() => t.close());

  describe('numbers with units are one term', () => {
    const sixKg = ['ATB-P6', 'ATB-C6', 'PI-AE6'];
    const otherKg = ['ATB-P1', 'ATB-P4', 'ATB-P12', 'ATB-P50W', 'ATB-C2', 'HX-C10', 'HX-C25W', 'PI-AE12', 'TRIAL-16'];

    it.each([
      ['6 kg extinguisher', 'en'],
      ['6kg', 'en'],
      ['کپسول ۶ کیلوگرمی', 'fa'],
      ['کپسول ۶ کیلو', 'fa'],
      ['كپسول ٦ كيلويي', 'fa'],
    ])('«%s» finds the 6 kg products first and no 1, 2, 4, 12 or 16 kg one', async (q, lang) => {
      const found = await skus(q, lang);
      expect(found.slice(0, 3).sort()).toEqual([...sixKg].sort());
      for (const other of otherKg) expect(found).not.toContain(other);
    });

    it('«16 kg», «۱۶ کیلوگرم» find the 16 kg product first, not the 6 kg ones (but the 6 kg CO2 one that weighs 16 kg, below it)', async () => {
      for (const [q, lang] of [['16 kg', 'en'], ['۱۶ کیلوگرم', 'fa']]) {
        expect(await skus(q, lang)).toEqual(['TRIAL-16', 'ATB-C6']);
      }
      expect((await search('6 kg', 'en')).items.map((p) => p.id)).not.toContain(trial16);
    });

    it('«2 kg» is the 2 kg CO2 extinguisher, not a 6 kg one that weighs 6.4 or 9.3 kg', async () => {
      const found = await skus('2 kg', 'en');
      expect(found[0]).toBe('ATB-C2');
      expect(found).not.toContain('ATB-P6');
    });

    it('a decimal stays one number: «1.5 inch» is the 1.5-inch nozzle, not the 2.5-inch hose; «۶٫۴ کیلوگرم» the 4 kg extinguisher that weighs 6.4 kg', async () => {
      for (const [q, lang] of [['1.5 inch', 'en'], ['سرلوله ۱٫۵ اینچ', 'fa']]) expect(await skus(q, lang)).toEqual(['AG-N15']);
      expect(await skus('2.5 inch', 'en')).toEqual(['AG-H25']);
      for (const q of ['۶٫۴ کیلوگرم', '6.4 kg']) {
        const found = await skus(q);
        expect(found).toContain('ATB-P4');
        expect(found).not.toContain('ATB-P6');
      }
    });

    it('numbers before a unit share it: «1.2 × 1.8 m», «2–6 inch»', async () => {
      expect(await skus('1.2 m', 'en')).toEqual(['PI-FB1218']);
      expect(await skus('فلوسوییچ ۶ اینچ')).toEqual(['AG-FS']);
    });

    it('other units: watts, zones, degrees, metres', async () => {
      expect((await skus('آژیر ۳۰ وات'))[0]).toBe('PI-OS30');
      expect((await skus('4 zone panel', 'en'))[0]).toBe('NF-C4');
      expect((await skus('کنترل پنل ۸ زون'))[0]).toBe('NF-C8');
      const sprinklers = await skus('اسپرینکلر ۶۸ درجه');
      expect(sprinklers.slice(0, 2).sort()).toEqual(['AG-P68', 'AG-U68']);
      expect(sprinklers).not.toContain('AG-S79');
      expect((await skus('hose reel 30 m', 'en'))[0]).toBe('ATB-HR30');
    });
  });

  describe('one or two typos still find the product', () => {
    it.each(['extingusher', 'extinguisger', 'extniguisher', 'exstinguiser'])('«%s» finds extinguishers', async (q) => {
      const { items, total } = await search(q, 'en');
      expect(total).toBeGreaterThanOrEqual(14);
      expect(items.slice(0, 5).every((p) => /extinguisher/i.test(p.name))).toBe(true);
    });

    it.each([
      ['sprinkelr', 'en', ['AG-P68', 'AG-U68', 'AG-S79']],
      ['اسپرینکر', 'fa', ['AG-P68', 'AG-U68', 'AG-S79']],
      ['smoke detecter', 'en', ['SN-SD100']],
      ['دتکتر دودی', 'fa', ['SN-SD100']],
      ['پتوی نصوز', 'fa', ['PI-FB1218']],
      ['fire blankt', 'en', ['PI-FB1218']],
    ])('«%s» (%s) finds %j first', async (q, lang, expected) => {
      const found = await skus(q, lang);
      expect(found.slice(0, expected.length).sort()).toEqual([...expected].sort());
    });

    it('a Persian word missing a letter («کپسل») finds the extinguishers', async () => {
      const { items } = await search('کپسل آتشنشانی');
      expect(items.length).toBeGreaterThan(5);
      expect(items.slice(0, 5).every((p) => p.name.includes('کپسول'))).toBe(true);
    });

    it('a brand with a typo finds all its products', async () => {
      const found = (await search('nordfeur', 'en')).items;
      const all = (await t.app.inject({ method: 'GET', url: '/api/product/product?pageSize=60' })).json().data.items as ProductCard[];
      const nordfeuer = all.filter((p) => p.brand?.label === 'nordfeuer').map((p) => p.id);
      expect(nordfeuer.length).toBeGreaterThan(3);
      expect(found.map((p) => p.id).sort()).toEqual(nordfeuer.sort());
    });

    it('a word the catalogue has is taken as written: «توکار» (recessed) is not «روکار» (surface-mounted), «powder» is not «power»', async () => {
      const recessed = await skus('جعبه توکار');
      expect(recessed[0]).toBe('ATB-HR2C');
      expect(recessed).not.toContain('ATB-HR30');
      const surface = await skus('جعبه روکار');
      expect(surface[0]).toBe('ATB-HR30');
      expect(surface).not.toContain('ATB-HR2C');
      const powder = (await search('powder', 'en')).items;
      expect(powder.length).toBeGreaterThan(0);
      expect(powder.every((p) => !/siren|light|panel/i.test(p.name))).toBe(true);
    });

    it('nonsense still finds nothing', async () => {
      for (const [q, lang] of [['زیردریایی', 'fa'], ['submarine', 'en'], ['xqzvw', 'en'], ['پمپ‌بنزین‌فضایی', 'fa']]) {
        expect((await search(q, lang)).total).toBe(0);
      }
    });
  });

  describe('ranking', () => {
    it.each([
      ['کپسول پودر و گاز ۶ کیلو', 'fa', ['ATB-P6']],
      ['دتکتور دودی', 'fa', ['SN-SD100']],
      ['smoke detector', 'en', ['SN-SD100']],
      ['پتو نسوز', 'fa', ['PI-FB1218']],
      ['co2 6 kg', 'en', ['ATB-C6']],
      ['کلاه ایمنی', 'fa', ['PI-HL443']],
      ['چراغ اضطراری', 'fa', ['SN-EL3', 'PI-TS2', 'SN-BH65']],
      ['emergency light', 'en', ['SN-EL3', 'PI-TS2', 'SN-BH65']],
      ['sprinkler 68', 'en', ['AG-P68', 'AG-U68']],
      ['nf-c4', 'en', ['NF-C4']],
    ])('«%s» (%s) puts %j first', async (q, lang, expected) => {
      const found = await skus(q, lang);
      expect(found.slice(0, expected.length).sort()).toEqual([...expected].sort());
    });

    it('the name counts more than the description: the fire-extinguisher sign comes after the extinguishers', async () => {
      const found = await skus('کپسول آتش نشانی');
      expect(found.indexOf('PI-FE2020')).toBeGreaterThan(found.indexOf('ATB-P6'));
      expect(found.slice(0, 3).every((s) => s.startsWith('ATB-'))).toBe(true);
    });
  });

  describe('suggestions match the same way', () => {
    it('a typo suggests the products and their category', async () => {
      const en = await suggest('extingusher', 'en');
      expect(en.products.length).toBeGreaterThan(0);
      expect(en.products.every((p) => /extinguisher/i.test(p.name))).toBe(true);
      expect(en.categories.map((c) => c.label)).toContain('fire-extinguishers');
      const fa = await suggest('دتکتر');
      expect(fa.products[0].name).toContain('دتکتور');
      expect(fa.categories.map((c) => c.label)).toContain('دتکتور-دود-و-حرارت');
    });

    it('a quantity suggests the products of that size, then the cabinet made for one', async () => {
      const { products } = await suggest('کپسول ۶ کیلو');
      expect(products.map((p) => skuOf.get(p.id)).slice(0, 3).sort()).toEqual(['ATB-C6', 'ATB-P6', 'PI-AE6']);
      // the double cabinet holds "a 6 kg extinguisher" in its description: after the 6 kg products, and nothing else
      expect(products.map((p) => skuOf.get(p.id)).slice(3)).toEqual(['ATB-HR2C']);
    });

    it('a brand with a typo is suggested', async () => {
      expect((await suggest('nordfeur', 'en')).brands.map((b) => b.label)).toEqual(['nordfeuer']);
    });
  });
});
