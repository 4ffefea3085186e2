import { IconButton, useMediaQuery, useTheme } from 'shared-lib/ui';
import { Dialog, DialogContent, DialogTitle, DialogActions } from 'shared-lib/ui-more';
import { CloseIcon } from 'shared-lib/icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'shared-lib/i18n';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  actions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
  /** id used for aria-labelledby */
  id?: string;
}

/** A dialog with a labelled title and a close button; full screen on phones; focus is trapped and Escape closes it. */
export function Modal({ open, onClose, title, children, actions, maxWidth = 'sm', id = 'modal' }: ModalProps) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} fullScreen={phone} aria-labelledby={`${id}-title`} dir={theme.direction}>
      <DialogTitle id={`${id}-title`} sx={{ pe: 7 }}>
        {title}
        <IconButton aria-label={t('close')} onClick={onClose} sx={{ position: 'absolute', insetInlineEnd: 8, top: 8 }}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      {actions && <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>}
    </Dialog>
  );
}
