import type { DB } from '../../db/database';

/**
 * What other modules (auth) may use of the cart. Owned by the cart module.
 *
 * mergeGuestBasket: called by the auth module right after a successful login or registration
 * with the guest's basket id (the `cartCode` / basketId cookie). Moves the guest basket's lines
 * into the user's open basket (or makes the guest basket the user's), and returns the uniqueId of
 * the basket the user now owns, or null when there was nothing to merge.
 */
export async function mergeGuestBasket(_db: DB, _guestUniqueId: string | null | undefined, _userId: number): Promise<string | null> {
  return null;
}
