import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { CustomerExperiencePage as Feature } from '../features/pages/CustomerExperiencePage';

export default function CustomerExperiencePage() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
