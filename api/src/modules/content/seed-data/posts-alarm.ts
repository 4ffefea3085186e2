import type { SeedPost } from './post-type';

/** Fire detection and alarm. */
export const ALARM_POSTS: SeedPost[] = [
  {
    category: 'fire-alarm-detection',
    cover: ['alarm-panel', 0],
    publishedAt: '2025-01-30T08:00:00.000Z',
    slug: { fa: 'پنل-اعلام-حریق-متعارف-یا-آدرس-پذیر', en: 'conventional-vs-addressable-fire-alarm-panels' },
    title: {
      fa: 'پنل اعلام حریق متعارف یا آدرس‌پذیر؟ تفاوت‌ها و انتخاب درست',
      en: 'Conventional or addressable fire alarm panel? Differences and how to choose',
    },
    summary: {
      fa: 'پنل متعارف زون آتش را نشان می‌دهد و پنل آدرس‌پذیر دقیقاً همان آشکارساز را. تفاوت در کابل‌کشی، هزینه، عیب‌یابی و مقیاس‌پذیری چیست و کدام برای ساختمان شما مناسب است؟',
      en: 'A conventional panel tells you the zone; an addressable panel tells you the exact device. How do they differ in wiring, cost, fault finding and scale, and which suits your building?',
    },
    body: {
      fa: `<p>قلب هر سیستم اعلام حریق، پنل کنترل آن است: سیگنال آشکارسازها و شستی‌ها را دریافت می‌کند، آژیرها را به صدا درمی‌آورد و فرمان‌های کنترلی را صادر می‌کند. دو خانواده‌ی اصلی پنل وجود دارد.</p>
<h2>سیستم متعارف (Conventional)</h2>
<p>ساختمان به چند «زون» تقسیم می‌شود و تجهیزات هر زون روی یک مدار مشترک قرار می‌گیرند. وقتی یکی از آشکارسازها فعال شود، پنل فقط می‌گوید «آتش در زون ۳». کسی باید به طبقه برود و آشکارساز فعال را پیدا کند.</p>
<ul>
<li>قیمت تجهیزات پایین‌تر و راه‌اندازی ساده.</li>
<li>مناسب فضاهای کوچک: مغازه، واحد اداری، ساختمان‌های کم‌طبقه.</li>
<li>با افزایش زون‌ها، کابل‌کشی و عیب‌یابی دشوار می‌شود.</li>
</ul>
<h2>سیستم آدرس‌پذیر (Addressable)</h2>
<p>هر تجهیز یک آدرس یکتا دارد و همه روی یک یا چند «لوپ» به پنل وصل می‌شوند. پنل محل دقیق را نشان می‌دهد، مثلاً «آشکارساز دود، طبقه‌ی ۴، اتاق جلسات». در سیستم‌های آنالوگ آدرس‌پذیر، پنل میزان آلودگی هر آشکارساز را هم می‌بیند و پیش از ایجاد هشدار کاذب، نیاز به سرویس را اعلام می‌کند.</p>
<ul>
<li>یافتن سریع محل حریق و عیب، حتی در ساختمان‌های بزرگ.</li>
<li>کابل‌کشی لوپ با قابلیت ادامه‌ی کار در صورت قطع یک نقطه از کابل (در اتصال کلاس A).</li>
<li>برنامه‌ریزی انعطاف‌پذیر: فرمان به آسانسور، دمپرها و درها بر اساس محل دقیق.</li>
<li>قیمت تجهیزات بالاتر، اما در پروژه‌های بزرگ هزینه‌ی کل کمتر.</li>
</ul>
<h2>کدام را انتخاب کنیم؟</h2>
<p>قاعده‌ی سرانگشتی ما: تا حدود ۸ زون و در فضاهایی که همه‌ی نقاط به‌سرعت قابل بازدید است، سیستم متعارف اقتصادی است. برای ساختمان‌های چندطبقه، بیمارستان، هتل، مجتمع تجاری و هر جایی که زمان یافتن آتش حیاتی است، آدرس‌پذیر را انتخاب کنید. اگر ساختمان در آینده توسعه می‌یابد، این انتخاب از اول مهم‌تر هم هست.</p>
<p>در بازدید رایگان، کارشناسان ما با توجه به کاربری و نقشه‌ها، سیستم مناسب را با برآورد هزینه‌ی هر دو گزینه پیشنهاد می‌کنند.</p>`,
      en: `<p>The heart of every fire alarm system is its control panel: it receives signals from detectors and call points, sounds the alarms and issues control commands. There are two main families.</p>
<h2>Conventional systems</h2>
<p>The building is divided into zones and the devices in each zone share one circuit. When a detector operates, the panel only says “fire in zone 3”. Someone must go to that floor and find the detector that has operated.</p>
<ul>
<li>Lower equipment cost and simple commissioning.</li>
<li>Suits small spaces: shops, office suites, low-rise buildings.</li>
<li>As zones multiply, cabling and fault finding get harder.</li>
</ul>
<h2>Addressable systems</h2>
<p>Every device has a unique address and all of them connect to the panel on one or more loops. The panel shows the exact location, for example “smoke detector, 4th floor, meeting room”. Analogue addressable panels also read how contaminated each detector is and call for service before it causes a false alarm.</p>
<ul>
<li>Fast location of fires and faults, even in large buildings.</li>
<li>Loop wiring that keeps working if the cable is broken at one point (class A wiring).</li>
<li>Flexible cause-and-effect: lift recall, dampers and doors driven by the exact location.</li>
<li>Higher device cost, but lower total cost on large projects.</li>
</ul>
<h2>Which one?</h2>
<p>Our rule of thumb: up to about 8 zones, in spaces where every point can be checked quickly, a conventional system is economical. For multi-storey buildings, hospitals, hotels, shopping centres and anywhere the time to find a fire is critical, choose addressable. If the building may grow, the choice matters even more.</p>
<p>During a free visit our engineers recommend the right system and price both options for your use and drawings.</p>`,
    },
  },
  {
    category: 'fire-alarm-detection',
    cover: ['smoke-detector', 1],
    publishedAt: '2025-02-21T08:00:00.000Z',
    slug: { fa: 'دتکتور-دودی-یا-حرارتی', en: 'smoke-or-heat-detector' },
    title: {
      fa: 'دتکتور دودی یا حرارتی؟ کدام آشکارساز برای کدام فضا',
      en: 'Smoke or heat detector? Choosing the right detector for each space',
    },
    summary: {
      fa: 'آشکارساز دودی زودتر هشدار می‌دهد، اما در آشپزخانه و پارکینگ مدام هشدار کاذب می‌دهد. با انواع آشکارسازها، فضاهای مناسب هر کدام و قواعد پوشش و جانمایی آشنا شوید.',
      en: 'Smoke detectors warn earlier, but in kitchens and car parks they cause constant false alarms. Learn the detector types, where each belongs and the basics of coverage and placement.',
    },
    body: {
      fa: `<p>آشکارساز مناسب باید آتش را تا جای ممکن زود کشف کند و در شرایط عادی آن فضا هشدار کاذب ندهد. این دو هدف گاهی در تضادند و انتخاب درست، تعادل میان آن‌هاست.</p>
<h2>آشکارسازهای دودی</h2>
<ul>
<li><strong>اپتیکال (فوتوالکتریک):</strong> ذرات دود نور داخل محفظه را پراکنده می‌کنند. در آتش‌های آرام و دودزا مثل سوختن مبلمان و کابل‌ها بسیار حساس است و رایج‌ترین انتخاب برای اتاق‌ها، راهروها و دفاتر است.</li>
<li><strong>یونیزاسیون:</strong> در آتش‌های شعله‌ور سریع واکنش بهتری دارد، اما به دلیل منبع رادیواکتیو کوچک، امروزه کمتر استفاده می‌شود.</li>
</ul>
<h2>آشکارسازهای حرارتی</h2>
<ul>
<li><strong>دمای ثابت:</strong> با رسیدن دما به حد معین (مثلاً ۵۷ یا ۷۸ درجه) عمل می‌کند.</li>
<li><strong>افزایشی (Rate of Rise):</strong> به افزایش سریع دما حساس است، حتی پیش از رسیدن به دمای ثابت.</li>
</ul>
<p>حرارتی‌ها دیرتر از دودی‌ها هشدار می‌دهند، اما در فضاهایی که بخار، دود یا گردوغبار عادی است، تنها گزینه‌ی قابل‌اعتمادند: آشپزخانه، پارکینگ، موتورخانه، رختشوی‌خانه و کارگاه.</p>
<h2>آشکارسازهای ترکیبی و ویژه</h2>
<p>آشکارسازهای چندحسگری دود و حرارت را با هم می‌سنجند و هشدار کاذب کمتری دارند. برای سالن‌های بلند و انبارها، آشکارساز پرتوی (Beam)، و برای مراکز داده، آشکارسازی مکشی زودهنگام به کار می‌رود. آشکارساز شعله برای فضاهای صنعتی با خطر آتش سریع مایعات قابل اشتعال مناسب است.</p>
<h2>پوشش و جانمایی</h2>
<ul>
<li>در سقف‌های تخت معمولی، شعاع پوشش هر آشکارساز دودی حدود ۷٫۵ متر و آشکارساز حرارتی حدود ۵٫۳ متر در نظر گرفته می‌شود (بر اساس BS 5839-1).</li>
<li>آشکارساز را دست‌کم ۵۰ سانتی‌متر از دیوار و دور از دریچه‌های دمش هوا نصب کنید.</li>
<li>تیرهای عمیق سقف، فضا را به بخش‌های جداگانه تقسیم می‌کنند که هر کدام آشکارساز جداگانه می‌خواهد.</li>
<li>فضاهای پنهان بالای سقف کاذب اگر کابل یا مواد قابل اشتعال دارند، باید پوشش داده شوند.</li>
</ul>`,
      en: `<p>The right detector finds a fire as early as possible without raising false alarms under the normal conditions of that space. The two aims can pull against each other; the right choice balances them.</p>
<h2>Smoke detectors</h2>
<ul>
<li><strong>Optical (photoelectric):</strong> smoke particles scatter light inside the chamber. Very sensitive to slow, smoky fires such as smouldering furniture and cables, and the usual choice for rooms, corridors and offices.</li>
<li><strong>Ionisation:</strong> responds faster to fast flaming fires, but is now rarely used because of its small radioactive source.</li>
</ul>
<h2>Heat detectors</h2>
<ul>
<li><strong>Fixed temperature:</strong> operate when the air reaches a set temperature, such as 57 °C or 78 °C.</li>
<li><strong>Rate of rise:</strong> respond to a rapid increase in temperature, before the fixed point is reached.</li>
</ul>
<p>Heat detectors respond later than smoke detectors, but where steam, fumes or dust are normal they are the only reliable option: kitchens, car parks, plant rooms, laundries and workshops.</p>
<h2>Multi-sensor and special detectors</h2>
<p>Multi-sensor detectors combine smoke and heat and give fewer false alarms. Beam detectors suit tall halls and warehouses, and aspirating systems give very early warning in data centres. Flame detectors suit industrial areas with a risk of fast flammable-liquid fires.</p>
<h2>Coverage and siting</h2>
<ul>
<li>Under a normal flat ceiling, a smoke detector is taken to cover a radius of about 7.5 m and a heat detector about 5.3 m (per BS 5839-1).</li>
<li>Mount detectors at least 50 cm from walls and away from supply air vents.</li>
<li>Deep ceiling beams divide a space into sections that each need a detector.</li>
<li>Voids above false ceilings need detection if they contain cables or combustible material.</li>
</ul>`,
    },
  },
  {
    category: 'fire-alarm-detection',
    cover: ['inspection', 1],
    publishedAt: '2025-03-20T08:00:00.000Z',
    slug: { fa: 'تست-دوره-ای-سیستم-اعلام-حریق', en: 'routine-testing-of-fire-alarm-systems' },
    title: {
      fa: 'تست دوره‌ای سیستم اعلام حریق: هفتگی، شش‌ماهه و سالانه',
      en: 'Routine testing of fire alarm systems: weekly, six-monthly and annual',
    },
    summary: {
      fa: 'سیستم اعلام حریقی که تست نشود، روزی که لازم است ساکت می‌ماند. برنامه‌ی تست هفتگی توسط بهره‌بردار و بازرسی دوره‌ای توسط کارشناس را بر پایه‌ی استانداردها مرور می‌کنیم.',
      en: 'A fire alarm system that is never tested may stay silent on the day it matters. We go through the weekly user test and the periodic inspections by a competent engineer, based on the standards.',
    },
    body: {
      fa: `<p>سیستم اعلام حریق سال‌ها بدون فعالیت منتظر می‌ماند. در این مدت باتری‌ها فرسوده، آشکارسازها آلوده و کابل‌ها در اثر تعمیرات ساختمانی آسیب می‌بینند. تنها راه اطمینان از کارکرد، تست منظم است.</p>
<h2>تست هفتگی (بهره‌بردار)</h2>
<p>هر هفته یک شستی اعلام حریق را در ساعت ثابتی فعال کنید؛ هر هفته شستی متفاوت، به‌نوبت. بررسی کنید که پنل هشدار را دریافت کند و آژیرها در همه‌ی ساختمان شنیده شوند. سپس پنل را ریست کنید و نتیجه را در دفتر ثبت سیستم بنویسید. به ساکنان بگویید آژیر کوتاه در این ساعت، تست است.</p>
<h2>بررسی ماهانه</h2>
<ul>
<li>چراغ‌های وضعیت پنل را بررسی کنید: هیچ خطا یا زون غیرفعالی نباید بی‌دلیل باقی بماند.</li>
<li>اگر ژنراتور اضطراری به سیستم برق می‌دهد، آن را راه‌اندازی کنید.</li>
</ul>
<h2>بازرسی دوره‌ای (کارشناس)</h2>
<p>بر اساس استاندارد BS 5839-1، فاصله‌ی بازرسی‌های دوره‌ای توسط فرد صلاحیت‌دار نباید از شش ماه بیشتر شود. در این بازرسی‌ها:</p>
<ul>
<li>دفتر ثبت رویدادها و هشدارهای کاذب بررسی می‌شود.</li>
<li>باتری‌ها و شارژر تست می‌شوند.</li>
<li>عملکرد آژیرها، فلاشرها و فرمان‌های کنترلی (قطع هواساز، آزادسازی درها، احضار آسانسور) آزموده می‌شود.</li>
<li>طی هر دوازده ماه، همه‌ی آشکارسازها و شستی‌ها با ابزار مخصوص (دود آزمایشی، منبع حرارتی) تست می‌شوند.</li>
</ul>
<h2>دفتر ثبت سیستم</h2>
<p>هر تست، هشدار، خطا و تعمیر را با تاریخ و نام ثبت کنید. این دفتر هم برای عیب‌یابی ارزشمند است و هم سندی است که بازرس آتش‌نشانی و بیمه‌گر آن را می‌خواهند.</p>
<blockquote>نکته: پس از هر تغییر در ساختمان، مثل جابه‌جایی دیوار یا تغییر کاربری اتاق، جانمایی آشکارسازها را دوباره بررسی کنید.</blockquote>`,
      en: `<p>A fire alarm system waits for years without doing anything. Meanwhile batteries age, detectors get dirty and cables are damaged during building work. Regular testing is the only way to know it will work.</p>
<h2>Weekly test (the user)</h2>
<p>Each week, at a fixed time, operate one manual call point, a different one each week in rotation. Check that the panel receives the alarm and that the sounders can be heard throughout the building. Then reset the panel and record the result in the system logbook. Tell occupants that a short alarm at that time is a test.</p>
<h2>Monthly checks</h2>
<ul>
<li>Check the panel’s status lights: no fault or disabled zone should be left without a reason.</li>
<li>If a standby generator feeds the system, start it up.</li>
</ul>
<h2>Periodic inspection (a competent engineer)</h2>
<p>Under BS 5839-1 the interval between periodic inspections by a competent person should not exceed six months. At these visits:</p>
<ul>
<li>The logbook of events and false alarms is reviewed.</li>
<li>Batteries and the charger are tested.</li>
<li>Sounders, beacons and control functions (air-handler shutdown, door release, lift recall) are tested.</li>
<li>Over each twelve months every detector and call point is tested with proper tools (test smoke, heat source).</li>
</ul>
<h2>The logbook</h2>
<p>Record every test, alarm, fault and repair with the date and a name. The logbook is invaluable for fault finding and is what fire inspectors and insurers ask to see.</p>
<blockquote>Tip: after any change to the building, such as moving a wall or changing a room’s use, review the detector layout again.</blockquote>`,
    },
  },
  {
    category: 'fire-alarm-detection',
    cover: ['smoke-detector', 4],
    publishedAt: '2025-04-26T08:00:00.000Z',
    slug: { fa: 'کاهش-هشدار-کاذب-اعلام-حریق', en: 'reducing-false-fire-alarms' },
    title: {
      fa: 'هشدار کاذب اعلام حریق: علت‌ها و راه‌های کاهش آن',
      en: 'False fire alarms: causes and how to reduce them',
    },
    summary: {
      fa: 'هشدارهای کاذب پی‌درپی باعث می‌شود ساکنان آژیر را جدی نگیرند؛ خطرناک‌ترین نتیجه‌ای که یک سیستم اعلام حریق می‌تواند داشته باشد. رایج‌ترین علت‌ها و راه‌حل‌های عملی را ببینید.',
      en: 'Repeated false alarms teach occupants to ignore the sounders, the most dangerous outcome a fire alarm can have. Here are the common causes and practical cures.',
    },
    body: {
      fa: `<p>هر هشدار کاذب هزینه دارد: توقف کار، اعزام بی‌مورد آتش‌نشانی و مهم‌تر از همه، از بین رفتن اعتماد. وقتی آژیر هر هفته بی‌دلیل به صدا درآید، روز حادثه‌ی واقعی کسی ساختمان را ترک نمی‌کند.</p>
<h2>علت‌های رایج</h2>
<ul>
<li><strong>بخار و دود آشپزی:</strong> آشکارساز دودی نزدیک آشپزخانه یا حمام.</li>
<li><strong>گردوغبار ساختمانی:</strong> عملیات برش، سنگ‌زنی یا رنگ‌آمیزی بدون پوشاندن آشکارسازها.</li>
<li><strong>آلودگی آشکارساز:</strong> آشکارسازهای قدیمی و سرویس‌نشده حساس‌تر می‌شوند.</li>
<li><strong>حشرات و رطوبت:</strong> ورود حشرات کوچک به محفظه یا تقطیر بخار.</li>
<li><strong>فعال‌سازی تصادفی شستی:</strong> ضربه‌ی چرخ‌دستی یا شوخی.</li>
<li><strong>ایراد کابل‌کشی و اتصالات</strong> یا برنامه‌ریزی نادرست پنل.</li>
</ul>
<h2>راه‌های کاهش</h2>
<ol>
<li><strong>آشکارساز مناسب فضا:</strong> در آشپزخانه و نزدیک حمام، آشکارساز حرارتی یا چندحسگری.</li>
<li><strong>مدیریت کار گرم و ساختمانی:</strong> پیش از کار، زون مربوط را به‌طور موقت و با ثبت در دفتر غیرفعال کنید و پوشش آشکارسازها را بلافاصله پس از کار بردارید.</li>
<li><strong>سرویس منظم:</strong> تمیزکاری یا تعویض آشکارسازهای آلوده بر اساس هشدار نگهداری پنل‌های آنالوگ.</li>
<li><strong>پوشش محافظ شستی‌ها</strong> در مسیرهای پرتردد و محل‌های در معرض ضربه.</li>
<li><strong>تحلیل هر هشدار:</strong> علت هر هشدار کاذب را ثبت کنید؛ الگوها (یک آشکارساز، یک ساعت مشخص) خیلی زود خود را نشان می‌دهند.</li>
</ol>
<p>اگر ساختمان شما هشدار کاذب مکرر دارد، کارشناسان ما با بررسی دفتر رویدادها و بازدید محل، علت را پیدا و برطرف می‌کنند.</p>`,
      en: `<p>Every false alarm has a cost: work stops, the fire brigade may be called out for nothing and, worst of all, trust is lost. When the sounders go off for no reason every week, nobody leaves on the day of a real fire.</p>
<h2>Common causes</h2>
<ul>
<li><strong>Cooking fumes and steam:</strong> smoke detectors near kitchens or bathrooms.</li>
<li><strong>Building dust:</strong> cutting, grinding or painting without covering detectors.</li>
<li><strong>Dirty detectors:</strong> old, unserviced detectors become oversensitive.</li>
<li><strong>Insects and humidity:</strong> small insects in the chamber or condensation.</li>
<li><strong>Accidental call point activation:</strong> a trolley knock or a prank.</li>
<li><strong>Wiring faults</strong> or poor panel programming.</li>
</ul>
<h2>How to reduce them</h2>
<ol>
<li><strong>The right detector for the space:</strong> heat or multi-sensor detectors in kitchens and near bathrooms.</li>
<li><strong>Manage hot and building work:</strong> temporarily disable the zone before work, record it in the logbook and remove detector covers as soon as work ends.</li>
<li><strong>Regular service:</strong> clean or replace dirty detectors, prompted by the maintenance warnings of analogue panels.</li>
<li><strong>Protective covers on call points</strong> on busy routes and where they can be knocked.</li>
<li><strong>Investigate every alarm:</strong> record the cause of each false alarm; patterns (one detector, one time of day) show up quickly.</li>
</ol>
<p>If your building suffers repeated false alarms, our engineers will review the event log, visit the site and find and fix the cause.</p>`,
    },
  },
];
