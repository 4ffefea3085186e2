import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { ServicesPage as Feature } from '../features/services/ServicesPage';

export default function ServicesPage() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
