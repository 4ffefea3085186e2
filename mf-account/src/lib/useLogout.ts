import { useCallback, useState } from 'react';
import { toast } from 'shared-lib/bus';
import { useTranslation } from 'shared-lib/i18n';
import { useLocaleNavigate } from 'shared-lib/navigation';
import { authApi } from '../api/auth';
import { getAccountStore } from './accountStore';
import { toastServerErrors } from './serverErrors';

/** Logs out on the server, tells the other remotes (auth:user null) and goes home. */
export function useLogout(): { logout(): Promise<void>; busy: boolean } {
  const { t } = useTranslation('account');
  const navigate = useLocaleNavigate();
  const [busy, setBusy] = useState(false);
  const logout = useCallback(async () => {
    setBusy(true);
    try {
      await authApi.logout();
      await getAccountStore().setUser(null);
      toast(t('logout.done'), 'success');
      navigate('/');
    } catch (err) {
      toastServerErrors(err, t);
    } finally {
      setBusy(false);
    }
  }, [navigate, t]);
  return { logout, busy };
}
