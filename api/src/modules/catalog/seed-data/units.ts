/** Small helpers that keep the seed data readable: localized text and quantities with units. */
export interface L10n {
  fa: string;
  en: string;
  ru?: string;
}

/** A value that reads the same in every language (a standard, a model code, a rating). */
export type SpecValue = L10n | string;

const UNITS = {
  kg: { fa: 'کیلوگرم', en: 'kg', ru: 'кг' },
  l: { fa: 'لیتر', en: 'L', ru: 'л' },
  bar: { fa: 'بار', en: 'bar', ru: 'бар' },
  s: { fa: 'ثانیه', en: 's', ru: 'с' },
  m: { fa: 'متر', en: 'm', ru: 'м' },
  m2: { fa: 'متر مربع', en: 'm²', ru: 'м²' },
  mm: { fa: 'میلی‌متر', en: 'mm', ru: 'мм' },
  cm: { fa: 'سانتی‌متر', en: 'cm', ru: 'см' },
  inch: { fa: 'اینچ', en: 'in', ru: 'дюйм' },
  v: { fa: 'ولت', en: 'V', ru: 'В' },
  w: { fa: 'وات', en: 'W', ru: 'Вт' },
  ah: { fa: 'آمپر ساعت', en: 'Ah', ru: 'А·ч' },
  c: { fa: 'درجه سانتی‌گراد', en: '°C', ru: '°C' },
  h: { fa: 'ساعت', en: 'h', ru: 'ч' },
  db: { fa: 'دسی‌بل', en: 'dB', ru: 'дБ' },
  // counted units: a form per plural category of each language (CLDR's, as Intl.PluralRules and i18next use them)
  year: { fa: 'سال', en: { one: 'year', other: 'years' }, ru: { one: 'год', few: 'года', many: 'лет', other: 'года' } },
  month: { fa: 'ماه', en: { one: 'month', other: 'months' }, ru: { one: 'месяц', few: 'месяца', many: 'месяцев', other: 'месяца' } },
  zone: { fa: 'زون', en: { one: 'zone', other: 'zones' }, ru: { one: 'зона', few: 'зоны', many: 'зон', other: 'зоны' } },
  loop: { fa: 'لوپ', en: { one: 'loop', other: 'loops' }, ru: { one: 'шлейф', few: 'шлейфа', many: 'шлейфов', other: 'шлейфа' } },
  device: { fa: 'دستگاه', en: { one: 'device', other: 'devices' }, ru: { one: 'устройство', few: 'устройства', many: 'устройств', other: 'устройства' } },
  lm: { fa: 'لومن', en: 'lm', ru: 'лм' },
} as const;

type Forms = string | Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
const PLURALS = { en: new Intl.PluralRules('en'), ru: new Intl.PluralRules('ru') };

/** The unit's form for the amount: "1 year", "2 years"; "1 год", "3 года", "5 лет" (a range or a text takes the general form). */
function unitFor(forms: Forms, amount: number | string, lang: 'en' | 'ru'): string {
  if (typeof forms === 'string') return forms;
  return (typeof amount === 'number' ? forms[PLURALS[lang].select(amount)] : undefined) ?? (lang === 'ru' ? (forms.many ?? forms.other) : forms.other);
}

/** A quantity with its unit in each language: q(6, 'kg') -> 6 کیلوگرم / 6 kg / 6 кг; q(1, 'year') -> 1 سال / 1 year / 1 год. */
export function q(amount: number | string, unit: keyof typeof UNITS): L10n {
  const u: { fa: string; en: Forms; ru: Forms } = UNITS[unit];
  return { fa: `${amount} ${u.fa}`, en: `${amount} ${unitFor(u.en, amount, 'en')}`, ru: `${amount} ${unitFor(u.ru, amount, 'ru')}` };
}

export function text(value: SpecValue, lang: 'fa' | 'en' | 'ru'): string {
  if (typeof value === 'string') return value;
  return value[lang] ?? value.en;
}

