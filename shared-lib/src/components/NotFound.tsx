import { Box, Button, Typography } from 'shared-lib/ui';
import { HomeIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocation } from 'shared-lib/router';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { formatNumber } from 'shared-lib/format';
import { useServerStatus } from 'shared-lib/data';
import { Head } from 'shared-lib/head';

const readablePath = (p: string) => {
  try {
    return decodeURIComponent(p);
  } catch {
    return p; // a malformed escape: show it as typed
  }
};

/** Spec §2/§8: an error page with a 404 image and a home button to '/'. Remotes render it for unknown ids. */
export default function NotFound() {
  useServerStatus(404);
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  // the picture's number in the page's digits (۴۰۴ in Persian)
  const code = formatNumber(404, useLocale(), { useGrouping: false });
  const [before, after = ''] = t('notFoundMessage', { path: '\u0000' }).split('\u0000');
  return (
    <Box component="section" data-testid="not-found" sx={{ textAlign: 'center', py: { xs: 4, md: 8 }, px: 2 }}>
      <Head title={t('notFoundTitle')} noindex />
      <Box component="svg" viewBox="0 0 240 140" role="img" aria-label={code} sx={{ width: 'min(320px, 80vw)', height: 'auto' }}>
        <text x="120" y="92" textAnchor="middle" fontSize="84" fontWeight="800" fill="#B71C1C" fontFamily="Vazirmatn, sans-serif">
          {code}
        </text>
        <path d="M196 30c8 10 8 22 0 30-2-8-6-12-12-14 4-6 8-10 12-16z" fill="#FF7043" />
        <path d="M40 30c-8 10-8 22 0 30 2-8 6-12 12-14-4-6-8-10-12-16z" fill="#FFB300" />
        <rect x="30" y="112" width="180" height="6" rx="3" fill="#37474F" />
      </Box>
      <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
        {t('notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ my: 1, overflowWrap: 'anywhere' }}>
        {/* the address reads left to right even inside Persian text */}
        {before}
        <bdi dir="ltr">{readablePath(pathname)}</bdi>
        {after}
      </Typography>
      <Button component={LocaleLink} to="/" variant="contained" startIcon={<HomeIcon />} sx={{ mt: 2 }}>
        {t('backHome')}
      </Button>
    </Box>
  );
}
