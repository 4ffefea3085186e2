import { defineMessages } from '../../../lib/i18n';

// The back office's messages (catalog/admin), registered when the catalog module is imported.
defineMessages({
  'catalog.admin.categoryInvalid': {
    fa: 'دسته‌بندی باید یکی از دسته‌های زیرِ «محصولات» باشد.',
    en: 'The category must be one of the categories under "Products".',
    ru: 'Категория должна быть одной из категорий раздела «Продукция».',
  },
  'catalog.admin.rootCategory': { fa: 'ریشه‌ی دسته‌بندی محصولات را نمی‌توان تغییر داد.', en: 'The root of the product categories cannot be changed.', ru: 'Корень категорий товаров изменить нельзя.' },
  'catalog.admin.moveIntoItself': {
    fa: 'یک دسته را نمی‌توان زیرِ خودش یا زیرشاخه‌هایش برد.',
    en: 'A category cannot be moved under itself or one of its subcategories.',
    ru: 'Категорию нельзя переместить в неё саму или в её подкатегорию.',
  },
  'catalog.admin.childrenMismatch': {
    fa: 'فهرست باید دقیقاً همه‌ی زیرشاخه‌های این دسته را داشته باشد.',
    en: 'The list must hold exactly the subcategories of this category.',
    ru: 'Список должен содержать ровно все подкатегории этой категории.',
  },
  'catalog.admin.listPriceAbovePrice': {
    fa: 'قیمت پیش از تخفیف باید بیشتر از قیمت باشد و بدون قیمت معنا ندارد.',
    en: 'The list price must be above the price, and needs a price.',
    ru: 'Цена без скидки должна быть выше цены и требует цены.',
  },
  'catalog.admin.pictureNotFound': { fa: 'این تصویر برای این محصول وجود ندارد.', en: 'This picture does not belong to this product.', ru: 'Этого изображения у товара нет.' },
  'catalog.admin.picturesMismatch': {
    fa: 'فهرست باید دقیقاً همه‌ی تصویرهای این محصول را داشته باشد.',
    en: 'The list must hold exactly the pictures of this product.',
    ru: 'Список должен содержать ровно все изображения этого товара.',
  },
  'catalog.admin.tooManyPictures': { fa: 'هر محصول حداکثر {max} تصویر دارد.', en: 'A product has at most {max} pictures.', ru: 'У товара не больше {max} изображений.' },
  'catalog.admin.badImage': {
    fa: 'این فایل تصویر JPEG، PNG، WebP، AVIF یا GIF نیست.',
    en: 'This file is not a JPEG, PNG, WebP, AVIF or GIF picture.',
    ru: 'Этот файл не является изображением JPEG, PNG, WebP, AVIF или GIF.',
  },
  'catalog.admin.noFile': { fa: 'فایلی فرستاده نشد (فیلد «{field}»).', en: 'No file was sent (field "{field}").', ru: 'Файл не отправлен (поле «{field}»).' },
  'catalog.admin.tooLarge': { fa: 'حجم فایل بیش از {max} مگابایت است.', en: 'The file is larger than {max} MB.', ru: 'Файл больше {max} МБ.' },
  'catalog.admin.importInvalid': {
    fa: '{count} ایراد در فایل هست؛ هیچ تغییری ذخیره نشد.',
    en: 'The file has {count} problems; nothing was saved.',
    ru: 'В файле проблем: {count}; ничего не сохранено.',
  },
  'catalog.admin.importBadFile': {
    fa: 'فایل CSV خوانا نیست (خط {line}: نقل‌قول بسته نشده یا سرستون ندارد).',
    en: 'The CSV file cannot be read (line {line}: an unclosed quote or no header).',
    ru: 'Файл CSV не читается (строка {line}: незакрытая кавычка или нет заголовка).',
  },
  'catalog.admin.csvMissingColumn': { fa: 'ستون «{column}» در سرستون نیست.', en: 'The header has no "{column}" column.', ru: 'В заголовке нет столбца «{column}».' },
  'catalog.admin.csvColumnCount': {
    fa: 'این سطر {found} ستون دارد، سرستون {expected}.',
    en: 'This row has {found} columns, the header {expected}.',
    ru: 'В строке {found} столбцов, в заголовке {expected}.',
  },
  'catalog.admin.csvNotANumber': {
    fa: '«{value}» عدد صحیح نامنفی نیست.',
    en: '"{value}" is not a whole number of zero or more.',
    ru: '«{value}» не целое неотрицательное число.',
  },
  'catalog.admin.csvTooBig': { fa: '«{value}» از {max} بیشتر است.', en: '"{value}" is more than {max}.', ru: '«{value}» больше {max}.' },
  'catalog.admin.csvUnknownProduct': { fa: 'محصولی با شناسه‌ی «{value}» نیست.', en: 'There is no product with id "{value}".', ru: 'Нет товара с id «{value}».' },
  'catalog.admin.csvDuplicate': { fa: 'این محصول در خط {line} هم آمده است.', en: 'This product is also on line {line}.', ru: 'Этот товар есть и в строке {line}.' },
  'catalog.admin.csvBadActive': { fa: '«{value}» باید 1 یا 0 باشد.', en: '"{value}" must be 1 or 0.', ru: '«{value}» должно быть 1 или 0.' },
  // a manual change of stock always has a reason (the audit trail keeps it)
  'catalog.admin.stockNeedsAdjustment': {
    fa: 'موجودی را این‌جا نمی‌توان تغییر داد؛ از «تغییر موجودی» استفاده کنید تا دلیل آن در گزارش تغییرات ثبت شود. چیزی ذخیره نشد.',
    en: 'Stock cannot be changed here: use "Adjust stock", which keeps the reason in the audit trail. Nothing was saved.',
    ru: 'Остаток здесь не меняется: используйте «Изменить остаток», где причина сохраняется в журнале изменений. Ничего не сохранено.',
  },
  'catalog.admin.stockReasonRequired': {
    fa: 'موجودی تغییر کرده است؛ دلیل تغییر موجودی را بنویسید (در گزارش تغییرات ثبت می‌شود). چیزی ذخیره نشد.',
    en: 'The stock changes: give the reason for the stock change (it is kept in the audit trail). Nothing was saved.',
    ru: 'Остаток меняется: укажите причину изменения остатка (она сохраняется в журнале изменений). Ничего не сохранено.',
  },
});
