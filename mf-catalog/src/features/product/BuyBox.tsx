import { lazy, Suspense, useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { Alert, Box, Button, CircularProgress, IconButton, Paper, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { AddIcon, RemoveIcon, ShoppingCartIcon, FavoriteIcon, FavoriteBorderIcon, CheckCircleIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocalePath } from 'shared-lib/navigation';
import { takeOverForm, useFormResult } from 'shared-lib/data';
import { getBus, requestCartAdd, toast } from 'shared-lib/bus';
import { isOnline, OFFLINE_ACTION_KEY } from 'shared-lib/offline';
import type { ProductDetail } from 'contracts/catalog';
import { useFormat } from '../../lib/useFormat';
import type { CartFormResult } from './CartOutcome';
import { Price } from '../../lib/Price';
import { useLike } from './useLikes';

// The price-inquiry form (final-form and yup: 20 KB compressed, and shared-lib/ui-more's TextField) is
// only drawn for a product without a price or out of stock: its code is downloaded then, not with every
// product page. Server-rendered, its markup is in the page and hydrates once the code arrives.
const PriceInquiryForm = lazy(() => import(/* webpackChunkName: "price-inquiry" */ './PriceInquiryForm').then((m) => ({ default: m.PriceInquiryForm })));

/** The form while its code loads on a page opened in the app: its place kept (no jump when it appears). */
function InquiryFallback() {
  return <Skeleton variant="rounded" height={360} aria-hidden data-testid="inquiry-loading" />;
}

const MAX_PER_ADD = 99;

// The outcome of an add made without mf-cart (the form posted before the scripts ran, or by the box
// itself): drawn only then, so its code is not part of every product page's first visit (SSR loads it)
const loadOutcome = () => import(/* webpackChunkName: "cart-outcome" */ './CartOutcome');
const CartOutcome = lazy(() => loadOutcome().then((m) => ({ default: m.CartOutcome })));


/** Resolves when mf-cart has made (or could not make) an add of this product; 10 s at most. */
function cartAddSettled(productId: number): Promise<void> {
  const bus = getBus();
  return new Promise((resolve) => {
    const stops: Array<() => void> = [];
    const done = () => {
      clearTimeout(timer);
      stops.forEach((stop) => stop());
      resolve();
    };
    const timer = setTimeout(done, 10_000);
    stops.push(bus.subscribe('cart:item-added', (e) => e.productId === productId && done()));
    stops.push(bus.subscribe('cart:add-failed', (e) => e.productId === productId && done()));
  });
}

/** The add-to-cart form posted by the page itself: the server's outcome (null when it could not be asked). */
async function postCartForm(form: HTMLFormElement): Promise<CartFormResult | null> {
  try {
    const res = await fetch(form.action, {
      method: 'POST',
      headers: { accept: 'application/json' },
      body: new URLSearchParams(new FormData(form) as unknown as Record<string, string>),
      credentials: 'same-origin',
    });
    return res.status === 200 || res.status === 422 ? ((await res.json()) as CartFormResult) : null;
  } catch {
    return null;
  }
}
/** The shell's bottom navigation on phones (MUI BottomNavigation's height): the sticky bar sits on it. */
const BOTTOM_NAV_PX = 56;

/**
 * Marks `bar` away (data-away, aria-hidden) while `ref`'s element is on screen. Straight on the DOM,
 * not through React state: the bar's class carries both looks, so scrolling past the box renders
 * nothing. As state, each crossing re-rendered the whole buy box and gave the bar a new emotion class
 * (serialized, RTL-flipped, inserted): ~90 ms of a 4x-throttled phone's main thread on the scroll that
 * brings the box's button into view, just before the shopper taps it (traced; issue 33).
 */
function useAwayWhileOnScreen(ref: RefObject<HTMLElement | null>, bar: RefObject<HTMLElement | null>, enabled: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!enabled || !el || typeof IntersectionObserver === 'undefined') return;
    const io = new IntersectionObserver(
      ([entry]) => {
        const b = bar.current;
        if (!b) return;
        b.toggleAttribute('data-away', entry.isIntersecting);
        if (entry.isIntersecting) b.setAttribute('aria-hidden', 'true');
        else b.removeAttribute('aria-hidden');
      },
      { rootMargin: `0px 0px -${BOTTOM_NAV_PX}px 0px` },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [ref, bar, enabled]);
}

export function LikeButton({ productId }: { productId: number }) {
  const { t } = useTranslation('catalog');
  const [liked, toggle] = useLike(productId);
  return (
    <IconButton onClick={toggle} aria-pressed={liked} aria-label={liked ? t('product.unlike') : t('product.like')} color={liked ? 'primary' : 'default'} sx={{ width: 48, height: 48 }}>
      {liked ? <FavoriteIcon /> : <FavoriteBorderIcon />}
    </IconButton>
  );
}

function StockLine({ stock }: { stock: number }) {
  const { t } = useTranslation('catalog');
  const { n } = useFormat();
  if (stock <= 0) return <Typography color="text.secondary" sx={{ fontWeight: 700 }}>{t('product.outOfStock')}</Typography>;
  return (
    <Typography color={stock <= 3 ? 'warning.dark' : 'success.dark'} sx={{ display: 'flex', alignItems: 'center', gap: 0.5, fontWeight: 700 }}>
      <CheckCircleIcon fontSize="small" aria-hidden />
      {stock <= 3 ? t('product.lowStock', { n: n(stock) }) : t('product.inStock')}
    </Typography>
  );
}

/**
 * Price, stock, quantity and add-to-cart; or the price-inquiry form when the product has no price.
 * Add-to-cart asks mf-cart over the bus; when nothing acknowledges (mf-cart down) the shopper is told.
 */
export function BuyBox({ product }: { product: ProductDetail }) {
  const { t } = useTranslation('catalog');
  const { n } = useFormat();
  const localePath = useLocalePath();
  const [qty, setQty] = useState(1);
  const [adding, setAdding] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const max = Math.min(product.stock, MAX_PER_ADD);
  const actionsRef = useRef<HTMLFormElement | null>(null);
  // The bar is in the server's page and shown on phones by a media query (not useMediaQuery): it is
  // there at the first paint, and hydration neither re-renders the page once the query is known nor
  // writes the bar's styles then (on a 4x-throttled CPU that re-render and its style insertion were
  // one ~120 ms task, the longest of the product page's start).
  const sticky = product.price !== null && product.inStock;
  // the sticky bar steps aside while the box's own button is in sight (never two add buttons at once)
  const stickyRef = useRef<HTMLDivElement | null>(null);
  useAwayWhileOnScreen(actionsRef, stickyRef, sticky);
  // add-to-cart is a form: before the scripts run (or without them) the browser posts it and the shell's
  // server adds the product; once hydrated, the same submit is handled here (no reload)
  const formId = `buy-${product.id}`;
  const posted = useFormResult<CartFormResult>('cart');
  const [outcome, setOutcome] = useState(posted);
  const result = outcome?.productId === product.id && typeof outcome.change === 'number' && outcome.change > 0 ? outcome : null;

  // hydrated: the form is this box's now. A tap before that was sent by the shell's boot module
  // (keep-taps: the add confirmed one round trip after the tap, not after hydration); its answer is
  // shown here from now on
  useEffect(() => {
    const form = actionsRef.current;
    const early = form && takeOverForm<CartFormResult>(form);
    if (!early) return;
    setAdding(true);
    void early.then((answer) => {
      setAdding(false);
      if (!answer) return;
      setOutcome(answer);
      if (answer.ok && typeof answer.itemCount === 'number') getBus().publish('cart:count', answer.itemCount);
    });
  }, []);

  const add = async (form?: HTMLFormElement) => {
    if (adding) return;
    setAdding(true);
    setUnavailable(false);
    setOutcome(null);
    // mf-cart's code not on the page yet (it comes at the first interaction: this tap): the shell's
    // server adds the product, as for a page without scripts, and the box confirms it at once instead
    // of waiting seconds for that code on a slow phone; mf-cart learns the new count when it comes
    if (form && isOnline() && !getBus().handled('cart:add')) {
      void loadOutcome();
      const answer = await postCartForm(form);
      if (answer) {
        setAdding(false);
        setOutcome(answer);
        if (answer.ok && typeof answer.itemCount === 'number') getBus().publish('cart:count', answer.itemCount);
        return;
      }
    }
    const acknowledged = await requestCartAdd(product.id, qty, product.name);
    // mf-cart acknowledges at once and adds through the api: the button stays busy until the add is made
    // or refused (its sheet or its message then shows), so a second tap meanwhile does not add again
    if (acknowledged) {
      await cartAddSettled(product.id);
      // and the frame that draws mf-cart's sheet
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)));
    }
    setAdding(false);
    if (!acknowledged) {
      // offline before mf-cart's code came (it loads at the first interaction on a phone): say so
      const offline = !isOnline();
      setUnavailable(!offline);
      toast(offline ? t(OFFLINE_ACTION_KEY) : t('product.cartUnavailable'), 'error');
    }
  };

  if (product.price === null) {
    return (
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2 }} data-testid="buy-box">
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
          <Price price={null} size="large" />
          <LikeButton productId={product.id} />
        </Stack>
        <StockLine stock={product.stock} />
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={<InquiryFallback />}>
            <PriceInquiryForm productId={product.id} />
          </Suspense>
        </Box>
      </Box>
    );
  }

  return (
    <>
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2 }} data-testid="buy-box">
      <Stack direction="row" sx={{ alignItems: 'flex-start', justifyContent: 'space-between', gap: 1 }}>
        <Box>
          <Typography variant="body2" color="text.secondary">
            {t('product.price')}
          </Typography>
          <Price price={product.price} listPrice={product.listPrice} size="large" />
          {/* consumer prices include VAT (the basket adds none on top) */}
          <Typography variant="caption" color="text.secondary" data-testid="vat-included">
            {t('product.vatIncluded')}
          </Typography>
        </Box>
        <LikeButton productId={product.id} />
      </Stack>
      <Box sx={{ my: 1.5 }}>
        <StockLine stock={product.stock} />
      </Box>
      {product.inStock && (
        <form
          ref={actionsRef}
          id={formId}
          method="post"
          action="/_form/cart"
          // sent by the shell's boot module until this box is live (keep-taps), with its words for the answer
          data-enhance="json"
          data-added={t('product.addedToBasket', { n: n(qty) })}
          data-basket-href={localePath('/basket')}
          data-basket-label={t('product.viewBasket')}
          onSubmit={(e: FormEvent<HTMLFormElement>) => {
            e.preventDefault();
            void add(e.currentTarget);
          }}
        >
          <input type="hidden" name="productId" value={product.id} />
          <input type="hidden" name="change" value={qty} />
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
            <Stack direction="row" role="group" aria-label={t('product.quantity')} sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 2 }}>
              <IconButton aria-label={t('product.decrease')} onClick={() => setQty((q) => Math.max(1, q - 1))} disabled={qty <= 1} sx={{ width: 44, height: 44 }}>
                <RemoveIcon />
              </IconButton>
              <Typography aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', fontWeight: 700 }} data-testid="quantity">
                {n(qty)}
              </Typography>
              <IconButton aria-label={t('product.increase')} onClick={() => setQty((q) => Math.min(max, q + 1))} disabled={qty >= max} sx={{ width: 44, height: 44 }}>
                <AddIcon />
              </IconButton>
            </Stack>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={adding}
              aria-busy={adding || undefined}
              startIcon={adding ? <CircularProgress size={20} color="inherit" /> : <ShoppingCartIcon />}
              sx={{ flex: 1, minHeight: 48, minWidth: 180 }}
            >
              {adding ? t('product.adding') : t('product.addToCart')}
            </Button>
          </Stack>
        </form>
      )}
      {result && (
        <Suspense fallback={null}>
          <CartOutcome result={result} />
        </Suspense>
      )}
      {unavailable && (
        <Alert severity="error" sx={{ mt: 2 }} role="alert">
          {t('product.cartUnavailable')}
        </Alert>
      )}
      {!product.inStock && (
        // out of stock, its price kept above: the form asks when it is back (not for a price)
        <Box sx={{ mt: 2 }}>
          <Suspense fallback={<InquiryFallback />}>
            <PriceInquiryForm productId={product.id} reason="stock" />
          </Suspense>
        </Box>
      )}
    </Box>
      {sticky && (
        // phones: price and add-to-cart stay in sight above the shell's bottom bar
        <Paper
          elevation={8}
          square
          data-testid="buy-sticky"
          ref={stickyRef}
          sx={{
            display: { md: 'none' },
            position: 'fixed',
            insetInline: 0,
            bottom: `calc(${BOTTOM_NAV_PX}px + env(safe-area-inset-bottom))`,
            zIndex: 1090,
            px: 2,
            py: 1,
            borderTop: 1,
            borderColor: 'divider',
            transition: 'transform 200ms ease, visibility 200ms',
            // the box's own button is in sight (useAwayWhileOnScreen): never two add buttons at once
            '&[data-away]': { transform: 'translateY(150%)', visibility: 'hidden' },
          }}
        >
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
            <Box sx={{ minWidth: 0 }}>
              <Price price={product.price} size="small" />
            </Box>
            <Button
              type="submit"
              form={formId}
              variant="contained"
              disabled={adding}
              aria-busy={adding || undefined}
              startIcon={adding ? <CircularProgress size={20} color="inherit" /> : <ShoppingCartIcon />}
              sx={{ minHeight: 48, flexShrink: 0 }}
              data-testid="buy-sticky-add"
            >
              {adding ? t('product.adding') : t('product.addToCart')}
            </Button>
          </Stack>
        </Paper>
      )}
    </>
  );
}
