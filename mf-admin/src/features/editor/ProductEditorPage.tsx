import './i18n';
import { useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Paper, Stack, Typography, visuallyHidden } from 'shared-lib/ui';
import { OpenInNewIcon } from 'shared-lib/admin-ui';
import { ArrowBackIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale, useLocaleNavigate, useLocalePath } from 'shared-lib/navigation';
import { useParams } from 'shared-lib/router';
import { Head } from 'shared-lib/head';
import { toast } from 'shared-lib/bus';
import { LoadError, isNotFound } from 'shared-lib/components/LoadError';
import NotFound from 'shared-lib/components/NotFound';
import { adminApi, type AdminProduct, type ProductInput } from '../../api/admin';
import { errorText } from '../../lib/errors';
import { ADMIN } from '../../lib/paths';
import { useCanWriteCatalogue } from '../../lib/session';
import { nameIn } from './categories';
import { DeleteProduct } from './DeleteProduct';
import { PicturesSection } from './PicturesSection';
import { ProductForm } from './ProductForm';
import { useEditorData } from './useEditorData';
import { emptyValues, toFormValues } from './values';


/**
 * /admin/products/new (writers only: the route is wrapped) and /admin/products/:id: the product's
 * names, descriptions, category, prices, stock, specifications and pictures; read-only for staff who
 * cannot write the catalogue. Creating leads on to the new product's page, where pictures are added.
 */
export default function ProductEditorPage() {
  const { id } = useParams();
  if (id === undefined) return <Editor key="new" id={null} />;
  if (!/^[1-9]\d{0,15}$/.test(id)) return <NotFound />;
  return <Editor key={id} id={Number(id)} />;
}

function Busy() {
  const { t } = useTranslation('admin');
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }} aria-busy="true">
      <CircularProgress aria-label={t('loading')} />
    </Box>
  );
}

/** "View in the shop": the product's storefront page in the page's language, in a new tab. */
function ShopLink({ product }: { product: AdminProduct }) {
  const { t } = useTranslation('admin-editor');
  const locale = useLocale();
  const lp = useLocalePath();
  const slug = (locale === 'fa' ? product.slugs.fa : locale === 'ru' ? product.slugs.ru || product.slugs.en : product.slugs.en) || product.slugs.fa;
  return (
    <Button component="a" href={lp(`/pr/${product.id}/${encodeURIComponent(slug)}`)} target="_blank" rel="noopener" variant="outlined" endIcon={<OpenInNewIcon />} sx={{ minHeight: 44, flexShrink: 0 }}>
      {t('viewInShop')}
      <Box component="span" sx={visuallyHidden}>
        {` ${t('newTab')}`}
      </Box>
    </Button>
  );
}

function Editor({ id }: { id: number | null }) {
  const { t } = useTranslation('admin-editor');
  const locale = useLocale();
  const navigate = useLocaleNavigate();
  const canWrite = useCanWriteCatalogue();
  const { data, retry, setProduct } = useEditorData(id);
  const product = data.status === 'ready' ? data.product : null;
  // the digits of the language the page opened in: switching language never resets what was typed
  const [digits] = useState(locale);
  const initialValues = useMemo(() => (product ? toFormValues(product, digits) : emptyValues()), [product, digits]);

  if (data.status === 'loading') return <Busy />;
  if (data.status === 'failed') return isNotFound(data.error) ? <NotFound /> : <LoadError error={data.error} onRetry={retry} />;

  const readOnly = !canWrite;
  const name = product ? nameIn(product.names, locale) : '';
  const title = product ? t('titleEdit', { name }) : t('titleNew');

  const save = async (input: ProductInput): Promise<string | null> => {
    try {
      if (id === null) {
        const created = await adminApi.createProduct(input);
        toast(t('created'), 'success');
        navigate(ADMIN.product(created.id), { replace: true });
      } else {
        setProduct(await adminApi.updateProduct(id, input));
        toast(t('saved'), 'success');
      }
      return null;
    } catch (err) {
      const text = errorText(err, t);
      toast(text, 'error');
      return text;
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 1100, mx: 'auto', minWidth: 0 }}>
      <Head title={title} noindex />
      <Box>
        <Link component={LocaleLink} to={ADMIN.products} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}>
          <ArrowBackIcon fontSize="small" sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />
          {t('back')}
        </Link>
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}>
        <Typography component="h1" variant="h5" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        {product && <ShopLink product={product} />}
      </Stack>
      {readOnly && (
        <Alert severity="info" role="status">
          {t('readOnly')}
        </Alert>
      )}
      <ProductForm initialValues={initialValues} categories={data.categories} brands={data.brands} readOnly={readOnly} onSave={save} />
      {product ? (
        <PicturesSection key={product.id} productId={product.id} pictures={product.pictures} readOnly={readOnly} />
      ) : (
        <Paper variant="outlined" component="section" aria-labelledby="editor-pictures" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="editor-pictures" component="h2" variant="h6" sx={{ mb: 1 }}>
            {t('sections.pictures')}
          </Typography>
          <Typography color="text.secondary">{t('pictures.saveFirst')}</Typography>
        </Paper>
      )}
      {product && canWrite && <DeleteProduct product={product} name={name} />}
    </Stack>
  );
}
