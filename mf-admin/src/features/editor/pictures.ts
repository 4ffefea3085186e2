import type { AdminPicture } from '../../api/admin';

/** A picture as the editor holds it: its alt texts as typed (saved with the order). */
export interface PictureItem {
  picture: AdminPicture;
  alt: { fa: string; en: string };
}

export const toItems = (pictures: AdminPicture[]): PictureItem[] => pictures.map((p) => ({ picture: p, alt: { fa: p.alt.fa ?? '', en: p.alt.en ?? '' } }));

/**
 * The api's list after an upload or a removal, merged into what the staff member has on screen: the
 * pictures still there keep their place and typed alt texts, new ones go last, removed ones go.
 */
export function mergePictures(current: PictureItem[], fromApi: AdminPicture[]): PictureItem[] {
  const byId = new Map(fromApi.map((p) => [p.id, p]));
  const kept = current.filter((it) => byId.has(it.picture.id)).map((it) => ({ ...it, picture: byId.get(it.picture.id)! }));
  const known = new Set(kept.map((it) => it.picture.id));
  return [...kept, ...toItems(fromApi.filter((p) => !known.has(p.id)))];
}

/** The list with item `i` moved by `by` places (unchanged when it would leave the list). */
export function movePicture(items: PictureItem[], i: number, by: -1 | 1): PictureItem[] {
  const j = i + by;
  if (i < 0 || i >= items.length || j < 0 || j >= items.length) return items;
  const next = [...items];
  [next[i], next[j]] = [next[j], next[i]];
  return next;
}

/** The body of "save order and alt texts": every picture in order, an empty alt text as null. */
export const orderBody = (items: PictureItem[]) =>
  items.map((it) => ({ id: it.picture.id, alt: { fa: it.alt.fa.trim() || null, en: it.alt.en.trim() || null } }));
