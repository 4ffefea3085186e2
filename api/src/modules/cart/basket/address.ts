import { badRequest } from '../../../lib/errors';
import { normalizeMobile, toLatinDigits } from '../../../lib/persian';
import type { Address } from 'contracts/cart';

const LIMITS: Record<Exclude<keyof Address, 'mobile' | 'postalCode'>, number> = { recipient: 100, province: 60, city: 60, street: 300 };

/** A delivery address as stored: trimmed text, canonical mobile (09xxxxxxxxx), a 10-digit postal code in Latin digits. */
export function validateAddress(input: Partial<Record<keyof Address, unknown>> | undefined): Address {
  if (!input || typeof input !== 'object') throw badRequest('common.requiredField', { field: 'address' });
  const text = (field: keyof typeof LIMITS) => {
    const v = typeof input[field] === 'string' ? (input[field] as string).replace(/\s+/g, ' ').trim() : '';
    if (!v) throw badRequest('cart.addressFieldRequired', { field });
    if (v.length > LIMITS[field]) throw badRequest('cart.addressFieldTooLong', { field });
    return v;
  };
  const recipient = text('recipient');
  if (typeof input.mobile !== 'string' || !input.mobile.trim()) throw badRequest('cart.addressFieldRequired', { field: 'mobile' });
  const mobile = normalizeMobile(input.mobile);
  if (!mobile) throw badRequest('common.invalidMobile');
  const province = text('province');
  const city = text('city');
  const street = text('street');
  if (typeof input.postalCode !== 'string' && typeof input.postalCode !== 'number') throw badRequest('cart.addressFieldRequired', { field: 'postalCode' });
  const postalCode = toLatinDigits(String(input.postalCode)).replace(/[\s-]/g, '');
  if (!/^\d{10}$/.test(postalCode)) throw badRequest('cart.postalCodeInvalid');
  return { recipient, mobile, province, city, street, postalCode };
}
