import { useMemo } from 'react';
import { Box, Button, Chip, Stack, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { useParams, useSearchParams } from 'shared-lib/router';
import { LocaleLink, useLocaleNavigate } from 'shared-lib/navigation';
import { Breadcrumb } from 'shared-lib/components/Breadcrumb';
import NotFound from 'shared-lib/components/NotFound';
import { PageContainer } from '../../lib/PageContainer';
import { isNotFound } from '../../lib/States';
import { Head } from 'shared-lib/head';
import { useLocale } from 'shared-lib/navigation';
import { useResource } from 'shared-lib/data';
import { categoryByLabel } from '../../api/categories';
import { useListing } from '../../lib/listing/useListing';
import { ListingView } from '../../lib/listing/ListingView';
import { SearchForm } from './SearchForm';
import { LinkChip } from '../../lib/LinkChip';

/** Ideas for a shopper with no query or no results. */
function SearchHelp({ title, hint }: { title: string; hint?: string }) {
  const { t } = useTranslation('catalog');
  const popular = t('search.popular', { returnObjects: true }) as string[];
  return (
    <Box sx={{ py: 4, textAlign: 'center' }} data-testid="search-help">
      <Typography component="p" variant="h6">
        {title}
      </Typography>
      {hint && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
      <Box component="ul" sx={{ textAlign: 'start', display: 'inline-block', mt: 2, color: 'text.secondary' }}>
        <li>{t('search.tipSpelling')}</li>
        <li>{t('search.tipGeneral')}</li>
        <li>{t('search.tipInquiry')}</li>
      </Box>
      <Typography sx={{ mt: 2, fontWeight: 700 }}>{t('search.tryThese')}</Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, justifyContent: 'center', mt: 1 }}>
        {Array.isArray(popular) &&
          popular.map((p) => <LinkChip key={p} to={`/search?q=${encodeURIComponent(p)}`} label={p} minHeight={40} />)}
      </Stack>
      <Button component={LocaleLink} to="/cat" variant="outlined" sx={{ mt: 3, minHeight: 44 }}>
        {t('search.browse')}
      </Button>
    </Box>
  );
}

/** /search and /search/:catLabel — the query lives in the URL (?q=), with filters, sort and paging. */
export function SearchPage() {
  const { t } = useTranslation('catalog');
  const { catLabel } = useParams();
  const [params] = useSearchParams();
  const navigate = useLocaleNavigate();
  const q = (params.get('q') ?? '').trim();
  const locale = useLocale();
  const scopeRead = categoryByLabel(catLabel ?? '', locale);
  const scope = useResource(catLabel ? scopeRead.key : null, scopeRead.load);
  const fixed = useMemo(() => ({ q, category: catLabel }), [q, catLabel]);
  const listing = useListing(q ? 'search' : null, fixed);

  if (catLabel && isNotFound(scope.error)) return <NotFound />;
  const base = catLabel ? `/search/${encodeURIComponent(catLabel)}` : '/search';
  const go = (text: string) => navigate(text ? `${base}?q=${encodeURIComponent(text)}` : base);

  return (
    <PageContainer>
      {/* search results are for shoppers, not for search engines: never indexed (robots.txt keeps crawlers out too) */}
      <Head title={q ? t('search.resultsFor', { q }) : t('titles.SearchPage')} path={base} noindex />
      <Breadcrumb items={[{ label: t('titles.SearchPage') }]} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 30 }, mb: 2, overflowWrap: 'anywhere' }}>
        {q ? t('search.resultsFor', { q }) : t('titles.SearchPage')}
      </Typography>
      <SearchForm initial={q} category={catLabel} onSearch={go} />
      {catLabel && scope.data && (
        <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
          <Chip color="primary" label={t('search.within', { category: scope.data.name })} />
          <Button component={LocaleLink} to={q ? `/search?q=${encodeURIComponent(q)}` : '/search'} size="small" sx={{ minHeight: 44 }}>
            {t('search.withinAll')}
          </Button>
        </Stack>
      )}
      {!q ? (
        <SearchHelp title={t('search.start')} hint={t('search.startHint')} />
      ) : (
        <ListingView {...listing} search empty={<SearchHelp title={t('search.noResults', { q })} />} />
      )}
    </PageContainer>
  );
}
