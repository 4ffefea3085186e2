import { Typography } from 'shared-lib/ui';

/** Placeholder: being built. */
export default function ProductEditorPage() {
  return <Typography component="h1" variant="h5">ProductEditorPage</Typography>;
}
