/**
 * Runs in the browser, inline in a server-rendered page (the shell's server inlines this module's build,
 * dist/<version>/boot/load-after-paint.js, with the page's nonce). Once the page's content has been
 * painted (first contentful paint; the next frame where paint timing is unknown; at once in a hidden tab,
 * or when it becomes hidden; 3 s at most), announces the regions' code (`hints`, preload links) and
 * appends the page's scripts, in order. So on a slow connection the HTML's text, fonts and largest
 * picture do not share the line with the page's code, and the regions' code comes all at once: no
 * request chain.
 */
export function loadAfterPaint(hints: string, scripts: string[], doc: Document = document): void {
  const win = doc.defaultView as (Window & typeof globalThis) | null;
  let done = false;
  function go() {
    if (done) return;
    done = true;
    doc.head.insertAdjacentHTML('beforeend', hints);
    for (const src of scripts) {
      const s = doc.createElement('script');
      s.src = src;
      s.async = false;
      doc.body.appendChild(s);
    }
  }
  const P = win?.PerformanceObserver;
  if (doc.visibilityState === 'hidden') go();
  else if (P && P.supportedEntryTypes && P.supportedEntryTypes.indexOf('paint') >= 0) {
    new P((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length) {
        observer.disconnect();
        setTimeout(go, 0);
      }
    }).observe({ type: 'paint', buffered: true });
    setTimeout(go, 3000);
    doc.addEventListener('visibilitychange', go);
  } else {
    requestAnimationFrame(() => {
      setTimeout(go, 0);
    });
  }
}

/** What the server wrote for the loader: `#__AFTER_PAINT__`, { hints, scripts }. */
export function readAfterPaintData(doc: Document = document): { hints: string; scripts: string[] } | null {
  const el = doc.getElementById('__AFTER_PAINT__');
  if (!el) return null;
  const data = JSON.parse(el.textContent || '{}') as { hints?: unknown; scripts?: unknown };
  return {
    hints: typeof data.hints === 'string' ? data.hints : '',
    scripts: Array.isArray(data.scripts) ? data.scripts.filter((s): s is string => typeof s === 'string') : [],
  };
}
