import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import { invalidateResource, useResource } from 'shared-lib/data';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { actionErrorMessages, isOfflineError, OFFLINE_ACTION_KEY } from 'shared-lib/offline';
import { cartApi } from '../../api/cart';
import type { CartView, DeliveryList } from 'contracts/cart';
import { publishCount, REFRESH_AFTER_COUNT_CHANGE_MS } from '../../lib/cartCount';
import { mergePriceNotices, type PriceNotices } from './priceChanges';

const serverMessages = (err: unknown) => (err instanceof ApiError ? err.messages : []);

/** The basket page's data: the cart view and the delivery methods, loaded together. */
const loadBasket = async (signal: AbortSignal): Promise<{ view: CartView; delivery: DeliveryList }> => {
  const [view, delivery] = await Promise.all([cartApi.get(signal), cartApi.deliveryMethods(signal)]);
  return { view, delivery };
};

/**
 * The basket page's state: the cart view and the delivery methods, loaded through useResource;
 * every change goes through the api and the answer (the new cart) replaces the state at once.
 */
export function useBasket() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  // the cart belongs to this visit: a later visit loads it afresh
  const key = `/api/cart/cart?basket&lang=${locale}`;
  const resource = useResource(key, loadBasket);
  const [changed, setChanged] = useState<CartView | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);
  const cart = changed ?? resource.data?.view ?? null;
  const methods = resource.data?.delivery.deliveryMethods ?? [];

  useEffect(() => {
    if (resource.data) publishCount(resource.data.view.itemCount);
  }, [resource.data]);

  // price changes are answered once (the api then counts them as seen): kept here for the visit,
  // merged while rendering (React's state-from-props pattern) so a notice shows with its answer
  const [seen, setSeen] = useState<{ cart: CartView | null; notices: PriceNotices }>({ cart: null, notices: {} });
  let priceNotices = seen.notices;
  if (cart && cart !== seen.cart) {
    priceNotices = mergePriceNotices(seen.notices, cart);
    setSeen({ cart, notices: priceNotices });
  }

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
      clearTimeout(refreshTimer.current);
      invalidateResource(key);
    };
  }, [key]);

  const apply = useCallback((view: CartView) => {
    if (!alive.current) return;
    setChanged(view);
    publishCount(view.itemCount);
  }, []);

  const { reload: reloadResource } = resource;
  const load = useCallback(() => {
    setChanged(null);
    reloadResource();
  }, [reloadResource]);

  /** Runs a change; failures become red toasts with the server's messages. Resolves true on success. */
  const change = useCallback(
    async (key: string, call: () => Promise<CartView>): Promise<boolean> => {
      setBusy(key);
      try {
        apply(await call());
        return true;
      } catch (err) {
        actionErrorMessages(err, t).forEach((m) => toast(m, 'error'));
        return false;
      } finally {
        if (alive.current) setBusy(null);
      }
    },
    [apply, t],
  );

  // spec §4: a basket without a delivery method gets the first one (the api gives every basket one; an
  // answer without one, e.g. after its method was withdrawn, is put right once per visit)
  const firstMethod = methods[0]?.id;
  const deliveryFixed = useRef(false);
  useEffect(() => {
    if (!cart?.uniqueId || cart.deliveryId !== null || firstMethod === undefined || deliveryFixed.current) return;
    deliveryFixed.current = true;
    void change('delivery', () => cartApi.setDelivery(firstMethod));
  }, [cart, firstMethod, change]);

  /**
   * A quantity change (spec §4 / §8): the cart refreshes 1000 ms later; a failure is the red toast
   * "a problem occurred, try again" with the server's message as its description.
   */
  const changeCount = useCallback(
    async (productId: number, delta: number) => {
      // in the background: the tap's button says it is busy at once (BasketLines), the page's busy state follows
      startTransition(() => setBusy(`count-${productId}`));
      try {
        apply(await cartApi.add(productId, delta));
        clearTimeout(refreshTimer.current);
        refreshTimer.current = setTimeout(() => {
          cartApi.get().then(apply, () => undefined);
        }, REFRESH_AFTER_COUNT_CHANGE_MS);
      } catch (err) {
        // offline: "you are offline" as the description (the count stays; nothing is retried)
        toast(t('basket.countChangeFailed'), 'error', isOfflineError(err) ? t(OFFLINE_ACTION_KEY) : serverMessages(err)[0]);
      } finally {
        if (alive.current) setBusy(null);
      }
    },
    [apply, t],
  );

  return { cart, methods, priceNotices, error: resource.error, loading: resource.loading, busy, reload: load, change, changeCount, setBusy };
}
