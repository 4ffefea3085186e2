import type { Motif } from '../covers/svg';
import type { PageKey } from 'contracts/content';

type Text = { fa: string; en: string; ru?: string };

export interface SeedPage {
  key: PageKey;
  cover: [Motif, number];
  title: Text;
  summary: Text;
  body: Text;
  facts: { value: string; label: Text }[];
}

export const SEED_PAGES: SeedPage[] = [
  {
    key: 'about',
    cover: ['shield', 0],
    title: { fa: 'درباره‌ی ما', en: 'About us', ru: 'О нас' },
    summary: {
      fa: 'آتش‌ایمن از سال ۱۳۸۵ در طراحی، اجرا و نگهداری سیستم‌های اعلام و اطفای حریق فعالیت می‌کند.',
      en: 'Atash Imen Fire Safety has designed, installed and maintained fire alarm and extinguishing systems since 2006.',
      ru: 'Компания «Аташ Имен» с 2006 года проектирует, монтирует и обслуживает системы пожарной сигнализации и пожаротушения.',
    },
    body: {
      fa: `<p>ما کار را با یک کارگاه کوچک شارژ کپسول در تهران شروع کردیم. امروز تیمی از مهندسان مکانیک و برق، تکنسین‌های نصب و کارشناسان آموزش هستیم که هر سال صدها ساختمان مسکونی، اداری، تجاری، درمانی و صنعتی را ایمن‌تر می‌کنیم.</p>
<h2>آنچه به آن باور داریم</h2>
<ul>
<li><strong>ایمنی واقعی، نه فقط گرفتن تأییدیه:</strong> سیستمی طراحی می‌کنیم که روز حادثه کار کند، نه فقط روز بازدید.</li>
<li><strong>شفافیت:</strong> پیشنهاد قیمت با فهرست کامل تجهیزات و برند آن‌ها، و گزارش مکتوب برای هر بازدید.</li>
<li><strong>پشتیبانی بلندمدت:</strong> سیستمی را که نصب می‌کنیم، سال‌ها نگهداری می‌کنیم.</li>
</ul>
<h2>استانداردها</h2>
<p>طراحی‌های ما بر پایه‌ی مبحث سوم مقررات ملی ساختمان، ضوابط سازمان آتش‌نشانی و استانداردهای بین‌المللی NFPA و EN انجام می‌شود و تجهیزات را فقط از تولیدکنندگان دارای گواهی معتبر تأمین می‌کنیم.</p>
<h2>مشاوره‌ی رایگان</h2>
<p>اگر ساختمانی در دست ساخت دارید یا می‌خواهید وضعیت ایمنی ساختمان موجود را بدانید، فرم تماس را پر کنید تا برای بازدید رایگان هماهنگ کنیم.</p>`,
      en: `<p>We started as a small extinguisher recharge workshop in Tehran. Today we are a team of mechanical and electrical engineers, installation technicians and trainers who make hundreds of residential, office, retail, healthcare and industrial buildings safer every year.</p>
<h2>What we believe in</h2>
<ul>
<li><strong>Real safety, not just a certificate:</strong> we design systems that work on the day of the fire, not only on inspection day.</li>
<li><strong>Transparency:</strong> quotes with a full list of equipment and brands, and a written report for every visit.</li>
<li><strong>Long-term support:</strong> we maintain the systems we install for years.</li>
</ul>
<h2>Standards</h2>
<p>Our designs follow Part 3 of the Iranian National Building Regulations, fire-department rules and the international NFPA and EN standards, and we source equipment only from certified manufacturers.</p>
<h2>Free consultation</h2>
<p>If you have a building under construction or want to know how safe an existing one is, fill in the contact form and we will arrange a free visit.</p>`,
    },
    facts: [
      // the figure is the year, in the page's calendar (1385 reads 2006 in English): the label does not repeat it
      { value: '1385', label: { fa: 'سال تأسیس', en: 'Founded', ru: 'Год основания' } },
      { value: '640+', label: { fa: 'پروژه‌ی اجراشده', en: 'Projects completed', ru: 'Выполненных проектов' } },
      { value: '38', label: { fa: 'مهندس و تکنسین', en: 'Engineers and technicians', ru: 'Инженеров и техников' } },
      { value: '24/7', label: { fa: 'پاسخ‌گویی اضطراری', en: 'Emergency response', ru: 'Аварийная служба' } },
    ],
  },
  {
    key: 'customerExperience',
    cover: ['building', 1],
    title: { fa: 'تجربه‌ی مشتریان', en: 'Customer experience', ru: 'Опыт клиентов' },
    summary: {
      fa: 'گزیده‌ای از پروژه‌هایی که انجام داده‌ایم و آنچه کارفرمایان درباره‌ی همکاری با ما گفته‌اند.',
      en: 'A selection of projects we have completed and what our clients say about working with us.',
      ru: 'Избранные выполненные проекты и отзывы наших заказчиков.',
    },
    body: {
      fa: '<p>هر پروژه با یک بازدید شروع شده است. در ادامه چند نمونه از پروژه‌های سال‌های اخیر را می‌بینید؛ از یک ساختمان مسکونی دوازده‌طبقه تا مرکز داده و کارخانه.</p>',
      en: '<p>Every project began with a site visit. Below are some recent examples, from a twelve-storey residential tower to a data centre and a factory.</p>',
    },
    facts: [
      { value: '640+', label: { fa: 'پروژه', en: 'Projects', ru: 'Проектов' } },
      { value: '97%', label: { fa: 'تمدید قرارداد نگهداری', en: 'Maintenance contracts renewed', ru: 'Продлённых договоров' } },
      { value: '12', label: { fa: 'استان', en: 'Provinces', ru: 'Провинций' } },
    ],
  },
];

