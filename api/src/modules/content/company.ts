import type { Lang } from '../../lib/i18n';
import { pickText, type LocalizedText } from './localize';

/**
 * The company's contact details shown on /st/contactus, in the footer and on the map. One place
 * to change them; the storefront never hard-codes an address or a phone number.
 */
const COMPANY = {
  name: { fa: 'گروه ایمنی آتش‌بان', en: 'Atashban Fire Safety Group', ru: 'Группа пожарной безопасности «Аташбан»' } as LocalizedText,
  address: {
    fa: 'تهران، خیابان ولیعصر، بالاتر از میدان ونک، کوچه‌ی نگار، پلاک ۱۲، طبقه‌ی دوم',
    en: '2nd floor, No. 12, Negar Alley, Valiasr Street (north of Vanak Square), Tehran, Iran',
    ru: 'Иран, Тегеран, улица Валиаср (севернее площади Ванак), переулок Негар, д. 12, 2-й этаж',
  } as LocalizedText,
  postalCode: '1969713511',
  phones: ['021-88776655', '021-88776656'],
  mobile: '09121234567',
  email: 'info@atashban.example',
  workingHours: {
    fa: 'شنبه تا چهارشنبه ۸:۳۰ تا ۱۷، پنجشنبه ۸:۳۰ تا ۱۳',
    en: 'Saturday to Wednesday 8:30–17:00, Thursday 8:30–13:00',
    ru: 'Суббота–среда 8:30–17:00, четверг 8:30–13:00',
  } as LocalizedText,
  // Vanak, Tehran
  coordinates: { lat: 35.7575, lng: 51.4097 },
};

export function companyInfo(lang: Lang) {
  return {
    name: pickText(COMPANY.name, lang),
    address: pickText(COMPANY.address, lang),
    postalCode: COMPANY.postalCode,
    phones: COMPANY.phones,
    mobile: COMPANY.mobile,
    email: COMPANY.email,
    workingHours: pickText(COMPANY.workingHours, lang),
    coordinates: COMPANY.coordinates,
  };
}
