import { exampleData } from 'shared-lib/test-utils';
import { adminGetProduct, adminListCategories, type AdminCategory } from 'contracts/admin-catalog';
import { emptyValues, parseWhole, stockChanges, toFormValues, toProductInput } from './values';
import { categoryOptions } from './categories';
import { productSchema, productValidator, setPath } from './schema';
import { mergePictures, movePicture, orderBody, toItems } from './pictures';

const t = (key: string, opts?: Record<string, unknown>) => (opts ? `${key} ${JSON.stringify(opts)}` : key);

test('parseWhole reads Persian, Arabic-Indic and Latin digits with separators, and refuses the rest', () => {
  expect(parseWhole('۱۲')).toBe(12);
  expect(parseWhole('٣٤')).toBe(34);
  expect(parseWhole(' 2,450,000 ')).toBe(2_450_000);
  expect(parseWhole('۲٬۴۵۰٬۰۰۰')).toBe(2_450_000);
  expect(parseWhole('0')).toBe(0);
  for (const bad of ['', ' ', '-3', '-۳', '1.5', '12a', '1e3']) expect(parseWhole(bad)).toBeNull();
});

test('a product becomes form values (amounts in the page digits) and back into the same input', () => {
  const p = exampleData(adminGetProduct);
  const fa = toFormValues(p, 'fa');
  expect(fa.price).toBe('۲۴۵۰۰۰۰');
  expect(fa.stock).toBe('۱۲');
  expect(fa.onInquiry).toBe(false);
  expect(toFormValues(p, 'en').price).toBe('2450000');
  expect(toProductInput(fa)).toEqual({
    categoryId: 43,
    brandId: 2,
    sku: 'PI-EX6',
    name: { fa: 'کپسول آتش‌نشانی ۶ کیلویی', en: '6 kg fire extinguisher', ru: null },
    description: { fa: '<p>پودر و گاز</p>', en: '<p>Dry powder</p>', ru: null },
    price: 2_450_000,
    listPrice: null,
    stock: 12,
    active: true,
    featured: false,
    specifications: [{ lang: 'en', key: 'Weight', value: '6 kg' }],
    videoUrl: null,
  });
});

test('on inquiry sends a null price (and list price), blanks become null and empty rows are dropped', () => {
  const v = {
    ...emptyValues(),
    name: { fa: ' کپسول ', en: ' Extinguisher ', ru: '  ' },
    description: { fa: '<p></p>', en: '', ru: '<p>Огнетушитель</p>' },
    categoryId: 44,
    onInquiry: true,
    price: '1000',
    listPrice: '2000',
    stock: '۷',
    sku: '  ',
    videoUrl: ' https://example.com/v ',
    specifications: [
      { lang: 'fa' as const, key: ' وزن ', value: ' ۶ کیلو ' },
      { lang: 'en' as const, key: '', value: ' ' },
    ],
  };
  expect(toProductInput(v)).toEqual({
    categoryId: 44,
    brandId: null,
    sku: null,
    name: { fa: 'کپسول', en: 'Extinguisher', ru: null },
    description: { fa: null, en: null, ru: '<p>Огнетушитель</p>' },
    price: null,
    listPrice: null,
    stock: 7,
    active: true,
    featured: false,
    specifications: [{ lang: 'fa', key: 'وزن', value: '۶ کیلو' }],
    videoUrl: 'https://example.com/v',
  });
  expect(toProductInput({ ...v, onInquiry: false, price: '۱٬۰۰۰', listPrice: '' })).toMatchObject({ price: 1000, listPrice: null });
});

test('the schema: required names, whole amounts, list price above price, http(s) video, complete specification rows', () => {
  const validate = productValidator(productSchema(t));
  expect(validate({ ...emptyValues(), name: { fa: 'ا', en: 'a', ru: '' }, categoryId: 43, price: '10' })).toEqual({});
  const errors = validate({
    ...emptyValues(),
    name: { fa: '', en: ' ', ru: '' },
    price: '',
    listPrice: '5',
    stock: '-۳',
    videoUrl: 'ftp://x',
    specifications: [
      { lang: 'fa', key: 'وزن', value: '' },
      { lang: 'en', key: '', value: '' },
    ],
  });
  expect(errors).toEqual({
    name: { fa: 'errors.nameFa', en: 'errors.nameEn' },
    categoryId: 'errors.category',
    price: 'errors.priceRequired',
    stock: 'errors.stockWhole',
    videoUrl: 'errors.videoUrl',
    specifications: [{ value: 'errors.specValue' }],
  });
  expect(validate({ ...emptyValues(), name: { fa: 'ا', en: 'a', ru: '' }, categoryId: 43, price: '10', listPrice: '۱۰' })).toEqual({ listPrice: 'errors.listPriceAbovePrice' });
  expect(validate({ ...emptyValues(), name: { fa: 'ا', en: 'a', ru: '' }, categoryId: 43, onInquiry: true, price: 'x', listPrice: 'y', stock: '1000001' })).toEqual({
    stock: 'errors.stockMax {"max":1000000}',
  });
});

