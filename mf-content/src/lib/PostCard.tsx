import { Card, CardActionArea, CardContent, Chip, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { formatDate, formatNumber, partSeparator } from 'shared-lib/format';
import { Cover } from './Cover';
import { useText } from './useText';
import type { PostSummary } from 'contracts/content';
import { postPath } from './paths';

/** An article in a list: cover, category, title, summary, date (Persian calendar in fa) and reading time. */
export function PostCard({ post, headingLevel = 'h2' }: { post: PostSummary; headingLevel?: 'h2' | 'h3' }) {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const { text } = useText();
  return (
    <Card variant="outlined" sx={{ height: '100%', borderRadius: 2 }} component="article">
      <CardActionArea component={LocaleLink} to={postPath(post)} sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}>
        <Cover src={post.cover} radius={0} />
        <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
            <Chip label={post.category.name} size="small" color="primary" variant="outlined" />
            <Typography variant="caption" color="text.secondary" component="span">
              {/* "·" beside Persian digits reads as a zero: the locale's separator */}
              <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, locale)}</time>
              {partSeparator(locale)}
              {t('blog.minutes', { count: post.readingMinutes, minutes: formatNumber(post.readingMinutes, locale) })}
            </Typography>
          </Stack>
          <Typography variant="h6" component={headingLevel} sx={{ fontSize: 18, fontWeight: 700, lineHeight: 1.6 }}>
            {text(post.title)}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}>
            {text(post.summary)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
