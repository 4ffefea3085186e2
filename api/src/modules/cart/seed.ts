import type { Database } from '../../db/database';
import type { Config } from '../../config';
import { TEHRAN_CITY } from './basket/regions';

/**
 * Delivery methods (prices in Rials; the first is every basket's default; a free-delivery threshold
 * lives in free_above, which the storefront states in Toman, never in the description) and a few
 * discount codes. Seeds only empty tables.
 */
export async function seedCart({ db }: Database, _config: Config): Promise<void> {
  const now = new Date().toISOString();
  const methods = await db.selectFrom('delivery_methods').select('id').limit(1).execute();
  if (methods.length === 0) {
    await db
      .insertInto('delivery_methods')
      .values([
        {
          code: 'post',
          name_fa: 'پست پیشتاز',
          name_en: 'Express post',
          name_ru: 'Экспресс-почта',
          description_fa: 'ارسال به سراسر ایران، ۲ تا ۴ روز کاری.',
          description_en: 'Anywhere in Iran, 2 to 4 working days.',
          description_ru: 'По всему Ирану, 2–4 рабочих дня.',
          price: 450_000,
          free_above: 50_000_000,
          requires_address: 1,
          sort_order: 1,
          active: 1,
          created_at: now,
        },
        {
          code: 'courier',
          name_fa: 'پیک (فقط تهران)',
          name_en: 'Courier (Tehran only)',
          name_ru: 'Курьер (только Тегеран)',
          description_fa: 'تحویل در همان روز کاری برای سفارش‌های پیش از ساعت ۱۲.',
          description_en: 'Same working day for orders placed before noon.',
          description_ru: 'В тот же рабочий день для заказов до полудня.',
          price: 900_000,
          free_above: null,
          requires_address: 1,
          // the city of Tehran only (basket/regions.ts): an order to another city is refused
          regions: JSON.stringify(TEHRAN_CITY),
          sort_order: 2,
          active: 1,
          created_at: now,
        },
        {
          code: 'freight',
          name_fa: 'باربری (کپسول و تجهیزات سنگین)',
          name_en: 'Freight (extinguishers and heavy equipment)',
          name_ru: 'Грузовая доставка (огнетушители и тяжёлое оборудование)',
          description_fa: 'ارسال با باربری به شهرستان‌ها، ۳ تا ۷ روز کاری.',
          description_en: 'By freight to other cities, 3 to 7 working days.',
          description_ru: 'Грузовой доставкой в другие города, 3–7 рабочих дней.',
          price: 1_500_000,
          free_above: null,
          requires_address: 1,
          sort_order: 3,
          active: 1,
          created_at: now,
        },
        {
          code: 'pickup',
          name_fa: 'تحویل حضوری از انبار',
          name_en: 'Pickup at the warehouse',
          name_ru: 'Самовывоз со склада',
          description_fa: 'تهران، شنبه تا چهارشنبه ۹ تا ۱۷.',
          description_en: 'Tehran, Saturday to Wednesday, 9:00 to 17:00.',
          description_ru: 'Тегеран, с субботы по среду, 9:00–17:00.',
          price: 0,
          free_above: null,
          requires_address: 0,
          sort_order: 4,
          active: 1,
          created_at: now,
        },
      ])
      .execute();
  }
  const codes = await db.selectFrom('discount_codes').select('id').limit(1).execute();
  if (codes.length === 0) {
    const inAYear = new Date(Date.now() + 365 * 86_400_000).toISOString();
    await db
      .insertInto('discount_codes')
      .values([
        // 10% off baskets from 10,000,000 Rials, at most 5,000,000 Rials
        { code: 'WELCOME10', kind: 'percent', value: 10, max_discount: 5_000_000, min_basket: 10_000_000, expires_at: inAYear, usage_limit: null, usage_count: 0, active: 1, created_at: now },
        // 5,000,000 Rials off baskets from 50,000,000 Rials, for the first 100 orders
        { code: 'SAFETY500', kind: 'amount', value: 5_000_000, max_discount: null, min_basket: 50_000_000, expires_at: inAYear, usage_limit: 100, usage_count: 0, active: 1, created_at: now },
        { code: 'FIRE15', kind: 'percent', value: 15, max_discount: null, min_basket: 0, expires_at: inAYear, usage_limit: 20, usage_count: 0, active: 1, created_at: now },
      ])
      .execute();
  }
}
