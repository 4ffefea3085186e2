import './i18n';
import { useEffect, useState } from 'react';
import { Box, Chip, CircularProgress, Link, Paper, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { formatNumber } from 'shared-lib/format';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { Head } from 'shared-lib/head';
import { LoadError } from 'shared-lib/components/LoadError';
import { contentApi, type AdminServiceRow } from '../../api/content';
import { ADMIN } from '../../lib/paths';

/** /admin/site-content: the services (each with its FAQs) and the about and customer-experience pages, to edit. */
export default function SiteContentPage() {
  const { t } = useTranslation('admin-posts');
  const locale = useLocale();
  const [services, setServices] = useState<AdminServiceRow[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const ctl = new AbortController();
    setError(null);
    contentApi.services(ctl.signal).then(setServices, (e) => !ctl.signal.aborted && setError(e));
    return () => ctl.abort();
  }, [attempt]);
  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
      <Head title={t('site.title')} noindex />
      <Typography component="h1" variant="h5">
        {t('site.title')}
      </Typography>
      <Typography component="h2" variant="h6">
        {t('site.pages')}
      </Typography>
      <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
        {(['about', 'customerExperience'] as const).map((k) => (
          <Box component="li" key={k} sx={{ listStyle: 'none' }}>
            <Paper variant="outlined" sx={{ p: 1.5 }}>
              <Link component={LocaleLink} to={ADMIN.sitePage(k)} sx={{ fontWeight: 700, display: 'inline-block', minHeight: 24 }}>
                {t(`site.page.${k}`)}
              </Link>
            </Paper>
          </Box>
        ))}
        <Box component="li" sx={{ listStyle: 'none' }}>
          <Paper variant="outlined" sx={{ p: 1.5 }}>
            <Link component={LocaleLink} to={ADMIN.projects} sx={{ fontWeight: 700, display: 'inline-block', minHeight: 24 }}>
              {t('experience.manage')}
            </Link>
          </Paper>
        </Box>
      </Box>
      <Typography component="h2" variant="h6">
        {t('site.services')}
      </Typography>
      {error !== null ? (
        <LoadError error={error} onRetry={() => setAttempt((a) => a + 1)} />
      ) : !services ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} aria-busy="true">
          <CircularProgress aria-label={t('admin:loading')} />
        </Box>
      ) : (
        <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
          {services.map((s) => (
            <Box component="li" key={s.id} sx={{ listStyle: 'none' }}>
              <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
                <Box component="img" src={s.cover} alt="" sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Link component={LocaleLink} to={ADMIN.service(s.id)} sx={{ fontWeight: 700, overflowWrap: 'anywhere', display: 'inline-block', minHeight: 24 }}>
                    {locale === 'fa' ? s.titles.fa : s.titles.en}
                  </Link>
                  <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                    <Chip size="small" variant="outlined" label={s.active ? t('status.published') : t('status.hidden')} color={s.active ? 'success' : 'error'} />
                    <Typography variant="caption" color="text.secondary">
                      {t('site.faqCount', { n: formatNumber(s.faqCount, locale) })}
                    </Typography>
                  </Stack>
                </Box>
              </Paper>
            </Box>
          ))}
        </Box>
      )}
    </Stack>
  );
}