/** The keys of the specifications table, in display order, with their label per language. */
export const SPEC_KEYS = {
  model: { fa: 'مدل', en: 'Model', ru: 'Модель' },
  capacity: { fa: 'ظرفیت', en: 'Capacity', ru: 'Ёмкость' },
  agent: { fa: 'ماده خاموش‌کننده', en: 'Extinguishing agent', ru: 'Огнетушащее вещество' },
  fireClass: { fa: 'کلاس آتش', en: 'Fire classes', ru: 'Классы пожара' },
  rating: { fa: 'رده اطفایی', en: 'Fire rating', ru: 'Огнетушащая способность' },
  pressure: { fa: 'فشار کاری', en: 'Working pressure', ru: 'Рабочее давление' },
  discharge: { fa: 'زمان تخلیه', en: 'Discharge time', ru: 'Время выпуска' },
  throw: { fa: 'برد پرتاب', en: 'Throw range', ru: 'Длина струи' },
  zones: { fa: 'تعداد زون', en: 'Zones', ru: 'Количество зон' },
  loops: { fa: 'تعداد لوپ', en: 'Loops', ru: 'Количество шлейфов' },
  perLoop: { fa: 'ظرفیت هر لوپ', en: 'Devices per loop', ru: 'Устройств на шлейф' },
  sensor: { fa: 'نوع حسگر', en: 'Sensing principle', ru: 'Принцип обнаружения' },
  coverage: { fa: 'سطح پوشش', en: 'Coverage', ru: 'Площадь защиты' },
  temperature: { fa: 'دمای عملکرد', en: 'Operating temperature', ru: 'Температура срабатывания' },
  kFactor: { fa: 'ضریب K', en: 'K-factor', ru: 'K-фактор' },
  thread: { fa: 'رزوه', en: 'Thread', ru: 'Резьба' },
  response: { fa: 'نوع پاسخ', en: 'Response', ru: 'Тип реакции' },
  length: { fa: 'طول', en: 'Length', ru: 'Длина' },
  diameter: { fa: 'قطر', en: 'Diameter', ru: 'Диаметр' },
  voltage: { fa: 'ولتاژ کاری', en: 'Operating voltage', ru: 'Напряжение питания' },
  battery: { fa: 'باتری پشتیبان', en: 'Backup battery', ru: 'Резервная батарея' },
  sound: { fa: 'شدت صدا', en: 'Sound output', ru: 'Уровень звука' },
  autonomy: { fa: 'زمان کارکرد اضطراری', en: 'Emergency duration', ru: 'Время автономной работы' },
  light: { fa: 'شار نوری', en: 'Luminous flux', ru: 'Световой поток' },
  ip: { fa: 'درجه حفاظت', en: 'Ingress protection', ru: 'Степень защиты' },
  material: { fa: 'جنس بدنه', en: 'Body material', ru: 'Материал корпуса' },
  dimensions: { fa: 'ابعاد', en: 'Dimensions', ru: 'Размеры' },
  weight: { fa: 'وزن کل', en: 'Total weight', ru: 'Общий вес' },
  standard: { fa: 'استاندارد', en: 'Standard', ru: 'Стандарт' },
  warranty: { fa: 'گارانتی', en: 'Warranty', ru: 'Гарантия' },
  origin: { fa: 'کشور سازنده', en: 'Country of origin', ru: 'Страна производства' },
} as const;
export type SpecKey = keyof typeof SPEC_KEYS;

/** Common localized values used by several products. */
export const V = {
  abcPowder: { fa: 'پودر ABC (مونوآمونیوم فسفات 40٪)', en: 'ABC dry powder (40% monoammonium phosphate)', ru: 'Порошок ABC (40% моноаммонийфосфат)' },
  co2: { fa: 'گاز دی‌اکسید کربن', en: 'Carbon dioxide', ru: 'Диоксид углерода' },
  steel: { fa: 'فولاد St37 با رنگ پودری الکترواستاتیک', en: 'St37 steel, electrostatic powder coat', ru: 'Сталь St37, порошковая окраска' },
  aluminium: { fa: 'آلیاژ آلومینیوم بدون درز', en: 'Seamless aluminium alloy', ru: 'Бесшовный алюминиевый сплав' },
  abs: { fa: 'پلاستیک ABS مقاوم در برابر حرارت', en: 'Flame-retardant ABS', ru: 'Огнестойкий ABS-пластик' },
  brass: { fa: 'برنج', en: 'Brass', ru: 'Латунь' },
  optical: { fa: 'فتوالکتریک (نوری)', en: 'Photoelectric (optical)', ru: 'Оптико-электронный' },
  conventional: { fa: 'متعارف', en: 'Conventional', ru: 'Неадресный' },
  quick: { fa: 'سریع (Quick Response)', en: 'Quick response', ru: 'Быстрое срабатывание' },
  standardResp: { fa: 'استاندارد (Standard Response)', en: 'Standard response', ru: 'Стандартное срабатывание' },
} satisfies Record<string, L10n>;
