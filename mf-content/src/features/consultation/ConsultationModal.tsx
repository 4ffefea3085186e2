import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'shared-lib/router';
import { stripLocale } from 'shared-lib/locale';
import { dismiss, isDismissed } from './dismissal';
import { useScrollThreshold } from './useScrollThreshold';

export const CONSULTATION_SCROLL_THRESHOLD = 0.5; // spec §9

// The form (and react-final-form, yup, the dialog) is downloaded only when the modal opens: this
// module is on every page, the form is on few.
const ConsultationDialog = lazy(() => import(/* webpackChunkName: "consultation-dialog" */ './ConsultationDialog'));

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

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ConsultationDialog open={open} onClose={close} />
    </Suspense>
  );
}
