import type { ContactInfo } from 'contracts/content';
import type { Config } from '../../../config';
import type { Lang } from '../../../lib/i18n';
import { pickText, type LocalizedText } from '../lib/localize';
import { mapTiles } from '../map/tiles';

/** The company's name (the brand: the same in the storefront's header and footer). */
const NAME: LocalizedText = { fa: 'آتش‌ایمن', en: 'Atash Imen', ru: 'Аташ Имен' };

/**
 * The company's contact details for /st/contactus and its map: the operator's settings (CONTACT_*,
 * MAP_TILE_URL; api/src/config.ts), whose defaults are the demo company's. The shell's footer shows
 * an address and phone of its own (shell locales): keep them in step.
 */
export function companyInfo(config: Config, lang: Lang): ContactInfo {
  const c = config.contact;
  return {
    name: pickText(NAME, lang),
    address: pickText(c.address, lang),
    postalCode: c.postalCode,
    phones: c.phones,
    mobile: c.mobile,
    email: c.email,
    workingHours: pickText(c.hours, lang),
    coordinates: c.location,
    map: mapTiles(config),
  };
}
