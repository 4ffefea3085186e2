import { useId, type ReactNode } from 'react';
import { Alert, Button, useMediaQuery, useTheme } from 'shared-lib/ui';
import { Dialog, DialogActions, DialogContent, DialogTitle } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  /** The api's refusal, shown inside the dialog. */
  error?: string | null;
}

/** A question before an action that cannot be undone: Cancel (focused first) or the action in red. */
export function ConfirmDialog({ open, title, children, confirmLabel, onConfirm, onClose, busy, error }: ConfirmDialogProps) {
  const { t } = useTranslation('admin-editor');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = useId();
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={`${id}-title`} aria-describedby={`${id}-text`} fullWidth maxWidth="xs" fullScreen={phone} dir={theme.direction}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent id={`${id}-text`}>
        {children}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} autoFocus sx={{ minHeight: 44 }}>
          {t('remove.cancel')}
        </Button>
        <Button onClick={onConfirm} disabled={busy} color="error" variant="contained" sx={{ minHeight: 44 }}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
