// the api's own rule (contracts/rules), through shared-lib's facade: one copy on the page
import { normalizeMobile, toLatinDigits } from 'shared-lib/format';

/** What the shopper typed (Persian digits, spaces, +98…) as 09xxxxxxxxx; null when not an Iranian mobile (the api's rule). */
export const cleanMobile = (input: string): string | null => normalizeMobile(input);

/** Digits only (Persian ones turned Latin), at most `max`: for the code field. */
export const cleanCode = (input: string, max: number) => toLatinDigits(input).replace(/\D/g, '').slice(0, max);
