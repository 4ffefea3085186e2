import type { L10n } from './units';
import type { Shape } from '../images/draw';

export interface SeedCategory {
  key: string;
  /** key of the parent; top-level categories hang under the product root (id 42) */
  parent?: string;
  name: Required<L10n>;
  description: Required<L10n>;
  color: string;
  shape: Shape;
  /** three selling points repeated in the description of every product in the category */
  features?: { fa: string[]; en: string[]; ru: string[] };
}

export const CATEGORIES: SeedCategory[] = [
  {
    key: 'fire-extinguishers',
    name: { fa: 'کپسول آتش‌نشانی', en: 'Fire extinguishers', ru: 'Огнетушители' },
    description: {
      fa: 'کپسول‌های پودری، CO2، آب و فوم و اتوماتیک سقفی با شارژ استاندارد و گواهی آزمایش هیدرواستاتیک.',
      en: 'Dry powder, CO2, water, foam and automatic ceiling extinguishers, factory-charged and hydrostatically tested.',
      ru: 'Порошковые, углекислотные, водные, пенные и автоматические огнетушители с заводской зарядкой.',
    },
    color: '#c62828',
    shape: 'extinguisher',
    features: {
      fa: ['دارای برچسب اصالت و تاریخ شارژ', 'گیج فشار با محدوده سبز قابل تشخیص', 'همراه با بست دیواری و دستورالعمل فارسی'],
      en: ['Authenticity label with charge date', 'Pressure gauge with a clearly marked green zone', 'Supplied with wall bracket and instructions'],
      ru: ['Этикетка подлинности с датой зарядки', 'Манометр с хорошо видимой зелёной зоной', 'Настенный кронштейн и инструкция в комплекте'],
    },
  },
  {
    key: 'powder-extinguishers',
    parent: 'fire-extinguishers',
    name: { fa: 'کپسول پودر و گاز', en: 'Dry powder extinguishers', ru: 'Порошковые огнетушители' },
    description: {
      fa: 'مناسب آتش‌سوزی جامدات، مایعات و گازهای قابل اشتعال؛ پرکاربردترین کپسول برای منزل، خودرو و کارگاه.',
      en: 'For fires of solids, flammable liquids and gases; the most common choice for homes, cars and workshops.',
      ru: 'Для пожаров твёрдых веществ, жидкостей и газов; самый распространённый выбор для дома, авто и мастерской.',
    },
    color: '#d32f2f',
    shape: 'extinguisher',
  },
  {
    key: 'co2-extinguishers',
    parent: 'fire-extinguishers',
    name: { fa: 'کپسول CO2', en: 'CO2 extinguishers', ru: 'Углекислотные огнетушители' },
    description: {
      fa: 'بدون باقی‌مانده و نارسانا؛ انتخاب درست برای تابلو برق، اتاق سرور و تجهیزات الکترونیکی.',
      en: 'Residue-free and non-conductive: the right choice for switchboards, server rooms and electronics.',
      ru: 'Не оставляют следов и не проводят ток: для электрощитов, серверных и электроники.',
    },
    color: '#37474f',
    shape: 'co2',
  },
  {
    key: 'foam-water-extinguishers',
    parent: 'fire-extinguishers',
    name: { fa: 'کپسول آب و گاز و فوم', en: 'Foam and water extinguishers', ru: 'Пенные и водные огнетушители' },
    description: {
      fa: 'کپسول‌های فوم AFFF، آب و گاز و کلاس F برای آشپزخانه‌های صنعتی.',
      en: 'AFFF foam, water and class F wet chemical extinguishers for commercial kitchens.',
      ru: 'Пенные AFFF, водные и огнетушители класса F для профессиональных кухонь.',
    },
    color: '#ef6c00',
    shape: 'foam',
  },
  {
    key: 'automatic-extinguishers',
    parent: 'fire-extinguishers',
    name: { fa: 'کپسول اتوماتیک سقفی', en: 'Automatic ceiling extinguishers', ru: 'Автоматические огнетушители' },
    description: {
      fa: 'با افزایش دما به‌طور خودکار فعال می‌شود؛ برای انبار، پارکینگ و موتورخانه.',
      en: 'Discharges by itself when the bulb bursts; for stores, car parks and plant rooms.',
      ru: 'Срабатывают сами при разрыве колбы; для складов, парковок и котельных.',
    },
    color: '#ad1457',
    shape: 'auto',
  },
  {
    key: 'fire-alarm-systems',
    name: { fa: 'سیستم اعلام حریق', en: 'Fire alarm systems', ru: 'Пожарная сигнализация' },
    description: {
      fa: 'کنترل پنل‌های متعارف و آدرس‌پذیر، دتکتورها، شستی‌ها و آژیرها برای طراحی کامل سیستم اعلام حریق.',
      en: 'Conventional and addressable control panels, detectors, call points and sounders for a complete system.',
      ru: 'Неадресные и адресные панели, извещатели, ручные извещатели и оповещатели.',
    },
    color: '#1565c0',
    shape: 'panel',
    features: {
      fa: ['سازگار با استاندارد EN 54', 'پشتیبانی فنی و راه‌اندازی توسط کارشناسان ما', 'قطعات یدکی در انبار موجود است'],
      en: ['Compliant with EN 54', 'Commissioning and technical support by our engineers', 'Spare parts kept in stock'],
      ru: ['Соответствует EN 54', 'Пусконаладка и техподдержка нашими инженерами', 'Запасные части всегда на складе'],
    },
  },
  {
    key: 'fire-alarm-panels',
    parent: 'fire-alarm-systems',
    name: { fa: 'کنترل پنل اعلام حریق', en: 'Fire alarm control panels', ru: 'Приёмно-контрольные приборы' },
    description: {
      fa: 'مغز سیستم اعلام حریق؛ از پنل 4 زون متعارف تا پنل آدرس‌پذیر چهار لوپ.',
      en: 'The brain of the system, from a 4-zone conventional panel to a four-loop addressable one.',
      ru: 'Сердце системы: от 4-зонного неадресного до четырёхшлейфового адресного прибора.',
    },
    color: '#0d47a1',
    shape: 'panel',
  },
  {
    key: 'fire-detectors',
    parent: 'fire-alarm-systems',
    name: { fa: 'دتکتور دود و حرارت', en: 'Smoke and heat detectors', ru: 'Дымовые и тепловые извещатели' },
    description: {
      fa: 'دتکتورهای دودی نوری، حرارتی، ترکیبی، بیم و گاز شهری.',
      en: 'Optical smoke, heat, multi-sensor, beam and gas detectors.',
      ru: 'Оптические дымовые, тепловые, комбинированные, линейные и газовые извещатели.',
    },
    color: '#f5f5f5',
    shape: 'detector',
  },
  {
    key: 'call-points-sounders',
    parent: 'fire-alarm-systems',
    name: { fa: 'شستی و آژیر اعلام حریق', en: 'Call points and sounders', ru: 'Ручные извещатели и оповещатели' },
    description: {
      fa: 'شستی‌های دستی ریست‌شونده، آژیر و فلاشر داخلی و بیرونی.',
      en: 'Resettable manual call points, indoor and outdoor sounders and beacons.',
      ru: 'Ручные извещатели с возвратом, внутренние и уличные оповещатели.',
    },
    color: '#e53935',
    shape: 'callpoint',
  },
  {
    key: 'sprinklers-water-suppression',
    name: { fa: 'اسپرینکلر و اطفای آبی', en: 'Sprinklers and water suppression', ru: 'Спринклеры и водяное тушение' },
    description: {
      fa: 'اسپرینکلرهای آویز، ایستاده و دیواری، شیر آلارم و فلوسوییچ با گواهی UL/FM.',
      en: 'Pendent, upright and sidewall sprinklers, alarm valves and flow switches, UL/FM listed.',
      ru: 'Спринклеры, сигнальные клапаны и реле потока с сертификатами UL/FM.',
    },
    color: '#00838f',
    shape: 'sprinkler',
    features: {
      fa: ['دارای گواهی UL و FM', 'تست فشار 100٪ محصولات در کارخانه', 'مشاوره رایگان در محاسبات هیدرولیکی'],
      en: ['UL listed and FM approved', 'Every unit pressure-tested at the factory', 'Free advice on hydraulic calculations'],
      ru: ['Сертификаты UL и FM', '100% заводская опрессовка', 'Бесплатная консультация по гидравлическому расчёту'],
    },
  },
  {
    key: 'fire-hose-reels',
    name: { fa: 'جعبه و قرقره آتش‌نشانی', en: 'Fire hose reels and cabinets', ru: 'Пожарные шкафы и рукава' },
    description: {
      fa: 'جعبه‌های آتش‌نشانی تک‌کابین و دوکابین، شلنگ برزنتی و سرلوله.',
      en: 'Single and double fire hose cabinets, lay-flat hoses and branch nozzles.',
      ru: 'Одинарные и двойные пожарные шкафы, напорные рукава и стволы.',
    },
    color: '#b71c1c',
    shape: 'hosereel',
    features: {
      fa: ['ورق گالوانیزه با رنگ کوره‌ای', 'قرقره گردان 180 درجه', 'مطابق ضوابط سازمان آتش‌نشانی'],
      en: ['Galvanised sheet with oven-baked paint', 'Reel swings out 180 degrees', 'Meets fire brigade regulations'],
      ru: ['Оцинкованная сталь с порошковой окраской', 'Катушка поворачивается на 180°', 'Соответствует требованиям пожарной службы'],
    },
  },
  {
    key: 'gas-suppression-systems',
    name: { fa: 'سیستم اطفای گازی', en: 'Gas suppression systems', ru: 'Газовое пожаротушение' },
    description: {
      fa: 'سیستم‌های FM-200، نووک 1230 و اطفای هود آشپزخانه برای فضاهای حساس.',
      en: 'FM-200, Novec 1230 and kitchen hood systems for sensitive spaces.',
      ru: 'Системы FM-200, Novec 1230 и тушения кухонных вытяжек.',
    },
    color: '#6a1b9a',
    shape: 'cylinder',
    features: {
      fa: ['طراحی بر اساس NFPA 2001', 'تست نشتی اتاق (Door Fan Test)', 'قرارداد سرویس دوره‌ای'],
      en: ['Designed to NFPA 2001', 'Room integrity (door fan) test', 'Periodic service contract'],
      ru: ['Проектирование по NFPA 2001', 'Тест герметичности помещения', 'Договор на периодическое обслуживание'],
    },
  },
  {
    key: 'safety-signs',
    name: { fa: 'تابلو و علائم ایمنی', en: 'Safety signs', ru: 'Знаки безопасности' },
    description: {
      fa: 'تابلوهای شب‌نما خروج اضطراری، محل کپسول و نقطه تجمع.',
      en: 'Photoluminescent exit, extinguisher location and assembly point signs.',
      ru: 'Фотолюминесцентные знаки выхода, места огнетушителя и точки сбора.',
    },
    color: '#2e7d32',
    shape: 'sign',
    features: {
      fa: ['شب‌نمایی تا 8 ساعت', 'مطابق ISO 7010', 'قابل نصب با چسب یا پیچ'],
      en: ['Glows for up to 8 hours', 'Symbols to ISO 7010', 'Fix with adhesive or screws'],
      ru: ['Свечение до 8 часов', 'Символы по ISO 7010', 'Крепление на клей или шурупы'],
    },
  },
  {
    key: 'emergency-lighting',
    name: { fa: 'روشنایی اضطراری', en: 'Emergency lighting', ru: 'Аварийное освещение' },
    description: {
      fa: 'چراغ‌های اضطراری و تابلوهای خروج LED با باتری پشتیبان.',
      en: 'Emergency luminaires and LED exit signs with backup batteries.',
      ru: 'Аварийные светильники и светодиодные указатели выхода с аккумулятором.',
    },
    color: '#f9a825',
    shape: 'light',
    features: {
      fa: ['شارژ خودکار هنگام برقراری برق شهر', 'دکمه تست', 'مصرف انرژی پایین'],
      en: ['Charges automatically on mains power', 'Test button', 'Low energy use'],
      ru: ['Автоматическая зарядка от сети', 'Кнопка тестирования', 'Низкое энергопотребление'],
    },
  },
  {
    key: 'firefighter-ppe',
    name: { fa: 'تجهیزات حفاظت فردی', en: 'Firefighter PPE', ru: 'Снаряжение пожарного' },
    description: {
      fa: 'کلاه آتش‌نشانی، پتوی نسوز و تجهیزات حفاظت فردی.',
      en: 'Firefighter helmets, fire blankets and personal protective equipment.',
      ru: 'Каски пожарного, противопожарные покрывала и средства защиты.',
    },
    color: '#455a64',
    shape: 'helmet',
    features: {
      fa: ['دارای گواهی CE', 'مقاوم در برابر حرارت تابشی', 'راهنمای انتخاب سایز'],
      en: ['CE certified', 'Resists radiant heat', 'Size guide included'],
      ru: ['Сертификат CE', 'Стойкость к тепловому излучению', 'Таблица размеров'],
    },
  },
];

