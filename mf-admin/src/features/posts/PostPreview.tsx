import { Box, Button, Stack, Typography, useMediaQuery, useTheme } from 'shared-lib/ui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { formatDate, formatNumber } from 'shared-lib/format';
import type { PostPreview as Preview } from '../../api/content';
import type { Lang } from './values';

/** The storefront's article typography (mf-content's HtmlContent): headings, paragraphs, lists, tables and pictures in the text. */
const bodySx = {
  typography: 'body1',
  lineHeight: 2,
  '& h2': { typography: 'h5', fontWeight: 700, mt: 3, mb: 1 },
  '& h3': { typography: 'h6', fontWeight: 700, mt: 2.5, mb: 1 },
  '& h4': { typography: 'subtitle1', fontWeight: 700, mt: 2, mb: 1 },
  '& p': { my: 1.5 },
  '& ul, & ol': { ps: 3 },
  '& img': { maxWidth: '100%', height: 'auto', borderRadius: 1 },
  '& table': { borderCollapse: 'collapse', width: '100%', my: 2 },
  '& th, & td': { border: 1, borderColor: 'divider', p: 1 },
  '& blockquote': { borderInlineStart: 4, borderColor: 'primary.main', m: 0, ps: 2, color: 'text.secondary' },
  '& a': { color: 'primary.main' },
} as const;

/**
 * The article as the storefront's page draws it (title, date in the language's calendar, reading
 * time, category, cover, summary and the body as the api serves it, sanitized), in one language.
 */
export function PostPreview({ preview, lang, onClose }: { preview: Preview; lang: Lang; onClose: () => void }) {
  const { t } = useTranslation('admin-posts');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const dir = lang === 'fa' ? 'rtl' : 'ltr';
  const date = preview.publishedAt ? formatDate(preview.publishedAt, lang) : null;
  return (
    <Dialog open onClose={onClose} fullScreen={phone} maxWidth="md" fullWidth aria-labelledby="post-preview-title">
      <DialogTitle id="post-preview-title">{t('preview.title', { lang: t(`languages.${lang}`) })}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('preview.note')}
        </Typography>
        <Box component="article" dir={dir} lang={lang} sx={{ textAlign: 'start' }}>
          <Typography component="h1" variant="h4" sx={{ fontWeight: 800, mb: 1, overflowWrap: 'anywhere' }}>
            {preview.title}
          </Typography>
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', color: 'text.secondary', mb: 2 }}>
            {date && <Typography variant="body2">{date}</Typography>}
            <Typography variant="body2">{t('preview.minutes', { n: formatNumber(preview.readingMinutes, lang) })}</Typography>
            <Typography variant="body2">{preview.category}</Typography>
          </Stack>
          <Box component="img" src={preview.cover} alt="" sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 2, mb: 2 }} />
          {preview.summary && (
            <Typography variant="subtitle1" sx={{ color: 'text.secondary', mb: 2 }}>
              {preview.summary}
            </Typography>
          )}
          {/* sanitized by the api exactly as the storefront serves it (content/lib/html.ts) */}
          <Box sx={bodySx} dangerouslySetInnerHTML={{ __html: preview.body }} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('actions.closePreview')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
