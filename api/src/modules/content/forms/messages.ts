import { defineMessages } from '../../../lib/i18n';

/** The contact form's visit date (issue 16): localized like the module's other messages. */
defineMessages({
  'content.form.visitDateFormat': {
    fa: 'تاریخ بازدید معتبر نیست؛ آن را از تقویم انتخاب کنید.',
    en: 'The visit date is not valid; please choose it from the calendar.',
    ru: 'Неверная дата визита; выберите её в календаре.',
  },
  'content.form.visitDatePast': {
    fa: 'تاریخ بازدید گذشته است؛ امروز یا روزی پس از آن را انتخاب کنید.',
    en: 'The visit date has passed; please choose today or a later day.',
    ru: 'Дата визита уже прошла; выберите сегодняшний или более поздний день.',
  },
});
