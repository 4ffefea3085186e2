import { Box, Chip, Container, Grid, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useSearchParams } from 'shared-lib/router';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { Breadcrumb } from 'shared-lib/components/Breadcrumb';
import { Paging } from 'shared-lib/components/Paging';
import NotFound from 'shared-lib/components/NotFound';
import { useResource } from 'shared-lib/data';
import { blogCategories, blogPosts } from '../../api/blog';
import { Head, crumbsLd, everyLocale, useSite } from 'shared-lib/head';
import { CardGridSkeleton, ErrorState, isNotFound } from '../../lib/PageState';
import { PostCard } from '../../lib/PostCard';

export const BLOG_PAGE_SIZE = 9;

/** A positive integer from the query string, or 1. */
const pageParam = (raw: string | null) => {
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/** /st/blog: the articles, newest first, nine a page, with a category filter (?category=slug). */
export function BlogListPage() {
  const { t } = useTranslation('content');
  const [params] = useSearchParams();
  const page = pageParam(params.get('page'));
  const category = params.get('category') ?? undefined;
  const locale = useLocale();
  const categoriesRead = blogCategories(locale);
  const categories = useResource(categoriesRead.key, categoriesRead.load);
  const postsRead = blogPosts({ page, pageSize: BLOG_PAGE_SIZE, category }, locale);
  const posts = useResource(postsRead.key, postsRead.load);
  const current = posts.data?.category ?? categories.data?.find((c) => c.slug === category) ?? null;
  const site = useSite();

  if (isNotFound(posts.error)) return <NotFound />;

  const crumbs = current ? [{ label: t('titles.BlogPage'), to: '/st/blog' }, { label: current.name }] : [{ label: t('titles.BlogPage') }];
  // each category's list and each page of it is its own page (page 1 without the parameter)
  const query = new URLSearchParams();
  if (category) query.set('category', category);
  if (page > 1) query.set('page', String(page));
  const path = query.toString() ? `/st/blog?${query}` : '/st/blog';
  return (
    <Container maxWidth="lg" sx={{ pb: 4 }}>
      <Head title={current ? `${current.name} | ${t('titles.BlogPage')}` : t('titles.BlogPage')} description={t('blog.intro')} path={path} alternates={everyLocale(path)} jsonLd={[crumbsLd(crumbs, site)]} />
      <Breadcrumb items={crumbs} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 26, md: 34 } }}>
        {current ? current.name : t('titles.BlogPage')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 2, maxWidth: 720 }}>
        {t('blog.intro')}
      </Typography>

      {categories.data && (
        <Box component="nav" aria-label={t('blog.filterLabel')} sx={{ mb: 3 }}>
          <Stack direction="row" spacing={1} sx={{ overflowX: 'auto', pb: 1, '& > *': { flexShrink: 0 } }}>
            <Chip
              label={t('blog.all')}
              component={LocaleLink}
              to="/st/blog"
              clickable
              color={!category ? 'primary' : 'default'}
              variant={!category ? 'filled' : 'outlined'}
              aria-current={!category ? 'page' : undefined}
              sx={{ minHeight: 40 }}
            />
            {categories.data.map((c) => (
              <Chip
                key={c.id}
                label={c.name}
                component={LocaleLink}
                to={`/st/blog?category=${c.slug}`}
                clickable
                color={category === c.slug ? 'primary' : 'default'}
                variant={category === c.slug ? 'filled' : 'outlined'}
                aria-current={category === c.slug ? 'page' : undefined}
                sx={{ minHeight: 40 }}
              />
            ))}
          </Stack>
        </Box>
      )}

      {posts.error ? (
        <ErrorState onRetry={posts.reload} />
      ) : !posts.data ? (
        <CardGridSkeleton count={6} />
      ) : posts.data.items.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('blog.empty')}
          </Typography>
          <Chip label={t('blog.showAll')} component={LocaleLink} to="/st/blog" clickable color="primary" />
        </Box>
      ) : (
        <>
          <Grid container spacing={2.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={current?.name ?? t('titles.BlogPage')}>
            {posts.data.items.map((p) => (
              <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4 }} component="li">
                <PostCard post={p} />
              </Grid>
            ))}
          </Grid>
          <Paging page={posts.data.page} pageCount={posts.data.totalPages} />
        </>
      )}
    </Container>
  );
}
