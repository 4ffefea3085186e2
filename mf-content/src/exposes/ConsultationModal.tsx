import '../i18n';
import { RemoteRoot } from '../lib/RemoteRoot';
import { ConsultationModal as Feature } from '../features/consultation/ConsultationModal';

export default function ConsultationModal() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
