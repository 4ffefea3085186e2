import type { ReactNode } from 'react';
import { Alert } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import type { StaffRole } from '../../api/admin';
import { hasRole, useSession } from '../../lib/session';

/** A screen for `roles` (and the owner): anyone else sees why not (the api refuses them too). */
export function RequireRole({ roles, children }: { roles: StaffRole[]; children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { me } = useSession();
  if (hasRole(me, ...roles)) return <>{children}</>;
  return (
    <Alert severity="warning" role="alert">
      {t('errors.forbidden')}
    </Alert>
  );
}
