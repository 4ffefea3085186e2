import { Typography } from 'shared-lib/ui';

/** Placeholder: being built. */
export default function ProductsPage() {
  return <Typography component="h1" variant="h5">ProductsPage</Typography>;
}
