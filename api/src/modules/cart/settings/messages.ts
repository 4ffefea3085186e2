import { defineMessages } from '../../../lib/i18n';

// The back office's shop settings (VAT, delivery methods, discount codes): every refusal, nothing saved.
defineMessages({
  'settings.vatInvalid': {
    fa: 'درصد مالیات بر ارزش افزوده باید عددی از ۰ تا ۱۰۰ با حداکثر دو رقم اعشار باشد.',
    en: 'The VAT percent must be a number from 0 to 100 with at most two decimals.',
    ru: 'Ставка НДС должна быть числом от 0 до 100, не более двух знаков после запятой.',
  },
  'settings.textRequired': { fa: '«{field}» را وارد کنید.', en: 'Enter "{field}".', ru: 'Заполните «{field}».' },
  'settings.amountInvalid': {
    fa: '«{field}» باید مبلغی به ریال، عدد صحیح و نامنفی باشد.',
    en: '"{field}" must be an amount in rials: a whole number, zero or more.',
    ru: '«{field}» должно быть суммой в риалах: целым неотрицательным числом.',
  },
  'settings.countInvalid': {
    fa: '«{field}» باید عدد صحیحِ {min} یا بیشتر باشد.',
    en: '"{field}" must be a whole number of {min} or more.',
    ru: '«{field}» должно быть целым числом не меньше {min}.',
  },
  'settings.percentInvalid': {
    fa: 'درصد تخفیف باید عدد صحیحی از ۱ تا ۱۰۰ باشد.',
    en: 'The discount percent must be a whole number from 1 to 100.',
    ru: 'Процент скидки должен быть целым числом от 1 до 100.',
  },
  'settings.codeInvalid': {
    fa: 'کد تخفیف باید ۳ تا ۴۰ نویسه از حروف لاتین، رقم، خط تیره یا زیرخط باشد.',
    en: 'A discount code has 3 to 40 Latin letters, digits, dashes or underscores.',
    ru: 'Код скидки — от 3 до 40 латинских букв, цифр, дефисов или подчёркиваний.',
  },
  'settings.codeExists': {
    fa: 'کد تخفیف «{code}» پیش‌تر ساخته شده است (بزرگی و کوچکی حروف فرقی ندارد).',
    en: 'The discount code "{code}" exists already (letter case does not matter).',
    ru: 'Код скидки «{code}» уже существует (регистр букв не важен).',
  },
  'settings.dateInvalid': { fa: 'تاریخ «{field}» معتبر نیست.', en: 'The date "{field}" is not valid.', ru: 'Дата «{field}» неверна.' },
  'settings.dateRange': {
    fa: 'تاریخ شروع اعتبار باید پیش از پایان آن باشد.',
    en: 'The first valid day must not come after the last one.',
    ru: 'Начало действия не может быть позже его окончания.',
  },
  'settings.deliveryNotFound': { fa: 'این روش ارسال وجود ندارد.', en: 'This delivery method does not exist.', ru: 'Такого способа доставки нет.' },
  'settings.discountNotFound': { fa: 'این کد تخفیف وجود ندارد.', en: 'This discount code does not exist.', ru: 'Такого кода скидки нет.' },
  'settings.lastDeliveryMethod': {
    fa: 'دست‌کم یک روش ارسال باید فعال بماند؛ پیش از غیرفعال کردن این روش، روش دیگری را فعال کنید.',
    en: 'At least one delivery method must stay active: activate another one before withdrawing this one.',
    ru: 'Хотя бы один способ доставки должен оставаться активным: сначала включите другой.',
  },
});
