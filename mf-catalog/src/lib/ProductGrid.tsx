import { Box, Grid, Skeleton } from 'shared-lib/ui';
import type { ProductCard as ProductCardData } from 'contracts/catalog';
import { ProductTile } from './ProductTile';

const cols = { xs: 6, sm: 4, md: 3 } as const;

/** Two columns on phones, up to four on desktops. */
export function ProductGrid({ products }: { products: ProductCardData[] }) {
  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {products.map((p) => (
        <Grid key={p.id} size={cols} component="li">
          <ProductTile product={p} />
        </Grid>
      ))}
    </Grid>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Grid container spacing={{ xs: 1.5, md: 2 }} aria-busy="true" data-testid="grid-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Grid key={i} size={cols}>
          <Skeleton variant="rounded" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
          <Box sx={{ pt: 1 }}>
            <Skeleton width="90%" />
            <Skeleton width="60%" />
            <Skeleton width="40%" />
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}
