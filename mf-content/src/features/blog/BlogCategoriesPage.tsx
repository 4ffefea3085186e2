import { Box, Button, Card, CardContent, Container, Grid, List, ListItem, Link, Skeleton, Typography } from 'shared-lib/ui';
import { ArrowForwardIcon, ArrowBackIcon, ArticleIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { formatNumber } from 'shared-lib/format';
import { Breadcrumb } from 'shared-lib/components/Breadcrumb';
import { useResource } from 'shared-lib/data';
import { blogCategories, blogPosts } from '../../api/blog';
import { postPath } from '../../lib/paths';
import { Head, crumbsLd, everyLocale, useSite } from 'shared-lib/head';
import { CardGridSkeleton, ErrorState } from '../../lib/PageState';
import { useText } from '../../lib/useText';

/** The three newest titles of one category. */
function CategoryHeadlines({ slug }: { slug: string }) {
  const locale = useLocale();
  const read = blogPosts({ category: slug, pageSize: 3 }, locale);
  const posts = useResource(read.key, read.load);
  const { text } = useText();
  if (!posts.data) return posts.error ? null : <Skeleton height={72} aria-hidden />;
  return (
    <List dense disablePadding>
      {posts.data.items.map((p) => (
        <ListItem key={p.id} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
          <ArticleIcon fontSize="small" color="action" sx={{ mt: 0.5 }} aria-hidden />
          <Link component={LocaleLink} to={postPath(p)} underline="hover" color="text.primary" sx={{ py: 0.5 }}>
            {text(p.title)}
          </Link>
        </ListItem>
      ))}
    </List>
  );
}

/** /st/BlogCat: the blog's categories, each with its article count and newest titles. */
export function BlogCategoriesPage() {
  const { t } = useTranslation('content');
  const locale = useLocale();
  const read = blogCategories(locale);
  const categories = useResource(read.key, read.load);
  const site = useSite();
  const Arrow = locale === 'fa' ? ArrowBackIcon : ArrowForwardIcon;

  return (
    <Container maxWidth="lg" sx={{ pb: 4 }}>
      <Head
        title={t('titles.BlogCategoriesPage')}
        description={t('blog.categoriesIntro')}
        path="/st/BlogCat"
        alternates={everyLocale('/st/BlogCat')}
        jsonLd={[crumbsLd([{ label: t('titles.BlogPage'), to: '/st/blog' }, { label: t('titles.BlogCategoriesPage') }], site)]}
      />
      <Breadcrumb items={[{ label: t('titles.BlogPage'), to: '/st/blog' }, { label: t('titles.BlogCategoriesPage') }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
        {t('titles.BlogCategoriesPage')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        {t('blog.categoriesIntro')}
      </Typography>
      {categories.error ? (
        <ErrorState onRetry={categories.reload} />
      ) : !categories.data ? (
        <CardGridSkeleton count={3} />
      ) : (
        <Grid container spacing={2.5}>
          {categories.data.map((c) => (
            <Grid key={c.id} size={{ xs: 12, md: 4 }}>
              <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderRadius: 2 }} component="section" aria-labelledby={`cat-${c.id}`}>
                <CardContent sx={{ flex: 1 }}>
                  <Typography id={`cat-${c.id}`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
                    {c.name}
                  </Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                    {t('blog.postCount', { count: c.postCount, n: formatNumber(c.postCount, locale) })}
                  </Typography>
                  <CategoryHeadlines slug={c.slug} />
                </CardContent>
                <Box sx={{ p: 2, pt: 0 }}>
                  <Button component={LocaleLink} to={`/st/blog?category=${c.slug}`} endIcon={<Arrow />} sx={{ minHeight: 44 }}>
                    {t('blog.viewCategory')}
                  </Button>
                </Box>
              </Card>
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}
