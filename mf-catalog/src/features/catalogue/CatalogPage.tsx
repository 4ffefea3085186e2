import { Box, Button, Card, CardContent, Grid, List, ListItem, ListItemIcon, ListItemText, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { DownloadIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import { imageUrl } from 'shared-lib/api';
import { SafeImage } from 'shared-lib/components/SafeImage';
import { PageContainer } from '../../lib/PageContainer';
import { IndexPageTop } from '../../lib/IndexPageTop';
import { EmptyState, LoadError } from '../../lib/States';
import { useFormat } from '../../lib/useFormat';
import type { CatalogueFile } from 'contracts/catalog';
import { cataloguePage } from '../../api/catalogue';
import { LinkChip } from '../../lib/LinkChip';

function FileLink({ file }: { file: CatalogueFile }) {
  const { t } = useTranslation('catalog');
  const { n, text } = useFormat();
  const size = t('catalogue.kb', { n: n(Math.max(1, Math.round(file.sizeBytes / 1024))) });
  return (
    <ListItem disableGutters>
      <ListItemIcon sx={{ minWidth: 40 }}>
        <DownloadIcon color="primary" aria-hidden />
      </ListItemIcon>
      <ListItemText
        primary={
          <Box component="a" href={file.url} download={file.fileName} sx={{ color: 'primary.main', fontWeight: 700, display: 'inline-block', py: 1 }} aria-label={t('catalogue.download', { title: text(file.title) })}>
            {text(file.title)}
          </Box>
        }
        secondary={t('catalogue.fileInfo', { size })}
      />
    </ListItem>
  );
}

/** /st/catalog — the catalogue by category, with its downloadable PDF files. */
export function CatalogPage() {
  const { t } = useTranslation('catalog');
  const { counted, text } = useFormat();
  const read = cataloguePage(useLocale());
  const { data, error, loading, reload } = useResource(read.key, read.load);
  return (
    <PageContainer>
      <IndexPageTop title={t('titles.CatalogPage')} intro={t('catalogue.intro')} path="/st/catalog" />
      {error && !data ? (
        <LoadError error={error} onRetry={reload} />
      ) : loading || !data ? (
        <Stack spacing={2} aria-busy="true">
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={140} />
          ))}
        </Stack>
      ) : data.categories.length === 0 ? (
        <EmptyState title={t('categories.empty')} />
      ) : (
        <>
          {data.files.length > 0 && (
            <Card variant="outlined" sx={{ mb: 3, borderRadius: 2, bgcolor: 'action.hover' }}>
              <CardContent>
                <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
                  {t('catalogue.full')}
                </Typography>
                <List dense>
                  {data.files.map((f) => (
                    <FileLink key={f.id} file={f} />
                  ))}
                </List>
              </CardContent>
            </Card>
          )}
          <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {data.categories.map((c) => (
              <Grid key={c.id} size={{ xs: 12, md: 6 }} component="li">
                <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }} component="section" aria-labelledby={`cat-${c.id}`}>
                  <CardContent>
                    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                      <SafeImage src={imageUrl(c.image, '_sm')} alt="" width={72} height={72} style={{ width: 72, height: 72, borderRadius: 12 }} />
                      <Box sx={{ flex: 1 }}>
                        <Typography id={`cat-${c.id}`} component="h2" variant="h6" sx={{ fontWeight: 700, fontSize: 18 }}>
                          {c.name}
                        </Typography>
                        <Typography variant="body2" color="text.secondary">
                          {counted('count.products', c.productCount)}
                        </Typography>
                      </Box>
                    </Stack>
                    {c.description && (
                      <Typography variant="body2" sx={{ mt: 1.5 }}>
                        {text(c.description)}
                      </Typography>
                    )}
                    {c.children && c.children.length > 0 && (
                      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
                        {c.children.map((s) => (
                          <LinkChip key={s.id} to={`/cat/${encodeURIComponent(s.label)}`} size="small" label={s.name} />
                        ))}
                      </Stack>
                    )}
                    {c.files.length > 0 ? (
                      <List dense>
                        {c.files.map((f) => (
                          <FileLink key={f.id} file={f} />
                        ))}
                      </List>
                    ) : (
                      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
                        {t('catalogue.noFiles')}
                      </Typography>
                    )}
                    <Button component={LocaleLink} to={`/cat/${encodeURIComponent(c.label)}`} sx={{ mt: 1, minHeight: 44 }}>
                      {t('catalogue.browse')}
                    </Button>
                  </CardContent>
                </Card>
              </Grid>
            ))}
          </Grid>
        </>
      )}
    </PageContainer>
  );
}
