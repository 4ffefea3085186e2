import { useEffect, useState } from 'react';
import { getBus } from 'shared-lib/bus';

/** Whether the shopper likes the product (state of mf-account's `auth:likes`) and a toggle (`likes:toggle`). */
export function useLike(productId: number): [boolean, () => void] {
  const [likes, setLikes] = useState<number[]>(() => getBus().current('auth:likes') ?? []);
  useEffect(() => getBus().subscribe('auth:likes', (ids) => setLikes(ids ?? [])), []);
  const liked = likes.includes(productId);
  // mf-account calls the api, republishes auth:likes and sends a guest to log in
  const toggle = () => getBus().publish('likes:toggle', { productId, liked: !liked });
  return [liked, toggle];
}
