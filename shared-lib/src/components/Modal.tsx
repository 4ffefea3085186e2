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
  /**
   * On phones a sheet from the bottom of the screen, as wide as the screen and at most 85 % of its
   * height (the page stays in sight above it), instead of full screen: for a dialog the shopper did
   * not ask for (the consultation invitation), which should not take the page away.
   */
  sheet?: boolean;
}

/** The sheet's look below the `sm` breakpoint (the dialog's own look above it). */
const sheetOnPhone = (down: string) => ({
  container: { sx: { [down]: { alignItems: 'flex-end' } } },
  paper: {
    'data-sheet': '',
    sx: {
      [down]: {
        m: 0,
        width: '100%',
        maxWidth: '100%',
        maxHeight: '85%',
        borderRadius: '16px 16px 0 0',
        pb: 'env(safe-area-inset-bottom)',
      },
    },
  },
});

/**
 * A dialog with a labelled title and a close button; full screen on phones (or a bottom sheet:
 * `sheet`); focus is trapped and Escape closes it.
 */
export function Modal({ open, onClose, title, children, actions, maxWidth = 'sm', id = 'modal', sheet = false }: ModalProps) {
  const { t } = useTranslation('common');
  const theme = useTheme();
  const down = theme.breakpoints.down('sm');
  const phone = useMediaQuery(down);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone && !sheet}
      aria-labelledby={`${id}-title`}
      dir={theme.direction}
      slotProps={sheet ? sheetOnPhone(down) : undefined}
    >
      {/* room for the close button on its side of the title, whichever the direction */}
      <DialogTitle id={`${id}-title`} sx={{ paddingInlineEnd: 7 }}>
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
