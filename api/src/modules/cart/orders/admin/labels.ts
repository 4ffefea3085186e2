import type { OrderAction } from 'contracts/admin-orders';
import type { OrderStatus } from 'contracts/cart';
import type { Lang } from '../../../../lib/i18n';

/** The names of states and actions inside the back office's refusals (orders.admin.notAllowed), in fa, en and ru. */
const STATUS: Record<Lang, Record<OrderStatus, string>> = {
  fa: {
    placed: 'در انتظار پرداخت',
    paid: 'پرداخت‌شده',
    failed: 'ناموفق',
    cancelled: 'لغوشده',
    merged: 'ادغام‌شده',
    awaiting_cheque: 'در انتظار چک',
    cheque_received: 'چک دریافت‌شده',
    preparing: 'در حال آماده‌سازی',
    shipped: 'ارسال‌شده',
    delivered: 'تحویل‌شده',
  },
  en: {
    placed: 'awaiting payment',
    paid: 'paid',
    failed: 'failed',
    cancelled: 'cancelled',
    merged: 'merged',
    awaiting_cheque: 'awaiting the cheque',
    cheque_received: 'cheque received',
    preparing: 'being prepared',
    shipped: 'shipped',
    delivered: 'delivered',
  },
  ru: {
    placed: 'ожидает оплаты',
    paid: 'оплачен',
    failed: 'не оплачен',
    cancelled: 'отменён',
    merged: 'объединён',
    awaiting_cheque: 'ожидает чек',
    cheque_received: 'чек получен',
    preparing: 'собирается',
    shipped: 'отправлен',
    delivered: 'доставлен',
  },
};

const ACTION: Record<Lang, Record<OrderAction | 'release', string>> = {
  fa: {
    chequeReceived: 'دریافت چک',
    chequeCleared: 'وصول چک',
    chequeBounced: 'برگشت چک',
    prepare: 'آماده‌سازی',
    ship: 'ارسال',
    deliver: 'تحویل',
    cancel: 'لغو سفارش',
    refund: 'ثبت بازپرداخت',
    release: 'آزاد کردن موجودی',
  },
  en: {
    chequeReceived: 'Cheque received',
    chequeCleared: 'Cheque cleared',
    chequeBounced: 'Cheque bounced',
    prepare: 'Prepare',
    ship: 'Ship',
    deliver: 'Delivered',
    cancel: 'Cancel the order',
    refund: 'Record the refund',
    release: 'Release the stock',
  },
  ru: {
    chequeReceived: 'Чек получен',
    chequeCleared: 'Чек оплачен',
    chequeBounced: 'Чек не оплачен',
    prepare: 'Собрать',
    ship: 'Отправить',
    deliver: 'Доставлен',
    cancel: 'Отменить заказ',
    refund: 'Записать возврат',
    release: 'Освободить товар',
  },
};

export const statusLabel = (status: OrderStatus, lang: Lang) => STATUS[lang][status] ?? status;
export const actionLabel = (action: OrderAction | 'release', lang: Lang) => ACTION[lang][action] ?? action;
