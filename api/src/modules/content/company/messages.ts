import { defineMessages } from '../../../lib/i18n';

// The company's details as the back office saves them (store.ts#checkCompanyDetails): every refusal, nothing saved.
defineMessages({
  'content.company.emailInvalid': {
    fa: 'نشانی ایمیل شرکت درست نیست (مثلاً info@example.com).',
    en: "The company's e-mail address is not valid (for example info@example.com).",
    ru: 'Адрес электронной почты компании неверен (например, info@example.com).',
  },
  'content.company.phonesRequired': { fa: 'دست‌کم یک شمارهٔ تلفن وارد کنید.', en: 'Enter at least one telephone number.', ru: 'Укажите хотя бы один номер телефона.' },
  'content.company.phoneInvalid': {
    fa: 'شمارهٔ تلفن «{value}» درست نیست: فقط رقم، فاصله و + ( ) - .',
    en: 'The telephone number "{value}" is not valid: digits, spaces and + ( ) - only.',
    ru: 'Номер телефона «{value}» неверен: только цифры, пробелы и + ( ) -.',
  },
  'content.company.mobileInvalid': { fa: 'شمارهٔ همراه شرکت درست نیست.', en: "The company's mobile number is not valid.", ru: 'Мобильный номер компании неверен.' },
  'content.company.postalCodeInvalid': {
    fa: 'کد پستی فقط رقم، فاصله و خط تیره دارد.',
    en: 'The postal code may hold only digits, spaces and dashes.',
    ru: 'Почтовый индекс может содержать только цифры, пробелы и дефисы.',
  },
  'content.company.textRequired': {
    fa: '«{field}» را وارد کنید (فارسی و انگلیسی لازم است).',
    en: 'Enter "{field}" (Persian and English are required).',
    ru: 'Заполните «{field}» (персидский и английский обязательны).',
  },
  'content.company.latitudeInvalid': {
    fa: 'عرض جغرافیایی باید عددی بین ‎-90 تا 90 باشد.',
    en: 'The latitude must be a number from -90 to 90.',
    ru: 'Широта должна быть числом от -90 до 90.',
  },
  'content.company.longitudeInvalid': {
    fa: 'طول جغرافیایی باید عددی بین ‎-180 تا 180 باشد.',
    en: 'The longitude must be a number from -180 to 180.',
    ru: 'Долгота должна быть числом от -180 до 180.',
  },
});