export interface SeedProject {
  cover: [Motif, number];
  title: Text;
  client: Text;
  city: Text;
  year: number;
  summary: Text;
  /** Labels of the services used (link to /services/<label>). */
  services: string[];
}

export const SEED_PROJECTS: SeedProject[] = [
  {
    cover: ['building', 0],
    title: { fa: 'برج مسکونی دوازده‌طبقه‌ی یاس', en: 'Yas twelve-storey residential tower', ru: 'Двенадцатиэтажный жилой дом «Яс»' },
    client: { fa: 'شرکت ساختمانی نگین شمال', en: 'Negin Shomal Construction', ru: 'Строительная компания «Негин Шомаль»' },
    city: { fa: 'تهران', en: 'Tehran', ru: 'Тегеран' },
    year: 2024,
    summary: {
      fa: 'سیستم اعلام حریق آدرس‌پذیر با ۳۲۰ آشکارساز، اسپرینکلر در پارکینگ‌ها و مشاعات، پمپ‌خانه و اخذ تأییدیه‌ی پایان‌کار آتش‌نشانی.',
      en: 'Addressable fire alarm with 320 detectors, sprinklers in car parks and common areas, a fire pump room and fire-department completion approval.',
      ru: 'Адресная сигнализация на 320 извещателей, спринклеры на парковках и в общих зонах, насосная станция и согласование сдачи объекта.',
    },
    services: ['fire-alarm-system', 'fire-extinguishing-system', 'fire-safety-consulting'],
  },
  {
    cover: ['gas-suppression', 1],
    title: { fa: 'مرکز داده‌ی یک بانک خصوصی', en: 'Private bank data centre', ru: 'ЦОД частного банка' },
    client: { fa: 'واحد فناوری اطلاعات بانک', en: 'The bank’s IT department', ru: 'ИТ-департамент банка' },
    city: { fa: 'تهران', en: 'Tehran', ru: 'Тегеран' },
    year: 2023,
    summary: {
      fa: 'اطفای گازی Novec 1230 برای سه سالن سرور، آشکارسازی مکشی زودهنگام (VESDA)، آزمون درزبندی اتاق و قرارداد نگهداری سه‌ساله.',
      en: 'Novec 1230 suppression for three server halls, very early aspirating smoke detection, room integrity testing and a three-year maintenance contract.',
      ru: 'Газовое тушение Novec 1230 для трёх серверных залов, аспирационное обнаружение дыма, испытание герметичности и трёхлетний договор обслуживания.',
    },
    services: ['fire-extinguishing-system', 'fire-alarm-system', 'maintenance-contracts'],
  },
  {
    cover: ['sprinkler', 4],
    title: { fa: 'کارخانه‌ی بسته‌بندی مواد غذایی', en: 'Food packaging plant', ru: 'Завод упаковки пищевых продуктов' },
    client: { fa: 'صنایع غذایی آوا', en: 'Ava Food Industries', ru: 'Пищевая компания «Ава»' },
    city: { fa: 'قزوین', en: 'Qazvin', ru: 'Казвин' },
    year: 2023,
    summary: {
      fa: 'اسپرینکلر انبار با ارتفاع چیدمان بالا، شبکه‌ی هیدرانت محوطه، جعبه‌های آتش‌نشانی و آموزش تیم واکنش اضطراری کارخانه.',
      en: 'High-piled storage sprinklers, a yard hydrant main, hose reels and training for the plant’s emergency response team.',
      ru: 'Спринклеры для высокостеллажного склада, наружная гидрантная сеть, пожарные краны и обучение аварийной команды завода.',
    },
    services: ['fire-extinguishing-system', 'safety-training'],
  },
  {
    cover: ['alarm-panel', 3],
    title: { fa: 'بیمارستان تخصصی ۱۲۰ تخت‌خوابی', en: '120-bed specialist hospital', ru: 'Специализированная больница на 120 коек' },
    client: { fa: 'هلدینگ درمانی مهر', en: 'Mehr Healthcare Holding', ru: 'Медицинский холдинг «Мехр»' },
    city: { fa: 'کرج', en: 'Karaj', ru: 'Кередж' },
    year: 2022,
    summary: {
      fa: 'بازسازی سیستم اعلام حریق بدون توقف خدمات بیمارستان، تخلیه‌ی مرحله‌ای، روشنایی اضطراری و مانورهای تخلیه‌ی بخش‌ها.',
      en: 'Fire alarm replacement without interrupting hospital services, phased evacuation, emergency lighting and ward evacuation drills.',
      ru: 'Замена пожарной сигнализации без остановки работы больницы, поэтапная эвакуация, аварийное освещение и учебные эвакуации отделений.',
    },
    services: ['fire-alarm-system', 'emergency-lighting', 'safety-training'],
  },
  {
    cover: ['hydrant', 2],
    title: { fa: 'مجتمع تجاری پردیس', en: 'Pardis shopping centre', ru: 'Торговый центр «Пардис»' },
    client: { fa: 'هیئت‌مدیره‌ی مجتمع', en: 'The centre’s management board', ru: 'Управляющий совет центра' },
    city: { fa: 'اصفهان', en: 'Isfahan', ru: 'Исфахан' },
    year: 2022,
    summary: {
      fa: 'ارزیابی ریسک حریق، رفع ۴۷ ایراد اعلام‌شده از سوی آتش‌نشانی، اطفای هود رستوران‌های فودکورت و قرارداد نگهداری.',
      en: 'Fire risk assessment, remedy of 47 fire-department findings, hood suppression for the food court and a maintenance contract.',
      ru: 'Оценка пожарного риска, устранение 47 замечаний пожарной службы, тушение вытяжек фуд-корта и договор обслуживания.',
    },
    services: ['fire-safety-consulting', 'fire-extinguishing-system', 'maintenance-contracts'],
  },
  {
    cover: ['extinguisher', 4],
    title: { fa: 'شبکه‌ی مدارس یک منطقه‌ی آموزشی', en: 'A school district’s schools', ru: 'Школы учебного округа' },
    client: { fa: 'اداره‌ی آموزش‌وپرورش منطقه', en: 'The district education office', ru: 'Районное управление образования' },
    city: { fa: 'تهران', en: 'Tehran', ru: 'Тегеран' },
    year: 2024,
    summary: {
      fa: 'تأمین و شارژ دوره‌ای ۹۰۰ کپسول در ۳۴ مدرسه، نصب اعلام حریق متعارف و مانور تخلیه با حضور دانش‌آموزان.',
      en: 'Supply and scheduled recharge of 900 extinguishers in 34 schools, conventional fire alarms and evacuation drills with pupils.',
      ru: 'Поставка и плановая перезарядка 900 огнетушителей в 34 школах, неадресная сигнализация и учебные эвакуации с учениками.',
    },
    services: ['extinguisher-recharge', 'fire-alarm-system', 'safety-training'],
  },
];

