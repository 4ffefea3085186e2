import { Typography } from 'shared-lib/ui';

/** Placeholder: being built. */
export default function CategoriesPage() {
  return <Typography component="h1" variant="h5">CategoriesPage</Typography>;
}
