import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Box, Button, Paper, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useLocation } from 'shared-lib/router';
import { localeFromPath, stripLocale } from 'shared-lib/locale';
import { useOnline } from 'shared-lib/offline';
import { LogoMark } from '../chrome/Logo';
import { ENGAGED_AFTER_MS, installPrompt as pagePrompt, type InstallPrompt } from './install-prompt';
import { buildWatcher } from './build-updates';

export { ENGAGED_AFTER_MS };

// useLayoutEffect warns during server rendering; there nothing happens anyway
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Whether the shopper has engaged with the site in this visit: opened a second page, or stayed
 * `afterMs` on the first. A banner over the first page a shopper opens covers what they came for;
 * drawn late and large, it also became that page's largest paint (Lighthouse on /cat: LCP 5.4 s,
 * the banner, instead of ~1.4 s, the page's own text).
 */
const timeLeft = (afterMs: number, since: number) => afterMs - (performance.now() - since);

export function useEngaged(afterMs: number = ENGAGED_AFTER_MS, since?: { key: string; at: number }): boolean {
  const { key } = useLocation();
  // the page's first location and start: given when this mounts later than the page (LatePwaChrome)
  const first = useRef(since ?? { key, at: performance.now() });
  const [timeUp, setTimeUp] = useState(() => timeLeft(afterMs, first.current.at) <= 0);
  useEffect(() => {
    if (timeUp) return;
    const timer = setTimeout(() => setTimeUp(true), timeLeft(afterMs, first.current.at));
    return () => clearTimeout(timer);
  }, [afterMs, timeUp]);
  return timeUp || key !== first.current.key;
}

/**
 * Pages where the shopper is doing something rather than browsing: the product page (on a phone its
 * add-to-cart bar sits where the banner would: a tap meant for "Add to cart" pressed "No, thanks"),
 * the log-in steps, the basket, the order and payment pages, the account, the contact form and the
 * back-office. The banner never shows there; it waits for (or comes back on) a page that is read.
 */
const BUSY_PATHS = [/^\/pr\//, /^\/loginRegister(\/|$)/, /^\/basket(\/|$)/, /^\/profile(\/|$)/, /^\/st\/contactus(\/|$)/, /^\/admin(\/|$)/];
export const offersInstallOn = (pathname: string): boolean => !BUSY_PATHS.some((re) => re.test(stripLocale(pathname)));

/**
 * The install banner (spec §4): offered once the browser says the site can be installed and the
 * shopper has engaged (`useEngaged`), on a page that is read rather than acted on (`offersInstallOn`),
 * until the shopper installs it or dismisses it; a dismissal is for good (localStorage).
 */
export function InstallBanner({
  prompt = pagePrompt,
  engagedAfterMs = ENGAGED_AFTER_MS,
  since,
}: {
  prompt?: InstallPrompt;
  engagedAfterMs?: number;
  since?: { key: string; at: number };
}) {
  const { t } = useTranslation('shell');
  const state = useSyncExternalStore(prompt.subscribe, prompt.state, () => 'unavailable' as const);
  const engaged = useEngaged(engagedAfterMs, since);
  const { pathname } = useLocation();
  if (state !== 'available' || !engaged || !offersInstallOn(pathname)) return null;
  return (
    <Paper
      role="region"
      aria-label={t('pwa.installTitle')}
      data-testid="install-banner"
      elevation={8}
      sx={{
        position: 'fixed',
        insetInline: { xs: 8, sm: 'auto' },
        insetInlineEnd: { sm: 16 },
        bottom: { xs: 'calc(64px + env(safe-area-inset-bottom))', md: 16 },
        zIndex: 1250,
        maxWidth: 440,
        p: 2,
        borderRadius: 2,
      }}
    >
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box sx={{ flexShrink: 0, width: 48, height: 48, borderRadius: '50%', bgcolor: '#B71C1C', display: 'grid', placeItems: 'center' }}>
          <LogoMark size={34} />
        </Box>
        <Box>
          <Typography component="h2" sx={{ fontWeight: 700, fontSize: 16 }}>
            {t('pwa.installTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('pwa.installText')}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end', mt: 1.5 }}>
        <Button onClick={() => prompt.dismiss()} sx={{ minHeight: 44 }}>
          {t('pwa.installDismiss')}
        </Button>
        <Button variant="contained" onClick={() => void prompt.accept()} sx={{ minHeight: 44 }}>
          {t('pwa.install')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** A small note at the top of the window while the connection is gone (it lets clicks through). */
export function OfflineNotice() {
  const { t } = useTranslation('shell');
  const online = useOnline();
  if (online) return null;
  return (
    <Box
      role="status"
      data-testid="offline-notice"
      sx={{
        position: 'fixed',
        top: 'calc(8px + env(safe-area-inset-top))',
        insetInline: 8,
        mx: 'auto',
        width: 'fit-content',
        maxWidth: 'calc(100% - 16px)',
        zIndex: 1300,
        pointerEvents: 'none',
        bgcolor: 'grey.900',
        color: 'common.white',
        px: 2,
        py: 0.75,
        borderRadius: 4,
        fontSize: 14,
        textAlign: 'center',
        boxShadow: 3,
      }}
    >
      {t('pwa.offline')}
    </Box>
  );
}

/**
 * Navigations inside the page: once the site names a newer build (or the build manifest has a
 * redirect for the new path), the navigation is completed by a full page load of its address.
 */
function useFullLoadOnNavigation(firstPath?: string) {
  const { pathname, search, hash } = useLocation();
  const first = useRef(true);
  useClientLayoutEffect(() => {
    const mounting = first.current;
    first.current = false;
    // the page's first address needs nothing; mounted after a navigation (LatePwaChrome), that one counts
    if (mounting && (firstPath === undefined || firstPath === pathname + search + hash)) return;
    if (buildWatcher()?.needsFullLoad(pathname)) window.location.reload();
  }, [pathname, search, hash]);
}

/** The manifest in the page's language: /en pages install the English one (same app, `id` "/"). */
function useManifestLanguage() {
  const { pathname } = useLocation();
  const english = localeFromPath(pathname) === 'en';
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    const href = english ? '/manifest.en.webmanifest' : '/manifest.webmanifest';
    if (link && link.getAttribute('href') !== href) link.setAttribute('href', href);
  }, [english]);
}

/**
 * The shell's PWA pieces that draw or follow navigation: mount once inside the router and the page
 * providers (i18n, theme). `startPwa()` (./register) starts the rest.
 */
export function PwaChrome({ firstKey, firstPath, startedAt }: { firstKey?: string; firstPath?: string; startedAt?: number } = {}) {
  useFullLoadOnNavigation(firstPath);
  useManifestLanguage();
  return (
    <>
      <OfflineNotice />
      <InstallBanner since={firstKey !== undefined && startedAt !== undefined ? { key: firstKey, at: startedAt } : undefined} />
    </>
  );
}

export default PwaChrome;