export interface SeedTestimonial {
  author: Text;
  role: Text;
  quote: Text;
  rating: number;
  /** Index into SEED_PROJECTS. */
  projectIndex?: number;
}

export const SEED_TESTIMONIALS: SeedTestimonial[] = [
  {
    author: { fa: 'مهندس رضا کریمی', en: 'Reza Karimi, Eng.', ru: 'Инженер Реза Карими' },
    role: { fa: 'مدیر پروژه، نگین شمال', en: 'Project manager, Negin Shomal', ru: 'Руководитель проекта, «Негин Шомаль»' },
    quote: {
      fa: 'نقشه‌ها از همان بار اول در آتش‌نشانی تأیید شد و تحویل سیستم درست در زمانی بود که قول داده بودند. گزارش تست تک‌تک آشکارسازها را هم تحویل گرفتیم.',
      en: 'The drawings were approved by the fire department first time and the system was handed over exactly when promised. We received a test report for every single detector.',
      ru: 'Чертежи согласовали с первого раза, систему сдали точно в обещанный срок. Мы получили протокол проверки каждого извещателя.',
    },
    rating: 5,
    projectIndex: 0,
  },
  {
    author: { fa: 'سارا محمدی', en: 'Sara Mohammadi', ru: 'Сара Мохаммади' },
    role: { fa: 'مدیر زیرساخت فناوری اطلاعات', en: 'IT infrastructure manager', ru: 'Руководитель ИТ-инфраструктуры' },
    quote: {
      fa: 'اجرای اطفای گازی در مرکز داده‌ای که حتی یک دقیقه نباید خاموش شود کار ساده‌ای نبود. تیم آتش‌ایمن کار را شبانه و بدون هیچ قطعی انجام داد.',
      en: 'Installing gas suppression in a data centre that cannot go down for a minute was no small job. The Atash Imen team worked nights and caused no outage at all.',
      ru: 'Смонтировать газовое тушение в ЦОД, который не может остановиться ни на минуту, непросто. Команда «Аташ Имен» работала ночами без единого простоя.',
    },
    rating: 5,
    projectIndex: 1,
  },
  {
    author: { fa: 'علی نوروزی', en: 'Ali Nowruzi', ru: 'Али Норузи' },
    role: { fa: 'مسئول ایمنی کارخانه', en: 'Plant safety officer', ru: 'Ответственный за безопасность завода' },
    quote: {
      fa: 'آموزش عملی تیم ما عالی بود. در مانور بعدی، زمان تخلیه‌ی کارخانه از هفت دقیقه به کمتر از چهار دقیقه رسید.',
      en: 'The hands-on training for our team was excellent. At the next drill, the plant’s evacuation time fell from seven minutes to under four.',
      ru: 'Практическое обучение нашей команды было отличным. На следующих учениях время эвакуации завода сократилось с семи до менее чем четырёх минут.',
    },
    rating: 5,
    projectIndex: 2,
  },
  {
    author: { fa: 'دکتر مریم احمدی', en: 'Dr Maryam Ahmadi', ru: 'Доктор Марьям Ахмади' },
    role: { fa: 'مدیر بیمارستان', en: 'Hospital director', ru: 'Директор больницы' },
    quote: {
      fa: 'برنامه‌ریزی مرحله‌به‌مرحله‌ی کار باعث شد حتی یک بخش هم تعطیل نشود. پشتیبانی پس از نصب هم سریع و دقیق است.',
      en: 'Careful phasing meant not a single ward had to close. Support after installation has been quick and precise.',
      ru: 'Благодаря поэтапному плану ни одно отделение не закрылось. Поддержка после монтажа быстрая и точная.',
    },
    rating: 4,
    projectIndex: 3,
  },
  {
    author: { fa: 'حسین رستمی', en: 'Hossein Rostami', ru: 'Хосейн Ростами' },
    role: { fa: 'مدیر ساختمان مجتمع پردیس', en: 'Facilities manager, Pardis centre', ru: 'Управляющий зданием ТЦ «Пардис»' },
    quote: {
      fa: 'فهرست ایرادهای آتش‌نشانی برای ما ترسناک بود. آتش‌ایمن آن را اولویت‌بندی کرد و در سه ماه همه را برطرف کرد.',
      en: 'The fire department’s list of findings scared us. Atash Imen prioritised it and cleared every item in three months.',
      ru: 'Список замечаний пожарной службы нас пугал. «Аташ Имен» расставил приоритеты и устранил всё за три месяца.',
    },
    rating: 5,
    projectIndex: 4,
  },
];
