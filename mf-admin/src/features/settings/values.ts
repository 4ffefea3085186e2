import { localizeDigits, toLatinDigits } from 'shared-lib/format';
import type { Locale } from 'shared-lib/locale';
import type { CompanyDetails, ShopSettings, ShopSettingsInput } from '../../api/settings';

/** The most rials a setting may hold (the api's limit). */
export const MAX_RIALS = 1e15;
/** The largest count the api keeps (a database integer). */
export const MAX_COUNT = 2_147_483_647;

/** A typed whole number ≥ 0 ("۱۲", "2,450,000", "۲٬۴۵۰٬۰۰۰"), '' for an empty field, or null when it is not one. */
export function parseWhole(text: string | null | undefined): number | '' | null {
  const s = toLatinDigits(text ?? '').replace(/[,\u066c\u060c\s_]/g, '');
  if (s === '') return '';
  if (!/^\d{1,16}$/.test(s)) return null;
  const n = Number(s);
  return Number.isSafeInteger(n) ? n : null;
}

/** A typed decimal number, signed ("۳۵٫۷۰۰۹", "-12.5", "51/36"), '' for an empty field, or null when it is not one. */
export function parseDecimal(text: string | null | undefined): number | '' | null {
  const s = toLatinDigits(text ?? '')
    .trim()
    .replace(/[\u066b/]/g, '.')
    .replace(/^[\u2212\u2013]/, '-')
    .replace(/\s+/g, '');
  if (s === '') return '';
  if (!/^-?\d{1,4}(\.\d{1,12})?$/.test(s)) return null;
  return Number(s);
}

/** A number as the form shows it at first: Persian digits in Persian (typing either is fine). */
export const shown = (n: number | null | undefined, locale: Locale) => (n === null || n === undefined ? '' : localizeDigits(String(n), locale));

/** A telephone number as the api takes it: digits, spaces and + ( ) - (Persian digits become Latin). */
export const PHONE = /^[0-9+() -]+$/;
export const phoneText = (s: string) => toLatinDigits(s).replace(/\s+/g, ' ').trim();
export const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

/** The shop form's values: every field as typed. */
export interface ShopValues {
  vatPercent: string;
  email: string;
  phones: string[];
  mobile: string;
  postalCode: string;
  addressFa: string;
  addressEn: string;
  addressRu: string;
  hoursFa: string;
  hoursEn: string;
  hoursRu: string;
  lat: string;
  lng: string;
}

export function shopValues(s: ShopSettings, locale: Locale): ShopValues {
  const c = s.company;
  return {
    vatPercent: shown(s.vatPercent, locale),
    email: c.email,
    phones: c.phones.length ? [...c.phones] : [''],
    mobile: c.mobile,
    postalCode: c.postalCode,
    addressFa: c.address.fa,
    addressEn: c.address.en,
    addressRu: c.address.ru,
    hoursFa: c.hours.fa,
    hoursEn: c.hours.en,
    hoursRu: c.hours.ru,
    lat: shown(c.location.lat, locale),
    lng: shown(c.location.lng, locale),
  };
}

/** The form as the api's body (called once the form is valid: every number parses). */
export function shopInput(v: ShopValues): ShopSettingsInput {
  const company: CompanyDetails = {
    email: v.email.trim(),
    phones: v.phones.map(phoneText).filter(Boolean),
    mobile: phoneText(v.mobile),
    postalCode: phoneText(v.postalCode),
    address: { fa: v.addressFa.trim(), en: v.addressEn.trim(), ru: v.addressRu.trim() },
    hours: { fa: v.hoursFa.trim(), en: v.hoursEn.trim(), ru: v.hoursRu.trim() },
    location: { lat: parseDecimal(v.lat) as number, lng: parseDecimal(v.lng) as number },
  };
  return { vatPercent: parseDecimal(v.vatPercent) as number, company };
}
