import { api } from 'shared-lib/api';
import type { BonusBalance } from 'contracts/cart';

export const BONUS_KEY = '/api/cart/bonus';

/** The signed-in shopper's gift credit (Rials), for the profile. */
export const bonusApi = {
  balance: (signal?: AbortSignal) => api<BonusBalance>(BONUS_KEY, { signal }),
};
