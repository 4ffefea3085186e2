import type { Address, SavedAddress, SavedAddressInput } from 'contracts/cart';
import type { DB } from '../../../db/database';
import { badRequest, notFound } from '../../../lib/errors';
import type { Lang } from '../../../lib/i18n';
import { validateAddress } from '../basket/address';
import { fmtCount } from '../basket/products';
import { updateBasket, type BasketRow } from '../basket/queries';
import { MAX_SAVED_ADDRESSES } from '../lib/rules';
import { inTransaction } from '../lib/tx';
import {
  addressBook,
  defaultAddress,
  deleteAddressRow,
  insertAddress,
  markDefault,
  sameAddress,
  savedAddressById,
  updateAddressRow,
} from './queries';

const fieldsOf = (input: SavedAddressInput) => {
  const { isDefault: _ignored, ...address } = input;
  return address;
};

async function ownAddress(db: DB, userId: number, id: number): Promise<SavedAddress> {
  const found = await savedAddressById(db, userId, id);
  if (!found) throw notFound('cart.addressNotFound');
  return found;
}

/**
 * Keeps an address in the user's book: an identical one is not stored twice; the first address,
 * or one sent with isDefault, becomes the default. A full book refuses a new one (`strict`) or
 * leaves it out (an order's address is still used for that order).
 */
async function keep(trx: DB, userId: number, address: Address, makeDefault: boolean, strict: boolean, lang: Lang): Promise<void> {
  const book = await addressBook(trx, userId);
  const same = book.find((a) => sameAddress(a, address));
  if (same) {
    if (makeDefault && !same.isDefault) await markDefault(trx, userId, same.id);
    return;
  }
  if (book.length >= MAX_SAVED_ADDRESSES) {
    if (strict) throw badRequest('cart.addressBookFull', { max: fmtCount(MAX_SAVED_ADDRESSES, lang) });
    return;
  }
  const isDefault = makeDefault || book.length === 0;
  const id = await insertAddress(trx, userId, address, isDefault);
  if (isDefault) await markDefault(trx, userId, id);
}

export async function addToBook(db: DB, userId: number, input: SavedAddressInput, lang: Lang): Promise<SavedAddress[]> {
  const address = validateAddress(fieldsOf(input));
  return inTransaction(db, async (trx) => {
    await keep(trx, userId, address, input.isDefault === true, true, lang);
    return addressBook(trx, userId);
  });
}

export async function updateInBook(db: DB, userId: number, id: number, input: SavedAddressInput): Promise<SavedAddress[]> {
  const address = validateAddress(fieldsOf(input));
  return inTransaction(db, async (trx) => {
    await ownAddress(trx, userId, id);
    await updateAddressRow(trx, id, address);
    if (input.isDefault === true) await markDefault(trx, userId, id);
    return addressBook(trx, userId);
  });
}

/** Removes an address; when it was the default, the newest remaining one becomes the default. */
export async function removeFromBook(db: DB, userId: number, id: number): Promise<SavedAddress[]> {
  return inTransaction(db, async (trx) => {
    const gone = await ownAddress(trx, userId, id);
    await deleteAddressRow(trx, id);
    if (gone.isDefault) {
      const [newest] = await addressBook(trx, userId);
      await markDefault(trx, userId, newest?.id ?? null);
    }
    return addressBook(trx, userId);
  });
}

export async function setDefaultInBook(db: DB, userId: number, id: number): Promise<SavedAddress[]> {
  return inTransaction(db, async (trx) => {
    await ownAddress(trx, userId, id);
    await markDefault(trx, userId, id);
    return addressBook(trx, userId);
  });
}

/** setAddress 5 by a logged-in shopper: the address is remembered for the next order (silently left out when the book is full). */
export async function rememberAddress(trx: DB, userId: number, address: Address, lang: Lang): Promise<void> {
  await keep(trx, userId, address, false, false, lang);
}

/**
 * A logged-in shopper's basket without an address is given their default address once (a new
 * basket, a guest basket that became theirs at login): the next order starts with it. An address
 * the shopper removes from the basket is not put back.
 */
export async function offerDefaultAddress(trx: DB, basket: BasketRow, userId: number): Promise<void> {
  if (basket.address_offered) return;
  const values: Record<string, unknown> = { address_offered: 1 };
  if (basket.address === null) {
    const preferred = await defaultAddress(trx, userId);
    if (preferred) {
      const { id: _id, isDefault: _d, ...address } = preferred;
      values.address = JSON.stringify(address);
    }
  }
  await updateBasket(trx, basket.id, values);
}

