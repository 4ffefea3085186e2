import { useEffect, useState } from 'react';
import { Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { Modal } from 'shared-lib/components/Modal';
import { useLocation } from 'shared-lib/router';
import { stripLocale } from 'shared-lib/locale';
import { ContactForm } from '../contact/ContactForm';
import { DEFAULT_CONTACT_GROUP } from '../contact/types';
import { dismiss, isDismissed } from './dismissal';
import { useScrollThreshold } from './useScrollThreshold';

export const CONSULTATION_SCROLL_THRESHOLD = 0.5; // spec §9

/** Pages where the visitor is busy buying or with their account: no invitation pops up there. */
const QUIET_PATHS = [/^\/basket(\/|$)/, /^\/profile(\/|$)/];
const isQuietPath = (pathname: string) => QUIET_PATHS.some((re) => re.test(stripLocale(pathname)));

// once per page load, even if the layout that holds the modal is mounted again on navigation
// (only ever touched in effects and handlers, so a server render never shares it)
let shownThisPage = false;
export function resetConsultationForTests(): void {
  shownThisPage = false;
}

/**
 * Spec §2: opens once when the visitor has scrolled to at least half of a page, invites them to ask
 * for a free consultation and project visit with the contact form (group 1); closing it stores a
 * flag so it never appears again. A labelled dialog: focus stays inside, Escape closes it.
 * It stays away from the basket and the profile, where the visitor is in the middle of a purchase.
 */
export function ConsultationModal() {
  const { t } = useTranslation('content');
  const [open, setOpen] = useState(false);
  const [armed, setArmed] = useState(false);
  const { pathname } = useLocation();
  const quiet = isQuietPath(pathname);

  useEffect(() => {
    setArmed(!quiet && !isDismissed() && !shownThisPage);
  }, [quiet]);

  useScrollThreshold(CONSULTATION_SCROLL_THRESHOLD, armed, () => {
    if (shownThisPage || isDismissed()) return;
    shownThisPage = true;
    setArmed(false);
    setOpen(true);
  });

  const close = () => {
    dismiss();
    setOpen(false);
  };

  return (
    <Modal open={open} onClose={close} title={t('consultation.title')} id="consultation" maxWidth="sm">
      <Typography sx={{ mb: 2, lineHeight: 1.9 }} data-testid="consultation-invitation">
        {t('consultation.invitation')}
      </Typography>
      <ContactForm idPrefix="consultation" fixedGroupId={DEFAULT_CONTACT_GROUP} onSent={close} />
    </Modal>
  );
}
