import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { ServicesWidget as Feature } from '../features/home/ServicesWidget';

export default function ServicesWidget() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
