import { defineMessages } from '../../lib/i18n';

/** Server messages of the content module, shown to visitors as toasts (item1) with a stable code (item2). */
defineMessages({
  'content.postNotFound': { fa: 'مقاله‌ی موردنظر یافت نشد.', en: 'The article was not found.', ru: 'Статья не найдена.' },
  'content.categoryNotFound': { fa: 'دسته‌بندی وبلاگ یافت نشد.', en: 'The blog category was not found.', ru: 'Категория блога не найдена.' },
  'content.serviceNotFound': { fa: 'خدمت موردنظر یافت نشد.', en: 'The service was not found.', ru: 'Услуга не найдена.' },
  'content.pageNotFound': { fa: 'صفحه‌ی موردنظر یافت نشد.', en: 'The page was not found.', ru: 'Страница не найдена.' },
  'content.coverNotFound': { fa: 'تصویر یافت نشد.', en: 'The image was not found.', ru: 'Изображение не найдено.' },

  // the contact form (spec §5): the same rules as the browser's form, checked again here
  'content.form.requiredFields': { fa: 'لطفا فیلدهای الزامی را تکمیل کنید.', en: 'Please fill in the required fields.', ru: 'Пожалуйста, заполните обязательные поля.' },
  'content.form.mobileFormat': { fa: 'شماره موبایل وارد شده معتبر نیست.', en: 'The mobile number is not valid.', ru: 'Неверный номер мобильного телефона.' },
  'content.form.emailFormat': { fa: 'ایمیل وارد شده معتبر نیست.', en: 'The email address is not valid.', ru: 'Неверный адрес электронной почты.' },
  'content.form.fullNameTooLong': { fa: 'نام و نام خانوادگی حداکثر {max} نویسه است.', en: 'The full name can be at most {max} characters.', ru: 'Имя не может быть длиннее {max} символов.' },
  'content.form.bodyTooLong': { fa: 'متن پیام حداکثر {max} نویسه است.', en: 'The message can be at most {max} characters.', ru: 'Сообщение не может быть длиннее {max} символов.' },
  'content.form.titleTooLong': { fa: 'عنوان حداکثر {max} نویسه است.', en: 'The subject can be at most {max} characters.', ru: 'Тема не может быть длиннее {max} символов.' },
  'content.form.tooMany': { fa: 'تعداد پیام‌های ارسالی از این دستگاه زیاد است؛ لطفا کمی بعد دوباره تلاش کنید.', en: 'Too many messages from this device; please try again a little later.', ru: 'Слишком много сообщений с этого устройства; попробуйте чуть позже.' },
  'content.form.dateFormat': { fa: 'تاریخ ارسال نامعتبر است.', en: 'The date is not valid.', ru: 'Неверная дата.' },
  'content.form.groupNotFound': { fa: 'موضوع انتخاب‌شده برای پیام معتبر نیست.', en: 'The selected subject is not valid.', ru: 'Выбранная тема недействительна.' },
  'content.form.fileNotFound': { fa: 'فایل پیوست یافت نشد؛ دوباره بارگذاری کنید.', en: 'The attached file was not found; please upload it again.', ru: 'Прикреплённый файл не найден; загрузите его снова.' },
  'content.form.sent': { fa: 'پیام شما با موفقیت ثبت شد. کارشناسان ما به‌زودی با شما تماس می‌گیرند.', en: 'Your message has been received. Our experts will contact you soon.', ru: 'Ваше сообщение получено. Наши специалисты скоро свяжутся с вами.' },

  // the contact page's map tiles (map/)
  'content.map.tileNotFound': { fa: 'این بخش از نقشه در دسترس نیست.', en: 'This part of the map is not available.', ru: 'Эта часть карты недоступна.' },
  'content.map.tileUnavailable': { fa: 'نقشه فعلا در دسترس نیست؛ کمی بعد دوباره تلاش کنید.', en: 'The map is not available right now; please try again later.', ru: 'Карта сейчас недоступна; попробуйте позже.' },

  // uploads
  'content.upload.noFile': { fa: 'فایلی برای بارگذاری انتخاب نشده است.', en: 'No file was selected for upload.', ru: 'Файл для загрузки не выбран.' },
  'content.upload.tooLarge': { fa: 'حجم فایل بیشتر از {max} مگابایت است.', en: 'The file is larger than {max} MB.', ru: 'Файл больше {max} МБ.' },
  'content.upload.badType': { fa: 'نوع فایل مجاز نیست. فایل‌های مجاز: {allowed}.', en: 'This file type is not allowed. Allowed: {allowed}.', ru: 'Этот тип файла не разрешён. Разрешены: {allowed}.' },
  'content.upload.badImage': { fa: 'تصویر قابل خواندن نیست. تصاویر مجاز: {allowed}.', en: 'The image cannot be read. Allowed images: {allowed}.', ru: 'Изображение не читается. Разрешены: {allowed}.' },
  'content.upload.tooMany': { fa: 'تعداد فایل‌های بارگذاری‌شده از این دستگاه زیاد است؛ {minutes} دقیقه‌ی دیگر دوباره تلاش کنید.', en: 'Too many uploads from this device; please try again in {minutes} minutes.', ru: 'Слишком много загрузок с этого устройства; попробуйте снова через {minutes} мин.' },
  'content.upload.quota': { fa: 'سقف حجم بارگذاری روزانه‌ی این دستگاه ({max} مگابایت) پر شده است؛ فردا دوباره تلاش کنید.', en: 'This device has used up its daily upload allowance ({max} MB); please try again tomorrow.', ru: 'Дневной лимит загрузок с этого устройства ({max} МБ) исчерпан; попробуйте завтра.' },
  'content.upload.done': { fa: 'فایل با موفقیت بارگذاری شد.', en: 'The file has been uploaded.', ru: 'Файл загружен.' },
  'content.fileNotFound': { fa: 'فایل یافت نشد.', en: 'The file was not found.', ru: 'Файл не найден.' },

  // the back office's content (admin/)
  'content.admin.stale': { fa: 'همکار دیگری پیش از شما این مطلب را تغییر داده است؛ نسخه‌ی کنونی آن را ببینید و دوباره ذخیره کنید.', en: 'Someone else changed this article before you; look at how it is now and save again.', ru: 'Кто-то изменил эту статью раньше вас; посмотрите текущую версию и сохраните снова.' },
  'content.admin.slugInvalid': { fa: 'نشانی (اسلاگ) باید حرف یا رقم داشته باشد.', en: 'The URL key must contain letters or digits.', ru: 'Ключ адреса должен содержать буквы или цифры.' },
  'content.admin.slugTaken': { fa: 'این نشانی (اسلاگ) پیش‌تر استفاده شده است.', en: 'This URL key is already in use.', ru: 'Этот ключ адреса уже используется.' },
  'content.admin.categoryInvalid': { fa: 'دسته‌بندی انتخاب‌شده وجود ندارد.', en: 'The chosen category does not exist.', ru: 'Выбранная категория не существует.' },
  'content.admin.serviceInvalid': { fa: 'یکی از خدمات انتخاب‌شده وجود ندارد.', en: 'One of the chosen services does not exist.', ru: 'Одна из выбранных услуг не существует.' },
  'content.admin.projectInvalid': { fa: 'پروژه‌ی انتخاب‌شده وجود ندارد.', en: 'The chosen project does not exist.', ru: 'Выбранный проект не существует.' },
  'content.admin.dateInvalid': { fa: 'زمان انتشار معتبر نیست.', en: 'The publication time is not valid.', ru: 'Время публикации недействительно.' },
});
