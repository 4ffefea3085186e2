import { Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { Modal } from 'shared-lib/components/Modal';
import { ContactForm } from '../../lib/contact-form/ContactForm';
import { DEFAULT_CONTACT_GROUP } from '../../lib/contact-form/types';

/** The invitation and the contact form (group 1); loaded only when the modal opens. */
export default function ConsultationDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('content');
  return (
    <Modal open={open} onClose={onClose} title={t('consultation.title')} id="consultation" maxWidth="sm" sheet>
      <Typography sx={{ mb: 2, lineHeight: 1.9 }} data-testid="consultation-invitation">
        {t('consultation.invitation')}
      </Typography>
      <ContactForm idPrefix="consultation" fixedGroupId={DEFAULT_CONTACT_GROUP} onSent={onClose} />
    </Modal>
  );
}
