import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { CustomerExperienceWidget as Feature } from '../features/home/CustomerExperienceWidget';

export default function CustomerExperienceWidget() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
