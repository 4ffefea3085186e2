import { useCallback, useEffect, useState } from 'react';
import { adminApi, type AdminBrand, type AdminCategory, type AdminProduct } from '../../api/admin';

export type EditorData =
  | { status: 'loading' }
  | { status: 'failed'; error: unknown }
  | { status: 'ready'; categories: AdminCategory[]; brands: AdminBrand[]; product: AdminProduct | null };

/** What the editor needs at once: the categories, the brands and (editing) the product; a retry after a failure. */
export function useEditorData(id: number | null) {
  const [state, setState] = useState<{ key: string; data: EditorData }>({ key: '', data: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  const key = `${id}|${attempt}`;

  useEffect(() => {
    const ctl = new AbortController();
    Promise.all([adminApi.categories(ctl.signal), adminApi.brands(ctl.signal), id === null ? null : adminApi.product(id, ctl.signal)]).then(
      ([categories, brands, product]) => setState({ key, data: { status: 'ready', categories, brands, product } }),
      (error: unknown) => {
        if (!ctl.signal.aborted) setState({ key, data: { status: 'failed', error } });
      },
    );
    return () => ctl.abort();
  }, [id, key]);

  const setProduct = useCallback((product: AdminProduct) => setState((s) => (s.data.status === 'ready' ? { ...s, data: { ...s.data, product } } : s)), []);
  return {
    // an answer for another product (or an earlier attempt) is never shown: loading until this one's
    data: state.key === key ? state.data : ({ status: 'loading' } as EditorData),
    retry: useCallback(() => setAttempt((a) => a + 1), []),
    setProduct,
  };
}
