import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { ServicePage as Feature } from '../features/services/ServicePage';

export default function ServicePage() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
