import type { Locator, Page } from 'playwright-core';

/** What the specs of the consultation invitation (mf-content) share: scrolling a page as a shopper reads it. */

/** Scrolls to `fraction` of the page's scrollable height at once, then gives the invitation's check its frame. */
export async function scrollToFraction(page: Page, fraction: number): Promise<void> {
  await page.evaluate((f) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    window.scrollTo({ top: Math.round(max * f), behavior: 'instant' as ScrollBehavior });
  }, fraction);
  await page.waitForTimeout(300);
}

/**
 * Scrolls past half the page, and on, until the consultation invitation (`dialog`) opens, as a shopper
 * reading on does. One jump is not enough on a loaded machine: the page grows while its late parts come
 * in (a jump to 55 % can end below half of the longer page), and a scroll made before the page's
 * scripts listen is not seen. Fails if it never opens.
 */
export async function scrollUntilInvited(page: Page, dialog: Locator, from = 0.55): Promise<void> {
  for (const at of [from, from + 0.1, from + 0.2, from + 0.3]) {
    await scrollToFraction(page, Math.min(at, 0.95));
    if (await dialog.waitFor({ timeout: 5000 }).then(() => true, () => false)) return;
  }
  await dialog.waitFor({ timeout: 5000 });
}
