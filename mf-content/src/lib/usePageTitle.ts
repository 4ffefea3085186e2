import { useEffect } from 'react';
import { useTranslation } from 'shared-lib/i18n';

/** Sets document.title to "<title> | <shop name>" while the page is shown (nothing while title is empty). */
export function usePageTitle(title: string | undefined | null): void {
  const { t } = useTranslation('common');
  const appName = t('appName');
  useEffect(() => {
    if (title) document.title = `${title} | ${appName}`;
  }, [title, appName]);
}
