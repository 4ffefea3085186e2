import { useCallback } from 'react';
import { Button, CircularProgress, IconButton, Link } from 'shared-lib/ui';
import { InputAdornment } from 'shared-lib/ui-more';
import { VisibilityIcon, VisibilityOffIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { localizeDigits } from 'shared-lib/format';
import { useLocale } from 'shared-lib/navigation';

/** Digits as the page's language writes them. */
export function useDigits() {
  const locale = useLocale();
  return useCallback((s: string) => localizeDigits(s, locale), [locale]);
}

/** A step's main button: a spinner (with its name for screen readers) while a request is on its way. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useTranslation('account');
  return (
    <Button type="submit" variant="contained" size="large" fullWidth disabled={busy} sx={{ minHeight: 48 }}>
      {busy ? <CircularProgress size={24} color="inherit" aria-label={t('login.working')} /> : label}
    </Button>
  );
}

/** Back to the mobile step (the number as typed is kept). */
export function ChangeNumber({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('account');
  return (
    <Link component="button" type="button" onClick={onClick} sx={{ alignSelf: 'flex-start', minHeight: 44 }}>
      {t('login.editMobile')}
    </Link>
  );
}

/** Whether the password fields show their text, and the switch (one choice for the whole page). */
export interface PasswordVisibility {
  shown: boolean;
  toggle: () => void;
}

/** The eye button at the end of a password field. */
export function PasswordAdornment({ shown, toggle }: PasswordVisibility) {
  const { t } = useTranslation('account');
  return (
    <InputAdornment position="end">
      <IconButton aria-label={shown ? t('login.hidePassword') : t('login.showPassword')} onClick={toggle} edge="end">
        {shown ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );
}
