import '../i18n';
import { RemoteRoot } from '../shared/RemoteRoot';
import { BlogListPage as Feature } from '../features/blog/BlogListPage';

export default function BlogPage() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
