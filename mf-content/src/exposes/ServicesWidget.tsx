import '../i18n';
import { RemoteRoot } from '../shared/RemoteRoot';
import { ServicesWidget as Feature } from '../features/home/ServicesWidget';

export default function ServicesWidget() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
