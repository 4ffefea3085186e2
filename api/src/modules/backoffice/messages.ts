import { defineMessages } from '../../lib/i18n';

/** The back-office's messages (fa, en, ru). Imported once by module.ts. */
defineMessages({
  'admin.signInRequired': { fa: 'ابتدا وارد پنل مدیریت شوید.', en: 'Please sign in to the back office first.', ru: 'Сначала войдите в панель управления.' },
  'admin.forbidden': { fa: 'شما اجازهٔ این کار را ندارید.', en: 'You are not allowed to do this.', ru: 'У вас нет прав на это действие.' },
  'admin.signedIn': { fa: 'به پنل مدیریت خوش آمدید.', en: 'Welcome to the back office.', ru: 'Добро пожаловать в панель управления.' },
  'admin.signedOut': { fa: 'از پنل مدیریت خارج شدید.', en: 'You have signed out of the back office.', ru: 'Вы вышли из панели управления.' },
  'admin.passwordRequired': {
    fa: 'کد درست است؛ رمز عبور خود را هم وارد کنید.',
    en: 'The code is right; now enter your password as well.',
    ru: 'Код верный; теперь введите и пароль.',
  },
  'admin.wrongCredentials': {
    fa: 'کد یا رمز عبور درست نیست، یا کد منقضی شده است؛ دوباره تلاش کنید.',
    en: 'The code or password is wrong, or the code has expired; please try again.',
    ru: 'Неверный код или пароль, либо код истёк; попробуйте ещё раз.',
  },
  'admin.currentPasswordWrong': { fa: 'رمز عبور فعلی درست نیست.', en: 'The current password is wrong.', ru: 'Текущий пароль неверен.' },
  'admin.passwordSaved': { fa: 'رمز عبور ذخیره شد.', en: 'Password saved.', ru: 'Пароль сохранён.' },
  'admin.staffSaved': { fa: 'کارمند ذخیره شد.', en: 'Staff member saved.', ru: 'Сотрудник сохранён.' },
  'admin.staffNotFound': { fa: 'این کارمند وجود ندارد.', en: 'This staff member does not exist.', ru: 'Такого сотрудника нет.' },
  'admin.staffExists': { fa: 'کارمندی با این شماره موبایل هست.', en: 'A staff member with this mobile number already exists.', ru: 'Сотрудник с этим номером уже есть.' },
  'admin.lastOwner': {
    fa: 'دست‌کم یک مالک فعال باید بماند.',
    en: 'At least one active owner must remain.',
    ru: 'Должен остаться хотя бы один активный владелец.',
  },
  'admin.nameInvalid': { fa: 'نام را وارد کنید (حداکثر ۱۰۰ نویسه).', en: 'Enter a name (up to 100 characters).', ru: 'Введите имя (до 100 символов).' },
  'admin.dateInvalid': { fa: 'تاریخ «{field}» معتبر نیست.', en: 'The date "{field}" is not valid.', ru: 'Дата «{field}» неверна.' },
  'admin.dateRange': { fa: 'تاریخ شروع باید پیش از تاریخ پایان باشد.', en: 'The start date must be before the end date.', ru: 'Дата начала должна быть раньше даты окончания.' },
  // the leads inbox (leads/)
  'leads.notFound': { fa: 'این درخواست وجود ندارد.', en: 'This lead does not exist.', ru: 'Такой заявки нет.' },
  'leads.stale': {
    fa: 'همکار دیگری پیش از شما این درخواست را تغییر داده است؛ وضعیت کنونی آن را ببینید و دوباره تصمیم بگیرید.',
    en: 'Someone else changed this lead before you; look at how it is now and decide again.',
    ru: 'Кто-то изменил эту заявку раньше вас; посмотрите, какая она сейчас, и решите снова.',
  },
  'leads.assigneeInvalid': {
    fa: 'درخواست را فقط می‌توان به کارمند فعالی با نقش پشتیبانی یا مالک سپرد.',
    en: 'A lead can only be given to an active staff member with the support or owner role.',
    ru: 'Заявку можно передать только активному сотруднику с ролью поддержки или владельца.',
  },
  'leads.noAttachment': { fa: 'این درخواست پیوستی ندارد.', en: 'This lead has no attachment.', ru: 'У этой заявки нет вложения.' },
});
