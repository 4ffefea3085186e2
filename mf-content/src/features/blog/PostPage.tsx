import { useEffect } from 'react';
import { Box, Chip, Container, Divider, Grid, Link, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useParams } from 'shared-lib/router';
import { LocaleLink, useLocale, useLocaleNavigate } from 'shared-lib/navigation';
import { formatDate, formatNumber } from 'shared-lib/format';
import { Breadcrumb } from 'shared-lib/components/Breadcrumb';
import NotFound from 'shared-lib/components/NotFound';
import { useResource } from 'shared-lib/data';
import { blogPost } from '../../api/blog';
import { postPath } from '../../lib/paths';
import { useServerRedirect } from 'shared-lib/compat';
import { localizePath } from 'shared-lib/locale';
import { Head, crumbsLd, plainText, useSite } from 'shared-lib/head';
import { articleLd } from 'shared-lib/structured-data';
import { ArticleSkeleton, ErrorState, isNotFound } from '../../lib/PageState';
import { Cover } from '../../lib/Cover';
import { HtmlContent } from '../../lib/HtmlContent';
import { useText } from '../../lib/useText';
import { PostCard } from '../../lib/PostCard';

/** /po/:id/:name: one article with its cover, date (Persian calendar in fa), body and related articles. */
export function PostPage() {
  const { t } = useTranslation('content');
  const { text } = useText();
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const { id = '', name = '' } = useParams();
  const validId = /^[1-9]\d{0,9}$/.test(id);
  const read = blogPost(id, locale);
  const post = useResource(validId ? read.key : null, read.load);
  const data = post.data;
  const site = useSite();

  // the id decides; an old or mistyped slug is replaced by the article's own (one URL per article):
  // answered with 301 by the server, replaced by the page after a client navigation
  useServerRedirect(data && String(data.id) === id && name !== data.slug ? localizePath(postPath(data), locale) : null);
  useEffect(() => {
    if (data && String(data.id) === id && name !== data.slug) navigate(postPath(data), { replace: true });
  }, [data, id, name, navigate]);

  if (!validId || isNotFound(post.error)) return <NotFound />;

  const crumbs = [
    { label: t('titles.BlogPage'), to: '/st/blog' },
    ...(data ? [{ label: data.category.name, to: `/st/blog?category=${data.category.slug}` }, { label: data.title }] : []),
  ];
  return (
    <Container maxWidth="md" sx={{ pb: 5 }}>
      {data && (
        <Head
          title={text(data.title)}
          description={plainText(data.summary)}
          path={postPath(data)}
          // the api names the article's slug in this language only: the other languages' URLs are unknown here
          alternates={{ [locale]: postPath(data) }}
          image={{ url: data.cover, width: 1200, height: 675, alt: data.title }}
          type="article"
          jsonLd={[
            articleLd(
              { url: localizePath(postPath(data), locale), headline: data.title, description: data.summary, images: [data.cover], datePublished: data.publishedAt, locale, section: data.category.name },
              site,
            ),
            crumbsLd(crumbs, site),
          ]}
        />
      )}
      <Breadcrumb items={crumbs} />
      {post.error ? (
        <ErrorState onRetry={post.reload} />
      ) : !data ? (
        <ArticleSkeleton />
      ) : (
        <article>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 24, md: 34 }, lineHeight: 1.5 }}>
            {text(data.title)}
          </Typography>
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', my: 2, flexWrap: 'wrap', rowGap: 1 }}>
            <Chip label={data.category.name} component={LocaleLink} to={`/st/blog?category=${data.category.slug}`} clickable size="small" color="primary" variant="outlined" />
            <Typography variant="body2" color="text.secondary">
              {t('blog.publishedOn')}: <time dateTime={data.publishedAt}>{formatDate(data.publishedAt, locale)}</time>
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('blog.minutes', { count: data.readingMinutes, minutes: formatNumber(data.readingMinutes, locale) })}
            </Typography>
          </Stack>
          <Cover src={data.cover} priority />
          <Typography sx={{ mt: 3, fontSize: 18, fontWeight: 500, color: 'text.secondary', lineHeight: 1.9 }}>{text(data.summary)}</Typography>
          <HtmlContent html={data.body} />
        </article>
      )}

      {data && data.related.length > 0 && (
        <Box component="section" aria-labelledby="related-title" sx={{ mt: 5 }}>
          <Divider sx={{ mb: 3 }} />
          <Typography id="related-title" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
            {t('blog.related')}
          </Typography>
          <Grid container spacing={2}>
            {data.related.map((p) => (
              <Grid key={p.id} size={{ xs: 12, sm: 4 }}>
                <PostCard post={p} headingLevel="h3" />
              </Grid>
            ))}
          </Grid>
          <Box sx={{ mt: 2 }}>
            <Link component={LocaleLink} to="/st/blog">
              {t('blog.showAll')}
            </Link>
          </Box>
        </Box>
      )}
    </Container>
  );
}
