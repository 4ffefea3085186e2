export type FieldErrors = Record<string, string>;

/** The shared synchronous schema validator (see shared-lib/forms). */
export { validateSchemaSync as validateSync } from 'shared-lib/forms';

/** A full name as the api will store it (spaces tidied): 2 to 100 characters. */
export const tidyName = (name: string) => name.trim().replace(/\s+/g, ' ');
export const isFullName = (name: string | undefined) => {
  const length = [...tidyName(name ?? '')].length;
  return length >= 2 && length <= 100;
};

/** The api's minimum password length (api/src/modules/auth/limits.ts). */
export const PASSWORD_MIN = 8;
