import { Box, Container, Grid, Link, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { formatYear, localizeDigits } from 'shared-lib/format';
import { getYear as getPersianYear } from 'date-fns-jalali';
import { api } from 'shared-lib/api';
import { belowTheFold } from 'shared-lib/layout-hints';
import { useResource } from 'shared-lib/data';
import type { Answer } from 'contracts/common';
import type { getContactInfo } from 'contracts/content';
import { MAIN_NAV } from './nav';

/**
 * The company's address and phone as the operator set them (CONTACT_* settings, served by
 * /api/contact/info): the same read, and cache entry, as the contact page's. Nothing is shown
 * rather than details that may be out of date when the api cannot answer.
 */
function useCompanyContact(locale: string) {
  const key = `/api/contact/info?lang=${locale}`;
  return useResource(key, (signal) => api<Answer<typeof getContactInfo>>('/api/contact/info', { query: { lang: locale }, signal })).data;
}

export function Footer() {
  const { t } = useTranslation('shell');
  const locale = useLocale();
  // this year in the page's calendar (the Persian year turns at Nowruz, not on 1 January). Not
  // Intl.DateTimeFormat: its first use on a page loads the locale's date data, 34-57 ms of one
  // hydration task on a phone's CPU (4x throttle, profiled); date-fns-jalali's conversion is arithmetic
  const now = new Date();
  const year = locale === 'fa' ? formatYear(getPersianYear(now), locale, 'persian') : formatYear(now.getFullYear(), locale, 'gregorian');
  const contact = useCompanyContact(locale);
  return (
    // below every page's first screen: laid out and painted only when it comes near
    <Box component="footer" sx={{ bgcolor: 'grayPrimary.main', color: 'common.white', mt: 6, pt: 4, pb: { xs: 10, md: 4 }, ...belowTheFold(520) }}>
      <Container>
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 5 }}>
            <Typography variant="h6" component="p" sx={{ fontWeight: 800 }}>
              {t('common:appName')}
            </Typography>
            <Typography variant="body2" sx={{ opacity: 0.9, mt: 1 }}>
              {t('footer.about')}
            </Typography>
          </Grid>
          <Grid size={{ xs: 6, md: 4 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('footer.links')}
            </Typography>
            <Stack component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }} spacing={0.5}>
              {MAIN_NAV.map((item) => (
                <li key={item.key}>
                  <Link component={LocaleLink} to={item.to} color="inherit" underline="hover">
                    {t(`nav.${item.key}`)}
                  </Link>
                </li>
              ))}
            </Stack>
          </Grid>
          <Grid size={{ xs: 6, md: 3 }}>
            <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
              {t('footer.contact')}
            </Typography>
            {contact && (
              <>
                <Typography variant="body2" sx={{ mt: 1 }} data-testid="footer-address">
                  {localizeDigits(contact.address, locale)}
                </Typography>
                {contact.phones[0] && (
                  <Typography variant="body2" sx={{ mt: 0.5 }}>
                    <Link href={`tel:${contact.phones[0].replace(/[^\d+]/g, '')}`} color="inherit" underline="hover" dir="ltr" data-testid="footer-phone">
                      {localizeDigits(contact.phones[0], locale)}
                    </Link>
                  </Typography>
                )}
              </>
            )}
          </Grid>
        </Grid>
        <Typography variant="caption" component="p" sx={{ mt: 3, opacity: 0.85 }}>
          © {year} {t('footer.rights')}
        </Typography>
      </Container>
    </Box>
  );
}