test('a changed stock of an existing product needs a reason, sent on one line; a new product or the same stock needs none', () => {
  const loaded = { ...toFormValues(exampleData(adminGetProduct), 'fa'), stockReason: '  شمارش   انبار\n امروز ' };
  expect(loaded.loadedStock).toBe(12);
  expect(stockChanges(loaded)).toBe(false);
  expect(toProductInput(loaded)).not.toHaveProperty('stockReason');
  expect(stockChanges({ ...loaded, stock: '۱۵' })).toBe(true);
  expect(toProductInput({ ...loaded, stock: '۱۵' })).toMatchObject({ stock: 15, stockReason: 'شمارش انبار امروز' });
  // an invalid stock is the stock field's error, not a change; a new product's stock is no change
  expect(stockChanges({ ...loaded, stock: '-۳' })).toBe(false);
  expect(stockChanges({ ...emptyValues(), stock: '40' })).toBe(false);
  expect(toProductInput({ ...emptyValues(), stock: '40', stockReason: 'x' })).not.toHaveProperty('stockReason');

  const validate = productValidator(productSchema(t));
  expect(validate({ ...loaded, stock: '15', stockReason: ' ' })).toEqual({ stockReason: 'errors.stockReasonRequired' });
  expect(validate({ ...loaded, stock: '15', stockReason: 'x'.repeat(201) })).toEqual({ stockReason: 'errors.tooLong {"max":200}' });
  expect(validate({ ...loaded, stock: '15', stockReason: 'Counted' })).toEqual({});
  expect(validate({ ...loaded, stockReason: '' })).toEqual({});
});

test('setPath nests yup paths as final-form reads errors', () => {
  const errors: Record<string, unknown> = {};
  setPath(errors, 'name.en', 'a');
  setPath(errors, 'specifications[2].key', 'b');
  expect(errors).toEqual({ name: { en: 'a' }, specifications: [undefined, undefined, { key: 'b' }] });
});

test('categories come in tree order under 42, each with its path in the page language', () => {
  const base = exampleData(adminListCategories)[0];
  const cat = (id: number, parentId: number, en: string, sortOrder = 0): AdminCategory => ({ ...base, id, parentId, names: { fa: `ف${id}`, en, ru: null }, sortOrder });
  const list = [cat(45, 42, 'Alarms', 1), cat(44, 43, 'Powder'), cat(43, 42, 'Extinguishers', 0), cat(46, 43, 'CO2', -1), cat(99, 7, 'Elsewhere')];
  expect(categoryOptions(list, 'en').map((o) => [o.id, o.path, o.depth])).toEqual([
    [43, 'Extinguishers', 0],
    [46, 'Extinguishers › CO2', 1],
    [44, 'Extinguishers › Powder', 1],
    [45, 'Alarms', 0],
  ]);
  expect(categoryOptions(list, 'fa')[1].path).toBe('ف43 › ف46');
});

test('pictures: merging keeps the order and typed alt texts, moving swaps, the order body sends null for empty alt texts', () => {
  const pic = (id: number) => ({ id, baseUrl: '/api/img/', guidName: `g${id}`, extension: 'webp', alt: { fa: null, en: `p${id}` } });
  let items = toItems([pic(1), pic(2)]);
  items = movePicture(items, 1, -1);
  items[0] = { ...items[0], alt: { fa: 'دو', en: '' } };
  expect(movePicture(items, 0, -1)).toBe(items);
  const merged = mergePictures(items, [pic(1), pic(2), pic(3)]);
  expect(orderBody(merged)).toEqual([
    { id: 2, alt: { fa: 'دو', en: null } },
    { id: 1, alt: { fa: null, en: 'p1' } },
    { id: 3, alt: { fa: null, en: 'p3' } },
  ]);
  expect(mergePictures(merged, [pic(3), pic(1)]).map((it) => it.picture.id)).toEqual([1, 3]);
});
