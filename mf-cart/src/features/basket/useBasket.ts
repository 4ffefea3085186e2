import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import { useTranslation } from 'shared-lib/i18n';
import { cartApi } from '../cart-api/cartApi';
import type { CartView, DeliveryMethod } from '../cart-api/types';
import { publishCount, REFRESH_AFTER_COUNT_CHANGE_MS } from '../cart-count/cartCount';

const serverMessages = (err: unknown) => (err instanceof ApiError ? err.messages : []);

/**
 * The basket page's state: the cart view and the delivery methods, loaded together; every change
 * goes through the api and the answer (the new cart) replaces the state at once.
 */
export function useBasket() {
  const { t } = useTranslation('cart');
  const [cart, setCart] = useState<CartView | null>(null);
  const [methods, setMethods] = useState<DeliveryMethod[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [busy, setBusy] = useState<string | null>(null);
  const refreshTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const alive = useRef(true);

  const apply = useCallback((view: CartView) => {
    if (!alive.current) return;
    setCart(view);
    publishCount(view.itemCount);
  }, []);

  const load = useCallback(async () => {
    setLoading(true);
    setError(null);
    try {
      const [view, delivery] = await Promise.all([cartApi.get(), cartApi.deliveryMethods()]);
      if (!alive.current) return;
      setMethods(delivery.deliveryMethods);
      apply(view);
    } catch (err) {
      if (alive.current) setError(err);
    } finally {
      if (alive.current) setLoading(false);
    }
  }, [apply]);

  useEffect(() => {
    alive.current = true;
    void load();
    return () => {
      alive.current = false;
      clearTimeout(refreshTimer.current);
    };
  }, [load]);

  /** Runs a change; failures become red toasts with the server's messages. Resolves true on success. */
  const change = useCallback(
    async (key: string, call: () => Promise<CartView>): Promise<boolean> => {
      setBusy(key);
      try {
        apply(await call());
        return true;
      } catch (err) {
        const messages = serverMessages(err);
        (messages.length ? messages : [t('common:somethingWentWrong')]).forEach((m) => toast(m, 'error'));
        return false;
      } finally {
        if (alive.current) setBusy(null);
      }
    },
    [apply, t],
  );

  /**
   * A quantity change (spec §4 / §8): the cart refreshes 1000 ms later; a failure is the red toast
   * "a problem occurred, try again" with the server's message as its description.
   */
  const changeCount = useCallback(
    async (productId: number, delta: number) => {
      setBusy(`count-${productId}`);
      try {
        apply(await cartApi.add(productId, delta));
        clearTimeout(refreshTimer.current);
        refreshTimer.current = setTimeout(() => {
          cartApi.get().then(apply, () => undefined);
        }, REFRESH_AFTER_COUNT_CHANGE_MS);
      } catch (err) {
        toast(t('basket.countChangeFailed'), 'error', serverMessages(err)[0]);
      } finally {
        if (alive.current) setBusy(null);
      }
    },
    [apply, t],
  );

  return { cart, methods, error, loading, busy, reload: load, change, changeCount, setBusy };
}
