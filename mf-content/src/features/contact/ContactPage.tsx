import { Box, Container, Grid, Link, Paper, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { EmailIcon, LocationOnIcon, PhoneIcon, InfoIcon } from 'shared-lib/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { localizeDigits, localizeText } from 'shared-lib/format';
import { Breadcrumb } from 'shared-lib/components/Breadcrumb';
import { useResource } from 'shared-lib/data';
import { contactInfo } from '../../api/contact';
import { localizePath } from 'shared-lib/locale';
import { Head, crumbsLd, everyLocale, useSite } from 'shared-lib/head';
import { localBusinessLd } from 'shared-lib/structured-data';
import { ErrorState } from '../../lib/PageState';
import { ContactForm } from '../../lib/contact-form/ContactForm';
import { ContactMap } from './ContactMap';

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack direction="row" spacing={1.5} component="li" sx={{ alignItems: 'flex-start', py: 1 }}>
      <Box sx={{ color: 'primary.main', mt: 0.25 }} aria-hidden>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {label}
        </Typography>
        <Box sx={{ overflowWrap: 'anywhere' }}>{children}</Box>
      </Box>
    </Stack>
  );
}

/** /st/contactus (gray layout): the contact form, the company's details as the operator set them, and its map (tiles when a tile server is configured, a drawing otherwise). */
export function ContactPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const read = contactInfo(locale);
  const info = useResource(read.key, read.load);
  const site = useSite();
  const c = info.data;

  return (
    <Container maxWidth="lg" sx={{ pb: 5 }}>
      <Head
        title={t('titles.ContactPage')}
        description={t('contact.intro')}
        path="/st/contactus"
        alternates={everyLocale('/st/contactus')}
        jsonLd={[
          ...(c
            ? [localBusinessLd({ url: localizePath('/st/contactus', locale), name: c.name, address: c.address, postalCode: c.postalCode, phones: c.phones, email: c.email, coordinates: c.coordinates, hours: c.workingHours }, site.origin)]
            : []),
          crumbsLd([{ label: t('titles.ContactPage') }], site),
        ]}
      />
      <Breadcrumb items={[{ label: t('titles.ContactPage') }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
        {t('titles.ContactPage')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3, maxWidth: 720 }}>
        {t('contact.intro')}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Paper sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }} component="section" aria-labelledby="contact-form-title">
            <Typography id="contact-form-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
              {t('contact.formTitle')}
            </Typography>
            <ContactForm idPrefix="contact" />
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            <Paper sx={{ p: { xs: 2, sm: 3 }, borderRadius: 2 }} component="section" aria-labelledby="contact-info-title">
              <Typography id="contact-info-title" variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                {t('contact.infoTitle')}
              </Typography>
              {info.error ? (
                <ErrorState onRetry={info.reload} />
              ) : !c ? (
                <Box aria-hidden data-testid="loading">
                  <Skeleton height={48} />
                  <Skeleton height={48} />
                  <Skeleton height={48} />
                </Box>
              ) : (
                <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                  <InfoRow icon={<LocationOnIcon />} label={t('contact.address')}>
                    <Typography component="address" sx={{ fontStyle: 'normal' }} data-testid="contact-address">
                      {c.address}
                    </Typography>
                  </InfoRow>
                  <InfoRow icon={<PhoneIcon />} label={t('contact.phone')}>
                    {c.phones.map((p) => (
                      <Link key={p} href={`tel:${p.replace(/[^\d+]/g, '')}`} sx={{ display: 'block', direction: 'ltr', unicodeBidi: 'isolate', textAlign: 'start' }} data-testid="contact-phone">
                        {localizeDigits(p, locale)}
                      </Link>
                    ))}
                  </InfoRow>
                  <InfoRow icon={<EmailIcon />} label={t('contact.emailLabel')}>
                    <Link href={`mailto:${c.email}`} sx={{ direction: 'ltr', unicodeBidi: 'isolate' }}>
                      {c.email}
                    </Link>
                  </InfoRow>
                  <InfoRow icon={<InfoIcon />} label={t('contact.hours')}>
                    <Typography>{localizeText(c.workingHours, locale)}</Typography>
                  </InfoRow>
                </Box>
              )}
            </Paper>
            <Box component="section" aria-labelledby="contact-map-title">
              <Typography id="contact-map-title" variant="h6" component="h2" sx={{ fontWeight: 700, mb: 1 }}>
                {t('contact.mapTitle')}
              </Typography>
              {c ? <ContactMap info={c} /> : <Skeleton variant="rounded" sx={{ aspectRatio: '4 / 3', height: 'auto' }} />}
            </Box>
          </Stack>
        </Grid>
      </Grid>
    </Container>
  );
}
