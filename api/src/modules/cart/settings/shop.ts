import { isDeepStrictEqual } from 'node:util';
import type { ShopSettings, ShopSettingsInput } from 'contracts/admin-settings';
import type { Config } from '../../../config';
import type { DB } from '../../../db/database';
import { catalogWrite } from '../../catalog/public';
import { checkCompanyDetails, environmentCompany, saveCompanyDetails, savedCompany } from '../../content/public';
import { inTransaction } from '../lib/tx';
import type { SettingsAudit } from './audit';
import { checkVat, savedVat, saveVat } from './vat';

/** The storefront pages that show the company's details besides every page's footer (purged with the site-wide ones). */
const CONTACT_PAGES = ['/st/contactus', '/en/st/contactus', '/ru/st/contactus'];

/** The VAT percent (this module's) and the company's details (the content module's), each with where it comes from. */
export async function getShopSettings(db: DB, config: Config): Promise<ShopSettings> {
  const [vat, company] = await Promise.all([savedVat(db), savedCompany(db, config)]);
  const defaults = { vatPercent: config.vatPercent, company: environmentCompany(config) };
  return {
    vatPercent: vat?.percent ?? defaults.vatPercent,
    company: company?.details ?? defaults.company,
    defaults,
    fromEnvironment: { vatPercent: !vat, company: !company },
    updatedAt: { vatPercent: vat?.updatedAt ?? null, company: company?.updatedAt ?? null },
  };
}

/**
 * Saves the form: both parts are checked first (a localized 400 with nothing written), then each part
 * that differs from what is in use, or is still the environment's (saving keeps it from then on), is
 * written with its audit entry (entity `setting`, id `vat` or `company`) in one transaction. A change
 * of the company's details also raises the catalogue's version and purges the pages that show them
 * (every page's footer, the contact page), as a catalogue change does, so caches let it through at once.
 */
export async function saveShopSettings(db: DB, config: Config, input: ShopSettingsInput, audit: SettingsAudit): Promise<ShopSettings> {
  const vatPercent = checkVat(input.vatPercent);
  const company = checkCompanyDetails(input.company);
  const current = await getShopSettings(db, config);
  const vatChanged = vatPercent !== current.vatPercent;
  const companyChanged = !isDeepStrictEqual(company, current.company);
  const write = async (trx: DB) => {
    if (vatChanged || current.fromEnvironment.vatPercent) {
      await saveVat(trx, vatPercent);
      await audit(trx, { entity: 'setting', entityId: 'vat', action: 'update', before: { vatPercent: current.vatPercent, fromEnvironment: current.fromEnvironment.vatPercent }, after: { vatPercent } });
    }
    if (companyChanged || current.fromEnvironment.company) {
      await saveCompanyDetails(trx, company);
      await audit(trx, { entity: 'setting', entityId: 'company', action: 'update', before: { ...current.company, fromEnvironment: current.fromEnvironment.company }, after: company });
    }
  };
  if (companyChanged) {
    await catalogWrite(db, async (trx, touched) => {
      touched.add(...CONTACT_PAGES);
      await write(trx);
    });
  } else {
    await inTransaction(db, write);
  }
  return getShopSettings(db, config);
}
