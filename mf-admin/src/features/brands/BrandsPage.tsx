import { Typography } from 'shared-lib/ui';

/** Placeholder: being built. */
export default function BrandsPage() {
  return <Typography component="h1" variant="h5">BrandsPage</Typography>;
}
