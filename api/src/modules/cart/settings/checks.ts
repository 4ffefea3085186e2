import { INT4_MAX } from 'contracts/common';
import { badRequest } from '../../../lib/errors';

/** The most rials a setting may hold (as the contracts' Rials: far above any real amount, exact in a double). */
export const MAX_RIALS = 1e15;

/** Rials: a whole number of zero or more (a localized 400 naming the field otherwise). */
export function rials(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > MAX_RIALS) throw badRequest('settings.amountInvalid', { field });
  return value;
}

/** A count or sort order: a whole number from `min` within a database integer. */
export function count(value: unknown, field: string, min = 0): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > INT4_MAX) throw badRequest('settings.countInvalid', { field, min });
  return value;
}

/** A required text, trimmed (a localized 400 naming the field when it is empty). */
export function required(value: string, field: string): string {
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) throw badRequest('settings.textRequired', { field });
  return text;
}

/** An optional text, trimmed; empty is null. */
export const optional = (value: string | null | undefined): string | null => value?.trim() || null;
