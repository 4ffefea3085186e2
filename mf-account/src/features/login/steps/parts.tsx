import { useCallback, type FormEventHandler, type MouseEvent, type ReactNode } from 'react';
import { Alert, Button, CircularProgress, IconButton, Link, Stack } from 'shared-lib/ui';
import { InputAdornment } from 'shared-lib/ui-more';
import { VisibilityIcon, VisibilityOffIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { localizeDigits } from 'shared-lib/format';
import { useLocale, useLocalePath } from 'shared-lib/navigation';
import { useLocation } from 'shared-lib/router';
import type { LoginFlow } from '../useLoginFlow';

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

/** The log-in page at a step, as the shell's server names it (shell/server/forms-login.mjs's stepAddress). */
export function stepPath(step: string, fields: Record<string, string | null | undefined>): string {
  const q = new URLSearchParams({ step });
  for (const [k, v] of Object.entries(fields)) if (v) q.set(k, v);
  return `/loginRegister?${q}`;
}

/**
 * Back to the mobile step (the number as typed is kept): the page does it itself; before its scripts
 * run (or without them), the link opens the mobile step with the number in it.
 */
export function ChangeNumber({ flow }: { flow: LoginFlow }) {
  const { t } = useTranslation('account');
  const lp = useLocalePath();
  return (
    <Link
      href={lp(stepPath('mobile', { mobile: flow.mobileInput || flow.mobile, returnTo: flow.returnTo }))}
      onClick={(e: MouseEvent) => {
        e.preventDefault();
        flow.backToMobile();
      }}
      sx={{ alignSelf: 'flex-start', minHeight: 44, display: 'inline-flex', alignItems: 'center' }}
    >
      {t('login.editMobile')}
    </Link>
  );
}

/** The steps' forms: the page posts them to `/_form/login-<action>` when its scripts have not run. */
export type LoginAction = 'mobile' | 'password' | 'code' | 'name';

/**
 * A step's form: submitted by the page (`onSubmit`), or, before its scripts run or without them, posted
 * to the shell's server with what the step needs besides its fields (the page's address, the number,
 * the mode, the confirmed code, the return address), and the server's word on the last post on top.
 */
export function StepForm({ flow, step, onSubmit, children }: { flow: LoginFlow; step: LoginAction; onSubmit: FormEventHandler<HTMLFormElement>; children: ReactNode }) {
  const { pathname, search } = useLocation();
  const outcome = flow.outcome;
  return (
    <Stack component="form" method="post" action={`/_form/login-${step}`} noValidate onSubmit={onSubmit} spacing={2} aria-busy={flow.busy}>
      <input type="hidden" name="back" value={pathname + search} />
      <input type="hidden" name="step" value={step} />
      {flow.returnTo && <input type="hidden" name="returnTo" value={flow.returnTo} />}
      {step !== 'mobile' && <input type="hidden" name="mobile" value={flow.mobile} />}
      {step !== 'mobile' && <input type="hidden" name="mode" value={flow.mode} />}
      {step === 'name' && <input type="hidden" name="code" value={flow.code} />}
      {outcome && outcome.messages.length > 0 && (
        <Alert severity={outcome.refused ? 'error' : 'info'} role={outcome.refused ? 'alert' : 'status'} data-testid="login-outcome">
          {outcome.messages.join(' ')}
        </Alert>
      )}
      {children}
    </Stack>
  );
}

/** A text field of a step: the shared one, with the server's message for a post without scripts (serverError). */
export { FormTextField as LoginTextField } from 'shared-lib/components/FormTextField';

/**
 * "Send the code again" / "log in with a code instead": the page asks for it itself; before its
 * scripts run, the button posts its step's form to `/_form/login-resend`.
 */
export function ResendButton({ flow, label }: { flow: LoginFlow; label: string }) {
  return (
    <Button
      type="submit"
      variant="text"
      formAction="/_form/login-resend"
      formNoValidate
      disabled={flow.busy}
      onClick={(e: MouseEvent) => {
        e.preventDefault();
        flow.resendCode();
      }}
      sx={{ minHeight: 44 }}
    >
      {label}
    </Button>
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
