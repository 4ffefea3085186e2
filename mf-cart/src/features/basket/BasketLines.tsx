import type { MouseEvent } from 'react';
import { Box, Card, CardContent, IconButton, Link, Stack, Typography } from 'shared-lib/ui';
import { AddIcon, DeleteIcon, RemoveIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useLocation } from 'shared-lib/router';
import { imageUrl } from 'shared-lib/api';
import { SafeImage } from 'shared-lib/components/SafeImage';
import { formatNumber, formatToman, localizeText } from 'shared-lib/format';
import type { CartItem } from 'contracts/cart';
import { PriceChangeNotice } from './PriceChangeNotice';
import type { PriceNotices } from './priceChanges';

export interface BasketLinesProps {
  items: CartItem[];
  busy: string | null;
  onCount: (productId: number, delta: number) => unknown;
  onRemove: (productId: number) => unknown;
  /** lines whose price changed since the shopper last saw it (useBasket keeps them for the visit) */
  priceNotices?: PriceNotices;
}

/**
 * A form's button once the page's scripts run: the change is made here, not by posting the form. The
 * button says it is busy straight away (on the DOM: painted in the frame after the tap), and a second tap
 * meanwhile does nothing; the page's busy state (every line's buttons disabled) is rendered in the
 * background (useBasket). Rendered in the tap's own task, the whole basket page's re-render made most of
 * a "+" tap's Interaction to Next Paint on a 4x-throttled phone (issue 33, e2e/bench/taps.mjs).
 */
function enhanced(e: MouseEvent, act: () => unknown) {
  e.preventDefault();
  const button = e.currentTarget as HTMLElement;
  if (button.getAttribute('aria-busy') === 'true') return;
  button.setAttribute('aria-busy', 'true');
  void Promise.resolve(act()).finally(() => button.removeAttribute('aria-busy'));
}
/** A stepper's button: dimmed while its change is under way (aria-busy, set by `enhanced`). */
const stepButton = { width: 44, height: 44, '&[aria-busy="true"]': { opacity: 0.5 } } as const;

/** The basket's lines: picture, name (to the product page), unit price, quantity stepper, line total, delete. */
export function BasketLines({ items, busy, onCount, onRemove, priceNotices = {} }: BasketLinesProps) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const back = pathname + search;
  return (
    <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('basket.items')}>
      {items.map((item) => {
        // the catalogue's names carry Latin digits: Persian ones in fa, as on the product page
        const name = localizeText(item.name ?? `#${item.productId}`, locale);
        const lineBusy = busy === `count-${item.productId}` || busy === `remove-${item.productId}`;
        return (
          <Card component="li" key={item.id} variant="outlined" data-testid={`line-${item.productId}`}>
            <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
              <Box sx={{ width: 72, height: 72, flexShrink: 0, borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}>
                <SafeImage src={imageUrl(item.image, '_sm')} alt={name} width={72} height={72} style={{ objectFit: 'cover', width: '100%', height: '100%' }} />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                {item.slug ? (
                  <Link component={LocaleLink} to={`/pr/${item.productId}/${item.slug}`} underline="hover" sx={{ fontWeight: 600, display: 'block' }}>
                    {name}
                  </Link>
                ) : (
                  <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
                )}
                {item.price !== null && (
                  <Typography variant="body2" color="text.secondary">
                    {t('basket.unitPrice')}: {formatToman(item.price, locale)}
                  </Typography>
                )}
                {priceNotices[item.id] && <PriceChangeNotice change={priceNotices[item.id]} />}
                {item.problems.map((p) => (
                  <Typography key={p} variant="body2" color="error" role="status">
                    {p}
                  </Typography>
                ))}
                {/* a form: without scripts (or before they run) its buttons post to the shell's server
                    (shell/server/forms.mjs), which changes the basket and shows this page again */}
                <Stack
                  component="form"
                  method="post"
                  action="/_form/cart"
                  direction="row"
                  sx={{ mt: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
                >
                  <input type="hidden" name="productId" value={item.productId} />
                  <input type="hidden" name="back" value={back} />
                  <Stack direction="row" sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2 }} role="group" aria-label={`${t('basket.count')}: ${name}`}>
                    <IconButton type="submit" name="change" value="-1" aria-label={t('basket.decrease', { name })} onClick={(e) => enhanced(e, () => onCount(item.productId, -1))} disabled={lineBusy || item.count <= 1} sx={stepButton}>
                      <RemoveIcon />
                    </IconButton>
                    <Typography component="output" aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 600 }} data-testid={`count-${item.productId}`}>
                      {formatNumber(item.count, locale)}
                    </Typography>
                    <IconButton type="submit" name="change" value="1" aria-label={t('basket.increase', { name })} onClick={(e) => enhanced(e, () => onCount(item.productId, 1))} disabled={lineBusy || item.count >= item.stock} sx={stepButton}>
                      <AddIcon />
                    </IconButton>
                  </Stack>
                  <Typography sx={{ fontWeight: 700 }}>{formatToman(item.lineTotal, locale)}</Typography>
                  <IconButton type="submit" name="change" value="remove" aria-label={t('basket.remove', { name })} onClick={(e) => enhanced(e, () => onRemove(item.productId))} disabled={lineBusy} sx={stepButton}>
                    <DeleteIcon />
                  </IconButton>
                </Stack>
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
