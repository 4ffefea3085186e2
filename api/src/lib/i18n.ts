import type { FastifyRequest } from 'fastify';
import type { MessageCode } from 'contracts/errors';

export type { MessageCode };
export type Lang = 'fa' | 'en' | 'ru';
/** A module's messages: only codes declared in contracts/errors.ts (another fails `tsc`). */
export type MessageDict = { [K in MessageCode]?: { fa: string; en: string; ru?: string } };

const dictionary: MessageDict = {};

/** Each module registers its own server messages once, at import time. */
export function defineMessages(dict: MessageDict): void {
  Object.assign(dictionary, dict);
}

defineMessages({
  'common.badRequest': { fa: 'اطلاعات ارسالی نامعتبر است.', en: 'The submitted data is invalid.', ru: 'Отправленные данные неверны.' },
  'common.invalidField': { fa: 'مقدار «{field}» نامعتبر است.', en: 'The value of "{field}" is invalid.', ru: 'Недопустимое значение «{field}».' },
  'common.requiredField': { fa: 'فیلد «{field}» الزامی است.', en: 'The field "{field}" is required.', ru: 'Поле «{field}» обязательно.' },
  'common.notFound': { fa: 'موردی یافت نشد.', en: 'Not found.', ru: 'Не найдено.' },
  'common.routeNotFound': { fa: 'آدرس {path} وجود ندارد.', en: 'Page not found: {path}', ru: 'Страница не найдена: {path}' },
  'common.serverError': { fa: 'مشکلی پیش آمد؛ دوباره تلاش کنید.', en: 'Something went wrong; please try again.', ru: 'Что-то пошло не так; попробуйте ещё раз.' },
  'common.forbiddenOrigin': { fa: 'درخواست از مبدأ نامعتبر رد شد.', en: 'Request refused: unknown origin.', ru: 'Запрос отклонён: неизвестный источник.' },
  'common.tooLarge': { fa: 'حجم درخواست بیش از حد مجاز است.', en: 'The request is too large.', ru: 'Слишком большой запрос.' },
  'common.tooManyRequests': { fa: 'تعداد درخواست‌ها زیاد است؛ کمی بعد تلاش کنید.', en: 'Too many requests; please try again later.', ru: 'Слишком много запросов; попробуйте позже.' },
  'common.busy': { fa: 'سامانه لحظه‌ای شلوغ است؛ چند ثانیه دیگر دوباره تلاش کنید.', en: 'The shop is busy for a moment; please try again in a few seconds.', ru: 'Магазин сейчас занят; повторите через несколько секунд.' },
  // meanings several modules answer with (one code each, whichever module finds the problem)
  'common.invalidMobile': { fa: 'شماره موبایل معتبر نیست؛ مثلاً ۰۹۱۲۱۲۳۴۵۶۷.', en: 'The mobile number is not valid, e.g. 09121234567.', ru: 'Неверный номер мобильного, например 09121234567.' },
  'common.productNotFound': { fa: 'این محصول وجود ندارد یا دیگر فروخته نمی‌شود.', en: 'This product does not exist or is no longer sold.', ru: 'Этого товара нет или он больше не продаётся.' },
  'auth.required': { fa: 'ابتدا وارد حساب کاربری شوید.', en: 'Please log in first.', ru: 'Сначала войдите в систему.' },
});

export function t(code: MessageCode, lang: Lang, params: Record<string, string | number> = {}): string {
  const entry = dictionary[code];
  const text = entry ? (entry[lang] ?? entry.en) : code;
  return text.replace(/\{(\w+)\}/g, (_, k: string) => (k in params ? String(params[k]) : `{${k}}`));
}

const isLang = (v: unknown): v is Lang => v === 'fa' || v === 'en' || v === 'ru';

/** ?lang= first (the spec's postForm?lang=), then the locale cookie, then Accept-Language; Persian by default. */
export function requestLang(req: FastifyRequest): Lang {
  // the parsed query, or (for requests Fastify refused before parsing it) the raw URL's
  const parsed = (req.query as Record<string, unknown> | undefined)?.lang;
  const q = typeof parsed === 'string' ? parsed : /[?&]lang=([a-zA-Z]{2})/.exec(req.raw?.url ?? '')?.[1];
  if (typeof q === 'string') {
    const l = q.slice(0, 2).toLowerCase();
    if (isLang(l)) return l;
  }
  const cookie = (req.cookies as Record<string, string | undefined> | undefined)?.locale;
  if (isLang(cookie)) return cookie;
  const header = req.headers['accept-language'];
  if (typeof header === 'string') {
    for (const part of header.split(',')) {
      const l = part.trim().slice(0, 2).toLowerCase();
      if (isLang(l)) return l;
    }
  }
  return 'fa';
}
