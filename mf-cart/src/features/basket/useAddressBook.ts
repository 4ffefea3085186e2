import { useCallback, useEffect, useState } from 'react';
import type { SavedAddress } from 'contracts/cart';
import { addressApi } from '../../api/addresses';

/**
 * The logged-in shopper's saved addresses for the basket (null while unknown, and for guests).
 * `reload` after the basket saved an address (setAddress keeps it in the book); `apply` takes the
 * book an address-book call answered.
 */
export function useAddressBook(userId: number | null | undefined) {
  const [book, setBook] = useState<SavedAddress[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [nonce, setNonce] = useState(0);

  useEffect(() => {
    if (!userId) {
      setBook(null);
      return;
    }
    const ctrl = new AbortController();
    addressApi.list(ctrl.signal).then(
      (b) => {
        setBook(b);
        setFailed(false);
      },
      () => {
        if (!ctrl.signal.aborted) setFailed(true);
      },
    );
    return () => ctrl.abort();
  }, [userId, nonce]);

  const reload = useCallback(() => setNonce((n) => n + 1), []);
  return { book, failed, reload, apply: setBook };
}
