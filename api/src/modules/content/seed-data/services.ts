import type { Motif } from '../covers/svg';

type Tri = { fa: string; en: string; ru: string };

export interface SeedService {
  /** The URL label: /services/<label>. fire-alarm-system and fire-extinguishing-system are targets of legacy redirects. */
  label: string;
  cover: [Motif, number];
  title: Tri;
  summary: Tri;
  body: Tri;
  faqs: { question: Tri; answer: Tri }[];
}

export const SEED_SERVICES: SeedService[] = [
  {
    label: 'fire-alarm-system',
    cover: ['alarm-panel', 1],
    title: { fa: 'سیستم اعلام حریق', en: 'Fire alarm systems', ru: 'Системы пожарной сигнализации' },
    summary: {
      fa: 'طراحی، تأمین، نصب و راه‌اندازی سیستم‌های اعلام حریق متعارف و آدرس‌پذیر، مطابق مبحث سوم مقررات ملی ساختمان و تأیید آتش‌نشانی.',
      en: 'Design, supply, installation and commissioning of conventional and addressable fire alarm systems, to Iranian building regulations and fire-department approval.',
      ru: 'Проектирование, поставка, монтаж и пусконаладка неадресных и адресных систем пожарной сигнализации в соответствии с иранскими строительными нормами и с согласованием пожарной службы.',
    },
    body: {
      fa: `<p>سیستم اعلام حریق، آتش را در لحظه‌های اول و پیش از آن‌که کسی متوجه شود کشف می‌کند، ساکنان را با آژیر و فلاشر آگاه می‌کند و در صورت نیاز فرمان‌هایی مثل قطع هواساز، آزادسازی درهای کنترل تردد، احضار آسانسور و تخلیه‌ی گاز اطفا را صادر می‌کند.</p>
<h2>آنچه انجام می‌دهیم</h2>
<ul>
<li>بازدید از محل، بررسی کاربری و نقشه‌ها و انتخاب نوع سیستم (متعارف برای فضاهای کوچک، آدرس‌پذیر برای ساختمان‌های بزرگ و چندطبقه).</li>
<li>طراحی جانمایی آشکارسازها، شستی‌ها و آژیرها و تهیه‌ی نقشه‌های اجرایی برای تأیید آتش‌نشانی.</li>
<li>تأمین تجهیزات دارای گواهی معتبر، کابل‌کشی مقاوم در برابر آتش و نصب کامل.</li>
<li>برنامه‌ریزی پنل، تست تک‌تک تجهیزات، آموزش بهره‌بردار و تحویل مستندات.</li>
<li>قرارداد نگهداری با بازدید دوره‌ای و پاسخ‌گویی اضطراری.</li>
</ul>
<h2>چرا ما؟</h2>
<p>کارشناسان ما ده‌ها پروژه‌ی مسکونی، اداری، تجاری و صنعتی را از طراحی تا اخذ تأییدیه‌ی آتش‌نشانی همراهی کرده‌اند. هر سیستم با گزارش تست کامل و نقشه‌ی چون‌ساخت تحویل داده می‌شود.</p>`,
      en: `<p>A fire alarm system detects a fire in its first moments, often before anyone notices, warns occupants with sounders and beacons and, where needed, shuts down air handlers, releases access-controlled doors, recalls lifts and triggers suppression.</p>
<h2>What we do</h2>
<ul>
<li>Site survey, review of use and drawings, and choice of system (conventional for small spaces, addressable for large and multi-storey buildings).</li>
<li>Layout design for detectors, call points and sounders, with working drawings for fire-department approval.</li>
<li>Certified equipment, fire-resistant cabling and complete installation.</li>
<li>Panel programming, testing of every device, operator training and full documentation.</li>
<li>Maintenance contracts with scheduled inspections and emergency call-outs.</li>
</ul>
<h2>Why us</h2>
<p>Our engineers have taken dozens of residential, office, retail and industrial projects from design to fire-department sign-off. Every system is handed over with a full test report and as-built drawings.</p>`,
      ru: `<p>Система пожарной сигнализации обнаруживает возгорание в первые мгновения, часто раньше, чем его заметят люди, оповещает их сиренами и световыми табло и при необходимости отключает вентиляцию, разблокирует двери, опускает лифты и запускает пожаротушение.</p>
<h2>Что мы делаем</h2>
<ul>
<li>Обследование объекта, анализ назначения и чертежей, выбор типа системы (неадресная для небольших помещений, адресная для крупных и многоэтажных зданий).</li>
<li>Расстановка извещателей, ручных извещателей и оповещателей, рабочие чертежи для согласования с пожарной службой.</li>
<li>Сертифицированное оборудование, огнестойкий кабель и полный монтаж.</li>
<li>Программирование панели, проверка каждого устройства, обучение персонала и документация.</li>
<li>Договоры обслуживания с плановыми проверками и аварийными выездами.</li>
</ul>
<h2>Почему мы</h2>
<p>Наши инженеры провели десятки жилых, офисных, торговых и промышленных объектов от проекта до согласования. Каждая система сдаётся с протоколом испытаний и исполнительной документацией.</p>`,
    },
    faqs: [
      {
        question: {
          fa: 'سیستم متعارف بهتر است یا آدرس‌پذیر؟',
          en: 'Conventional or addressable: which is better?',
          ru: 'Что лучше: неадресная или адресная система?',
        },
        answer: {
          fa: 'برای یک واحد تجاری کوچک یا ساختمان کم‌طبقه، سیستم متعارف اقتصادی و کافی است. در ساختمان‌های بزرگ، سیستم آدرس‌پذیر محل دقیق حادثه را نشان می‌دهد و در بلندمدت هزینه‌ی کابل‌کشی و نگهداری کمتری دارد.',
          en: 'For a small shop or low-rise building a conventional system is economical and sufficient. In large buildings an addressable system pinpoints the exact device and costs less in cabling and maintenance over its life.',
          ru: 'Для небольшого магазина или малоэтажного здания достаточно экономичной неадресной системы. В крупных зданиях адресная система указывает точное место срабатывания и дешевле в кабелях и обслуживании за срок службы.',
        },
      },
      {
        question: {
          fa: 'اجرای سیستم چقدر زمان می‌برد؟',
          en: 'How long does an installation take?',
          ru: 'Сколько времени занимает монтаж?',
        },
        answer: {
          fa: 'برای یک ساختمان اداری پنج‌طبقه معمولاً دو تا چهار هفته از تأیید نقشه تا راه‌اندازی. زمان دقیق پس از بازدید اعلام می‌شود.',
          en: 'For a five-storey office building, typically two to four weeks from approved drawings to commissioning. We confirm the schedule after the site visit.',
          ru: 'Для пятиэтажного офисного здания обычно от двух до четырёх недель от утверждения чертежей до пусконаладки. Точный срок называем после выезда на объект.',
        },
      },
      {
        question: {
          fa: 'آیا در گرفتن تأییدیه‌ی آتش‌نشانی کمک می‌کنید؟',
          en: 'Do you help with fire-department approval?',
          ru: 'Помогаете ли вы с согласованием в пожарной службе?',
        },
        answer: {
          fa: 'بله. نقشه‌ها را مطابق ضوابط تهیه می‌کنیم، در بازدید کارشناس آتش‌نشانی حضور داریم و اصلاحات احتمالی را انجام می‌دهیم.',
          en: 'Yes. We prepare the drawings to code, attend the fire inspector’s visit and carry out any corrections requested.',
          ru: 'Да. Мы готовим чертежи по нормам, присутствуем при проверке инспектора и выполняем требуемые исправления.',
        },
      },
    ],
  },
  {
    label: 'fire-extinguishing-system',
    cover: ['sprinkler', 1],
    title: { fa: 'سیستم اطفای حریق', en: 'Fire extinguishing systems', ru: 'Системы пожаротушения' },
    summary: {
      fa: 'طراحی و اجرای سیستم‌های اطفای خودکار: اسپرینکلر، جعبه‌های آتش‌نشانی، پمپ‌خانه، اطفای گازی و اطفای هود آشپزخانه.',
      en: 'Design and installation of fixed extinguishing systems: sprinklers, hose reels, fire pump rooms, gas suppression and kitchen hood systems.',
      ru: 'Проектирование и монтаж стационарных систем: спринклеры, пожарные краны, насосные станции, газовое пожаротушение и системы для кухонных вытяжек.',
    },
    body: {
      fa: `<p>سیستم اطفای خودکار، آتش را در همان محل شروع مهار می‌کند؛ حتی وقتی کسی در ساختمان نیست. ما برای هر فضا، سیستمی را پیشنهاد می‌کنیم که با نوع خطر، ارزش تجهیزات و الزامات قانونی آن تناسب دارد.</p>
<h2>سیستم‌هایی که اجرا می‌کنیم</h2>
<ul>
<li><strong>اسپرینکلر تر و خشک:</strong> طراحی هیدرولیکی بر اساس NFPA 13، انتخاب نوع و دمای اسپرینکلر، لوله‌کشی و شیرهای کنترل.</li>
<li><strong>جعبه‌های آتش‌نشانی و شبکه‌ی هیدرانت:</strong> لوله‌کشی، نصب جعبه‌ها و شیرهای لندینگ.</li>
<li><strong>پمپ‌خانه‌ی آتش‌نشانی:</strong> پمپ اصلی، پمپ جاکی و پمپ دیزلی ذخیره، تابلوی کنترل و مخزن ذخیره‌ی آب.</li>
<li><strong>اطفای گازی:</strong> FM-200، نووک ۱۲۳۰ و CO2 برای اتاق سرور، آرشیو و تابلوهای برق.</li>
<li><strong>اطفای هود آشپزخانه:</strong> سیستم شیمیایی مرطوب برای رستوران‌ها و آشپزخانه‌های صنعتی.</li>
</ul>
<p>همه‌ی سیستم‌ها پس از اجرا تحت آزمون فشار و آزمون عملکرد قرار می‌گیرند و با گزارش کامل تحویل می‌شوند.</p>`,
      en: `<p>An automatic extinguishing system controls a fire where it starts, even when the building is empty. For every space we propose the system that fits its hazard, the value of what it protects and the legal requirements.</p>
<h2>Systems we install</h2>
<ul>
<li><strong>Wet and dry sprinklers:</strong> hydraulic design to NFPA 13, selection of sprinkler type and temperature rating, pipework and control valves.</li>
<li><strong>Hose reels and hydrant mains:</strong> pipework, cabinets and landing valves.</li>
<li><strong>Fire pump rooms:</strong> duty, jockey and standby diesel pumps, controllers and water storage.</li>
<li><strong>Gas suppression:</strong> FM-200, Novec 1230 and CO2 for server rooms, archives and switch rooms.</li>
<li><strong>Kitchen hood suppression:</strong> wet chemical systems for restaurants and commercial kitchens.</li>
</ul>
<p>Every system is pressure tested and function tested after installation and handed over with a full report.</p>`,
      ru: `<p>Автоматическая система пожаротушения локализует огонь там, где он возник, даже когда в здании никого нет. Для каждого помещения мы предлагаем систему, соответствующую виду опасности, ценности защищаемого имущества и требованиям закона.</p>
<h2>Какие системы мы монтируем</h2>
<ul>
<li><strong>Водозаполненные и воздушные спринклерные системы:</strong> гидравлический расчёт по NFPA 13, выбор оросителей и температуры срабатывания, трубопроводы и узлы управления.</li>
<li><strong>Пожарные краны и гидрантная сеть:</strong> трубопроводы, шкафы и клапаны.</li>
<li><strong>Насосные станции пожаротушения:</strong> основной, жокей- и резервный дизельный насос, шкафы управления и резервуары.</li>
<li><strong>Газовое пожаротушение:</strong> FM-200, Novec 1230 и CO2 для серверных, архивов и электрощитовых.</li>
<li><strong>Тушение кухонных вытяжек:</strong> системы с жидким химическим составом для ресторанов и промышленных кухонь.</li>
</ul>
<p>Каждая система проходит гидравлические и функциональные испытания и сдаётся с полным отчётом.</p>`,
    },
    faqs: [
      {
        question: { fa: 'آیا اسپرینکلر با هر دودی فعال می‌شود؟', en: 'Do sprinklers go off with any smoke?', ru: 'Срабатывают ли спринклеры от любого дыма?' },
        answer: {
          fa: 'خیر. هر اسپرینکلر جداگانه و فقط با گرمای کافی (معمولاً ۶۸ درجه در محیط‌های عادی) باز می‌شود. دود سیگار یا بخار آشپزی آن را فعال نمی‌کند و فقط اسپرینکلرهای نزدیک آتش آب می‌پاشند.',
          en: 'No. Each head opens on its own and only with enough heat (typically 68 °C in ordinary rooms). Cigarette smoke or cooking steam will not set it off, and only the heads near the fire discharge.',
          ru: 'Нет. Каждый ороситель вскрывается отдельно и только от достаточного нагрева (обычно 68 °C в обычных помещениях). Сигаретный дым или пар от готовки его не активируют, воду подают только оросители рядом с очагом.',
        },
      },
      {
        question: { fa: 'کدام فضا به اطفای گازی نیاز دارد؟', en: 'Which spaces need gas suppression?', ru: 'Каким помещениям нужно газовое тушение?' },
        answer: {
          fa: 'فضاهایی که آب یا پودر به تجهیزات یا اسناد آسیب می‌زند: اتاق سرور، مرکز داده، آرشیو، اتاق تابلو برق و موزه.',
          en: 'Spaces where water or powder would damage equipment or records: server rooms, data centres, archives, switch rooms and museums.',
          ru: 'Помещения, где вода или порошок повредят оборудование или документы: серверные, ЦОД, архивы, электрощитовые и музеи.',
        },
      },
      {
        question: { fa: 'پمپ‌خانه چقدر آب ذخیره نیاز دارد؟', en: 'How much water must the pump room store?', ru: 'Какой запас воды нужен насосной станции?' },
        answer: {
          fa: 'به دبی طراحی و مدت زمان لازم بر اساس کلاس خطر بستگی دارد. حجم مخزن در طراحی هیدرولیکی محاسبه و در نقشه‌ها ارائه می‌شود.',
          en: 'It depends on the design flow and the required duration for the hazard class. The tank volume is calculated in the hydraulic design and shown on the drawings.',
          ru: 'Это зависит от расчётного расхода и требуемой продолжительности для класса опасности. Объём резервуара определяется гидравлическим расчётом и указывается в проекте.',
        },
      },
    ],
  },
  {
    label: 'extinguisher-recharge',
    cover: ['extinguisher', 3],
    title: { fa: 'فروش، شارژ و سرویس کپسول', en: 'Extinguisher sales, recharge and service', ru: 'Продажа, перезарядка и обслуживание огнетушителей' },
    summary: {
      fa: 'فروش کپسول‌های استاندارد، شارژ و سرویس دوره‌ای، آزمایش هیدرواستاتیک و تحویل و بازگرداندن کپسول‌ها در محل شما.',
      en: 'Certified extinguishers, scheduled recharge and service, hydrostatic testing, with collection and return at your premises.',
      ru: 'Сертифицированные огнетушители, плановая перезарядка и обслуживание, гидравлические испытания, с забором и доставкой на ваш объект.',
    },
    body: {
      fa: `<p>کپسول آتش‌نشانی ساده‌ترین و در دسترس‌ترین ابزار اطفای حریق است؛ به شرط آن‌که شارژ و سالم باشد. ما کپسول‌های پودری، CO2، آب و فوم و شیمیایی مرطوب را در ظرفیت‌های مختلف عرضه می‌کنیم و نگهداری آن‌ها را بر عهده می‌گیریم.</p>
<h2>خدمات</h2>
<ul>
<li>شارژ کپسول‌ها با پودر و گاز استاندارد و پلمب و برچسب تاریخ.</li>
<li>سرویس سالانه: بازدید شیر، شیلنگ، فشارسنج و وزن.</li>
<li>آزمایش هیدرواستاتیک مخزن در موعد مقرر.</li>
<li>تحویل و بازگرداندن کپسول‌ها و در صورت نیاز، کپسول جایگزین در مدت شارژ.</li>
<li>جانمایی و نصب پایه و قفسه‌ی کپسول.</li>
</ul>`,
      en: `<p>An extinguisher is the simplest and most available firefighting tool, provided it is charged and sound. We supply dry powder, CO2, water, foam and wet chemical units in a range of sizes and take care of their upkeep.</p>
<h2>Services</h2>
<ul>
<li>Recharge with standard powder and gas, resealed and date-labelled.</li>
<li>Annual service: valve, hose, gauge and weight.</li>
<li>Hydrostatic testing of cylinders when due.</li>
<li>Collection and return, with loan extinguishers while yours are being recharged.</li>
<li>Layout planning and installation of brackets and stands.</li>
</ul>`,
      ru: `<p>Огнетушитель — самое простое и доступное средство пожаротушения, если он заряжен и исправен. Мы поставляем порошковые, углекислотные, водные, пенные и жидкохимические огнетушители разной ёмкости и берём на себя их обслуживание.</p>
<h2>Услуги</h2>
<ul>
<li>Перезарядка стандартным порошком и газом, опломбирование и маркировка датой.</li>
<li>Ежегодное обслуживание: клапан, шланг, манометр и масса.</li>
<li>Гидравлические испытания баллонов в установленные сроки.</li>
<li>Забор и доставка, подменные огнетушители на время перезарядки.</li>
<li>Планирование размещения, установка кронштейнов и подставок.</li>
</ul>`,
    },
    faqs: [
      {
        question: { fa: 'کپسول پودری را هر چند وقت باید شارژ کرد؟', en: 'How often should a powder extinguisher be recharged?', ru: 'Как часто перезаряжать порошковый огнетушитель?' },
        answer: {
          fa: 'پس از هر استفاده و هر زمان عقربه از محدوده‌ی سبز خارج شود. سرویس سالانه هم لازم است و بسیاری از مجموعه‌ها شارژ سالانه را ترجیح می‌دهند.',
          en: 'After every use and whenever the needle leaves the green. An annual service is also required, and many sites prefer an annual recharge.',
          ru: 'После каждого использования и когда стрелка выходит из зелёной зоны. Ежегодное обслуживание обязательно, и многие предпочитают ежегодную перезарядку.',
        },
      },
      {
        question: { fa: 'شارژ چقدر طول می‌کشد؟', en: 'How long does a recharge take?', ru: 'Сколько длится перезарядка?' },
        answer: {
          fa: 'معمولاً یک روز کاری. برای مجموعه‌های بزرگ، کپسول‌ها در چند نوبت جمع‌آوری می‌شوند تا ساختمان هیچ‌گاه بی‌دفاع نماند.',
          en: 'Usually one working day. For large sites we collect in batches so the building is never left unprotected.',
          ru: 'Обычно один рабочий день. На крупных объектах забираем партиями, чтобы здание не оставалось без защиты.',
        },
      },
      {
        question: { fa: 'کپسول CO2 چرا فشارسنج ندارد؟', en: 'Why has a CO2 extinguisher no gauge?', ru: 'Почему у углекислотного огнетушителя нет манометра?' },
        answer: {
          fa: 'گاز CO2 در مخزن به شکل مایع است و فشار آن تا آخرین لحظه تقریباً ثابت می‌ماند؛ پس سلامت آن با توزین کنترل می‌شود.',
          en: 'The CO2 is stored as a liquid and its pressure stays almost constant until it is nearly empty, so its condition is checked by weighing.',
          ru: 'CO2 хранится в жидком виде, и давление почти не меняется до опустошения, поэтому состояние проверяют взвешиванием.',
        },
      },
    ],
  },
  {
    label: 'fire-safety-consulting',
    cover: ['blueprint', 1],
    title: { fa: 'مشاوره، طراحی و بازدید از پروژه', en: 'Consulting, design and project visits', ru: 'Консалтинг, проектирование и выезд на объект' },
    summary: {
      fa: 'بازدید رایگان از محل، ارزیابی ریسک حریق، طراحی سیستم‌های ایمنی و تهیه‌ی نقشه برای اخذ تأییدیه‌ی آتش‌نشانی و پایان‌کار.',
      en: 'Free site visits, fire risk assessment, safety system design and drawings for fire-department approval and completion certificates.',
      ru: 'Бесплатный выезд на объект, оценка пожарного риска, проектирование систем безопасности и чертежи для согласования и сдачи объекта.',
    },
    body: {
      fa: `<p>بسیاری از هزینه‌های اضافه‌ی ایمنی، نتیجه‌ی تصمیم‌های دیرهنگام است: لوله‌ای که باید پیش از سقف کاذب کشیده می‌شد یا دری که باید ضدحریق انتخاب می‌شد. مشاوره در مراحل اول پروژه این هزینه‌ها را حذف می‌کند.</p>
<h2>خدمات مشاوره</h2>
<ul>
<li>بازدید رایگان از پروژه و جمع‌بندی الزامات بر اساس کاربری، ارتفاع و مساحت.</li>
<li>ارزیابی ریسک حریق برای ساختمان‌های موجود و ارائه‌ی برنامه‌ی اصلاح اولویت‌بندی‌شده.</li>
<li>طراحی مسیرهای فرار، تقسیم‌بندی فضاهای آتش و جانمایی تجهیزات.</li>
<li>تهیه‌ی نقشه‌ها و پیگیری تأییدیه‌ی آتش‌نشانی.</li>
<li>نظارت بر اجرای پیمانکاران دیگر.</li>
</ul>
<p>فرم تماس را با موضوع «مشاوره‌ی رایگان و بازدید از پروژه» پر کنید تا کارشناسان ما برای هماهنگی بازدید با شما تماس بگیرند.</p>`,
      en: `<p>Much of the extra cost of fire safety comes from late decisions: pipework that should have gone in before the false ceiling, or a door that should have been fire rated. Advice at the start of a project removes those costs.</p>
<h2>Consulting services</h2>
<ul>
<li>A free project visit and a summary of requirements by use, height and floor area.</li>
<li>Fire risk assessment of existing buildings with a prioritised remediation plan.</li>
<li>Design of escape routes, fire compartments and equipment layout.</li>
<li>Drawings and follow-up of fire-department approval.</li>
<li>Supervision of other contractors’ work.</li>
</ul>
<p>Fill in the contact form with the subject “Free consultation and project visit” and our consultants will call you to arrange the visit.</p>`,
      ru: `<p>Большая часть лишних затрат на пожарную безопасность — следствие поздних решений: трубопровод, который нужно было проложить до подвесного потолка, или дверь, которую следовало выбрать противопожарной. Консультация в начале проекта устраняет такие затраты.</p>
<h2>Консалтинговые услуги</h2>
<ul>
<li>Бесплатный выезд на объект и перечень требований по назначению, высоте и площади.</li>
<li>Оценка пожарного риска существующих зданий с планом мероприятий по приоритетам.</li>
<li>Проектирование путей эвакуации, противопожарных отсеков и размещения оборудования.</li>
<li>Чертежи и сопровождение согласования в пожарной службе.</li>
<li>Надзор за работой других подрядчиков.</li>
</ul>
<p>Заполните форму обратной связи с темой «Бесплатная консультация и выезд на объект», и наши консультанты позвонят, чтобы согласовать визит.</p>`,
    },
    faqs: [
      {
        question: { fa: 'بازدید واقعاً رایگان است؟', en: 'Is the visit really free?', ru: 'Выезд действительно бесплатный?' },
        answer: {
          fa: 'بله. بازدید اولیه و جمع‌بندی الزامات هزینه‌ای ندارد. برای طراحی و نقشه‌ها پس از بازدید پیشنهاد قیمت ارائه می‌شود.',
          en: 'Yes. The first visit and the summary of requirements are free. Design and drawings are quoted after the visit.',
          ru: 'Да. Первый выезд и перечень требований бесплатны. Стоимость проектирования и чертежей сообщаем после визита.',
        },
      },
      {
        question: { fa: 'در چه شهرهایی بازدید دارید؟', en: 'Which cities do you visit?', ru: 'В какие города вы выезжаете?' },
        answer: {
          fa: 'تهران و شهرهای اطراف به‌طور منظم؛ پروژه‌های سایر شهرها با هماهنگی قبلی.',
          en: 'Tehran and nearby cities routinely; projects in other cities by arrangement.',
          ru: 'Тегеран и окрестности регулярно; объекты в других городах по договорённости.',
        },
      },
      {
        question: { fa: 'برای بازدید چه مدارکی آماده کنم؟', en: 'What should I prepare for the visit?', ru: 'Что подготовить к визиту?' },
        answer: {
          fa: 'نقشه‌های معماری (در صورت وجود)، کاربری هر طبقه و هر نامه یا ایرادی که از آتش‌نشانی دریافت کرده‌اید. می‌توانید فایل نقشه را همراه فرم تماس بارگذاری کنید.',
          en: 'Architectural drawings if you have them, the use of each floor and any letter or findings from the fire department. You can upload the drawing with the contact form.',
          ru: 'Архитектурные чертежи (если есть), назначение каждого этажа и любые замечания пожарной службы. Чертёж можно загрузить вместе с формой обратной связи.',
        },
      },
    ],
  },
  {
    label: 'maintenance-contracts',
    cover: ['inspection', 3],
    title: { fa: 'قرارداد بازرسی و نگهداری', en: 'Inspection and maintenance contracts', ru: 'Договоры проверки и обслуживания' },
    summary: {
      fa: 'بازرسی، آزمایش و نگهداری دوره‌ای همه‌ی سیستم‌های ایمنی حریق با گزارش مکتوب، مطابق برنامه‌ی زمانی استانداردها.',
      en: 'Scheduled inspection, testing and maintenance of all fire safety systems with written reports, to the intervals the standards require.',
      ru: 'Плановые проверки, испытания и обслуживание всех систем пожарной безопасности с письменными отчётами в установленные стандартами сроки.',
    },
    body: {
      fa: `<p>سیستمی که نصب شد، بدون نگهداری فرسوده می‌شود: آشکارسازها گردوغبار می‌گیرند، باتری‌ها ضعیف می‌شوند، شیرها گیر می‌کنند. قرارداد نگهداری، سیستم‌های شما را همیشه آماده نگه می‌دارد و سوابق لازم برای بیمه و آتش‌نشانی را فراهم می‌کند.</p>
<h2>محدوده‌ی قرارداد</h2>
<ul>
<li>تست دوره‌ای آشکارسازها، شستی‌ها، آژیرها و باتری‌های پنل اعلام حریق.</li>
<li>بازدید شیرها، فشارسنج‌ها و پمپ‌های سیستم اسپرینکلر و تست راه‌اندازی هفتگی پمپ دیزل.</li>
<li>کنترل وزن سیلندرهای اطفای گازی.</li>
<li>بازدید و شارژ کپسول‌ها و جعبه‌های آتش‌نشانی.</li>
<li>روشنایی اضطراری و تابلوهای خروج.</li>
<li>پاسخ‌گویی اضطراری برای خرابی و هشدار کاذب.</li>
</ul>`,
      en: `<p>An installed system wears out without care: detectors collect dust, batteries weaken, valves seize. A maintenance contract keeps your systems ready and gives you the records insurers and the fire department ask for.</p>
<h2>What the contract covers</h2>
<ul>
<li>Periodic testing of detectors, call points, sounders and fire alarm panel batteries.</li>
<li>Inspection of sprinkler valves, gauges and pumps, with weekly diesel pump run tests.</li>
<li>Weighing of gas suppression cylinders.</li>
<li>Inspection and recharge of extinguishers and hose reels.</li>
<li>Emergency lighting and exit signs.</li>
<li>Emergency call-outs for faults and false alarms.</li>
</ul>`,
      ru: `<p>Смонтированная система без ухода изнашивается: извещатели пылятся, аккумуляторы слабеют, задвижки прикипают. Договор обслуживания держит системы в готовности и даёт документы, которые требуют страховщики и пожарная служба.</p>
<h2>Что входит в договор</h2>
<ul>
<li>Периодическая проверка извещателей, ручных извещателей, оповещателей и аккумуляторов панели.</li>
<li>Осмотр задвижек, манометров и насосов спринклерной системы, еженедельный пробный пуск дизельного насоса.</li>
<li>Взвешивание баллонов газового пожаротушения.</li>
<li>Осмотр и перезарядка огнетушителей и пожарных кранов.</li>
<li>Аварийное освещение и указатели выхода.</li>
<li>Аварийные выезды при неисправностях и ложных срабатываниях.</li>
</ul>`,
    },
    faqs: [
      {
        question: { fa: 'بازدیدها هر چند وقت انجام می‌شود؟', en: 'How often do you visit?', ru: 'Как часто проводятся визиты?' },
        answer: {
          fa: 'معمولاً ماهانه یا سه‌ماهه، بسته به نوع سیستم و کاربری ساختمان. برنامه‌ی دقیق در قرارداد مشخص می‌شود.',
          en: 'Usually monthly or quarterly, depending on the systems and the building’s use. The exact schedule is set in the contract.',
          ru: 'Обычно ежемесячно или ежеквартально, в зависимости от систем и назначения здания. Точный график фиксируется в договоре.',
        },
      },
      {
        question: { fa: 'سیستمی را که پیمانکار دیگری نصب کرده نگهداری می‌کنید؟', en: 'Do you maintain systems installed by others?', ru: 'Обслуживаете ли вы системы других подрядчиков?' },
        answer: {
          fa: 'بله. در اولین بازدید وضعیت سیستم را ارزیابی و ایرادها را گزارش می‌کنیم.',
          en: 'Yes. On the first visit we assess the system and report any defects.',
          ru: 'Да. При первом визите оцениваем систему и сообщаем о неисправностях.',
        },
      },
      {
        question: { fa: 'گزارش بازدید چه شکلی است؟', en: 'What does the report look like?', ru: 'Как выглядит отчёт?' },
        answer: {
          fa: 'گزارش مکتوب با فهرست تجهیزات تست‌شده، نتیجه‌ی هر تست، ایرادها و اقدام پیشنهادی، امضاشده توسط کارشناس.',
          en: 'A written report listing the equipment tested, each result, defects and recommended actions, signed by the engineer.',
          ru: 'Письменный отчёт с перечнем проверенного оборудования, результатами, неисправностями и рекомендациями, подписанный инженером.',
        },
      },
    ],
  },
  {
    label: 'safety-training',
    cover: ['evacuation', 0],
    title: { fa: 'آموزش ایمنی و مانور تخلیه', en: 'Fire safety training and evacuation drills', ru: 'Обучение пожарной безопасности и учебные эвакуации' },
    summary: {
      fa: 'آموزش عملی کار با کپسول و جعبه‌ی آتش‌نشانی، آموزش تیم‌های واکنش اضطراری و اجرای مانور تخلیه با گزارش ارزیابی.',
      en: 'Hands-on extinguisher and hose reel training, emergency response team training and evacuation drills with an evaluation report.',
      ru: 'Практическое обучение работе с огнетушителями и пожарными кранами, подготовка аварийных команд и учебные эвакуации с отчётом.',
    },
    body: {
      fa: `<p>بهترین تجهیزات هم بدون افرادی که بدانند چه باید بکنند کارایی ندارند. دوره‌های ما عملی، کوتاه و متناسب با محیط کار شما طراحی شده‌اند.</p>
<h2>دوره‌ها</h2>
<ul>
<li>آشنایی با آتش و کلاس‌های آن و اطفای عملی آتش کنترل‌شده با کپسول.</li>
<li>استفاده از جعبه‌ی آتش‌نشانی و پتوی نسوز.</li>
<li>آموزش مسئولان طبقات و تیم واکنش اضطراری.</li>
<li>طراحی و اجرای مانور تخلیه، زمان‌سنجی و گزارش نقاط ضعف.</li>
</ul>`,
      en: `<p>The best equipment is useless without people who know what to do. Our courses are practical, short and tailored to your workplace.</p>
<h2>Courses</h2>
<ul>
<li>Fire basics and fire classes, with live extinguisher practice on a controlled fire.</li>
<li>Using hose reels and fire blankets.</li>
<li>Training for floor wardens and emergency response teams.</li>
<li>Planning and running evacuation drills, timing them and reporting weak points.</li>
</ul>`,
      ru: `<p>Лучшее оборудование бесполезно без людей, которые знают, что делать. Наши курсы практичны, коротки и адаптированы к вашему месту работы.</p>
<h2>Курсы</h2>
<ul>
<li>Основы горения и классы пожаров, практика тушения контролируемого очага огнетушителем.</li>
<li>Работа с пожарным краном и противопожарным покрывалом.</li>
<li>Подготовка ответственных по этажам и аварийных команд.</li>
<li>Планирование и проведение учебной эвакуации, хронометраж и отчёт о слабых местах.</li>
</ul>`,
    },
    faqs: [
      {
        question: { fa: 'آموزش در محل ما برگزار می‌شود؟', en: 'Is training held at our site?', ru: 'Проводится ли обучение на нашем объекте?' },
        answer: {
          fa: 'بله؛ بخش عملی در فضای باز محل شما یا در محوطه‌ی آموزشی ما برگزار می‌شود.',
          en: 'Yes; the practical part runs in an open area at your site or at our training yard.',
          ru: 'Да; практическая часть проходит на открытой площадке у вас или на нашем полигоне.',
        },
      },
      {
        question: { fa: 'مانور تخلیه هر چند وقت لازم است؟', en: 'How often should we run an evacuation drill?', ru: 'Как часто нужна учебная эвакуация?' },
        answer: {
          fa: 'دست‌کم سالی یک بار و در مدارس، بیمارستان‌ها و ساختمان‌های پرتردد بیشتر.',
          en: 'At least once a year, and more often in schools, hospitals and busy public buildings.',
          ru: 'Не реже раза в год, а в школах, больницах и многолюдных зданиях чаще.',
        },
      },
      {
        question: { fa: 'گواهی دوره صادر می‌شود؟', en: 'Do participants receive a certificate?', ru: 'Выдаётся ли сертификат?' },
        answer: {
          fa: 'بله، برای هر شرکت‌کننده گواهی حضور در دوره صادر می‌شود.',
          en: 'Yes, each participant receives a certificate of attendance.',
          ru: 'Да, каждый участник получает сертификат о прохождении курса.',
        },
      },
    ],
  },
  {
    label: 'emergency-lighting',
    cover: ['evacuation', 3],
    title: { fa: 'روشنایی اضطراری و علائم خروج', en: 'Emergency lighting and exit signs', ru: 'Аварийное освещение и знаки выхода' },
    summary: {
      fa: 'طراحی و نصب چراغ‌های اضطراری، تابلوهای خروج و علائم شبرنگ مسیر فرار تا ساکنان در تاریکی و دود هم راه خروج را پیدا کنند.',
      en: 'Design and installation of emergency luminaires, exit signs and photoluminescent wayfinding so people find the way out in darkness and smoke.',
      ru: 'Проектирование и монтаж аварийных светильников, табло «Выход» и фотолюминесцентных знаков, чтобы люди находили выход в темноте и дыму.',
    },
    body: {
      fa: `<p>در آتش‌سوزی، برق اغلب قطع می‌شود و دود دید را کم می‌کند. روشنایی اضطراری و علائم خروج، مسیر را تا بیرون ساختمان روشن نگه می‌دارند.</p>
<ul>
<li>چراغ‌های اضطراری با باتری داخلی یا سیستم مرکزی، با حداقل زمان کارکرد مطابق ضوابط.</li>
<li>تابلوهای «خروج» نورانی بالای درها و در تغییر جهت مسیرها.</li>
<li>علائم شبرنگ پله‌ها، راهروها و تجهیزات آتش‌نشانی.</li>
<li>تست ماهانه‌ی کوتاه و تست سالانه‌ی تمام‌مدت باتری‌ها.</li>
</ul>`,
      en: `<p>In a fire the power often fails and smoke cuts visibility. Emergency lighting and exit signs keep the route lit all the way out of the building.</p>
<ul>
<li>Self-contained or central-battery emergency luminaires, with the minimum duration the code requires.</li>
<li>Illuminated EXIT signs above doors and at every change of direction.</li>
<li>Photoluminescent signs for stairs, corridors and firefighting equipment.</li>
<li>A short monthly test and a full-duration annual battery test.</li>
</ul>`,
      ru: `<p>При пожаре электричество часто отключается, а дым ухудшает видимость. Аварийное освещение и знаки выхода освещают путь до самого выхода из здания.</p>
<ul>
<li>Автономные светильники или светильники с центральной батареей, с минимальным временем работы по нормам.</li>
<li>Световые табло «Выход» над дверями и на каждом повороте пути.</li>
<li>Фотолюминесцентные знаки для лестниц, коридоров и пожарного оборудования.</li>
<li>Краткая ежемесячная проверка и ежегодный тест аккумуляторов на полную продолжительность.</li>
</ul>`,
    },
    faqs: [
      {
        question: { fa: 'چراغ اضطراری چقدر باید روشن بماند؟', en: 'How long must emergency lighting stay on?', ru: 'Сколько должно работать аварийное освещение?' },
        answer: {
          fa: 'معمولاً دست‌کم ۶۰ تا ۹۰ دقیقه، بسته به کاربری و ضوابط؛ برای ساختمان شما در بازدید تعیین می‌شود.',
          en: 'Typically at least 60 to 90 minutes depending on use and code; we confirm the figure for your building on the visit.',
          ru: 'Обычно не менее 60–90 минут в зависимости от назначения и норм; для вашего здания уточним при визите.',
        },
      },
      {
        question: { fa: 'باتری‌ها را کی باید عوض کرد؟', en: 'When should the batteries be replaced?', ru: 'Когда менять аккумуляторы?' },
        answer: {
          fa: 'هر زمان در تست سالانه زمان کارکرد کافی نداشتند؛ معمولاً هر ۳ تا ۵ سال.',
          en: 'Whenever the annual test shows too short a duration; typically every 3 to 5 years.',
          ru: 'Когда ежегодный тест показывает недостаточное время работы; обычно каждые 3–5 лет.',
        },
      },
      {
        question: { fa: 'علائم شبرنگ بدون برق کار می‌کنند؟', en: 'Do photoluminescent signs work without power?', ru: 'Работают ли фотолюминесцентные знаки без питания?' },
        answer: {
          fa: 'بله؛ نور محیط را جذب می‌کنند و در تاریکی ساعت‌ها می‌درخشند، به شرط آن‌که در طول روز نور کافی دریافت کنند.',
          en: 'Yes; they absorb ambient light and glow for hours in the dark, provided they receive enough light during the day.',
          ru: 'Да; они накапливают окружающий свет и светятся часами в темноте, если днём получают достаточно света.',
        },
      },
    ],
  },
];
