import { Box, Button, Stack, Typography } from 'shared-lib/ui';
import { DownloadIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import type { OrderView } from 'contracts/cart';
import { orderApi } from '../../api/orders';
import { hasInvoice } from './status';

/**
 * The order's invoice as a PDF (issue 32 item 5), once the order is paid (paid, preparing, shipped,
 * delivered): in the page's language first (English on a Russian page: invoices are Persian or
 * English) and in the other one. Plain download links; nothing for an unpaid or cancelled order.
 */
export function InvoiceLinks({ order }: { order: OrderView }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  if (!hasInvoice(order.status)) return null;
  const first = locale === 'fa' ? 'fa' : 'en';
  const langs = [first, first === 'fa' ? 'en' : 'fa'] as const;
  return (
    <Box component="section" aria-labelledby="order-invoice-title" sx={{ mt: 2 }} data-testid="order-invoice">
      <Typography component="h2" variant="subtitle1" id="order-invoice-title" sx={{ fontWeight: 700, mb: 1 }}>
        {t('orderTimeline.invoice.title')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ flexWrap: 'wrap' }}>
        {langs.map((lang, i) => (
          <Button
            key={lang}
            component="a"
            href={orderApi.invoiceUrl(order.id, lang)}
            download={`invoice-${order.id}-${lang}.pdf`}
            hrefLang={lang}
            type="application/pdf"
            variant={i === 0 ? 'contained' : 'outlined'}
            startIcon={<DownloadIcon />}
            sx={{ minHeight: 44 }}
          >
            {i === 0 ? t('orderTimeline.invoice.download') : t(`orderTimeline.invoice.${lang}`)}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}
