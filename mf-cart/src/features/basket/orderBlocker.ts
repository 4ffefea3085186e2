import type { CartView } from 'contracts/cart';

/** What stops the order, first what the shopper should fix first; null when it can be placed. */
export type OrderBlocker = 'items' | 'delivery' | 'address' | 'region';
export function orderBlocker(cart: CartView): OrderBlocker | null {
  if (cart.cartItems.some((l) => !l.available || l.count > l.stock)) return 'items';
  if (cart.deliveryId === null || !cart.delivery) return 'delivery';
  if (cart.delivery.requiresAddress && !cart.address) return 'address';
  // the chosen method does not deliver to the address's city (the api refuses the order)
  if (cart.deliveryCosts.find((c) => c.id === cart.deliveryId)?.servesAddress === false) return 'region';
  return null;
}
export const BLOCKER_TEXT: Record<OrderBlocker, string> = { items: 'basket.fixItems', delivery: 'basket.needDelivery', address: 'basket.needAddress', region: 'basket.needServedDelivery' };
/** Where the order button takes the shopper to fix what is missing. */
export const BLOCKER_TARGET: Record<OrderBlocker, string> = { items: '[data-testid="basket-lines"]', delivery: '#basket-delivery', address: '#basket-address', region: '#basket-delivery' };

/** Scrolls to the section the order button names and focuses its first field. */
export function focusSection(selector: string) {
  const el = document.querySelector<HTMLElement>(selector);
  if (!el) return;
  el.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  const field = el.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), textarea, button:not([disabled])');
  (field ?? el).focus({ preventScroll: true });
}
