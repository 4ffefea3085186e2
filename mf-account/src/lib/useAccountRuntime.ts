import { useEffect } from 'react';
import { useTranslation } from 'shared-lib/i18n';
import { useLocation } from 'shared-lib/router';
import { useLocaleNavigate } from 'shared-lib/navigation';
import { getAccountStore } from './accountStore';
import { rememberReturnTo } from './returnTo';

/**
 * What every mounted mf-account module does: start the page's account store (user, likes, the
 * likes:toggle service), remember the current address for the return after login, and send a
 * guest who tries to like something to the login page.
 */
export function useAccountRuntime(): void {
  const { t } = useTranslation('account');
  const location = useLocation();
  const navigate = useLocaleNavigate();
  const store = getAccountStore();
  store.messages = { loginToLike: t('likes.loginToLike'), likeFailed: t('common:somethingWentWrong') };

  useEffect(() => {
    void store.start();
  }, [store]);

  useEffect(() => {
    rememberReturnTo(location.pathname, location.search, location.hash);
  }, [location.pathname, location.search, location.hash]);

  useEffect(() => store.onGuestLike(() => navigate('/loginRegister')), [store, navigate]);
}
