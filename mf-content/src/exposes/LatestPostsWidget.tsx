import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { LatestPostsWidget as Feature } from '../features/home/LatestPostsWidget';

export default function LatestPostsWidget() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
