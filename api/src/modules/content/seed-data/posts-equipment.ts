import type { SeedPost } from './post-type';

/** Extinguishing equipment and its upkeep. */
export const EQUIPMENT_POSTS: SeedPost[] = [
  {
    category: 'equipment-maintenance',
    cover: ['extinguisher', 0],
    publishedAt: '2025-01-18T08:00:00.000Z',
    slug: { fa: 'نگهداری-و-شارژ-کپسول-آتش-نشانی', en: 'fire-extinguisher-maintenance-and-recharge' },
    title: {
      fa: 'نگهداری و شارژ کپسول آتش‌نشانی: چه کاری، چه زمانی؟',
      en: 'Fire extinguisher maintenance and recharge: what to do and when',
    },
    summary: {
      fa: 'کپسولی که روز حادثه کار نکند از نبودنش بدتر است. بازدید ماهانه، سرویس سالانه، آزمایش هیدرواستاتیک و شارژ پس از هر استفاده را ساده و کاربردی توضیح داده‌ایم.',
      en: 'An extinguisher that fails on the day is worse than none. Here is a practical guide to monthly checks, annual service, hydrostatic testing and recharging after every use.',
    },
    body: {
      fa: `<p>کپسول آتش‌نشانی سال‌ها گوشه‌ی راهرو می‌ماند و کسی به آن نگاه نمی‌کند؛ تا روزی که باید در چند ثانیه کار کند. بیشتر کپسول‌هایی که در حادثه عمل نمی‌کنند، ایراد ساخت ندارند؛ فقط کسی آن‌ها را بازدید نکرده است. این راهنما بر پایه‌ی استاندارد NFPA 10 و تجربه‌ی تیم خدمات ما نوشته شده است.</p>
<h2>بازدید ماهانه (کار خود شما)</h2>
<ul>
<li>کپسول سر جای خودش، در دسترس و دیدنی باشد و چیزی جلوی آن قرار نگرفته باشد.</li>
<li>عقربه‌ی فشارسنج در محدوده‌ی سبز باشد. عقربه در قرمز یعنی کپسول باید همین امروز شارژ شود.</li>
<li>ضامن و پلمب سالم باشند؛ ضامن کشیده‌شده یعنی کسی از کپسول استفاده کرده است.</li>
<li>بدنه زنگ‌زدگی، فرورفتگی یا نشتی نداشته باشد و شیلنگ ترک نخورده و مسدود نباشد.</li>
<li>برچسب راهنمای استفاده خوانا باشد.</li>
</ul>
<p>تاریخ و نام بازدیدکننده را روی کارت بازدید پشت کپسول بنویسید. این کارت در بازرسی آتش‌نشانی و بیمه سند شماست.</p>
<h2>سرویس سالانه (کار کارشناس)</h2>
<p>سالی یک بار کارشناس، کپسول را از نظر مکانیکی بررسی می‌کند: وزن (به‌ویژه در کپسول‌های CO2 که فشارسنج ندارند)، سلامت شیر و مخزن، حالت پودر و تاریخ آزمایش‌ها. پودر کپسول‌های پودری در طول زمان به‌ویژه در محیط‌های مرطوب یا پرلرزش کلوخه می‌شود؛ به همین دلیل بسیاری از سازمان‌ها شارژ دوره‌ای سالانه را ترجیح می‌دهند.</p>
<h2>آزمایش هیدرواستاتیک</h2>
<p>مخزن تحت فشار باید در فواصل معین با آب و فشاری بیش از فشار کاری آزموده شود: معمولاً هر ۵ سال برای کپسول‌های CO2، آب و فوم و هر ۱۲ سال برای کپسول‌های پودری. مخزنی که در این آزمون قبول نشود باید از رده خارج شود، نه تعمیر.</p>
<h2>شارژ پس از هر استفاده</h2>
<p>حتی اگر فقط چند ثانیه از کپسول استفاده کرده‌اید، آن را شارژ کنید. کپسول نیمه‌خالی فشار کافی ندارد و در حادثه‌ی بعدی ناامیدتان می‌کند.</p>
<blockquote>قاعده‌ی ساده: ضامن کشیده شده یا عقربه از سبز بیرون رفته؟ کپسول را همان روز برای شارژ بفرستید.</blockquote>
<p>تیم ما شارژ، سرویس و آزمایش هیدرواستاتیک کپسول‌ها را با صدور برگه‌ی سرویس انجام می‌دهد و برای مجموعه‌های بزرگ، برنامه‌ی بازدید دوره‌ای تنظیم می‌کند.</p>`,
      en: `<p>A fire extinguisher can stand in a corridor for years without anyone looking at it, until the day it has to work within seconds. Most extinguishers that fail in a real fire were not badly made; nobody had checked them. This guide follows NFPA 10 and our service team's experience.</p>
<h2>Monthly inspection (your job)</h2>
<ul>
<li>The extinguisher is in its place, visible and reachable, with nothing stacked in front of it.</li>
<li>The pressure gauge needle is in the green. A needle in the red means a recharge today.</li>
<li>The safety pin and tamper seal are intact; a missing pin means someone has used it.</li>
<li>The shell shows no rust, dents or leaks, and the hose is neither cracked nor blocked.</li>
<li>The operating instructions on the label are readable.</li>
</ul>
<p>Write the date and your initials on the inspection tag. The tag is your record for fire-department inspections and insurers.</p>
<h2>Annual maintenance (a technician's job)</h2>
<p>Once a year a technician examines the extinguisher mechanically: its weight (essential for CO2 units, which have no gauge), the valve and cylinder, the condition of the powder and the test dates. Dry powder can cake over time, especially in damp or vibrating locations, which is why many organisations choose a scheduled annual recharge.</p>
<h2>Hydrostatic testing</h2>
<p>Pressure vessels must be tested with water at more than their working pressure at set intervals: typically every 5 years for CO2, water and foam units and every 12 years for dry-powder units. A cylinder that fails is taken out of service, not repaired.</p>
<h2>Recharge after every use</h2>
<p>Even if you discharged it for only a few seconds, have it recharged. A half-empty extinguisher loses pressure and will let you down next time.</p>
<blockquote>The simple rule: pin pulled or needle out of the green? Send it for recharge the same day.</blockquote>
<p>Our team recharges, services and hydrostatically tests extinguishers with a written service record, and sets up inspection schedules for larger sites.</p>`,
    },
  },
  {
    category: 'equipment-maintenance',
    cover: ['extinguisher', 1],
    publishedAt: '2025-02-09T08:00:00.000Z',
    slug: { fa: 'انتخاب-کپسول-آتش-نشانی-مناسب', en: 'choosing-the-right-fire-extinguisher' },
    title: {
      fa: 'کدام کپسول آتش‌نشانی برای کجا؟ راهنمای کلاس‌های آتش',
      en: 'Which extinguisher for which place? A guide to fire classes',
    },
    summary: {
      fa: 'پودری، CO2، آب و فوم یا شیمیایی مرطوب؟ انتخاب کپسول به نوع آتشی بستگی دارد که احتمالش در آن فضا هست. با کلاس‌های آتش و انتخاب درست برای خانه، دفتر، آشپزخانه و اتاق سرور آشنا شوید.',
      en: 'Dry powder, CO2, water, foam or wet chemical? The right extinguisher depends on the fire you can expect in that space. Learn the fire classes and the right choice for homes, offices, kitchens and server rooms.',
    },
    body: {
      fa: `<p>هیچ کپسولی برای همه‌ی آتش‌ها بهترین نیست. استفاده از کپسول اشتباه، مثلاً آب روی روغن داغ یا تجهیزات برقی، می‌تواند حادثه را بدتر کند. اول کلاس‌های آتش را بشناسیم.</p>
<h2>کلاس‌های آتش</h2>
<ul>
<li><strong>کلاس A:</strong> جامدات معمولی مثل چوب، کاغذ، پارچه و پلاستیک.</li>
<li><strong>کلاس B:</strong> مایعات قابل اشتعال مثل بنزین، تینر و حلال‌ها.</li>
<li><strong>کلاس C:</strong> گازهای قابل اشتعال مثل گاز شهری و پروپان (اول شیر گاز را ببندید).</li>
<li><strong>کلاس D:</strong> فلزات قابل اشتعال مثل منیزیم؛ نیازمند پودرهای ویژه.</li>
<li><strong>آتش الکتریکی:</strong> تجهیزات برق‌دار؛ خاموش‌کننده باید نارسانا باشد.</li>
<li><strong>کلاس F (یا K):</strong> روغن و چربی آشپزی.</li>
</ul>
<h2>انواع کپسول و کاربرد</h2>
<table><thead><tr><th scope="col">نوع</th><th scope="col">مناسب برای</th><th scope="col">نکته</th></tr></thead><tbody>
<tr><td>پودر و گاز ABC</td><td>A، B، C و برق</td><td>همه‌کاره‌ترین گزینه؛ پودر آن تجهیزات حساس را آلوده می‌کند.</td></tr>
<tr><td>CO2</td><td>B و برق</td><td>بدون باقیمانده؛ مناسب تابلو برق و اتاق سرور. در فضای بسته پس از تخلیه، محل را تهویه کنید.</td></tr>
<tr><td>آب و فوم (AFFF)</td><td>A و B</td><td>مناسب انبار و کارگاه؛ نه برای تجهیزات برق‌دار.</td></tr>
<tr><td>شیمیایی مرطوب</td><td>F</td><td>ویژه‌ی آشپزخانه‌های صنعتی و سرخ‌کن‌ها.</td></tr>
</tbody></table>
<h2>پیشنهاد ما برای فضاهای رایج</h2>
<ul>
<li><strong>خانه و آپارتمان:</strong> یک کپسول پودری ۴ کیلوگرمی ABC نزدیک در خروجی آشپزخانه، به‌همراه پتوی نسوز.</li>
<li><strong>دفتر کار:</strong> کپسول پودری در راهروها و کپسول CO2 کنار تابلو برق و رک‌های شبکه.</li>
<li><strong>رستوران:</strong> کپسول شیمیایی مرطوب کنار سرخ‌کن‌ها و سیستم اطفای هود.</li>
<li><strong>کارگاه و انبار:</strong> کپسول‌های بزرگ‌تر پودری یا فوم، با فاصله‌ی دسترسی کوتاه از هر نقطه.</li>
</ul>
<p>تعداد و محل نصب کپسول‌ها به مساحت و نوع کاربری بستگی دارد. کارشناسان ما پس از بازدید، نقشه‌ی جانمایی کپسول‌ها را تهیه می‌کنند.</p>`,
      en: `<p>No extinguisher is best for every fire. Using the wrong one, such as water on hot oil or on live electrical equipment, can make things worse. Start with the fire classes.</p>
<h2>Fire classes</h2>
<ul>
<li><strong>Class A:</strong> ordinary solids such as wood, paper, textiles and plastics.</li>
<li><strong>Class B:</strong> flammable liquids such as petrol, thinners and solvents.</li>
<li><strong>Class C:</strong> flammable gases such as natural gas and propane (shut off the gas first).</li>
<li><strong>Class D:</strong> combustible metals such as magnesium; special powders only.</li>
<li><strong>Electrical fires:</strong> live equipment; the agent must not conduct electricity.</li>
<li><strong>Class F (K in the US):</strong> cooking oils and fats.</li>
</ul>
<h2>Extinguisher types and their uses</h2>
<table><thead><tr><th scope="col">Type</th><th scope="col">Suitable for</th><th scope="col">Note</th></tr></thead><tbody>
<tr><td>ABC dry powder</td><td>A, B, C and electrical</td><td>The most versatile choice; the powder contaminates sensitive equipment.</td></tr>
<tr><td>CO2</td><td>B and electrical</td><td>Leaves no residue; right for switchboards and server rooms. Ventilate a closed room after discharge.</td></tr>
<tr><td>Water and foam (AFFF)</td><td>A and B</td><td>Good for stores and workshops; not for live electrical equipment.</td></tr>
<tr><td>Wet chemical</td><td>F</td><td>For commercial kitchens and deep fryers.</td></tr>
</tbody></table>
<h2>Our advice for common spaces</h2>
<ul>
<li><strong>Homes and flats:</strong> a 4 kg ABC powder extinguisher near the kitchen exit, plus a fire blanket.</li>
<li><strong>Offices:</strong> powder extinguishers in corridors and a CO2 unit beside switchboards and network racks.</li>
<li><strong>Restaurants:</strong> a wet chemical extinguisher beside the fryers and a hood suppression system.</li>
<li><strong>Workshops and warehouses:</strong> larger powder or foam units, with a short walk to one from any point.</li>
</ul>
<p>How many extinguishers you need and where they go depends on floor area and use. After a site visit our consultants draw up an extinguisher layout plan.</p>`,
    },
  },
  {
    category: 'equipment-maintenance',
    cover: ['hose-reel', 0],
    publishedAt: '2025-03-02T08:00:00.000Z',
    slug: { fa: 'جعبه-آتش-نشانی-و-قرقره-شیلنگ', en: 'fire-hose-reels-and-cabinets' },
    title: {
      fa: 'جعبه‌ی آتش‌نشانی و قرقره‌ی شیلنگ: نصب، بازدید و استفاده‌ی درست',
      en: 'Fire hose reels and cabinets: installation, inspection and correct use',
    },
    summary: {
      fa: 'جعبه‌ی آتش‌نشانی نخستین ابزار مقابله با آتش برای ساکنان ساختمان است. ببینید یک جعبه‌ی استاندارد چه اجزایی دارد، هر ماه چه چیزهایی را باید بازدید کرد و چطور باید از آن استفاده کرد.',
      en: 'A hose reel cabinet is the first line of firefighting for a building’s occupants. See what a proper cabinet contains, what to check every month and how to use it.',
    },
    body: {
      fa: `<p>جعبه‌ی آتش‌نشانی (هوز ریل) با اتصال دائمی به شبکه‌ی آب آتش‌نشانی، آب نامحدود در اختیار ساکنان می‌گذارد؛ مزیتی که هیچ کپسولی ندارد. اما فقط زمانی مفید است که فشار آب کافی باشد، شیلنگ سالم باشد و افراد استفاده از آن را بلد باشند.</p>
<h2>اجزای یک جعبه‌ی استاندارد</h2>
<ul>
<li>قرقره‌ی گردان با شیلنگ لاستیکی نیمه‌سخت (معمولاً ۳۰ متر با قطر ۲۵ یا ۱۹ میلی‌متر).</li>
<li>شیر قطع و وصل و سرلوله (نازل) با قابلیت تغییر حالت بین جت و اسپری.</li>
<li>در بیشتر جعبه‌ها: محفظه‌ی کپسول آتش‌نشانی و در ساختمان‌های بلند، شیر لندینگ برای اتصال آتش‌نشانان.</li>
</ul>
<h2>محل نصب</h2>
<p>جعبه‌ها در مسیرهای دسترسی و نزدیک پله‌ها نصب می‌شوند تا فردی که از خطر دور می‌شود از کنار آن‌ها بگذرد. فاصله‌ی جعبه‌ها طوری تعیین می‌شود که طول شیلنگ به‌علاوه‌ی پرتاب آب، همه‌ی نقاط طبقه را پوشش دهد. جعبه نباید پشت در قفل‌شده یا کالا قرار گیرد.</p>
<h2>بازدید ماهانه</h2>
<ul>
<li>در جعبه بدون ابزار و به‌راحتی باز شود و شیشه یا قفل ایمنی سالم باشد.</li>
<li>شیلنگ ترک، پوسیدگی یا خمیدگی دائمی نداشته باشد و به‌طور منظم روی قرقره پیچیده شده باشد.</li>
<li>شیر اصلی نشتی نداشته باشد و نازل سر جای خود باشد.</li>
<li>فشار شبکه در فشارسنج پمپ‌خانه در محدوده‌ی طراحی باشد.</li>
</ul>
<p>سالی یک بار شیلنگ کامل باز و با آب تست شود تا جریان و برد پرتاب بررسی شود.</p>
<h2>استفاده‌ی درست در حادثه</h2>
<ol>
<li>شیر اصلی را باز کنید (در برخی مدل‌ها با باز کردن قرقره، شیر خودکار باز می‌شود).</li>
<li>شیلنگ را تا نزدیکی آتش بکشید؛ قرقره می‌چرخد و شیلنگ گره نمی‌خورد.</li>
<li>نازل را باز کنید و آب را به پایه‌ی آتش بگیرید، نه به شعله‌ها.</li>
<li>روی تجهیزات برق‌دار و روغن داغ هرگز آب نریزید.</li>
</ol>
<p>همیشه پشت‌تان به مسیر خروج باشد. اگر آتش در چند دقیقه‌ی اول مهار نشد، محل را ترک کنید و منتظر آتش‌نشانی بمانید.</p>`,
      en: `<p>A hose reel is permanently connected to the building's fire water supply, so it gives occupants an unlimited supply of water, which no extinguisher can. It only helps if the pressure is right, the hose is sound and people know how to use it.</p>
<h2>What a proper cabinet contains</h2>
<ul>
<li>A swinging reel with semi-rigid rubber hose (typically 30 m, 25 or 19 mm bore).</li>
<li>A shut-off valve and a nozzle that switches between jet and spray.</li>
<li>In most cabinets, a compartment for an extinguisher; in tall buildings, a landing valve for firefighters.</li>
</ul>
<h2>Where they go</h2>
<p>Cabinets are placed along escape routes and near stairs, so that people leaving the danger pass by them. They are spaced so that hose length plus the water throw covers every point of the floor. A cabinet must never sit behind a locked door or stacked goods.</p>
<h2>Monthly inspection</h2>
<ul>
<li>The door opens easily without tools, and the glass or safety seal is intact.</li>
<li>The hose has no cracks, perishing or permanent kinks, and is wound neatly on the reel.</li>
<li>The main valve does not leak and the nozzle is in place.</li>
<li>The pump-room gauge shows the network pressure within its design range.</li>
</ul>
<p>Once a year, run the hose out fully and flow water to check flow and throw.</p>
<h2>Using it in a fire</h2>
<ol>
<li>Open the main valve (on some models opening the reel opens it automatically).</li>
<li>Pull the hose towards the fire; the reel turns so the hose does not kink.</li>
<li>Open the nozzle and aim at the base of the fire, not the flames.</li>
<li>Never use water on live electrical equipment or hot oil.</li>
</ol>
<p>Always keep your back to your way out. If the fire is not under control within the first few minutes, leave and wait for the fire brigade.</p>`,
    },
  },
  {
    category: 'equipment-maintenance',
    cover: ['gas-suppression', 2],
    publishedAt: '2025-04-12T08:00:00.000Z',
    slug: { fa: 'اطفای-گازی-اتاق-سرور', en: 'gas-suppression-for-server-rooms' },
    title: {
      fa: 'اطفای حریق گازی برای اتاق سرور و تابلو برق: FM-200، نووک یا CO2؟',
      en: 'Gas suppression for server rooms and switch rooms: FM-200, Novec 1230 or CO2?',
    },
    summary: {
      fa: 'آب و پودر، تجهیزات حساس را نابود می‌کنند. سیستم‌های اطفای گازی آتش را بدون آسیب به سرورها خاموش می‌کنند. تفاوت گازها، الزامات اتاق و نکات ایمنی را مرور کرده‌ایم.',
      en: 'Water and powder destroy sensitive equipment. Gas suppression puts out the fire without harming your servers. We compare the agents, the room requirements and the safety points.',
    },
    body: {
      fa: `<p>در اتاق سرور، مرکز داده یا اتاق تابلوهای برق، خسارت ناشی از اطفا می‌تواند از خود آتش بیشتر باشد. سیستم‌های اطفای گازی، گاز خاموش‌کننده را در چند ثانیه در کل فضا پخش می‌کنند و پس از تهویه، هیچ باقیمانده‌ای بر جا نمی‌گذارند.</p>
<h2>مقایسه‌ی گازهای رایج</h2>
<ul>
<li><strong>FM-200 (HFC-227ea):</strong> با جذب گرما آتش را خاموش می‌کند؛ غلظت طراحی معمولاً حدود ۷ تا ۹ درصد و زمان تخلیه حداکثر ۱۰ ثانیه. در غلظت طراحی برای افراد حاضر در اتاق ایمن است، اما به دلیل اثر گلخانه‌ای بالا در برخی کشورها محدود شده است.</li>
<li><strong>Novec 1230 (FK-5-1-12):</strong> عملکردی مشابه با غلظت حدود ۴ تا ۶ درصد، حاشیه‌ی ایمنی بالا برای انسان و اثر زیست‌محیطی بسیار کم. در مخزن به‌صورت مایع نگهداری می‌شود.</li>
<li><strong>دی‌اکسید کربن (CO2):</strong> با کاهش اکسیژن آتش را خاموش می‌کند و ارزان‌تر است، اما در غلظت طراحی برای انسان کشنده است. فقط در فضاهای بدون حضور دائم افراد و با سامانه‌ی قفل و هشدار پیش از تخلیه.</li>
<li><strong>گازهای بی‌اثر (IG-541، IG-55):</strong> مخلوط نیتروژن و آرگون؛ سازگار با محیط‌زیست اما نیازمند سیلندرهای بیشتر و فضای نگهداری بزرگ‌تر.</li>
</ul>
<h2>الزامات اتاق</h2>
<p>گاز فقط زمانی کار می‌کند که در اتاق بماند. درزهای عبور کابل، دریچه‌های تهویه و زیر درها باید آب‌بندی شوند و دمپرهای کانال هوا هنگام تخلیه بسته شوند. آزمون درزبندی اتاق (Door Fan Test) نشان می‌دهد گاز به مدت کافی (معمولاً دست‌کم ۱۰ دقیقه) در ارتفاع محافظت‌شده باقی می‌ماند یا نه.</p>
<h2>کشف و فرمان</h2>
<p>تخلیه معمولاً با تأیید دو آشکارساز از دو زون جداگانه فرمان می‌گیرد تا یک آشکارساز معیوب باعث تخلیه‌ی بی‌دلیل نشود. پیش از تخلیه آژیر و چراغ هشدار فعال می‌شود و فرصتی برای خروج افراد هست. کلید توقف (Abort) و شستی تخلیه‌ی دستی کنار در خروج نصب می‌شود.</p>
<h2>نگهداری</h2>
<p>وزن یا فشار سیلندرها هر شش ماه کنترل می‌شود، آشکارسازها و منطق فرمان سالانه آزمایش می‌شوند و هر تغییری در اتاق (کابل‌کشی جدید، دریچه‌ی تازه) باید دوباره از نظر درزبندی بررسی شود.</p>`,
      en: `<p>In a server room, data centre or switch room, the damage done by extinguishing can exceed the damage done by the fire. Gas suppression systems flood the whole space with agent within seconds and, once the room is ventilated, leave nothing behind.</p>
<h2>The common agents</h2>
<ul>
<li><strong>FM-200 (HFC-227ea):</strong> extinguishes mainly by absorbing heat; design concentration is typically about 7–9 % with discharge within 10 seconds. Safe for occupants at design concentration, but its high global-warming potential has led to restrictions in several countries.</li>
<li><strong>Novec 1230 (FK-5-1-12):</strong> similar performance at about 4–6 %, a wide safety margin for people and a very small environmental footprint. Stored as a liquid.</li>
<li><strong>Carbon dioxide (CO2):</strong> works by reducing oxygen and is cheaper, but is lethal at design concentration. Only for normally unoccupied spaces, with lock-off and pre-discharge warnings.</li>
<li><strong>Inert gases (IG-541, IG-55):</strong> nitrogen and argon blends; environmentally benign but need more cylinders and a larger store.</li>
</ul>
<h2>What the room needs</h2>
<p>The gas only works if it stays in the room. Cable penetrations, vents and door gaps must be sealed, and duct dampers must close on discharge. A room integrity (door fan) test shows whether the agent will be held at the protected height for long enough, usually at least 10 minutes.</p>
<h2>Detection and control</h2>
<p>Discharge is normally triggered only when detectors in two separate zones agree, so one faulty detector cannot release the gas. Sounders and beacons warn occupants before discharge and give them time to leave. An abort switch and a manual release are mounted by the exit door.</p>
<h2>Maintenance</h2>
<p>Cylinder weight or pressure is checked every six months, detectors and control logic are tested yearly, and any change to the room (new cabling, a new opening) calls for a fresh integrity check.</p>`,
    },
  },
];
