import type { ReactNode } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from 'shared-lib/ui';
import { toast } from 'shared-lib/bus';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { localizeText } from 'shared-lib/format';
import type { Shipping } from './status';
import { formatMoment } from './OrderTimeline';

/** Puts `text` on the clipboard; false when the browser has no clipboard here (or refused). */
async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator === 'undefined' || !navigator.clipboard) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * A shipped order's carrier, tracking code, and when it left and arrived. The tracking code is a
 * Latin machine code the shopper copies into the carrier's site: shown left to right in Latin digits
 * (`dir="ltr"`, `data-latin-ok`, see shared-lib/format) with a copy button beside it.
 */
export function ShippingInfo({ shipping }: { shipping: Shipping }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const copy = async () => {
    if (await copyText(shipping.trackingCode)) toast(t('orderTimeline.shipping.copied'), 'success');
    else toast(t('orderTimeline.shipping.copyFailed'), 'error');
  };
  const rows: Array<[string, ReactNode]> = [
    [t('orderTimeline.shipping.carrier'), localizeText(shipping.carrier, locale)],
    [
      t('orderTimeline.shipping.trackingCode'),
      <Stack key="code" direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Box component="span" dir="ltr" data-latin-ok="" data-testid="tracking-code" sx={{ fontFamily: 'monospace', fontSize: '1.05rem', unicodeBidi: 'isolate' }}>
          {shipping.trackingCode}
        </Box>
        <Button size="small" variant="outlined" onClick={() => void copy()} aria-label={t('orderTimeline.shipping.copyLabel')} sx={{ minHeight: 44 }}>
          {t('orderTimeline.shipping.copy')}
        </Button>
      </Stack>,
    ],
    [t('orderTimeline.shipping.shippedAt'), <time key="s" dateTime={shipping.shippedAt}>{formatMoment(shipping.shippedAt, locale)}</time>],
  ];
  if (shipping.deliveredAt) rows.push([t('orderTimeline.shipping.deliveredAt'), <time key="d" dateTime={shipping.deliveredAt}>{formatMoment(shipping.deliveredAt, locale)}</time>]);
  return (
    <Card variant="outlined" component="section" aria-labelledby="order-shipping-title" data-testid="order-shipping">
      <CardContent>
        <Typography component="h2" variant="h6" id="order-shipping-title" sx={{ mb: 1 }}>
          {t('orderTimeline.shipping.title')}
        </Typography>
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 2, rowGap: 0.5, alignItems: 'center' }}>
          {rows.map(([label, value]) => (
            <Box key={label} sx={{ display: 'contents' }}>
              <Typography component="dt" color="text.secondary">
                {label}
              </Typography>
              <Typography component="dd" sx={{ m: 0, mb: { xs: 1, sm: 0 } }}>
                {value}
              </Typography>
            </Box>
          ))}
        </Box>
      </CardContent>
    </Card>
  );
}
