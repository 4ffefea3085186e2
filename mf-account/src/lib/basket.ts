import { readCookie } from 'shared-lib/cookies';

/** The guest basket id the cart keeps in the basketId cookie (spec §3), sent as cartCode at login. */
export const guestBasketId = (): string | null => readCookie('basketId') ?? null;
