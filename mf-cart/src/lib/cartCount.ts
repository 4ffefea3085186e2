import { getBus } from 'shared-lib/bus';
import { cartApi } from '../api/cart';

/** Spec §4 / §9: the cart refreshes 5000 ms after an add and 1000 ms after a count change. */
export const REFRESH_AFTER_ADD_MS = 5000;
export const REFRESH_AFTER_COUNT_CHANGE_MS = 1000;

/** Publishes the basket's item count on the bus (`cart:count`, a state topic the header and bottom bar show). */
export function publishCount(count: number): void {
  getBus().publish('cart:count', count);
}

/** Asks the api for the count and publishes it. Failures are swallowed (spec §8: other fetch errors are silent). */
export async function refreshCount(): Promise<number | null> {
  try {
    const { itemCount } = await cartApi.count();
    publishCount(itemCount);
    return itemCount;
  } catch {
    return null;
  }
}

let timer: ReturnType<typeof setTimeout> | undefined;
/** One pending refresh at a time: a later request replaces an earlier one. */
export function scheduleCountRefresh(ms: number, then?: () => void): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    void refreshCount().then(() => then?.());
  }, ms);
}
