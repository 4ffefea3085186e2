import { Typography } from 'shared-lib/ui';

/** Placeholder: being built. */
export default function ImportPage() {
  return <Typography component="h1" variant="h5">ImportPage</Typography>;
}
