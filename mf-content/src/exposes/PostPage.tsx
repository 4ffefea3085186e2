import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { PostPage as Feature } from '../features/blog/PostPage';

export default function PostPage() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
