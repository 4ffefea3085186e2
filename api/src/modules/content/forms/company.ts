import type { ContactInfo } from 'contracts/content';
import type { Lang } from '../../../lib/i18n';
import { pickText, type LocalizedText } from '../lib/localize';

/**
 * The company's contact details for /st/contactus and its map. The shell's footer shows the same
 * address and phone (shell locales): change both together.
 */
const COMPANY = {
  name: { fa: 'آتش‌ایمن', en: 'Atash Imen', ru: 'Аташ Имен' } as LocalizedText,
  // the same address and phone as the storefront's footer
  address: {
    fa: 'تهران، خیابان آزادی، پلاک ۱۲۰',
    en: '120 Azadi St, Tehran, Iran',
    ru: 'Иран, Тегеран, улица Азади, д. 120',
  } as LocalizedText,
  postalCode: '1345673111',
  phones: ['021-66000000'],
  mobile: '09121234567',
  email: 'info@atashimen.example',
  workingHours: {
    fa: 'شنبه تا چهارشنبه ۸:۳۰ تا ۱۷، پنجشنبه ۸:۳۰ تا ۱۳',
    en: 'Saturday to Wednesday 8:30–17:00, Thursday 8:30–13:00',
    ru: 'Суббота–среда 8:30–17:00, четверг 8:30–13:00',
  } as LocalizedText,
  // Azadi Street, Tehran
  coordinates: { lat: 35.7009, lng: 51.3652 },
};

export function companyInfo(lang: Lang): ContactInfo {
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
