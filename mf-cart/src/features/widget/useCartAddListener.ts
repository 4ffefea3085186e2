import { useEffect, useRef } from 'react';
import { getBus, toast } from 'shared-lib/bus';
import { useTranslation } from 'shared-lib/i18n';
import { actionErrorMessages } from 'shared-lib/offline';
import type { ImageRef } from 'contracts/common';
import { cartApi } from '../../api/cart';
import { publishCount, REFRESH_AFTER_ADD_MS, scheduleCountRefresh } from '../../lib/cartCount';

/** What the confirmation shows: the product as the basket now prices it, and the basket after the add. */
export interface AddedInfo {
  productId: number;
  productName: string | null;
  image: ImageRef | null;
  /** units added by this request */
  count: number;
  /** Rials, VAT included; null if the product cannot be priced */
  unitPrice: number | null;
  /** Σ counts of the basket */
  itemCount: number;
  /** the basket's items after discount, VAT included (delivery is chosen in the basket) */
  basketTotal: number;
}

// One listener per page even if the widget is rendered in two places: the first one mounted owns it.
let owner: symbol | null = null;

/**
 * Answers the bus's `cart:add` requests (any remote may ask): acknowledges at once, adds through
 * the api, updates the count, tells the shopper once (`onAdded` opens the confirmation sheet; no
 * toast on top of it) and refreshes the count again 5000 ms later (spec §4). Failure: a red toast
 * with the first server message, or the generic "something went wrong".
 */
export function useCartAddListener(onAdded: (info: AddedInfo) => void, onAsked?: () => void): void {
  const { t } = useTranslation('cart');
  const tRef = useRef(t);
  tRef.current = t;
  const onAddedRef = useRef(onAdded);
  onAddedRef.current = onAdded;
  const onAskedRef = useRef(onAsked);
  onAskedRef.current = onAsked;

  useEffect(() => {
    const me = Symbol('cart-add-listener');
    if (owner) return;
    owner = me;
    const bus = getBus();
    const unsubscribe = bus.subscribe('cart:add', async ({ requestId, productId, count, name }) => {
      bus.publish('cart:add-ack', { requestId });
      onAskedRef.current?.();
      const t = tRef.current;
      try {
        const added = count || 1;
        const view = await cartApi.add(productId, added);
        publishCount(view.itemCount);
        const line = view.cartItems.find((l) => l.productId === productId);
        onAddedRef.current({
          productId,
          productName: line?.name ?? name ?? null,
          image: line?.image ?? null,
          count: added,
          unitPrice: line?.price ?? null,
          itemCount: view.itemCount,
          basketTotal: view.totals.items - view.totals.discount,
        });
        // cart:item-added follows once the sheet is on screen (CartWidget): whoever waits for the add (the
        // buy box's busy button) lets go when the shopper can see it was made
        scheduleCountRefresh(REFRESH_AFTER_ADD_MS);
      } catch (err) {
        // offline: says so in the page's language; nothing is retried (the shopper taps "add" again)
        toast(actionErrorMessages(err, t)[0], 'error');
        bus.publish('cart:add-failed', { requestId, productId });
      }
    });
    return () => {
      unsubscribe();
      if (owner === me) owner = null;
    };
  }, []);
}
