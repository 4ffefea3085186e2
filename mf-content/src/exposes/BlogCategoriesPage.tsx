import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { BlogCategoriesPage as Feature } from '../features/blog/BlogCategoriesPage';

export default function BlogCategoriesPage() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
