/**
 * The emotion caches, one per direction (right-to-left through stylis-plugin-rtl). Part of
 * shared-lib/theme (the shared singleton): import that, not this file.
 */
import createCache, { type EmotionCache } from '@emotion/cache';
import rtlPlugin from 'stylis-plugin-rtl';
import { modernPrefixer, skippingEmptyRules } from './stylis-prefixes';
import type { Direction } from './theme-options';

/**
 * Where emotion puts its style elements in the browser: the document's head, except that an element
 * already in it stays where it is. Emotion takes over the server's style elements by inserting each
 * again where it would have put it (the cache's at the head's end, each `<Global>`'s before the
 * cache's first); every such move makes the browser apply the whole sheet again: a style
 * recalculation and relayout of the whole page, and its fonts re-matched. On a phone's product page
 * that was two extra tasks of ~75 ms each during hydration (4x-throttled CPU, measured). The server
 * writes the elements in the order emotion keeps them (globals, then the cache's), so leaving them in
 * place keeps the cascade; elements emotion creates later are inserted as before.
 */
export function stayPutContainer(head: HTMLElement): HTMLElement {
  const container = {
    insertBefore<T extends Node>(node: T, before: Node | null): T {
      return node.parentNode === head ? node : head.insertBefore(node, before);
    },
    get firstChild() {
      return head.firstChild;
    },
  };
  // emotion's StyleSheet uses a container's insertBefore and firstChild only
  return container as unknown as HTMLElement;
}

/** A new emotion cache for a direction (the browser keeps one per direction; so does the server, extracting each response's styles from it). */
export function createEmotionCache(direction: Direction): EmotionCache {
  const container = typeof document === 'undefined' ? undefined : stayPutContainer(document.head);
  return direction === 'rtl'
    ? createCache({ key: 'muirtl', stylisPlugins: [modernPrefixer, skippingEmptyRules(rtlPlugin)], container })
    : createCache({ key: 'muiltr', stylisPlugins: [modernPrefixer], container });
}

const caches: Partial<Record<Direction, EmotionCache>> = {};
/** One emotion cache per direction; keys are letters only (development emotion rejects digits). */
export function getEmotionCache(direction: Direction): EmotionCache {
  return (caches[direction] ??= createEmotionCache(direction));
}
