import { Typography } from 'shared-lib/ui';

/** Placeholder: being built. */
export default function StaffPage() {
  return <Typography component="h1" variant="h5">StaffPage</Typography>;
}
