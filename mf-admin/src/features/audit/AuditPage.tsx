import { Typography } from 'shared-lib/ui';

/** Placeholder: being built. */
export default function AuditPage() {
  return <Typography component="h1" variant="h5">AuditPage</Typography>;
}
