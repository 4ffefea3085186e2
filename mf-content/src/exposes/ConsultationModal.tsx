import '../i18n';
import { RemoteRoot } from '../shared/RemoteRoot';
import { ConsultationModal as Feature } from '../features/consultation/ConsultationModal';

export default function ConsultationModal() {
  return (
    <RemoteRoot>
      <Feature />
    </RemoteRoot>
  );
}
