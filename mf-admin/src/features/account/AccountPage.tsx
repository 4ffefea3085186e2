import { Typography } from 'shared-lib/ui';

/** Placeholder: being built. */
export default function AccountPage() {
  return <Typography component="h1" variant="h5">AccountPage</Typography>;
}
