import './i18n';
import { useEffect, useState } from 'react';
import { Box, Button, Chip, CircularProgress, Link, Paper, Stack, Typography } from 'shared-lib/ui';
import { Pagination, TextField } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { formatDate, formatNumber } from 'shared-lib/format';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { Head } from 'shared-lib/head';
import { LoadError } from 'shared-lib/components/LoadError';
import { contentApi, type AdminBlogCategory, type AdminPostPage, type PostStatus } from '../../api/content';
import { ADMIN } from '../../lib/paths';
import { STATUS_COLOR } from './values';

const STATUSES: PostStatus[] = ['draft', 'scheduled', 'published', 'hidden'];
const PAGE_SIZE = 20;

type Load = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; page: AdminPostPage };

/** /admin/posts: the articles, newest publication first (drafts on top), searched by title, filtered by status and category. */
export default function PostsPage() {
  const { t } = useTranslation('admin-posts');
  const locale = useLocale();
  const [q, setQ] = useState('');
  const [typed, setTyped] = useState('');
  const [status, setStatus] = useState<PostStatus | ''>('');
  const [categoryId, setCategoryId] = useState<number | ''>('');
  const [page, setPage] = useState(1);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [categories, setCategories] = useState<AdminBlogCategory[]>([]);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const ctl = new AbortController();
    contentApi.categories(ctl.signal).then(setCategories, () => undefined);
    return () => ctl.abort();
  }, []);
  // the search is sent once the typing stops
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, 350);
    return () => clearTimeout(timer);
  }, [typed]);
  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ status: 'loading' });
    contentApi
      .posts({ q: q || undefined, status: status || undefined, categoryId: categoryId || undefined, page, pageSize: PAGE_SIZE }, ctl.signal)
      .then(
        (p) => setLoad({ status: 'ready', page: p }),
        (error) => !ctl.signal.aborted && setLoad({ status: 'failed', error }),
      );
    return () => ctl.abort();
  }, [q, status, categoryId, page, attempt]);

  const categoryName = (id: number) => {
    const c = categories.find((x) => x.id === id);
    return c ? (locale === 'fa' ? c.names.fa : c.names.en) : '';
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
      <Head title={t('list.title')} noindex />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography component="h1" variant="h5">
          {t('list.title')}
        </Typography>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
          <Button component={LocaleLink} to={ADMIN.blogCategories} variant="outlined" sx={{ minHeight: 44 }}>
            {t('categories.manage')}
          </Button>
          <Button component={LocaleLink} to={ADMIN.newPost} variant="contained" sx={{ minHeight: 44 }}>
            {t('list.new')}
          </Button>
        </Stack>
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1.5 }}>
        <TextField label={t('list.search')} value={typed} onChange={(e) => setTyped(e.target.value)} size="small" type="search" sx={{ flex: 2 }} />
        <TextField
          select
          label={t('list.status')}
          value={status}
          onChange={(e) => {
            setStatus(e.target.value as PostStatus | '');
            setPage(1);
          }}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('list.all')}</option>
          {STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </TextField>
        <TextField
          select
          label={t('list.category')}
          value={categoryId === '' ? '' : String(categoryId)}
          onChange={(e) => {
            setCategoryId(e.target.value ? Number(e.target.value) : '');
            setPage(1);
          }}
          size="small"
          sx={{ flex: 1 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{t('list.all')}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {locale === 'fa' ? c.names.fa : c.names.en}
            </option>
          ))}
        </TextField>
      </Stack>
      {load.status === 'loading' && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }} aria-busy="true">
          <CircularProgress aria-label={t('admin:loading')} />
        </Box>
      )}
      {load.status === 'failed' && <LoadError error={load.error} onRetry={() => setAttempt((a) => a + 1)} />}
      {load.status === 'ready' && (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            {t('list.count', { count: load.page.total, n: formatNumber(load.page.total, locale) })}
          </Typography>
          {load.page.items.length === 0 ? (
            <Typography>{t('list.empty')}</Typography>
          ) : (
            <Box component="ul" sx={{ p: 0, m: 0, display: 'grid', gap: 1 }}>
              {load.page.items.map((p) => {
                const title = (locale === 'fa' ? p.titles.fa : p.titles.en) || t('list.untitled');
                const when = p.publishedAt ? formatDate(p.publishedAt, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Tehran' }) : null;
                return (
                  <Box component="li" key={p.id} sx={{ listStyle: 'none' }}>
                    <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', gap: 1.5, alignItems: 'center', minWidth: 0 }}>
                      <Box component="img" src={p.cover} alt="" sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }} />
                      <Box sx={{ flex: 1, minWidth: 0 }}>
                        <Link component={LocaleLink} to={ADMIN.post(p.id)} sx={{ fontWeight: 700, overflowWrap: 'anywhere', display: 'inline-block', minHeight: 24 }}>
                          {title}
                        </Link>
                        <Stack direction="row" sx={{ gap: 1, mt: 0.5, flexWrap: 'wrap', alignItems: 'center' }}>
                          <Chip size="small" label={t(`status.${p.status}`)} color={STATUS_COLOR[p.status]} variant="outlined" />
                          {when && p.status !== 'draft' && (
                            <Typography variant="caption" color="text.secondary">
                              {t(p.status === 'scheduled' ? 'list.scheduledAt' : 'list.publishedAt', { date: when })}
                            </Typography>
                          )}
                          <Typography variant="caption" color="text.secondary">
                            {categoryName(p.categoryId)}
                          </Typography>
                        </Stack>
                      </Box>
                    </Paper>
                  </Box>
                );
              })}
            </Box>
          )}
          {load.page.pageCount > 1 && (
            <Pagination count={load.page.pageCount} page={page} onChange={(_, n) => setPage(n)} sx={{ alignSelf: 'center' }} />
          )}
        </>
      )}
    </Stack>
  );
}
