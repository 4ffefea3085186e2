import type { ContactInfo } from 'contracts/content';
import type { Config } from '../../../config';
import type { DB } from '../../../db/database';
import type { Lang } from '../../../lib/i18n';
import { companyDetails } from '../company/store';
import { pickText, type LocalizedText } from '../lib/localize';
import { mapTiles } from '../map/tiles';

/** The company's name (the brand: the same in the storefront's header and footer). */
const NAME: LocalizedText = { fa: 'آتش‌ایمن', en: 'Atash Imen', ru: 'Аташ Имен' };

/**
 * The company's contact details for /st/contactus, its map and every page's footer: what the owner
 * saved in the back office (company/store.ts, read on every request), else the operator's settings
 * (CONTACT_*, MAP_TILE_URL; api/src/config.ts), whose defaults are the demo company's. A Russian text
 * left empty shows the English one.
 */
export async function companyInfo(db: DB, config: Config, lang: Lang): Promise<ContactInfo> {
  const c = await companyDetails(db, config);
  const text = (t: { fa: string; en: string; ru: string }) => (lang === 'ru' && !t.ru ? t.en : pickText(t, lang));
  return {
    name: pickText(NAME, lang),
    address: text(c.address),
    postalCode: c.postalCode,
    phones: c.phones,
    mobile: c.mobile,
    email: c.email,
    workingHours: text(c.hours),
    coordinates: c.location,
    map: mapTiles(config, c.location),
  };
}
