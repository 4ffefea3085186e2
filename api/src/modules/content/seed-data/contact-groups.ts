/** Subjects of the contact form. Id 1 is the free consultation and project visit (spec: group 1). */
export const SEED_CONTACT_GROUPS = [
  {
    id: 1,
    title: { fa: 'مشاوره‌ی رایگان و بازدید از پروژه', en: 'Free consultation and project visit', ru: 'Бесплатная консультация и выезд на объект' },
  },
  { id: 2, title: { fa: 'استعلام قیمت و خرید تجهیزات', en: 'Price inquiry and equipment purchase', ru: 'Запрос цены и покупка оборудования' } },
  { id: 3, title: { fa: 'شارژ، سرویس و قرارداد نگهداری', en: 'Recharge, service and maintenance contracts', ru: 'Перезарядка, сервис и договоры обслуживания' } },
  { id: 4, title: { fa: 'پیگیری سفارش', en: 'Order follow-up', ru: 'Вопрос по заказу' } },
  { id: 5, title: { fa: 'انتقادات و پیشنهادات', en: 'Complaints and suggestions', ru: 'Жалобы и предложения' } },
] as const;
