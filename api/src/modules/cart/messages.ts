import { defineMessages } from '../../lib/i18n';

/** Every message the cart, order and payment endpoints can answer with, in fa, en and ru. */
defineMessages({
  'cart.unknownType': {
    fa: 'نوع عملیات سبد خرید ({type}) نامعتبر است.',
    en: 'Unknown cart operation ({type}).',
    ru: 'Неизвестная операция корзины ({type}).',
  },
  'cart.added': { fa: 'با موفقیت به سبد خرید اضافه شد.', en: 'Added to cart successfully.', ru: 'Товар добавлен в корзину.' },
  'cart.updated': { fa: 'سبد خرید به‌روز شد.', en: 'Cart updated.', ru: 'Корзина обновлена.' },
  'cart.removed': { fa: 'کالا از سبد خرید حذف شد.', en: 'Removed from the cart.', ru: 'Товар удалён из корзины.' },
  'cart.productUnavailable': {
    fa: 'کالای «{name}» در حال حاضر قابل فروش نیست.',
    en: '"{name}" is not available for sale at the moment.',
    ru: 'Товар «{name}» сейчас недоступен для продажи.',
  },
  'cart.priceOnInquiry': {
    fa: 'قیمت «{name}» استعلامی است و نمی‌توان آن را به سبد خرید افزود؛ لطفاً استعلام قیمت بگیرید.',
    en: 'The price of "{name}" is on inquiry, so it cannot be added to the cart; please ask for a quote.',
    ru: 'Цена «{name}» по запросу, его нельзя добавить в корзину; запросите цену.',
  },
  'cart.countBelowOne': {
    fa: 'تعداد باید دست‌کم ۱ باشد؛ برای حذف، کالا را از سبد حذف کنید.',
    en: 'The quantity must be at least 1; to remove the item, delete it from the cart.',
    ru: 'Количество должно быть не меньше 1; чтобы убрать товар, удалите его из корзины.',
  },
  'cart.countZero': { fa: 'تعداد نمی‌تواند صفر باشد.', en: 'The quantity change cannot be zero.', ru: 'Изменение количества не может быть нулевым.' },
  'cart.outOfStock': { fa: '«{name}» ناموجود است.', en: '"{name}" is out of stock.', ru: '«{name}» нет в наличии.' },
  'cart.notEnoughStock': {
    fa: 'از «{name}» تنها {available} عدد موجود است.',
    en: 'Only {available} of "{name}" in stock.',
    ru: '«{name}» в наличии только {available} шт.',
  },
  'cart.lineNotFound': { fa: 'این کالا در سبد خرید شما نیست.', en: 'This product is not in your cart.', ru: 'Этого товара нет в вашей корзине.' },
  'cart.addressFieldRequired': {
    fa: '«{field}» نشانی الزامی است.',
    en: 'The address field "{field}" is required.',
    ru: 'Поле адреса «{field}» обязательно.',
  },
  'cart.addressFieldTooLong': {
    fa: '«{field}» نشانی بیش از حد طولانی است.',
    en: 'The address field "{field}" is too long.',
    ru: 'Поле адреса «{field}» слишком длинное.',
  },
  'cart.postalCodeInvalid': {
    fa: 'کد پستی باید ۱۰ رقم باشد.',
    en: 'The postal code must have 10 digits.',
    ru: 'Почтовый индекс должен состоять из 10 цифр.',
  },
  'cart.deliveryNotFound': { fa: 'این روش ارسال وجود ندارد.', en: 'This delivery method does not exist.', ru: 'Такого способа доставки нет.' },
  'cart.discountNotFound': { fa: 'کد تخفیف معتبر نیست.', en: 'This discount code is not valid.', ru: 'Промокод недействителен.' },
  'cart.discountExpired': { fa: 'مهلت این کد تخفیف تمام شده است.', en: 'This discount code has expired.', ru: 'Срок действия промокода истёк.' },
  'cart.discountNotStarted': { fa: 'این کد تخفیف هنوز فعال نشده است.', en: 'This discount code is not active yet.', ru: 'Промокод ещё не действует.' },
  'cart.discountUsedUp': { fa: 'ظرفیت استفاده از این کد تخفیف تمام شده است.', en: 'This discount code has been used up.', ru: 'Лимит использования промокода исчерпан.' },
  'cart.discountMinBasket': {
    fa: 'این کد تخفیف برای خرید دست‌کم {min} است.',
    en: 'This discount code needs a basket of at least {min}.',
    ru: 'Промокод действует для корзины от {min}.',
  },
  'cart.paymentMethodInvalid': {
    fa: 'روش پرداخت باید «online» یا «cheque» باشد.',
    en: 'The payment method must be "online" or "cheque".',
    ru: 'Способ оплаты должен быть «online» или «cheque».',
  },
  'cart.empty': { fa: 'سبد خرید شما خالی است.', en: 'Your cart is empty.', ru: 'Ваша корзина пуста.' },
  'cart.addressNotFound': { fa: 'این نشانی در فهرست نشانی‌های شما نیست.', en: 'This address is not in your address book.', ru: 'Этого адреса нет в вашей адресной книге.' },
  'cart.addressBookFull': {
    fa: 'حداکثر {max} نشانی می‌توانید نگه دارید؛ یکی را حذف کنید.',
    en: 'You can keep at most {max} addresses; remove one first.',
    ru: 'Можно хранить не больше {max} адресов; сначала удалите один.',
  },
  'cart.addressRequired': {
    fa: 'برای این روش ارسال، نشانی گیرنده را وارد کنید.',
    en: 'Please enter the delivery address for this delivery method.',
    ru: 'Укажите адрес доставки для этого способа доставки.',
  },
  'cart.deliveryNotServed': {
    fa: '«{method}» به {city} ارسال نمی‌کند؛ روش ارسال دیگری انتخاب کنید.',
    en: '"{method}" does not deliver to {city}; please choose another delivery method.',
    ru: '«{method}» не доставляет в {city}; выберите другой способ доставки.',
  },
  'cart.noBonus': { fa: 'اعتبار هدیه‌ای ندارید.', en: 'You have no bonus credit.', ru: 'У вас нет бонусов.' },
  'cart.bonusTooMuch': {
    fa: 'اعتبار هدیه شما {balance} است.',
    en: 'Your bonus credit is {balance}.',
    ru: 'Ваш бонусный баланс: {balance}.',
  },
  'cart.parentOrderInvalid': {
    fa: 'این سفارش پرداخت‌نشده‌ی شما نیست یا دیگر قابل تکمیل نیست.',
    en: 'This is not an unpaid order of yours that can still be completed.',
    ru: 'Это не ваш неоплаченный заказ, который ещё можно дополнить.',
  },
  'cart.amountTooSmall': {
    fa: 'مبلغ پرداخت آنلاین باید دست‌کم {min} باشد.',
    en: 'An online payment must be at least {min}.',
    ru: 'Онлайн-платёж должен быть не меньше {min}.',
  },
  'cart.paymentStartFailed': {
    fa: 'سفارش ثبت شد اما اتصال به درگاه پرداخت ممکن نشد؛ از صفحه سفارش دوباره پرداخت کنید.',
    en: 'Your order was placed but the payment gateway could not be reached; please pay again from the order page.',
    ru: 'Заказ оформлен, но платёжный шлюз недоступен; оплатите повторно со страницы заказа.',
  },
  'cart.orderPlaced': { fa: 'سفارش شما ثبت شد.', en: 'Your order has been placed.', ru: 'Ваш заказ оформлен.' },
  'cart.reserved': {
    fa: 'کالاهای سبد شما تا {minutes} دقیقه برایتان نگه داشته می‌شود.',
    en: 'The items in your cart are held for you for {minutes} minutes.',
    ru: 'Товары из корзины зарезервированы на {minutes} минут.',
  },
  'cart.tooManyAttempts': {
    fa: 'تعداد تلاش‌ها بیش از حد مجاز است؛ لطفاً {minutes} دقیقه دیگر دوباره تلاش کنید.',
    en: 'Too many attempts; please try again in {minutes} minutes.',
    ru: 'Слишком много попыток; повторите через {minutes} мин.',
  },
  'cart.reserveTooManyUnits': {
    fa: 'حداکثر {max} عدد کالا را می‌توان برای شما نگه داشت.',
    en: 'At most {max} items can be held for you.',
    ru: 'Зарезервировать можно не более {max} шт.',
  },
  'cart.reserveRenewalsUsed': {
    fa: 'این سبد خرید {max} بار نگه داشته شده است و دیگر قابل تمدید نیست؛ لطفاً سفارش را ثبت کنید.',
    en: 'This cart has been held {max} times and cannot be held again; please place your order.',
    ru: 'Эта корзина уже резервировалась {max} раза и больше не может быть зарезервирована; оформите заказ.',
  },
  'cart.tooManyChequeOrders': {
    fa: 'هر حساب حداکثر {max} سفارش چکی پرداخت‌نشده می‌تواند داشته باشد و شما به این سقف رسیده‌اید؛ تا روشن شدن وضعیت چک‌های قبلی صبر کنید یا پرداخت آنلاین را انتخاب کنید.',
    en: 'An account may have at most {max} unpaid cheque orders at once, and you have reached that limit; wait until your earlier cheques are settled or choose online payment.',
    ru: 'У одного аккаунта может быть не более {max} неоплаченных заказов с оплатой чеком, и вы достигли этого предела; дождитесь решения по прежним чекам или выберите онлайн-оплату.',
  },
  'cart.priceChanged': {
    fa: 'قیمت {names} از آخرین باری که آن را دیدید تغییر کرده است؛ سبد خرید با قیمت تازه نمایش داده شد، آن را ببینید و دوباره سفارش دهید.',
    en: 'The price of {names} has changed since you last saw it; your cart now shows the new price: please check it and place the order again.',
    ru: 'Цена {names} изменилась с тех пор, как вы её видели; корзина теперь показывает новую цену: проверьте её и оформите заказ снова.',
  },
  'order.notFound': { fa: 'سفارش یافت نشد.', en: 'Order not found.', ru: 'Заказ не найден.' },
  'order.notCheque': { fa: 'این سفارش با چک پرداخت نمی‌شود.', en: 'This order is not paid by cheque.', ru: 'Этот заказ оплачивается не чеком.' },
  'order.chequeNotAllowed': {
    fa: 'در وضعیت فعلی سفارش، ثبت اطلاعات چک ممکن نیست.',
    en: 'Cheque details cannot be submitted in the order’s current state.',
    ru: 'В текущем состоянии заказа данные чека отправить нельзя.',
  },
  'order.chequeAmount': {
    fa: 'مبلغ چک باید برابر {amount} باشد.',
    en: 'The cheque amount must be {amount}.',
    ru: 'Сумма чека должна быть {amount}.',
  },
  'order.sayadInvalid': { fa: 'شناسه صیادی باید ۱۶ رقم باشد.', en: 'The Sayad id must have 16 digits.', ru: 'Идентификатор Sayad должен содержать 16 цифр.' },
  'order.dueDateInvalid': {
    fa: 'تاریخ سررسید چک معتبر نیست (امروز یا بعد، تا یک سال).',
    en: 'The cheque due date is not valid (today or later, within a year).',
    ru: 'Неверная дата погашения чека (сегодня или позже, в пределах года).',
  },
  'order.imageUrlInvalid': {
    fa: 'ابتدا تصویر چک را بارگذاری کنید.',
    en: 'Please upload the image of the cheque first.',
    ru: 'Сначала загрузите изображение чека.',
  },
  'order.retryNotAllowed': {
    fa: 'برای این سفارش امکان پرداخت دوباره وجود ندارد.',
    en: 'This order cannot be paid again.',
    ru: 'Этот заказ нельзя оплатить повторно.',
  },
  'payment.notFound': { fa: 'تراکنش یافت نشد.', en: 'Payment not found.', ru: 'Платёж не найден.' },
  'cart.chequeLineTooMany': {
    fa: 'در سفارش چکی از هر کالا حداکثر {max} عدد را می‌توان سفارش داد؛ تعداد «{name}» را کم کنید یا پرداخت آنلاین را انتخاب کنید.',
    en: 'A cheque order may hold at most {max} of one product; lower the quantity of "{name}" or choose online payment.',
    ru: 'В заказе с оплатой чеком можно не более {max} шт. одного товара; уменьшите количество «{name}» или выберите онлайн-оплату.',
  },
  // the back office's orders (orders/admin)
  'orders.admin.notAllowed': {
    fa: '«{action}» برای سفارشی در وضعیت «{status}» ممکن نیست.',
    en: '"{action}" is not possible for an order that is "{status}".',
    ru: '«{action}» невозможно для заказа в состоянии «{status}».',
  },
  'orders.admin.stale': {
    fa: 'این سفارش در این فاصله تغییر کرده است؛ وضعیت کنونی آن نمایش داده شد، آن را ببینید و دوباره تصمیم بگیرید.',
    en: 'This order was changed in the meantime; its current state is shown: check it and decide again.',
    ru: 'Заказ за это время изменился; показано его текущее состояние: проверьте его и решите снова.',
  },
  'orders.admin.noCheque': {
    fa: 'خریدار هنوز اطلاعات چک این سفارش را ثبت نکرده است.',
    en: 'The shopper has not sent the details of this order’s cheque yet.',
    ru: 'Покупатель ещё не отправил данные чека по этому заказу.',
  },
  'orders.admin.noRefundDue': {
    fa: 'برای این سفارش بازپرداختی در انتظار نیست.',
    en: 'No refund is due for this order.',
    ru: 'По этому заказу возврат не ожидается.',
  },
  'orders.admin.notHeld': {
    fa: 'این سفارش کالایی از موجودی نگه نداشته است.',
    en: 'This order holds no stock.',
    ru: 'Этот заказ не удерживает товар на складе.',
  },
  'orders.admin.amountRange': {
    fa: 'کمترین مبلغ نباید از بیشترین مبلغ بیشتر باشد.',
    en: 'The minimum amount must not be above the maximum amount.',
    ru: 'Минимальная сумма не должна превышать максимальную.',
  },
});
