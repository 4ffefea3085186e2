import { Box, Button, Container, Grid, Typography } from 'shared-lib/ui';
import { PhoneIcon, BuildIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import { Facts } from '../../lib/Facts';
import { homeWidgets } from '../../api/pages';

/** The home page's first screen: what the company does, two ways forward, and its key figures. */
export function HeroWidget() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const read = homeWidgets(locale);
  const home = useResource(read.key, read.load);
  return (
    <Box
      component="section"
      aria-labelledby="hero-title"
     
      sx={{
        color: '#fff',
        background: 'linear-gradient(135deg, #7f0000 0%, #b71c1c 45%, #e53935 100%)',
        position: 'relative',
        overflow: 'hidden',
      }}
    >
      <Box
        aria-hidden
        sx={{ position: 'absolute', insetInlineEnd: { xs: -120, md: -40 }, top: -80, width: 420, height: 420, borderRadius: '50%', bgcolor: 'rgba(255,255,255,0.07)' }}
      />
      <Container maxWidth="lg" sx={{ py: { xs: 4, md: 7 }, position: 'relative' }}>
        <Grid sx={{ alignItems: 'center' }} container spacing={4}>
          <Grid size={{ xs: 12, md: 7 }}>
            <Typography sx={{ fontWeight: 600, opacity: 0.9, fontSize: { xs: 14, md: 16 } }}>{t('hero.eyebrow')}</Typography>
            <Typography id="hero-title" variant="h3" component="h1" sx={{ fontWeight: 900, fontSize: { xs: 30, md: 46 }, lineHeight: 1.4, my: 1.5 }}>
              {t('hero.title')}
            </Typography>
            <Typography sx={{ fontSize: { xs: 16, md: 19 }, lineHeight: 1.9, opacity: 0.95, maxWidth: 620 }}>{t('hero.subtitle')}</Typography>
            <Box sx={{ display: 'flex', gap: 1.5, mt: 3, flexWrap: 'wrap' }}>
              <Button component={LocaleLink} to="/st/contactus" variant="contained" size="large" startIcon={<PhoneIcon />} sx={{ bgcolor: '#fff', color: '#b71c1c', minHeight: 48, '&:hover': { bgcolor: '#ffebee' } }}>
                {t('hero.consult')}
              </Button>
              <Button component={LocaleLink} to="/services" variant="outlined" size="large" startIcon={<BuildIcon />} sx={{ color: '#fff', borderColor: 'rgba(255,255,255,0.7)', minHeight: 48, '&:hover': { borderColor: '#fff', bgcolor: 'rgba(255,255,255,0.08)' } }}>
                {t('hero.services')}
              </Button>
            </Box>
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>{home.data && <Facts facts={home.data.facts} inverse />}</Grid>
        </Grid>
      </Container>
    </Box>
  );
}
