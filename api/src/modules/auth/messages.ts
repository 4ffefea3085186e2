import { defineMessages } from '../../lib/i18n';

/** The auth module's shopper-facing messages (fa, en, ru). Imported once by module.ts. */
defineMessages({
  'auth.otpSent': {
    fa: 'کد تأیید به شماره {mobile} پیامک شد.',
    en: 'A verification code was sent to {mobile}.',
    ru: 'Код подтверждения отправлен на {mobile}.',
  },
  'auth.codeRequired': { fa: 'کد تأیید را وارد کنید.', en: 'Enter the verification code.', ru: 'Введите код подтверждения.' },
  'auth.codeWrong': {
    fa: 'کد تأیید اشتباه است؛ {remaining} بار دیگر می‌توانید تلاش کنید.',
    en: 'The verification code is wrong; {remaining} tries left.',
    ru: 'Неверный код; осталось попыток: {remaining}.',
  },
  'auth.codeExpired': {
    fa: 'کد تأیید منقضی شده یا درخواست نشده است؛ کد جدید بگیرید.',
    en: 'The verification code has expired or was not requested; ask for a new one.',
    ru: 'Код истёк или не запрашивался; запросите новый.',
  },
  'auth.codeAttemptsExceeded': {
    fa: 'تعداد تلاش‌ها برای این کد تمام شد؛ کد جدید بگیرید.',
    en: 'Too many wrong tries for this code; ask for a new one.',
    ru: 'Слишком много неверных попыток; запросите новый код.',
  },
  'auth.resendCooldown': {
    fa: 'برای دریافت کد جدید {seconds} ثانیه صبر کنید.',
    en: 'Please wait {seconds} seconds before asking for a new code.',
    ru: 'Подождите {seconds} с, прежде чем запросить новый код.',
  },
  'auth.tooManyCodes': {
    fa: 'تعداد درخواست کد برای این شماره زیاد است؛ {minutes} دقیقه دیگر تلاش کنید.',
    en: 'Too many codes were requested for this number; try again in {minutes} minutes.',
    ru: 'Слишком много кодов для этого номера; попробуйте через {minutes} мин.',
  },
  'auth.tooManyRequests': {
    fa: 'تعداد درخواست‌ها زیاد است؛ {minutes} دقیقه دیگر تلاش کنید.',
    en: 'Too many requests; try again in {minutes} minutes.',
    ru: 'Слишком много запросов; попробуйте через {minutes} мин.',
  },
  'auth.tooManyPasswordFailures': {
    fa: 'رمز عبور چند بار اشتباه وارد شد؛ با کد تأیید وارد شوید یا {minutes} دقیقه دیگر تلاش کنید.',
    en: 'Too many wrong passwords; log in with a verification code or try again in {minutes} minutes.',
    ru: 'Слишком много неверных паролей; войдите по коду или попробуйте через {minutes} мин.',
  },
  'auth.accountNotFound': {
    fa: 'حسابی با این شماره وجود ندارد؛ ابتدا ثبت‌نام کنید.',
    en: 'There is no account with this number; please register first.',
    ru: 'Аккаунта с этим номером нет; сначала зарегистрируйтесь.',
  },
  'auth.alreadyRegistered': {
    fa: 'با این شماره قبلاً ثبت‌نام شده است؛ وارد شوید.',
    en: 'This number is already registered; please log in.',
    ru: 'Этот номер уже зарегистрирован; войдите.',
  },
  'auth.codeOrPassword': {
    fa: 'کد تأیید یا رمز عبور را وارد کنید.',
    en: 'Enter the verification code or the password.',
    ru: 'Введите код подтверждения или пароль.',
  },
  'auth.wrongPassword': {
    fa: 'شماره موبایل یا رمز عبور اشتباه است.',
    en: 'The mobile number or password is wrong.',
    ru: 'Неверный номер или пароль.',
  },
  'auth.unavailable': {
    fa: 'ورود و ثبت‌نام لحظه‌ای در دسترس نیست؛ چند ثانیه دیگر دوباره تلاش کنید.',
    en: 'Logging in is unavailable for a moment; please try again in a few seconds.',
    ru: 'Вход временно недоступен; повторите через несколько секунд.',
  },
  'auth.passwordTooShort': {
    fa: 'رمز عبور باید دست‌کم {min} کاراکتر باشد.',
    en: 'The password must be at least {min} characters long.',
    ru: 'Пароль должен содержать не менее {min} символов.',
  },
  'auth.passwordTooLong': {
    fa: 'رمز عبور حداکثر می‌تواند {max} کاراکتر باشد.',
    en: 'The password can be at most {max} characters long.',
    ru: 'Пароль может содержать не более {max} символов.',
  },
  'auth.passwordTooWeak': {
    fa: 'این رمز عبور بسیار ساده است؛ رمز دیگری انتخاب کنید.',
    en: 'This password is too easy to guess; choose another.',
    ru: 'Этот пароль слишком простой; выберите другой.',
  },
  'auth.currentPasswordWrong': {
    fa: 'رمز عبور فعلی اشتباه است.',
    en: 'The current password is wrong.',
    ru: 'Текущий пароль неверен.',
  },
  'auth.currentPasswordRequired': {
    fa: 'رمز عبور فعلی یا کد تأیید را وارد کنید.',
    en: 'Enter your current password or a verification code.',
    ru: 'Введите текущий пароль или код подтверждения.',
  },
  'auth.passwordChanged': { fa: 'رمز عبور ذخیره شد.', en: 'The password was saved.', ru: 'Пароль сохранён.' },
  'auth.fullNameInvalid': {
    fa: 'نام و نام خانوادگی باید بین ۲ تا ۱۰۰ حرف باشد.',
    en: 'The full name must be 2 to 100 characters long.',
    ru: 'Имя должно содержать от 2 до 100 символов.',
  },
  'auth.profileSaved': { fa: 'اطلاعات حساب ذخیره شد.', en: 'Your details were saved.', ru: 'Данные сохранены.' },
  'auth.loggedIn': { fa: 'خوش آمدید.', en: 'Welcome.', ru: 'Добро пожаловать.' },
  'auth.loggedOut': { fa: 'از حساب کاربری خارج شدید.', en: 'You have logged out.', ru: 'Вы вышли из аккаунта.' },
  'auth.smsUnavailable': {
    fa: 'ارسال پیامک ممکن نشد؛ کمی بعد دوباره تلاش کنید.',
    en: 'The SMS could not be sent; please try again shortly.',
    ru: 'Не удалось отправить SMS; попробуйте позже.',
  },
  // said alike to every blocked shopper, whoever blocked them and why (the reason is the staff's)
  'auth.blocked': {
    fa: 'این حساب مسدود شده است؛ لطفاً با فروشگاه تماس بگیرید.',
    en: 'This account is blocked; please call the shop.',
    ru: 'Этот аккаунт заблокирован; позвоните, пожалуйста, в магазин.',
  },
  // the back office's customers (customers/)
  'customers.notFound': { fa: 'این مشتری وجود ندارد.', en: 'This customer does not exist.', ru: 'Такого покупателя нет.' },
  'customers.alreadyBlocked': {
    fa: 'این مشتری از قبل مسدود است.',
    en: 'This customer is already blocked.',
    ru: 'Этот покупатель уже заблокирован.',
  },
  'customers.notBlocked': {
    fa: 'این مشتری مسدود نیست.',
    en: 'This customer is not blocked.',
    ru: 'Этот покупатель не заблокирован.',
  },
});
