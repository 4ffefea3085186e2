import { defineMessages } from '../../lib/i18n';

defineMessages({
  'catalog.categoryNotFound': { fa: 'این دسته‌بندی وجود ندارد.', en: 'This category does not exist.', ru: 'Такой категории нет.' },
  'catalog.brandNotFound': { fa: 'این برند وجود ندارد.', en: 'This brand does not exist.', ru: 'Такого бренда нет.' },
  'catalog.imageNotFound': { fa: 'تصویر پیدا نشد.', en: 'Image not found.', ru: 'Изображение не найдено.' },
  'catalog.fileNotFound': { fa: 'فایل کاتالوگ پیدا نشد.', en: 'Catalogue file not found.', ru: 'Файл каталога не найден.' },
  'catalog.priceRange': { fa: 'حداقل قیمت نباید از حداکثر قیمت بیشتر باشد.', en: 'The minimum price must not exceed the maximum price.', ru: 'Минимальная цена не должна превышать максимальную.' },
  'catalog.fullNameRequired': { fa: 'نام و نام خانوادگی را وارد کنید.', en: 'Please enter your full name.', ru: 'Введите имя и фамилию.' },
  'catalog.alreadyRated': { fa: 'شما قبلاً به این محصول امتیاز داده‌اید.', en: 'You have already rated this product.', ru: 'Вы уже оценили этот товар.' },
  'catalog.ratingSaved': { fa: 'امتیاز شما ثبت شد. سپاس!', en: 'Thank you, your rating was saved.', ru: 'Спасибо, ваша оценка сохранена.' },
  'catalog.inquirySaved': {
    fa: 'درخواست استعلام قیمت ثبت شد؛ کارشناسان ما به‌زودی با شما تماس می‌گیرند.',
    en: 'Your price inquiry was received; our team will call you shortly.',
    ru: 'Запрос цены получен; наши специалисты скоро свяжутся с вами.',
  },
  'catalog.tooManyRatings': {
    fa: 'تعداد امتیازهای ثبت‌شده از این دستگاه زیاد است؛ {minutes} دقیقه‌ی دیگر دوباره تلاش کنید.',
    en: 'Too many ratings from this device; please try again in {minutes} minutes.',
    ru: 'Слишком много оценок с этого устройства; попробуйте снова через {minutes} мин.',
  },
  'catalog.tooManyRequests': {
    fa: 'تعداد درخواست‌های این دستگاه زیاد است؛ {minutes} دقیقه‌ی دیگر دوباره تلاش کنید.',
    en: 'Too many requests from this device; please try again in {minutes} minutes.',
    ru: 'Слишком много запросов с этого устройства; попробуйте снова через {minutes} мин.',
  },
  'catalog.tooManyInquiries': {
    fa: 'تعداد درخواست‌های استعلام این شماره زیاد است؛ لطفاً یک ساعت دیگر تلاش کنید.',
    en: 'Too many price inquiries from this number; please try again in an hour.',
    ru: 'Слишком много запросов с этого номера; попробуйте через час.',
  },
});