export interface SeedBrand {
  key: string;
  name: Required<L10n>;
  country: Required<L10n>;
  description: Required<L10n>;
  color: string;
  website: string;
}

export const BRANDS: SeedBrand[] = [
  {
    key: 'atashban',
    name: { fa: 'آتش‌بان', en: 'Atashban', ru: 'Аташбан' },
    country: { fa: 'ایران', en: 'Iran', ru: 'Иран' },
    description: {
      fa: 'تولیدکننده کپسول و جعبه آتش‌نشانی در شهرک صنعتی شمس‌آباد از سال 1372.',
      en: 'Maker of extinguishers and hose cabinets in the Shamsabad industrial park since 1993.',
      ru: 'Производитель огнетушителей и пожарных шкафов с 1993 года.',
    },
    color: '#c62828',
    website: 'https://atashban.example',
  },
  {
    key: 'nordfeuer',
    name: { fa: 'نوردفویر', en: 'Nordfeuer', ru: 'Нордфойер' },
    country: { fa: 'آلمان', en: 'Germany', ru: 'Германия' },
    description: {
      fa: 'طراح پنل‌ها و دتکتورهای آدرس‌پذیر برای ساختمان‌های بزرگ.',
      en: 'Designs addressable panels and detectors for large buildings.',
      ru: 'Разработчик адресных панелей и извещателей для крупных зданий.',
    },
    color: '#0d47a1',
    website: 'https://nordfeuer.example',
  },
  {
    key: 'sentinel',
    name: { fa: 'سنتینل', en: 'Sentinel Fire', ru: 'Сентинел' },
    country: { fa: 'انگلستان', en: 'United Kingdom', ru: 'Великобритания' },
    description: {
      fa: 'دتکتور، شستی، آژیر و روشنایی اضطراری با تأییدیه LPCB.',
      en: 'LPCB-approved detectors, call points, sounders and emergency lighting.',
      ru: 'Извещатели, оповещатели и аварийное освещение с одобрением LPCB.',
    },
    color: '#283593',
    website: 'https://sentinel-fire.example',
  },
  {
    key: 'aquaguard',
    name: { fa: 'آکواگارد', en: 'AquaGuard', ru: 'АкваГард' },
    country: { fa: 'ایتالیا', en: 'Italy', ru: 'Италия' },
    description: {
      fa: 'اسپرینکلر، شیرآلات و شلنگ آتش‌نشانی با گواهی UL/FM.',
      en: 'UL/FM sprinklers, valves and fire hoses.',
      ru: 'Спринклеры, клапаны и пожарные рукава UL/FM.',
    },
    color: '#00838f',
    website: 'https://aquaguard.example',
  },
  {
    key: 'pars-imen',
    name: { fa: 'پارس ایمن', en: 'Pars Imen', ru: 'Парс Имен' },
    country: { fa: 'ایران', en: 'Iran', ru: 'Иран' },
    description: {
      fa: 'تابلوهای ایمنی، روشنایی اضطراری، کپسول اتوماتیک و تجهیزات حفاظت فردی.',
      en: 'Safety signs, emergency lighting, automatic extinguishers and PPE.',
      ru: 'Знаки безопасности, аварийное освещение, автоматические огнетушители и СИЗ.',
    },
    color: '#2e7d32',
    website: 'https://parsimen.example',
  },
  {
    key: 'hexa',
    name: { fa: 'هگزا', en: 'Hexa Suppression', ru: 'Хекса' },
    country: { fa: 'ترکیه', en: 'Turkey', ru: 'Турция' },
    description: {
      fa: 'سیستم‌های اطفای گازی و کپسول‌های CO2 صنعتی.',
      en: 'Clean-agent suppression systems and industrial CO2 extinguishers.',
      ru: 'Системы газового пожаротушения и промышленные углекислотные огнетушители.',
    },
    color: '#6a1b9a',
    website: 'https://hexa-suppression.example',
  },
];
