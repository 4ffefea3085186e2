import '../i18n';
import { RemoteRoot } from '../shared/RemoteRoot';
import { ServicesPage as Feature } from '../features/services/ServicesPage';

export default function ServicesPage() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
