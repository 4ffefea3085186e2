import { q, V, type L10n, type SpecKey, type SpecValue } from './units';
import type { Shape } from '../images/draw';

export interface SeedProduct {
  cat: string;
  brand: string;
  sku: string;
  name: L10n;
  /** one or two sentences that open the description */
  blurb: L10n;
  /** Rials; null = price on inquiry */
  price: number | null;
  listPrice?: number;
  stock: number;
  color: string;
  shape?: Shape;
  featured?: boolean;
  /** the product's own video (the manufacturer's, https); none of the demo products has one */
  video?: string;
  popularity: number;
  /** [number of ratings, average] */
  rating: [number, number];
  specs: Partial<Record<SpecKey, SpecValue>>;
}

const y = (n: number) => q(n, 'year');
const ext = (fireClass: string, rating: string) => ({ fireClass, rating, standard: 'EN 3-7 / INSO 4969' });

export const PRODUCTS: SeedProduct[] = [
  // ── dry powder ──────────────────────────────────────────────────────────────────────────────
  {
    cat: 'powder-extinguishers', brand: 'atashban', sku: 'ATB-P1', color: '#d32f2f', price: 7_200_000, stock: 60, popularity: 410, rating: [52, 4.5],
    name: { fa: 'کپسول آتش‌نشانی پودر و گاز 1 کیلوگرمی آتش‌بان', en: 'Atashban 1 kg ABC dry powder extinguisher', ru: 'Порошковый огнетушитель Аташбан 1 кг' },
    blurb: {
      fa: 'کپسول جمع‌وجور و سبک برای خودرو و آشپزخانه منزل؛ همراه با بست مخصوص نصب در خودرو.',
      en: 'A light, compact extinguisher for the car and the home kitchen, supplied with a car mounting bracket.',
      ru: 'Лёгкий компактный огнетушитель для автомобиля и кухни, с автомобильным кронштейном.',
    },
    specs: { capacity: q(1, 'kg'), agent: V.abcPowder, ...ext('A B C', '5A 21B C'), pressure: q(14, 'bar'), discharge: q(8, 's'), throw: q(3, 'm'), weight: q(1.9, 'kg'), warranty: y(1) },
  },
  {
    cat: 'powder-extinguishers', brand: 'atashban', sku: 'ATB-P4', color: '#d32f2f', price: 18_500_000, stock: 40, popularity: 260, rating: [31, 4.4],
    name: { fa: 'کپسول آتش‌نشانی پودر و گاز 4 کیلوگرمی آتش‌بان', en: 'Atashban 4 kg ABC dry powder extinguisher', ru: 'Порошковый огнетушитель Аташбан 4 кг' },
    blurb: {
      fa: 'اندازه مناسب برای واحدهای مسکونی، مغازه و دفتر کار؛ شارژ شده با پودر ABC چهل درصد.',
      en: 'The right size for flats, shops and offices, charged with 40% ABC powder.',
      ru: 'Оптимальный размер для квартир, магазинов и офисов; заряжен порошком ABC 40%.',
    },
    specs: { capacity: q(4, 'kg'), agent: V.abcPowder, ...ext('A B C', '13A 89B C'), pressure: q(14, 'bar'), discharge: q(12, 's'), throw: q(5, 'm'), weight: q(6.4, 'kg'), warranty: y(1) },
  },
  {
    cat: 'powder-extinguishers', brand: 'atashban', sku: 'ATB-P6', color: '#c62828', price: 24_500_000, listPrice: 27_000_000, stock: 120, featured: true, popularity: 980, rating: [146, 4.7],
    name: { fa: 'کپسول آتش‌نشانی پودر و گاز 6 کیلوگرمی آتش‌بان', en: 'Atashban 6 kg ABC dry powder extinguisher', ru: 'Порошковый огнетушитель Аташбан 6 кг' },
    blurb: {
      fa: 'پرفروش‌ترین کپسول ما و حداقل الزام سازمان آتش‌نشانی برای هر طبقه ساختمان‌های اداری و تجاری.',
      en: 'Our best seller and the fire brigade’s minimum requirement for each floor of offices and shops.',
      ru: 'Наш бестселлер и минимальное требование пожарной службы для каждого этажа офисов и магазинов.',
    },
    specs: { capacity: q(6, 'kg'), agent: V.abcPowder, ...ext('A B C', '27A 144B C'), pressure: q(14, 'bar'), discharge: q(15, 's'), throw: q(6, 'm'), weight: q(9.3, 'kg'), material: V.steel, warranty: y(1) },
  },
  {
    cat: 'powder-extinguishers', brand: 'atashban', sku: 'ATB-P12', color: '#c62828', price: 42_000_000, stock: 2, popularity: 150, rating: [18, 4.3],
    name: { fa: 'کپسول آتش‌نشانی پودر و گاز 12 کیلوگرمی آتش‌بان', en: 'Atashban 12 kg ABC dry powder extinguisher' },
    blurb: {
      fa: 'برای کارگاه، انبار و پمپ بنزین که به ظرفیت بیشتر و برد پرتاب بلندتر نیاز دارند.',
      en: 'For workshops, warehouses and filling stations that need more agent and a longer throw.',
    },
    specs: { capacity: q(12, 'kg'), agent: V.abcPowder, ...ext('A B C', '43A 233B C'), pressure: q(14, 'bar'), discharge: q(22, 's'), throw: q(7, 'm'), weight: q(17.5, 'kg'), warranty: y(1) },
  },
  {
    cat: 'powder-extinguishers', brand: 'atashban', sku: 'ATB-P50W', color: '#b71c1c', shape: 'wheeled', price: 185_000_000, stock: 1, popularity: 40, rating: [5, 4.8],
    name: { fa: 'کپسول پودر و گاز چرخدار 50 کیلوگرمی آتش‌بان', en: 'Atashban 50 kg wheeled dry powder extinguisher' },
    blurb: {
      fa: 'کپسول چرخدار با شلنگ 5 متری برای پالایشگاه، جایگاه سوخت و سوله‌های صنعتی.',
      en: 'A wheeled unit with a 5 m hose for refineries, fuel depots and industrial sheds.',
    },
    specs: { capacity: q(50, 'kg'), agent: V.abcPowder, fireClass: 'A B C', rating: 'IV A / 233B', pressure: q(15, 'bar'), discharge: q(40, 's'), throw: q(10, 'm'), length: q(5, 'm'), standard: 'EN 1866', warranty: y(1) },
  },
  // ── CO2 ────────────────────────────────────────────────────────────────────────────────────
  {
    cat: 'co2-extinguishers', brand: 'atashban', sku: 'ATB-C2', color: '#263238', price: 38_000_000, stock: 25, popularity: 310, rating: [40, 4.6],
    name: { fa: 'کپسول آتش‌نشانی CO2 دو کیلوگرمی آتش‌بان', en: 'Atashban 2 kg CO2 extinguisher', ru: 'Углекислотный огнетушитель Аташбан 2 кг' },
    blurb: {
      fa: 'بدون باقی‌مانده و مناسب اتاق سرور، تابلو برق و تجهیزات آزمایشگاهی.',
      en: 'Leaves no residue: suitable for server rooms, switchboards and laboratory equipment.',
      ru: 'Не оставляет следов: для серверных, электрощитов и лабораторного оборудования.',
    },
    specs: { capacity: q(2, 'kg'), agent: V.co2, fireClass: 'B, E', rating: '34B', pressure: q(174, 'bar'), discharge: q(8, 's'), material: V.aluminium, weight: q(6.1, 'kg'), standard: 'EN 3-7', warranty: y(1) },
  },
  {
    cat: 'co2-extinguishers', brand: 'atashban', sku: 'ATB-C6', color: '#212121', price: 72_000_000, stock: 14, featured: true, popularity: 520, rating: [77, 4.6],
    name: { fa: 'کپسول آتش‌نشانی CO2 شش کیلوگرمی آتش‌بان', en: 'Atashban 6 kg CO2 extinguisher', ru: 'Углекислотный огнетушитель Аташбан 6 кг' },
    blurb: {
      fa: 'کپسول استاندارد برای موتورخانه، آسانسور و اتاق‌های برق؛ شیپوری عایق برای جلوگیری از سرمازدگی دست.',
      en: 'The standard choice for plant rooms, lift machine rooms and electrical rooms, with an insulated horn.',
      ru: 'Стандарт для котельных, машинных отделений лифтов и электрощитовых; раструб с изоляцией.',
    },
    specs: { capacity: q(6, 'kg'), agent: V.co2, fireClass: 'B, E', rating: '89B', pressure: q(174, 'bar'), discharge: q(14, 's'), material: V.steel, weight: q(16, 'kg'), standard: 'EN 3-7', warranty: y(1) },
  },
  {
    cat: 'co2-extinguishers', brand: 'hexa', sku: 'HX-C10', color: '#212121', price: 118_000_000, stock: 0, popularity: 90, rating: [9, 4.2],
    name: { fa: 'کپسول CO2 ده کیلوگرمی هگزا', en: 'Hexa 10 kg CO2 extinguisher' },
    blurb: { fa: 'کپسول CO2 صنعتی با شیر برنجی و شیپوری چرخان.', en: 'An industrial CO2 extinguisher with a brass valve and swivel horn.' },
    specs: { capacity: q(10, 'kg'), agent: V.co2, fireClass: 'B, E', rating: '113B', discharge: q(18, 's'), weight: q(27, 'kg'), standard: 'EN 3-7', warranty: y(2) },
  },
  {
    cat: 'co2-extinguishers', brand: 'hexa', sku: 'HX-C25W', color: '#212121', shape: 'wheeledco2', price: null, stock: 3, popularity: 25, rating: [2, 5],
    name: { fa: 'کپسول CO2 چرخدار 25 کیلوگرمی هگزا', en: 'Hexa 25 kg wheeled CO2 extinguisher' },
    blurb: { fa: 'برای نیروگاه و پست برق؛ قیمت بر اساس تعداد سفارش اعلام می‌شود.', en: 'For power plants and substations; priced per order quantity.' },
    specs: { capacity: q(25, 'kg'), agent: V.co2, fireClass: 'B, E', discharge: q(30, 's'), length: q(5, 'm'), standard: 'EN 1866', warranty: y(2) },
  },
  // ── foam & water ───────────────────────────────────────────────────────────────────────────
  {
    cat: 'foam-water-extinguishers', brand: 'atashban', sku: 'ATB-F6', color: '#ef6c00', price: 29_000_000, stock: 30, popularity: 140, rating: [21, 4.4],
    name: { fa: 'کپسول آتش‌نشانی فوم 6 لیتری آتش‌بان', en: 'Atashban 6 L AFFF foam extinguisher' },
    blurb: { fa: 'فوم AFFF با لایه‌ای که از شعله‌وری دوباره سوخت جلوگیری می‌کند؛ مناسب پارکینگ و تعمیرگاه.', en: 'AFFF foam seals the fuel surface against re-ignition; ideal for car parks and garages.' },
    specs: { capacity: q(6, 'l'), agent: { fa: 'محلول فوم AFFF سه درصد', en: '3% AFFF foam solution' }, ...ext('A B', '21A 183B'), pressure: q(12, 'bar'), discharge: q(30, 's'), throw: q(5, 'm'), warranty: y(1) },
  },
  {
    cat: 'foam-water-extinguishers', brand: 'atashban', sku: 'ATB-W6', color: '#e65100', price: 21_000_000, stock: 18, popularity: 95, rating: [12, 4.1],
    name: { fa: 'کپسول آب و گاز 6 لیتری آتش‌بان', en: 'Atashban 6 L water extinguisher' },
    blurb: { fa: 'برای آتش چوب، کاغذ و پارچه در مدارس، کتابخانه و انبار.', en: 'For wood, paper and textile fires in schools, libraries and stores.' },
    specs: { capacity: q(6, 'l'), agent: { fa: 'آب با افزودنی ضدیخ', en: 'Water with antifreeze additive' }, ...ext('A', '13A'), pressure: q(12, 'bar'), discharge: q(35, 's'), throw: q(6, 'm'), warranty: y(1) },
  },
  {
    cat: 'foam-water-extinguishers', brand: 'atashban', sku: 'ATB-K6', color: '#f57c00', shape: 'wetchem', price: 46_000_000, stock: 9, popularity: 120, rating: [15, 4.6],
    name: { fa: 'کپسول کلاس F آشپزخانه 6 لیتری آتش‌بان', en: 'Atashban 6 L class F wet chemical extinguisher', ru: 'Огнетушитель класса F Аташбан 6 л' },
    blurb: {
      fa: 'مخصوص آتش روغن و چربی در آشپزخانه رستوران‌ها؛ با نازل بلند برای پاشش آرام.',
      en: 'Made for cooking-oil fires in restaurant kitchens, with a long lance for a gentle spray.',
      ru: 'Для тушения масла и жиров на кухнях ресторанов; длинный ствол для мягкой подачи.',
    },
    specs: { capacity: q(6, 'l'), agent: { fa: 'محلول شیمیایی مرطوب (پتاسیم استات)', en: 'Wet chemical (potassium acetate)', ru: 'Раствор ацетата калия' }, ...ext('A F', '13A 75F'), pressure: q(12, 'bar'), discharge: q(40, 's'), warranty: y(1) },
  },
  // ── automatic ──────────────────────────────────────────────────────────────────────────────
  {
    cat: 'automatic-extinguishers', brand: 'pars-imen', sku: 'PI-AE6', color: '#ad1457', price: 31_000_000, stock: 22, popularity: 180, rating: [26, 4.3],
    name: { fa: 'کپسول اتوماتیک سقفی 6 کیلوگرمی پارس ایمن', en: 'Pars Imen 6 kg automatic ceiling extinguisher' },
    blurb: { fa: 'با رسیدن دما به 68 درجه، حباب شیشه‌ای می‌شکند و پودر روی 9 متر مربع پخش می‌شود.', en: 'At 68 °C the glass bulb bursts and powder covers 9 m² with no one present.' },
    specs: { capacity: q(6, 'kg'), agent: V.abcPowder, temperature: q(68, 'c'), coverage: q(9, 'm2'), pressure: q(14, 'bar'), warranty: y(1) },
  },
  {
    cat: 'automatic-extinguishers', brand: 'pars-imen', sku: 'PI-AE12', color: '#880e4f', price: 49_500_000, stock: 0, popularity: 70, rating: [8, 4.5],
    name: { fa: 'کپسول اتوماتیک سقفی 12 کیلوگرمی پارس ایمن', en: 'Pars Imen 12 kg automatic ceiling extinguisher' },
    blurb: { fa: 'پوشش 18 متر مربع برای انبار و موتورخانه‌های بزرگ.', en: 'Covers 18 m² in warehouses and large plant rooms.' },
    specs: { capacity: q(12, 'kg'), agent: V.abcPowder, temperature: q(68, 'c'), coverage: q(18, 'm2'), pressure: q(14, 'bar'), warranty: y(1) },
  },
  // ── panels ─────────────────────────────────────────────────────────────────────────────────
  {
    cat: 'fire-alarm-panels', brand: 'nordfeuer', sku: 'NF-C4', color: '#d32f2f', price: 165_000_000, stock: 12, featured: true, popularity: 430, rating: [39, 4.6],
    name: { fa: 'کنترل پنل اعلام حریق متعارف 4 زون نوردفویر NF-C4', en: 'Nordfeuer NF-C4 4-zone conventional fire alarm panel', ru: 'Неадресный прибор Нордфойер NF-C4 на 4 зоны' },
    blurb: {
      fa: 'پنل متعارف ساده و مطمئن برای ساختمان‌های مسکونی و اداری کوچک؛ منوی فارسی و دو خروجی آژیر.',
      en: 'A simple, dependable conventional panel for small residential and office buildings, with two sounder outputs.',
      ru: 'Простой и надёжный прибор для небольших жилых и офисных зданий, два выхода на оповещатели.',
    },
    specs: { model: 'NF-C4', zones: q(4, 'zone'), voltage: { fa: '230 ولت AC / 24 ولت DC', en: '230 V AC / 24 V DC', ru: '230 В AC / 24 В DC' }, battery: { fa: '2 عدد 12 ولت 7 آمپر', en: '2 × 12 V 7 Ah', ru: '2 × 12 В 7 А·ч' }, dimensions: '330 × 260 × 90 mm', standard: 'EN 54-2 / EN 54-4', warranty: y(2) },
  },
  {
    cat: 'fire-alarm-panels', brand: 'nordfeuer', sku: 'NF-C8', color: '#c62828', price: 235_000_000, stock: 6, popularity: 210, rating: [22, 4.5],
    name: { fa: 'کنترل پنل اعلام حریق متعارف 8 زون نوردفویر NF-C8', en: 'Nordfeuer NF-C8 8-zone conventional fire alarm panel' },
    blurb: { fa: 'هشت زون مستقل با قابلیت تأخیر آژیر و خروجی رله برای قطع برق و هواساز.', en: 'Eight zones with sounder delay and relay outputs to shut down power and air handlers.' },
    specs: { model: 'NF-C8', zones: q(8, 'zone'), battery: { fa: '2 عدد 12 ولت 12 آمپر', en: '2 × 12 V 12 Ah' }, dimensions: '420 × 320 × 110 mm', standard: 'EN 54-2 / EN 54-4', warranty: y(2) },
  },
  {
    cat: 'fire-alarm-panels', brand: 'nordfeuer', sku: 'NF-A1', color: '#b71c1c', price: null, stock: 4, popularity: 160, rating: [11, 4.8],
    name: { fa: 'کنترل پنل آدرس‌پذیر یک لوپ نوردفویر NF-A1', en: 'Nordfeuer NF-A1 single-loop addressable panel', ru: 'Адресный прибор Нордфойер NF-A1 на 1 шлейф' },
    blurb: {
      fa: 'هر دتکتور با آدرس خودش گزارش می‌شود؛ مناسب هتل، بیمارستان و برج‌های اداری. قیمت همراه با طراحی سیستم اعلام می‌شود.',
      en: 'Every detector reports its own address: for hotels, hospitals and office towers. Priced with the system design.',
      ru: 'Каждый извещатель передаёт свой адрес: для гостиниц, больниц и офисных башен. Цена — по проекту.',
    },
    specs: { model: 'NF-A1', loops: q(1, 'loop'), perLoop: q(250, 'device'), voltage: { fa: '230 ولت AC', en: '230 V AC', ru: '230 В AC' }, standard: 'EN 54-2 / EN 54-4', warranty: y(3) },
  },
  {
    cat: 'fire-alarm-panels', brand: 'nordfeuer', sku: 'NF-A4', color: '#b71c1c', price: null, stock: 0, popularity: 60, rating: [4, 5],
    name: { fa: 'کنترل پنل آدرس‌پذیر چهار لوپ نوردفویر NF-A4 با نمایشگر لمسی', en: 'Nordfeuer NF-A4 four-loop addressable panel with touch screen' },
    blurb: { fa: 'تا 1000 آدرس، نمایشگر لمسی 7 اینچ و امکان شبکه کردن تا 32 پنل.', en: 'Up to 1000 addresses, a 7-inch touch screen and networking of up to 32 panels.' },
    specs: { model: 'NF-A4', loops: q(4, 'loop'), perLoop: q(250, 'device'), standard: 'EN 54-2 / EN 54-4', warranty: y(3) },
  },
  {
    cat: 'fire-alarm-panels', brand: 'nordfeuer', sku: 'NF-R1', color: '#e53935', shape: 'repeater', price: 89_000_000, stock: 3, popularity: 45, rating: [6, 4.3],
    name: { fa: 'پنل تکرارکننده نوردفویر NF-R1', en: 'Nordfeuer NF-R1 repeater panel' },
    blurb: { fa: 'نمایش وضعیت پنل اصلی در لابی یا اتاق نگهبانی.', en: 'Shows the main panel’s status in the lobby or the guard room.' },
    specs: { model: 'NF-R1', voltage: q(24, 'v'), dimensions: '250 × 180 × 50 mm', warranty: y(2) },
  },
  // ── detectors ──────────────────────────────────────────────────────────────────────────────
  {
    cat: 'fire-detectors', brand: 'sentinel', sku: 'SN-SD100', color: '#eceff1', shape: 'detector', price: 6_200_000, stock: 340, featured: true, popularity: 1200, rating: [188, 4.6],
    name: { fa: 'دتکتور دودی نوری متعارف سنتینل SD-100', en: 'Sentinel SD-100 conventional optical smoke detector', ru: 'Оптический дымовой извещатель Сентинел SD-100' },
    blurb: {
      fa: 'دتکتور دودی پرفروش با محفظه ضد حشره و چراغ LED چشمک‌زن برای نمایش سلامت.',
      en: 'Our best-selling smoke detector, with an insect-proof chamber and a blinking health LED.',
      ru: 'Самый продаваемый дымовой извещатель: защита от насекомых и мигающий индикатор исправности.',
    },
    specs: { model: 'SD-100', sensor: V.optical, coverage: q(80, 'm2'), voltage: q('9–33', 'v'), temperature: q('-10 … +55', 'c'), ip: 'IP43', standard: 'EN 54-7', warranty: y(2) },
  },
  {
    cat: 'fire-detectors', brand: 'sentinel', sku: 'SN-HD100', color: '#eceff1', shape: 'heat', price: 5_400_000, stock: 210, popularity: 640, rating: [92, 4.5],
    name: { fa: 'دتکتور حرارتی افزایشی سنتینل HD-100', en: 'Sentinel HD-100 rate-of-rise heat detector' },
    blurb: { fa: 'برای آشپزخانه، پارکینگ و محیط‌های پرگردوغبار که دتکتور دودی هشدار کاذب می‌دهد.', en: 'For kitchens, car parks and dusty areas where a smoke detector would false-alarm.' },
    specs: { model: 'HD-100', sensor: { fa: 'ترمیستور، افزایشی و ثابت 58 درجه', en: 'Thermistor, rate-of-rise plus fixed 58 °C' }, coverage: q(50, 'm2'), voltage: q('9–33', 'v'), standard: 'EN 54-5 A1R', warranty: y(2) },
  },
  {
    cat: 'fire-detectors', brand: 'nordfeuer', sku: 'NF-MS2', color: '#fafafa', shape: 'detector', price: 19_800_000, stock: 75, featured: true, popularity: 300, rating: [28, 4.7],
    name: { fa: 'دتکتور ترکیبی دود و حرارت آدرس‌پذیر نوردفویر NF-MS2', en: 'Nordfeuer NF-MS2 addressable multi-sensor detector', ru: 'Адресный комбинированный извещатель Нордфойер NF-MS2' },
    blurb: {
      fa: 'ترکیب حسگر نوری و حرارتی با الگوریتم کاهش هشدار کاذب؛ ایزولاتور داخلی.',
      en: 'Optical and heat sensing with a false-alarm filter and a built-in loop isolator.',
      ru: 'Оптический и тепловой каналы с фильтром ложных тревог и встроенным изолятором.',
    },
    specs: { model: 'NF-MS2', sensor: { fa: 'نوری + حرارتی', en: 'Optical + heat', ru: 'Оптический + тепловой' }, coverage: q(80, 'm2'), standard: 'EN 54-7 / EN 54-5 / EN 54-17', warranty: y(3) },
  },
  {
    cat: 'fire-detectors', brand: 'sentinel', sku: 'SN-BD100', color: '#cfd8dc', shape: 'beam', price: 148_000_000, stock: 2, popularity: 35, rating: [3, 4.7],
    name: { fa: 'دتکتور بیم منعکس‌کننده 100 متری سنتینل BD-100', en: 'Sentinel BD-100 reflective beam detector, 100 m' },
    blurb: { fa: 'برای سوله، سالن ورزشی و آتریوم‌های بلند با یک دستگاه و یک رفلکتور.', en: 'For sheds, sports halls and tall atriums with one unit and one reflector.' },
    specs: { model: 'BD-100', sensor: { fa: 'پرتوی مادون قرمز', en: 'Infrared beam' }, length: q('5–100', 'm'), standard: 'EN 54-12', warranty: y(2) },
  },
  {
    cat: 'fire-detectors', brand: 'sentinel', sku: 'SN-GD20', color: '#f5f5f5', shape: 'gas', price: 14_500_000, stock: 0, popularity: 220, rating: [47, 4.2],
    name: { fa: 'دتکتور گاز شهری و LPG سنتینل GD-20', en: 'Sentinel GD-20 natural gas and LPG detector' },
    blurb: { fa: 'هشدار نشت گاز با آژیر 85 دسی‌بل و خروجی برای شیر برقی قطع گاز.', en: 'Warns of gas leaks with an 85 dB sounder and drives a gas shut-off valve.' },
    specs: { model: 'GD-20', sensor: { fa: 'کاتالیستی', en: 'Catalytic' }, voltage: q(230, 'v'), sound: q(85, 'db'), standard: 'EN 50194', warranty: y(1) },
  },
  // ── call points & sounders ─────────────────────────────────────────────────────────────────
  {
    cat: 'call-points-sounders', brand: 'sentinel', sku: 'SN-MCP1', color: '#d32f2f', price: 4_900_000, stock: 150, popularity: 380, rating: [45, 4.4],
    name: { fa: 'شستی اعلام حریق ریست‌شونده سنتینل MCP-1', en: 'Sentinel MCP-1 resettable manual call point' },
    blurb: { fa: 'بدون شیشه شکستنی؛ با کلید مخصوص به حالت عادی برمی‌گردد.', en: 'No glass to break: reset with the supplied key.' },
    specs: { model: 'MCP-1', material: V.abs, ip: 'IP24', standard: 'EN 54-11', warranty: y(2) },
  },
  {
    cat: 'call-points-sounders', brand: 'sentinel', sku: 'SN-SB24', color: '#e53935', shape: 'siren', price: 8_700_000, stock: 95, popularity: 260, rating: [33, 4.5],
    name: { fa: 'آژیر و فلاشر اعلام حریق سنتینل SB-24', en: 'Sentinel SB-24 sounder beacon', ru: 'Свето-звуковой оповещатель Сентинел SB-24' },
    blurb: {
      fa: 'آژیر 100 دسی‌بل با فلاشر LED قرمز و 32 نوع صدای قابل انتخاب.',
      en: 'A 100 dB sounder with a red LED beacon and 32 selectable tones.',
      ru: 'Оповещатель 100 дБ с красным светодиодным маяком и 32 тонами.',
    },
    specs: { model: 'SB-24', sound: q(100, 'db'), voltage: q(24, 'v'), ip: 'IP65', standard: 'EN 54-3 / EN 54-23', warranty: y(2) },
  },
  {
    cat: 'call-points-sounders', brand: 'nordfeuer', sku: 'NF-MCP', color: '#c62828', price: 11_200_000, stock: 40, popularity: 90, rating: [10, 4.6],
    name: { fa: 'شستی آدرس‌پذیر نوردفویر NF-MCP', en: 'Nordfeuer NF-MCP addressable call point' },
    blurb: { fa: 'شستی آدرس‌پذیر با ایزولاتور داخلی برای پنل‌های سری NF-A.', en: 'An addressable call point with a built-in isolator for NF-A panels.' },
    specs: { model: 'NF-MCP', material: V.abs, standard: 'EN 54-11 / EN 54-17', warranty: y(3) },
  },
  {
    cat: 'call-points-sounders', brand: 'pars-imen', sku: 'PI-OS30', color: '#ff7043', shape: 'siren', price: 12_600_000, stock: 1, popularity: 55, rating: [7, 4.1],
    name: { fa: 'آژیر بیرونی 30 وات پارس ایمن', en: 'Pars Imen 30 W outdoor siren' },
    blurb: { fa: 'آژیر بلندگو‌دار برای نما و محوطه با شنوایی تا 500 متر.', en: 'A horn siren for façades and yards, audible up to 500 m.' },
    specs: { sound: q(120, 'db'), voltage: q(12, 'v'), ip: 'IP66', warranty: y(1) },
  },
  // ── sprinklers & valves ────────────────────────────────────────────────────────────────────
  {
    cat: 'sprinklers-water-suppression', brand: 'aquaguard', sku: 'AG-P68', color: '#d32f2f', shape: 'sprinkler', price: 2_150_000, stock: 900, featured: true, popularity: 860, rating: [120, 4.7],
    name: { fa: 'اسپرینکلر آویز 68 درجه آکواگارد K5.6', en: 'AquaGuard pendent sprinkler 68 °C K5.6', ru: 'Спринклер АкваГард подвесной 68 °C K5.6' },
    blurb: {
      fa: 'اسپرینکلر آویز پاسخ سریع با حباب قرمز؛ متداول‌ترین گزینه برای دفاتر و فروشگاه‌ها.',
      en: 'A quick-response pendent sprinkler with a red bulb, the usual choice for offices and shops.',
      ru: 'Подвесной спринклер быстрого реагирования с красной колбой для офисов и магазинов.',
    },
    specs: { temperature: q(68, 'c'), kFactor: '5.6 (80 metric)', thread: '1/2" NPT', response: V.quick, material: V.brass, pressure: q(12, 'bar'), standard: 'UL 199 / FM', warranty: y(5) },
  },
  {
    cat: 'sprinklers-water-suppression', brand: 'aquaguard', sku: 'AG-U68', color: '#d32f2f', shape: 'upright', price: 2_150_000, stock: 640, popularity: 410, rating: [54, 4.6],
    name: { fa: 'اسپرینکلر ایستاده 68 درجه آکواگارد K5.6', en: 'AquaGuard upright sprinkler 68 °C K5.6' },
    blurb: { fa: 'برای فضاهای بدون سقف کاذب مانند پارکینگ و انبار.', en: 'For spaces without a false ceiling such as car parks and warehouses.' },
    specs: { temperature: q(68, 'c'), kFactor: '5.6 (80 metric)', thread: '1/2" NPT', response: V.quick, material: V.brass, standard: 'UL 199 / FM', warranty: y(5) },
  },
  {
    cat: 'sprinklers-water-suppression', brand: 'aquaguard', sku: 'AG-S79', color: '#fbc02d', shape: 'sidewall', price: 3_300_000, stock: 210, popularity: 150, rating: [17, 4.4],
    name: { fa: 'اسپرینکلر دیواری 79 درجه آکواگارد', en: 'AquaGuard horizontal sidewall sprinkler 79 °C' },
    blurb: { fa: 'برای راهروها و اتاق‌های هتل که لوله‌کشی سقفی ممکن نیست.', en: 'For corridors and hotel rooms where ceiling pipework is not possible.' },
    specs: { temperature: q(79, 'c'), kFactor: '5.6', thread: '1/2" NPT', response: V.standardResp, standard: 'UL 199', warranty: y(5) },
  },
  {
    cat: 'sprinklers-water-suppression', brand: 'aquaguard', sku: 'AG-AV100', color: '#b71c1c', shape: 'valve', price: null, stock: 2, popularity: 30, rating: [3, 4.7],
    name: { fa: 'شیر آلارم چک ولو 4 اینچ آکواگارد', en: 'AquaGuard 4-inch alarm check valve' },
    blurb: { fa: 'ست کامل با گیج‌ها، محفظه تأخیر و زنگ آبی؛ قیمت با توجه به ست انتخابی اعلام می‌شود.', en: 'Complete trim with gauges, retard chamber and water motor gong; priced per chosen trim.' },
    specs: { diameter: q(4, 'inch'), pressure: q(17.2, 'bar'), standard: 'UL 193 / FM', warranty: y(2) },
  },
  {
    cat: 'sprinklers-water-suppression', brand: 'aquaguard', sku: 'AG-FS', color: '#1565c0', shape: 'flowswitch', price: 23_800_000, stock: 35, popularity: 100, rating: [12, 4.5],
    name: { fa: 'فلوسوییچ آکواگارد 2 تا 6 اینچ', en: 'AquaGuard vane flow switch, 2–6 inch' },
    blurb: { fa: 'ارسال سیگنال جریان آب به پنل اعلام حریق با تأخیر قابل تنظیم تا 90 ثانیه.', en: 'Signals water flow to the fire alarm panel with an adjustable delay of up to 90 s.' },
    specs: { diameter: q('2–6', 'inch'), pressure: q(31, 'bar'), standard: 'UL 346', warranty: y(2) },
  },
  // ── hose reels ─────────────────────────────────────────────────────────────────────────────
  {
    cat: 'fire-hose-reels', brand: 'atashban', sku: 'ATB-HR30', color: '#c62828', price: 96_000_000, stock: 15, featured: true, popularity: 340, rating: [36, 4.6],
    name: { fa: 'جعبه آتش‌نشانی تک‌کابین روکار با قرقره 30 متری آتش‌بان', en: 'Atashban single surface-mounted hose reel cabinet, 30 m' },
    blurb: { fa: 'جعبه روکار با شلنگ نیمه‌سخت 30 متری، شیر فلکه 1 اینچ و سرلوله سه‌حالته.', en: 'A surface cabinet with a 30 m semi-rigid hose, 1-inch valve and three-position nozzle.' },
    specs: { dimensions: '75 × 75 × 25 cm', length: q(30, 'm'), diameter: q(25, 'mm'), material: { fa: 'ورق گالوانیزه 1 میلی‌متر', en: '1 mm galvanised steel' }, standard: 'EN 671-1', warranty: y(2) },
  },
  {
    cat: 'fire-hose-reels', brand: 'atashban', sku: 'ATB-HR2C', color: '#b71c1c', shape: 'cabinet2', price: 128_000_000, stock: 7, popularity: 160, rating: [14, 4.5],
    name: { fa: 'جعبه آتش‌نشانی دوکابین توکار آتش‌بان', en: 'Atashban recessed double cabinet (hose reel and extinguisher)' },
    blurb: { fa: 'یک کابین برای قرقره و یک کابین برای کپسول 6 کیلوگرمی؛ نصب توکار در دیوار.', en: 'One compartment for the reel and one for a 6 kg extinguisher, recessed into the wall.' },
    specs: { dimensions: '120 × 75 × 25 cm', length: q(30, 'm'), standard: 'EN 671-1', warranty: y(2) },
  },
  {
    cat: 'fire-hose-reels', brand: 'aquaguard', sku: 'AG-H25', color: '#f5f5f5', shape: 'hose', price: 18_900_000, stock: 48, popularity: 120, rating: [16, 4.3],
    name: { fa: 'شلنگ برزنتی 2.5 اینچ 20 متری آکواگارد', en: 'AquaGuard 2.5-inch lay-flat fire hose, 20 m' },
    blurb: { fa: 'شلنگ برزنتی با پوشش داخلی EPDM و کوپلینگ استورز.', en: 'A lay-flat hose with EPDM lining and Storz couplings.' },
    specs: { length: q(20, 'm'), diameter: q(2.5, 'inch'), pressure: q(16, 'bar'), standard: 'EN 14540', warranty: y(1) },
  },
  {
    cat: 'fire-hose-reels', brand: 'aquaguard', sku: 'AG-N15', color: '#c9a227', shape: 'nozzle', price: 7_400_000, stock: 0, popularity: 60, rating: [9, 4.2],
    name: { fa: 'سرلوله برنجی 1.5 اینچ آکواگارد', en: 'AquaGuard 1.5-inch brass jet/spray nozzle' },
    blurb: { fa: 'سرلوله دوحالته جت و اسپری با بدنه برنجی.', en: 'A two-position jet and spray nozzle with a brass body.' },
    specs: { diameter: q(1.5, 'inch'), material: V.brass, warranty: y(1) },
  },
  // ── gas suppression ────────────────────────────────────────────────────────────────────────
  {
    cat: 'gas-suppression-systems', brand: 'hexa', sku: 'HX-FM40', color: '#d32f2f', shape: 'cylinder', price: null, stock: 3, popularity: 80, rating: [6, 4.8],
    name: { fa: 'سیستم اطفای گازی FM-200 سیلندر 40 لیتری هگزا', en: 'Hexa FM-200 clean agent system, 40 L cylinder', ru: 'Система газового пожаротушения Хекса FM-200, баллон 40 л' },
    blurb: {
      fa: 'حفاظت اتاق سرور و آرشیو بدون آسیب به تجهیزات؛ تخلیه کامل در کمتر از 10 ثانیه. قیمت پس از محاسبه حجم اتاق اعلام می‌شود.',
      en: 'Protects server rooms and archives without harming equipment; full discharge in under 10 s. Priced after the room is sized.',
      ru: 'Защищает серверные и архивы без вреда для оборудования; выпуск менее чем за 10 с. Цена — после расчёта объёма.',
    },
    specs: { capacity: q(40, 'l'), agent: { fa: 'HFC-227ea (FM-200)', en: 'HFC-227ea (FM-200)', ru: 'ХФУ-227ea (FM-200)' }, pressure: q(25, 'bar'), discharge: q(10, 's'), standard: 'NFPA 2001 / ISO 14520', warranty: y(2) },
  },
  {
    cat: 'gas-suppression-systems', brand: 'hexa', sku: 'HX-NV80', color: '#7b1fa2', shape: 'cylinder', price: null, stock: 1, popularity: 40, rating: [2, 5],
    name: { fa: 'سیستم اطفای نووک 1230 سیلندر 80 لیتری هگزا', en: 'Hexa Novec 1230 system, 80 L cylinder' },
    blurb: { fa: 'ماده اطفایی با کمترین اثر زیست‌محیطی برای مراکز داده و موزه‌ها.', en: 'The agent with the lowest environmental impact, for data centres and museums.' },
    specs: { capacity: q(80, 'l'), agent: 'FK-5-1-12 (Novec 1230)', pressure: q(42, 'bar'), discharge: q(10, 's'), standard: 'NFPA 2001', warranty: y(2) },
  },
  {
    cat: 'gas-suppression-systems', brand: 'hexa', sku: 'HX-KS9', color: '#9e9e9e', shape: 'kitchen', price: 265_000_000, stock: 4, popularity: 65, rating: [5, 4.6],
    name: { fa: 'سیستم اطفای هود آشپزخانه صنعتی هگزا KS-9', en: 'Hexa KS-9 kitchen hood suppression system' },
    blurb: { fa: 'سیستم مکانیکی با لینک ذوب‌شونده و قطع خودکار گاز برای هودهای تا 3 متر.', en: 'A mechanical system with fusible links and automatic gas shut-off for hoods up to 3 m.' },
    specs: { capacity: q(9, 'l'), agent: { fa: 'شیمیایی مرطوب', en: 'Wet chemical' }, standard: 'UL 300', warranty: y(2) },
  },
  // ── signs ──────────────────────────────────────────────────────────────────────────────────
  {
    cat: 'safety-signs', brand: 'pars-imen', sku: 'PI-EX3015', color: '#2e7d32', shape: 'sign', price: 1_450_000, stock: 500, popularity: 300, rating: [40, 4.4],
    name: { fa: 'تابلو شب‌نما خروج اضطراری 30×15 پارس ایمن', en: 'Pars Imen photoluminescent exit sign 30×15' },
    blurb: { fa: 'تابلو خروج با پیکتوگرام استاندارد و شب‌نمایی تا 8 ساعت پس از قطع برق.', en: 'An exit sign with the standard pictogram that glows for up to 8 hours after a power cut.' },
    specs: { dimensions: '30 × 15 cm', material: { fa: 'PVC فشرده 2 میلی‌متر', en: '2 mm rigid PVC' }, standard: 'ISO 7010 E001', warranty: y(3) },
  },
  {
    cat: 'safety-signs', brand: 'pars-imen', sku: 'PI-FE2020', color: '#d32f2f', shape: 'signext', price: 980_000, stock: 320, popularity: 190, rating: [25, 4.3],
    name: { fa: 'تابلو شب‌نما محل کپسول آتش‌نشانی پارس ایمن', en: 'Pars Imen photoluminescent fire extinguisher sign' },
    blurb: { fa: 'برای نصب بالای محل کپسول تا در تاریکی هم پیدا شود.', en: 'Mount above each extinguisher so it can be found in the dark.' },
    specs: { dimensions: '20 × 20 cm', standard: 'ISO 7010 F001', warranty: y(3) },
  },
  {
    cat: 'safety-signs', brand: 'pars-imen', sku: 'PI-AP6040', color: '#388e3c', shape: 'signassembly', price: 3_200_000, stock: 0, popularity: 50, rating: [6, 4.5],
    name: { fa: 'تابلو نقطه تجمع آلومینیومی 60×40 پارس ایمن', en: 'Pars Imen aluminium assembly point sign 60×40' },
    blurb: { fa: 'تابلو فضای باز با ورق آلومینیوم و برچسب رفلکتیو.', en: 'An outdoor sign on aluminium sheet with reflective film.' },
    specs: { dimensions: '60 × 40 cm', material: { fa: 'آلومینیوم 1.5 میلی‌متر با برچسب رفلکتیو', en: '1.5 mm aluminium, reflective film' }, standard: 'ISO 7010 E007', warranty: y(3) },
  },
  // ── emergency lighting ─────────────────────────────────────────────────────────────────────
  {
    cat: 'emergency-lighting', brand: 'sentinel', sku: 'SN-EL3', color: '#2e7d32', shape: 'exitlight', price: 9_800_000, stock: 130, popularity: 280, rating: [38, 4.5],
    name: { fa: 'چراغ خروج اضطراری LED سنتینل EL-3', en: 'Sentinel EL-3 LED emergency exit light' },
    blurb: { fa: 'تابلو خروج نورانی با باتری لیتیومی و 3 ساعت کارکرد پس از قطع برق.', en: 'An illuminated exit sign with a lithium battery and 3 hours of autonomy.' },
    specs: { model: 'EL-3', autonomy: q(3, 'h'), battery: { fa: 'لیتیوم آهن فسفات 3.2 ولت', en: 'LiFePO4 3.2 V' }, voltage: q(230, 'v'), ip: 'IP20', standard: 'EN 60598-2-22', warranty: y(2) },
  },
  {
    cat: 'emergency-lighting', brand: 'pars-imen', sku: 'PI-TS2', color: '#fbc02d', shape: 'twinspot', price: 12_400_000, stock: 44, popularity: 130, rating: [19, 4.2],
    name: { fa: 'چراغ اضطراری دوچشم پارس ایمن', en: 'Pars Imen twin-spot emergency light' },
    blurb: { fa: 'دو پروژکتور LED قابل چرخش برای روشنایی راه‌پله و پارکینگ.', en: 'Two adjustable LED heads to light stairwells and car parks.' },
    specs: { light: q(800, 'lm'), autonomy: q(3, 'h'), battery: { fa: 'سیلد اسید 6 ولت 4.5 آمپر', en: 'Sealed lead-acid 6 V 4.5 Ah' }, warranty: y(1) },
  },
  {
    cat: 'emergency-lighting', brand: 'sentinel', sku: 'SN-BH65', color: '#fafafa', shape: 'light', price: 7_600_000, stock: 3, popularity: 70, rating: [9, 4.4],
    name: { fa: 'چراغ اضطراری ضدآب IP65 سنتینل', en: 'Sentinel IP65 emergency bulkhead light' },
    blurb: { fa: 'برای فضای باز، موتورخانه و پارکینگ‌های مرطوب.', en: 'For outdoor areas, plant rooms and damp car parks.' },
    specs: { light: q(220, 'lm'), autonomy: q(3, 'h'), ip: 'IP65', standard: 'EN 60598-2-22', warranty: y(2) },
  },
  // ── PPE ────────────────────────────────────────────────────────────────────────────────────
  {
    cat: 'firefighter-ppe', brand: 'pars-imen', sku: 'PI-HL443', color: '#fbc02d', shape: 'helmet', price: 58_000_000, stock: 10, popularity: 75, rating: [8, 4.6],
    name: { fa: 'کلاه ایمنی آتش‌نشانی پارس ایمن', en: 'Pars Imen firefighter helmet' },
    blurb: { fa: 'کلاه کامپوزیتی با شیلد صورت، محافظ گردن و پوشش شب‌تاب.', en: 'A composite helmet with face shield, neck curtain and reflective bands.' },
    specs: { material: { fa: 'کامپوزیت فایبرگلاس', en: 'Fibreglass composite' }, weight: q(1.4, 'kg'), standard: 'EN 443', warranty: y(1) },
  },
  {
    cat: 'firefighter-ppe', brand: 'pars-imen', sku: 'PI-FB1218', color: '#d32f2f', shape: 'blanket', price: 4_200_000, stock: 260, featured: true, popularity: 700, rating: [95, 4.7],
    name: { fa: 'پتوی نسوز اطفای حریق 1.2×1.8 متر پارس ایمن', en: 'Pars Imen fire blanket 1.2 × 1.8 m' },
    blurb: { fa: 'برای خاموش کردن آتش تابه و لباس در آشپزخانه؛ در کیف دیواری با بند کشیدنی.', en: 'Smothers pan and clothing fires in the kitchen; in a wall pouch with pull tapes.' },
    specs: { dimensions: '120 × 180 cm', material: { fa: 'الیاف شیشه', en: 'Woven glass fibre' }, standard: 'EN 1869', warranty: y(5) },
  },
];
