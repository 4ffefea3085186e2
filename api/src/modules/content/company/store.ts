import type { CompanyDetails } from 'contracts/admin-settings';
import type { Config } from '../../../config';
import type { DB } from '../../../db/database';
import { nowIso } from '../../../db/database';
import { badRequest } from '../../../lib/errors';
import { toLatinDigits } from '../../../lib/persian';
import { parseJson } from '../lib/localize';
import './messages';

export type { CompanyDetails };

/** The table's key of the company's details (the only one so far). */
const KEY = 'company';

/** The company's details as the environment gives them (CONTACT_*): the first-run default. */
export const environmentCompany = (config: Config): CompanyDetails => structuredClone(config.contact);

/** What the owner saved (and when), or null while the environment's values are used. */
export async function savedCompany(db: DB, config: Config): Promise<{ details: CompanyDetails; updatedAt: string } | null> {
  const row = await db.selectFrom('content_settings').select(['value', 'updated_at']).where('key', '=', KEY).executeTakeFirst();
  if (!row) return null;
  const stored = parseJson<Partial<CompanyDetails> | null>(row.value, null);
  if (!stored || typeof stored !== 'object') return null;
  // a field a later version adds is taken from the environment until it is saved
  const env = environmentCompany(config);
  return {
    details: {
      ...env,
      ...stored,
      address: { ...env.address, ...stored.address },
      hours: { ...env.hours, ...stored.hours },
      location: { ...env.location, ...stored.location },
    },
    updatedAt: String(row.updated_at),
  };
}

/**
 * The company's details in use: the saved ones, else the environment's. Read from the database on
 * every call (one row by its key), so a change is seen by the next request of every api instance.
 */
export async function companyDetails(db: DB, config: Config): Promise<CompanyDetails> {
  return (await savedCompany(db, config))?.details ?? environmentCompany(config);
}

const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
const PHONE = /^[0-9+() -]+$/;
const digits = (s: string) => s.replace(/\D/g, '').length;
const phoneText = (s: string) => toLatinDigits(s).replace(/\s+/g, ' ').trim();

/**
 * The details as they are kept: trimmed, Latin digits in the numbers, each checked (a localized 400
 * naming the first mistake). Persian and English texts are required; Russian may be empty (the
 * storefront then shows the English one).
 */
export function checkCompanyDetails(input: CompanyDetails): CompanyDetails {
  const email = input.email.trim();
  if (!EMAIL.test(email)) throw badRequest('content.company.emailInvalid');
  const phones = input.phones.map(phoneText).filter(Boolean);
  if (phones.length === 0) throw badRequest('content.company.phonesRequired');
  for (const p of phones) if (!PHONE.test(p) || digits(p) < 3) throw badRequest('content.company.phoneInvalid', { value: p });
  const mobile = phoneText(input.mobile);
  if (!PHONE.test(mobile) || digits(mobile) < 3) throw badRequest('content.company.mobileInvalid');
  const postalCode = phoneText(input.postalCode);
  if (!/^[0-9 -]*$/.test(postalCode)) throw badRequest('content.company.postalCodeInvalid');
  const texts = (name: 'address' | 'hours') => {
    const t = { fa: input[name].fa.trim(), en: input[name].en.trim(), ru: input[name].ru.trim() };
    for (const l of ['fa', 'en'] as const) if (!t[l]) throw badRequest('content.company.textRequired', { field: `${name}.${l}` });
    return t;
  };
  const address = texts('address');
  const hours = texts('hours');
  const { lat, lng } = input.location;
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) throw badRequest('content.company.latitudeInvalid');
  if (!Number.isFinite(lng) || lng < -180 || lng > 180) throw badRequest('content.company.longitudeInvalid');
  // a tenth of a metre is more than a map needs
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return { email, phones, mobile, postalCode, address, hours, location: { lat: round(lat), lng: round(lng) } };
}

/** Keeps the details (checked by checkCompanyDetails) in the caller's transaction; answers when. */
export async function saveCompanyDetails(trx: DB, details: CompanyDetails): Promise<string> {
  const at = nowIso();
  const value = JSON.stringify(details);
  await trx
    .insertInto('content_settings')
    .values({ key: KEY, value, updated_at: at })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value, updated_at: at }))
    .execute();
  return at;
}
