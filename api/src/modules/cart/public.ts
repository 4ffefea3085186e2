/**
 * What other modules (auth) may use of the cart. Owned by the cart module; everything else in this
 * folder is private to it.
 *
 * - mergeGuestBasket (basket/merge.ts): called by auth right after a login or registration with the
 *   guest's basket id; answers the uniqueId of the basket the user now owns (or null).
 * - setBasketIdCookie (basket/cookie.ts): the one basketId cookie writer, for the cart and for auth
 *   after a merge.
 */
export { mergeGuestBasket } from './basket/merge';
export { setBasketIdCookie } from './basket/cookie';
