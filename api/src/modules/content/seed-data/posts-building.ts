import type { SeedPost } from './post-type';

/** Building safety, standards and planning. */
export const BUILDING_POSTS: SeedPost[] = [
  {
    category: 'building-safety',
    cover: ['evacuation', 1],
    publishedAt: '2025-01-08T08:00:00.000Z',
    slug: { fa: 'نقشه-و-برنامه-تخلیه-اضطراری', en: 'writing-an-emergency-evacuation-plan' },
    title: {
      fa: 'برنامه‌ی تخلیه‌ی اضطراری: از نقشه تا مانور',
      en: 'Emergency evacuation plans: from the drawing to the drill',
    },
    summary: {
      fa: 'در آتش‌سوزی، دقیقه‌های اول تعیین‌کننده‌اند. یک برنامه‌ی تخلیه‌ی خوب چه اجزایی دارد، نقشه‌ی «شما اینجا هستید» چطور تهیه می‌شود و مانور را چطور اجرا کنیم؟',
      en: 'In a fire the first minutes decide everything. What makes a good evacuation plan, how to draw a “you are here” map and how to run a drill.',
    },
    body: {
      fa: `<p>بیشتر تلفات آتش‌سوزی ساختمان‌ها ناشی از دود است، نه شعله. دود در چند دقیقه راهروها و پله‌ها را پر می‌کند؛ پس هر کس باید بدون فکر کردن بداند از کدام راه و به کجا برود. برنامه‌ی تخلیه همین را تضمین می‌کند.</p>
<h2>اجزای برنامه‌ی تخلیه</h2>
<ul>
<li><strong>مسیرهای فرار:</strong> دست‌کم دو مسیر مستقل از هر طبقه، همیشه باز، بدون انبار کالا و با درهایی که در جهت خروج باز می‌شوند.</li>
<li><strong>محل تجمع:</strong> فضای باز و امن، دور از ساختمان و مسیر خودروهای آتش‌نشانی، جایی که حضور افراد شمارش می‌شود.</li>
<li><strong>نقش‌ها:</strong> مسئول هر طبقه که تخلیه را هدایت و سرویس‌ها و اتاق‌ها را بازبینی می‌کند، و یک هماهنگ‌کننده که با آتش‌نشانی در تماس است.</li>
<li><strong>افراد نیازمند کمک:</strong> برای هر فرد دارای معلولیت یا محدودیت حرکتی، برنامه‌ی شخصی و همراه مشخص.</li>
<li><strong>اعلام خطر:</strong> آژیر اعلام حریق، و برای ساختمان‌های بزرگ، پیام صوتی.</li>
</ul>
<h2>نقشه‌ی «شما اینجا هستید»</h2>
<p>در هر طبقه، نزدیک آسانسورها و پله‌ها، نقشه‌ای ساده و هم‌جهت با بیننده نصب کنید: موقعیت بیننده، مسیرهای خروج با فلش سبز، پله‌های فرار، کپسول‌ها، جعبه‌های آتش‌نشانی و شستی‌های اعلام حریق. نقشه باید بدون توضیح فهمیده شود.</p>
<h2>قواعد طلایی که باید آموزش داد</h2>
<ol>
<li>با شنیدن آژیر کار را رها کنید؛ برای جمع کردن وسایل برنگردید.</li>
<li>از آسانسور استفاده نکنید.</li>
<li>اگر دود هست، خم شوید و نزدیک کف حرکت کنید.</li>
<li>پیش از باز کردن در، پشت آن را با پشت دست لمس کنید؛ در داغ را باز نکنید.</li>
<li>درهای پشت سر خود را ببندید تا دود پخش نشود.</li>
<li>در محل تجمع حاضر شوید و تا اعلام آتش‌نشانی به ساختمان برنگردید.</li>
</ol>
<h2>مانور</h2>
<p>برنامه‌ای که تمرین نشود روی کاغذ می‌ماند. دست‌کم سالی یک بار مانور اجرا کنید، زمان تخلیه را بسنجید و موانع را یادداشت کنید: دری که قفل بود، طبقه‌ای که آژیر را نشنید، کسی که سراغ آسانسور رفت. پس از هر مانور برنامه را اصلاح کنید.</p>`,
      en: `<p>Most deaths in building fires are caused by smoke, not flames. Smoke can fill corridors and stairs within minutes, so everyone must know without thinking which way to go and where. An evacuation plan makes sure of that.</p>
<h2>What the plan contains</h2>
<ul>
<li><strong>Escape routes:</strong> at least two independent routes from each floor, always open, free of storage, with doors opening in the direction of escape.</li>
<li><strong>Assembly point:</strong> a safe open area away from the building and from fire-engine access, where people are counted.</li>
<li><strong>Roles:</strong> a warden for each floor who leads the evacuation and sweeps toilets and rooms, and a coordinator who liaises with the fire brigade.</li>
<li><strong>People who need help:</strong> a personal plan and a named helper for everyone with a disability or limited mobility.</li>
<li><strong>Raising the alarm:</strong> the fire alarm sounders and, in large buildings, voice messages.</li>
</ul>
<h2>The “you are here” map</h2>
<p>On every floor, near lifts and stairs, put up a simple map oriented the way the viewer is facing: the viewer’s position, escape routes with green arrows, escape stairs, extinguishers, hose reels and call points. It must make sense without explanation.</p>
<h2>Golden rules to teach</h2>
<ol>
<li>When the alarm sounds, stop work; do not go back for belongings.</li>
<li>Do not use the lifts.</li>
<li>In smoke, stay low and move close to the floor.</li>
<li>Before opening a door, feel it with the back of your hand; do not open a hot door.</li>
<li>Close doors behind you to hold back the smoke.</li>
<li>Report to the assembly point and do not re-enter until the fire brigade says so.</li>
</ol>
<h2>Drills</h2>
<p>A plan that is never practised stays on paper. Hold a drill at least once a year, time the evacuation and note the obstacles: a locked door, a floor that did not hear the alarm, someone who headed for the lift. Improve the plan after every drill.</p>`,
    },
  },
  {
    category: 'building-safety',
    cover: ['sprinkler', 0],
    publishedAt: '2025-02-15T08:00:00.000Z',
    slug: { fa: 'استاندارد-اسپرینکلر-nfpa-13', en: 'sprinkler-standards-nfpa-13-basics' },
    title: {
      fa: 'استاندارد اسپرینکلر: مبانی NFPA 13 به زبان ساده',
      en: 'Sprinkler standards: NFPA 13 basics in plain language',
    },
    summary: {
      fa: 'کلاس خطر، دمای عملکرد، مساحت پوشش و فاصله‌ی اسپرینکلرها؛ آنچه کارفرما و مدیر ساختمان باید درباره‌ی طراحی سیستم اسپرینکلر بداند.',
      en: 'Hazard classes, temperature ratings, coverage area and spacing: what an owner or facilities manager should know about sprinkler design.',
    },
    body: {
      fa: `<p>سیستم اسپرینکلر یکی از مؤثرترین ابزارهای حفاظت از جان و مال در برابر آتش است. آمارهای بین‌المللی نشان می‌دهد در ساختمان‌هایی که اسپرینکلر دارند، بیشتر آتش‌سوزی‌ها با عمل یک یا دو اسپرینکلر مهار می‌شوند. استاندارد مرجع طراحی، NFPA 13 است.</p>
<h2>کلاس خطر</h2>
<p>طراحی با تعیین کلاس خطر هر فضا شروع می‌شود:</p>
<ul>
<li><strong>خطر سبک:</strong> دفاتر، کلاس‌ها، هتل‌ها، بیمارستان‌ها و واحدهای مسکونی.</li>
<li><strong>خطر معمولی (گروه ۱ و ۲):</strong> پارکینگ‌ها، رستوران‌ها، فروشگاه‌ها، کارگاه‌های سبک و انبارهای با ارتفاع کم.</li>
<li><strong>خطر زیاد (گروه ۱ و ۲):</strong> فضاهای دارای مایعات قابل اشتعال، صنایع رنگ و پلاستیک.</li>
</ul>
<p>انبارهای با چیدمان بلند، قواعد جداگانه و سخت‌گیرانه‌تری دارند.</p>
<h2>دمای عملکرد و رنگ حباب</h2>
<p>اسپرینکلرهای حباب شیشه‌ای با رنگ مایع داخل حباب، دمای عملکرد خود را نشان می‌دهند: نارنجی ۵۷ درجه، قرمز ۶۸ درجه، زرد ۷۹ درجه، سبز ۹۳ درجه و آبی ۱۴۱ درجه. در فضاهای معمولی، قرمز رایج‌ترین انتخاب است؛ کنار منابع گرما دمای بالاتر انتخاب می‌شود.</p>
<h2>پوشش و فاصله</h2>
<ul>
<li>برای اسپرینکلرهای استاندارد، حداکثر مساحت پوشش هر اسپرینکلر در خطر سبک حدود ۲۰٫۹ مترمربع و در خطر معمولی حدود ۱۲٫۱ مترمربع است.</li>
<li>حداکثر فاصله‌ی دو اسپرینکلر در خطر سبک و معمولی ۴٫۶ متر است.</li>
<li>موانعی مثل کانال‌های پهن، تیرها و چراغ‌ها الگوی پاشش را قطع می‌کنند و باید در طراحی دیده شوند.</li>
</ul>
<h2>تأمین آب</h2>
<p>طراحی هیدرولیکی تعیین می‌کند سیستم در دورترین نقطه چه فشار و دبی‌ای لازم دارد و پمپ و مخزن بر همین اساس انتخاب می‌شوند. شیرهای کنترل باید همیشه باز و پلمب باشند؛ شیر بسته رایج‌ترین دلیل عمل نکردن اسپرینکلر است.</p>
<h2>نگهداری (NFPA 25)</h2>
<p>بازدید منظم شیرها و فشارسنج‌ها، تست آلارم جریان، تست تخلیه‌ی اصلی و بررسی اسپرینکلرها از نظر رنگ‌خوردگی، آسیب و انسداد، لازمه‌ی آماده ماندن سیستم است. اسپرینکلری که رنگ خورده باید تعویض شود، نه تمیز.</p>`,
      en: `<p>Sprinklers are among the most effective ways to protect life and property from fire. International statistics show that in sprinklered buildings most fires are controlled by one or two heads. The design reference is NFPA 13.</p>
<h2>Hazard classification</h2>
<p>Design begins by classifying the hazard of each space:</p>
<ul>
<li><strong>Light hazard:</strong> offices, classrooms, hotels, hospitals and dwellings.</li>
<li><strong>Ordinary hazard (groups 1 and 2):</strong> car parks, restaurants, shops, light workshops and low storage.</li>
<li><strong>Extra hazard (groups 1 and 2):</strong> spaces with flammable liquids, paint and plastics industries.</li>
</ul>
<p>High-piled and rack storage has its own, stricter rules.</p>
<h2>Temperature ratings and bulb colours</h2>
<p>Glass-bulb sprinklers show their operating temperature by the liquid’s colour: orange 57 °C, red 68 °C, yellow 79 °C, green 93 °C and blue 141 °C. Red is the usual choice for ordinary rooms; higher ratings are used near heat sources.</p>
<h2>Coverage and spacing</h2>
<ul>
<li>For standard spray sprinklers, the maximum area per sprinkler is about 20.9 m² (225 ft²) in light hazard and about 12.1 m² (130 ft²) in ordinary hazard.</li>
<li>The maximum distance between sprinklers in light and ordinary hazard is 4.6 m (15 ft).</li>
<li>Obstructions such as wide ducts, beams and light fittings break the spray pattern and must be allowed for.</li>
</ul>
<h2>Water supply</h2>
<p>Hydraulic calculation establishes the pressure and flow needed at the most remote point, and the pump and tank are chosen from it. Control valves must always be open and secured; a closed valve is the most common reason for a sprinkler system to fail.</p>
<h2>Maintenance (NFPA 25)</h2>
<p>Regular checks of valves and gauges, flow alarm tests, main drain tests and inspection of heads for paint, damage and blockage keep the system ready. A sprinkler that has been painted must be replaced, not cleaned.</p>`,
    },
  },
  {
    category: 'building-safety',
    cover: ['building', 2],
    publishedAt: '2025-03-11T08:00:00.000Z',
    slug: { fa: 'مبحث-سوم-مقررات-ملی-ساختمان-حفاظت-در-برابر-حریق', en: 'iranian-building-regulations-part-3-fire-protection' },
    title: {
      fa: 'مبحث سوم مقررات ملی ساختمان: آنچه هر سازنده باید بداند',
      en: 'Part 3 of the Iranian National Building Regulations: what every developer should know',
    },
    summary: {
      fa: 'مبحث سوم، الزامات حفاظت ساختمان‌ها در برابر حریق را تعیین می‌کند: از طبقه‌بندی کاربری‌ها تا راه‌های خروج و سیستم‌های اعلام و اطفا. مهم‌ترین نکات را برای سازندگان و کارفرمایان خلاصه کرده‌ایم.',
      en: 'Part 3 sets the fire protection requirements for buildings, from occupancy classification to means of escape and alarm and extinguishing systems. We summarise the key points for developers and owners.',
    },
    body: {
      fa: `<p>مبحث سوم مقررات ملی ساختمان با عنوان «حفاظت ساختمان‌ها در برابر حریق»، مرجع اصلی الزامات ایمنی حریق در ایران است و سازمان‌های آتش‌نشانی شهرها در بررسی نقشه‌ها و صدور پایان‌کار به آن استناد می‌کنند. این یادداشت جایگزین متن مقررات نیست؛ نقشه‌ی راهی است برای این‌که بدانید از کجا شروع کنید.</p>
<h2>طبقه‌بندی کاربری</h2>
<p>همه‌ی الزامات به کاربری ساختمان وابسته‌اند: مسکونی، آموزشی، درمانی، تجمعی، کسبی و تجاری، صنعتی، انباری و خطرناک. ساختمانی که چند کاربری دارد (مثلاً تجاری در همکف و مسکونی در طبقات) باید الزامات هر بخش و جداسازی میان آن‌ها را رعایت کند.</p>
<h2>ساختمان‌های بلند</h2>
<p>ساختمان‌هایی که ارتفاع آن‌ها از حدود ۲۳ متر بیشتر است (تقریباً بیش از هفت‌هشت طبقه) بلندمرتبه محسوب می‌شوند و الزامات سخت‌گیرانه‌تری دارند، از جمله پلکان‌های فرار محافظت‌شده، سیستم اطفای خودکار و آسانسور ویژه‌ی آتش‌نشان.</p>
<h2>راه‌های خروج</h2>
<ul>
<li>تعداد خروجی‌ها، عرض راه‌ها و پله‌ها بر اساس جمعیت طبقه تعیین می‌شود.</li>
<li>طول مسیر حرکت تا رسیدن به خروج محدود است.</li>
<li>درهای پلکان‌های فرار باید دودبند، خودبسته‌شو و در جهت خروج بازشو باشند.</li>
<li>مسیرها باید علائم خروج و روشنایی اضطراری داشته باشند.</li>
</ul>
<h2>تقسیم‌بندی و مقاومت در برابر آتش</h2>
<p>ساختمان به فضاهای آتش (کمپارتمان) تقسیم می‌شود تا آتش و دود در یک بخش محدود بماند. دیوارها، سقف‌ها و درهای جداکننده و محل عبور لوله‌ها و کابل‌ها از آن‌ها باید درجه‌ی مقاومت لازم را داشته باشند.</p>
<h2>سیستم‌های اعلام و اطفا</h2>
<p>نیاز به سیستم اعلام حریق، اسپرینکلر، جعبه‌های آتش‌نشانی و لوله‌ی خشک یا تر، به کاربری، ارتفاع، مساحت و جمعیت بستگی دارد. در بیشتر ساختمان‌های عمومی و ساختمان‌های بلند، این سیستم‌ها الزامی‌اند.</p>
<h2>توصیه‌ی عملی</h2>
<p>الزامات ایمنی حریق را در مرحله‌ی طراحی معماری ببینید، نه پس از اتمام سفت‌کاری. اصلاح یک پلکان یا شفت پس از اجرا، ده‌ها برابر گران‌تر از طراحی درست از ابتداست. کارشناسان ما در بازدید رایگان، الزامات پروژه‌ی شما را فهرست می‌کنند.</p>`,
      en: `<p>Part 3 of the Iranian National Building Regulations, “Protection of buildings against fire”, is the main source of fire safety requirements in Iran, and city fire departments rely on it when they review drawings and issue completion certificates. This note does not replace the regulations; it is a map of where to start.</p>
<h2>Occupancy classification</h2>
<p>Every requirement depends on the building’s use: residential, educational, healthcare, assembly, business and retail, industrial, storage and hazardous. A mixed-use building (for example shops on the ground floor and flats above) must meet the requirements of each part and separate them.</p>
<h2>High-rise buildings</h2>
<p>Buildings taller than about 23 metres (roughly more than seven or eight storeys) are classed as high-rise and face stricter rules, including protected escape stairs, automatic suppression and a firefighters’ lift.</p>
<h2>Means of escape</h2>
<ul>
<li>The number of exits and the width of routes and stairs follow from the floor’s occupant load.</li>
<li>Travel distance to an exit is limited.</li>
<li>Doors to escape stairs must be smoke-tight, self-closing and open in the direction of escape.</li>
<li>Routes need exit signs and emergency lighting.</li>
</ul>
<h2>Compartmentation and fire resistance</h2>
<p>The building is divided into fire compartments so that fire and smoke stay in one part. Separating walls, floors and doors, and the points where pipes and cables pass through them, must have the required fire resistance.</p>
<h2>Alarm and extinguishing systems</h2>
<p>Whether fire alarms, sprinklers, hose reels and dry or wet risers are needed depends on use, height, floor area and occupant numbers. In most public and high-rise buildings these systems are mandatory.</p>
<h2>Practical advice</h2>
<p>Consider fire safety requirements at the architectural design stage, not after the structure is complete. Correcting a stair or a shaft after construction costs many times more than designing it right. On a free visit our consultants list the requirements for your project.</p>`,
    },
  },
  {
    category: 'building-safety',
    cover: ['shield', 3],
    publishedAt: '2025-05-03T08:00:00.000Z',
    slug: { fa: 'ایمنی-حریق-در-خانه-چک-لیست', en: 'home-fire-safety-checklist' },
    title: {
      fa: 'چک‌لیست ایمنی حریق در خانه: ده کار ساده که جان خانواده را نجات می‌دهد',
      en: 'Home fire safety checklist: ten simple steps that save lives',
    },
    summary: {
      fa: 'از آشکارساز دود و هشداردهنده‌ی مونوکسید کربن تا بخاری، آبگرمکن و سیم‌کشی فرسوده. چک‌لیستی کاربردی برای آپارتمان‌ها و خانه‌های ایرانی.',
      en: 'From smoke and carbon monoxide alarms to gas heaters, water heaters and old wiring: a practical checklist for flats and houses.',
    },
    body: {
      fa: `<p>بیشتر آتش‌سوزی‌های مرگبار در خانه‌ها و شب‌ها رخ می‌دهند، وقتی همه خواب‌اند. خبر خوب این است که با چند اقدام ساده و کم‌هزینه می‌توان خطر را بسیار کم کرد.</p>
<h2>چک‌لیست</h2>
<ol>
<li><strong>آشکارساز دود مستقل (باتری‌دار):</strong> در راهروی اتاق‌خواب‌ها و در هر طبقه نصب کنید. ماهی یک بار دکمه‌ی تست را بزنید و آشکارساز را حداکثر هر ده سال تعویض کنید.</li>
<li><strong>هشداردهنده‌ی مونوکسید کربن:</strong> در خانه‌هایی که بخاری گازی، شومینه یا آبگرمکن دارند ضروری است. مونوکسید کربن بی‌رنگ و بی‌بوست و هر زمستان جان افراد زیادی را می‌گیرد.</li>
<li><strong>دودکش بخاری و آبگرمکن:</strong> پیش از فصل سرما بررسی کنید که دودکش سالم، بدون نشتی و دارای کلاهک H باشد.</li>
<li><strong>کپسول آتش‌نشانی:</strong> یک کپسول ۴ کیلوگرمی پودری ABC نزدیک در خروجی آشپزخانه، نه بالای اجاق گاز.</li>
<li><strong>پتوی نسوز:</strong> برای خاموش کردن آتش ماهیتابه. هرگز روی روغن شعله‌ور آب نریزید.</li>
<li><strong>سیم‌کشی و سه‌راهی‌ها:</strong> چند وسیله‌ی پرمصرف (بخاری برقی، اتو، کتری) را روی یک سه‌راهی نگذارید و سیم‌های داغ‌شده یا ترک‌خورده را تعویض کنید.</li>
<li><strong>شارژ وسایل:</strong> گوشی، اسکوتر و دوچرخه‌ی برقی را روی تخت یا مبل و در طول شب بی‌مراقبت شارژ نکنید.</li>
<li><strong>نشتی گاز:</strong> اگر بوی گاز می‌آید، کلید برق را نزنید، شیر اصلی را ببندید، پنجره‌ها را باز کنید و از بیرون خانه تماس بگیرید.</li>
<li><strong>مسیر خروج:</strong> کلید در ورودی را جای مشخصی نزدیک در نگه دارید و راه‌پله را انبار نکنید.</li>
<li><strong>برنامه‌ی خانوادگی:</strong> با همه‌ی اعضای خانواده، حتی کودکان، راه خروج و محل قرار بیرون از ساختمان را تمرین کنید و شماره‌ی ۱۲۵ (آتش‌نشانی) را یادشان بدهید.</li>
</ol>
<blockquote>آشکارساز دودی که باتری ندارد، فقط یک تزئین سقفی است. همین امروز دکمه‌ی تست را بزنید.</blockquote>`,
      en: `<p>Most fatal fires happen at home and at night, when everyone is asleep. The good news is that a few simple, inexpensive steps cut the risk dramatically.</p>
<h2>The checklist</h2>
<ol>
<li><strong>Battery smoke alarms:</strong> fit them in the hallway outside bedrooms and on every floor. Press the test button monthly and replace each alarm at least every ten years.</li>
<li><strong>Carbon monoxide alarm:</strong> essential in homes with gas heaters, fireplaces or gas water heaters. CO is colourless and odourless and kills many people every winter.</li>
<li><strong>Heater and water-heater flues:</strong> before the cold season, check that the flue is sound, does not leak and has a proper cowl.</li>
<li><strong>Extinguisher:</strong> a 4 kg ABC powder extinguisher near the kitchen exit, not above the cooker.</li>
<li><strong>Fire blanket:</strong> for pan fires. Never throw water on burning oil.</li>
<li><strong>Wiring and power strips:</strong> do not run several heavy appliances (electric heater, iron, kettle) from one strip, and replace cables that get hot or are cracked.</li>
<li><strong>Charging:</strong> do not leave phones, e-scooters or e-bikes charging unattended overnight or on a bed or sofa.</li>
<li><strong>Gas leaks:</strong> if you smell gas, do not touch light switches; shut the main valve, open the windows and call from outside.</li>
<li><strong>Way out:</strong> keep the front-door key in a fixed place near the door and never use the stairwell for storage.</li>
<li><strong>A family plan:</strong> practise the way out and a meeting point outside with everyone, children included, and teach them the fire service number (125 in Iran).</li>
</ol>
<blockquote>A smoke alarm without a battery is just a ceiling decoration. Press the test button today.</blockquote>`,
    },
  },
];
