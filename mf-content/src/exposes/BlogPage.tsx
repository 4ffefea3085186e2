import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { BlogListPage as Feature } from '../features/blog/BlogListPage';

export default function BlogPage() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
