import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { AboutPage as Feature } from '../features/pages/AboutPage';

export default function AboutPage() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
