import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { ContactPage as Feature } from '../features/contact/ContactPage';

export default function ContactPage() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
