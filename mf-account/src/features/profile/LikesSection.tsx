import { Box, Button, Grid, IconButton, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { Tooltip } from 'shared-lib/ui-more';
import { FavoriteBorderIcon, FavoriteIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useResource } from 'shared-lib/data';
import { useLocale, LocaleLink } from 'shared-lib/navigation';
import { ProductCard } from 'shared-lib/components/ProductCard';
import { localizeText } from 'shared-lib/format';
import type { LikedProduct } from 'contracts/auth';
import { LIKED_PRODUCTS_KEY, likesApi } from '../../api/likes';
import { getAccountStore, useAccount } from '../../lib/accountStore';
import { Section } from './Section';

/** The products the shopper liked, as cards, each with a button to unlike it. */
export function LikesSection() {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const { likes } = useAccount();
  // the key follows the like list, so liking elsewhere (or unliking here) reloads the cards
  const products = useResource<LikedProduct[]>(`${LIKED_PRODUCTS_KEY}?lang=${locale}&ids=${likes.join(',')}`, (signal) => likesApi.products(signal));
  const shown = (products.data ?? []).filter((p) => likes.includes(p.id));

  let body;
  if (products.loading && !products.data) {
    body = (
      <Grid container spacing={2} aria-busy="true">
        {[0, 1].map((i) => (
          <Grid key={i} size={{ xs: 6, sm: 4 }}>
            <Skeleton variant="rounded" height={220} />
          </Grid>
        ))}
      </Grid>
    );
  } else if (products.error) {
    body = (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography color="error">{t('likes.loadFailed')}</Typography>
        <Button variant="outlined" onClick={products.reload} sx={{ minHeight: 44 }}>
          {t('common:retry')}
        </Button>
      </Stack>
    );
  } else if (shown.length === 0) {
    body = (
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center', py: 2 }}>
        <FavoriteBorderIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
        <Typography color="text.secondary">{t('likes.empty')}</Typography>
        <Button component={LocaleLink} to="/cat" variant="outlined" sx={{ minHeight: 44 }}>
          {t('orders.browse')}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <Grid container spacing={2}>
        {shown.map((p) => (
          <Grid key={p.id} size={{ xs: 6, sm: 4 }} sx={{ position: 'relative' }}>
            <ProductCard product={p} />
            <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
              <Tooltip title={t('likes.unlike')}>
                <IconButton
                  aria-label={t('likes.unlikeNamed', { name: localizeText(p.name, locale) })}
                  onClick={() => void getAccountStore().toggleLike(p.id, false)}
                  sx={{ bgcolor: 'background.paper', boxShadow: 1, '&:hover': { bgcolor: 'background.paper' } }}
                >
                  <FavoriteIcon color="primary" />
                </IconButton>
              </Tooltip>
            </Box>
          </Grid>
        ))}
      </Grid>
    );
  }
  return (
    <Section id="likes" title={t('likes.title')}>
      {body}
    </Section>
  );
}
