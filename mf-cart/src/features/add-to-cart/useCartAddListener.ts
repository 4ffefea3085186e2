import { useEffect, useRef } from 'react';
import { ApiError } from 'shared-lib/api';
import { getBus, toast } from 'shared-lib/bus';
import { useTranslation } from 'shared-lib/i18n';
import { cartApi } from '../../api/cart';
import { publishCount, REFRESH_AFTER_ADD_MS, scheduleCountRefresh } from '../../lib/cartCount';

export interface AddedInfo {
  productId: number;
  productName: string | null;
}

// One listener per page even if the widget is rendered in two places: the first one mounted owns it.
let owner: symbol | null = null;

/**
 * Answers the bus's `cart:add` requests (any remote may ask): acknowledges at once, adds through
 * the api, updates the count, tells the shopper (toast + `onAdded` for the modal) and refreshes
 * the count again 5000 ms later (spec §4). Failure: a red toast with the first server message, or
 * the generic "something went wrong".
 */
export function useCartAddListener(onAdded: (info: AddedInfo) => void): void {
  const { t } = useTranslation('cart');
  const tRef = useRef(t);
  tRef.current = t;
  const onAddedRef = useRef(onAdded);
  onAddedRef.current = onAdded;

  useEffect(() => {
    const me = Symbol('cart-add-listener');
    if (owner) return;
    owner = me;
    const bus = getBus();
    const unsubscribe = bus.subscribe('cart:add', async ({ requestId, productId, count, name }) => {
      bus.publish('cart:add-ack', { requestId });
      const t = tRef.current;
      try {
        const view = await cartApi.add(productId, count || 1);
        publishCount(view.itemCount);
        bus.publish('cart:item-added', { productId, count: count || 1 });
        toast(t('added.toast'), 'success');
        const line = view.cartItems.find((l) => l.productId === productId);
        onAddedRef.current({ productId, productName: name ?? line?.name ?? null });
        scheduleCountRefresh(REFRESH_AFTER_ADD_MS);
      } catch (err) {
        const message = err instanceof ApiError && err.messages[0] ? err.messages[0] : t('common:somethingWentWrong');
        toast(message, 'error');
      }
    });
    return () => {
      unsubscribe();
      if (owner === me) owner = null;
    };
  }, []);
}
