import crypto from 'node:crypto';
import { promisify } from 'node:util';
import { toLatinDigits } from 'contracts/rules';
import { badRequest } from '../../../lib/errors';
import type { AuthLimits } from '../limits';

const scrypt = promisify(crypto.scrypt) as (pw: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, opts: crypto.ScryptOptions) => Promise<Buffer>;

// scrypt with N=2^15, r=8, p=1: 32 MiB and ~60-100 ms per hash on this class of machine (OWASP's
// minimum for scrypt is N=2^17 with r=8 when memory allows; the parameters are stored with each
// hash, so raising them later only affects new hashes).
const N = 2 ** 15;
const R = 8;
const P = 1;
const KEYLEN = 32;
const MAXMEM = 64 * 1024 * 1024;

/**
 * The same password typed on a Persian or a Latin keyboard must match: digits are folded to Latin
 * and the text NFKC-normalized before hashing.
 */
export function normalizePassword(password: string): string {
  return toLatinDigits(password.normalize('NFKC'));
}

/** Throws a localized 400 when the password is too short, too long or trivially guessable. */
export function assertPasswordAcceptable(password: string, limits: AuthLimits, mobile?: string): void {
  const pw = normalizePassword(password);
  const length = [...pw].length;
  if (length < limits.passwordMinLength) throw badRequest('auth.passwordTooShort', { min: limits.passwordMinLength });
  if (length > limits.passwordMaxLength) throw badRequest('auth.passwordTooLong', { max: limits.passwordMaxLength });
  const weak =
    /^(.)\1+$/u.test(pw) ||
    '01234567890123456789'.includes(pw) ||
    '98765432109876543210'.includes(pw) ||
    ['password', 'password1', 'password123', 'qwertyuiop', 'asdfghjkl', '1q2w3e4r', 'iloveyou'].includes(pw.toLowerCase()) ||
    (mobile !== undefined && (mobile.includes(pw) || pw.includes(mobile.slice(1))));
  if (weak) throw badRequest('auth.passwordTooWeak');
}

export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(normalizePassword(password), salt, KEYLEN, { N, r: R, p: P, maxmem: MAXMEM });
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null | undefined): Promise<boolean> {
  const parts = stored?.split('$');
  if (!parts || parts.length !== 6 || parts[0] !== 'scrypt') {
    // Spend the same time as a real check so that "no password" is not told apart by timing.
    await scrypt('x', 'timing-equalizer', KEYLEN, { N, r: R, p: P, maxmem: MAXMEM });
    return false;
  }
  const [, n, r, p, salt, hash] = parts;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(normalizePassword(password), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return actual.length === expected.length && crypto.timingSafeEqual(actual, expected);
}
