import '../i18n';
import { RemoteRoot } from '../shared/RemoteRoot';
import { BlogCategoriesPage as Feature } from '../features/blog/BlogCategoriesPage';

export default function BlogCategoriesPage() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
