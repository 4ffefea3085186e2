import { isIranianMobile, toLatinDigits } from 'shared-lib/format';

/** What the shopper typed, with Persian/Arabic digits, spaces and dashes tidied; null when not an Iranian mobile. */
export function cleanMobile(input: string): string | null {
  const value = toLatinDigits(input).replace(/[\s\-()]/g, '');
  return isIranianMobile(value) ? value : null;
}

/** Digits only (Persian ones turned Latin), at most `max`: for the code field. */
export const cleanCode = (input: string, max: number) => toLatinDigits(input).replace(/\D/g, '').slice(0, max);
