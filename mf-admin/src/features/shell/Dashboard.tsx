import { Suspense, type ReactNode } from 'react';
import { Card, CardActionArea, CardContent, Grid, Typography } from 'shared-lib/ui';
import { LocaleLink } from 'shared-lib/navigation';
import { useTranslation } from 'shared-lib/i18n';
import type { StaffRole } from '../../api/admin';
import { ADMIN } from '../../lib/paths';
import { hasRole, useSession } from '../../lib/session';

const SECTIONS: Array<{ key: string; to: string; roles?: StaffRole[] }> = [
  { key: 'orders', to: ADMIN.orders, roles: ['orders', 'support'] },
  { key: 'holds', to: ADMIN.holds, roles: ['orders', 'support'] },
  { key: 'leads', to: ADMIN.leads, roles: ['support'] },
  { key: 'products', to: ADMIN.products },
  { key: 'categories', to: ADMIN.categories },
  { key: 'brands', to: ADMIN.brands },
  { key: 'import', to: ADMIN.import },
  { key: 'posts', to: ADMIN.posts, roles: ['content'] },
  { key: 'siteContent', to: ADMIN.siteContent, roles: ['content'] },
  { key: 'staff', to: ADMIN.staff, roles: ['owner'] },
  { key: 'audit', to: ADMIN.audit, roles: ['owner'] },
  { key: 'settings', to: ADMIN.settings, roles: ['owner'] },
];

/** /admin: a greeting, the staff member's roles, the figures their roles may see (`figures`: the dashboard feature's, lazily loaded) and the sections they may use. */
export function Dashboard({ figures }: { figures?: ReactNode }) {
  const { t } = useTranslation('admin');
  const { me } = useSession();
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 1 }}>
        {t('dashboard.hello', { name: me.name })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('dashboard.roles', { roles: me.roles.map((r) => t(`roles.${r}`)).join(t('listSeparator')) })}
      </Typography>
      <Suspense fallback={null}>{figures}</Suspense>
      <Grid container spacing={2}>
        {SECTIONS.filter((s) => !s.roles || hasRole(me, ...s.roles)).map((s) => (
          <Grid key={s.key} size={{ xs: 12, sm: 6, md: 4 }}>
            <Card variant="outlined">
              <CardActionArea component={LocaleLink} to={s.to}>
                <CardContent>
                  <Typography component="h2" variant="h6">
                    {t(`nav.${s.key}`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`dashboard.about.${s.key}`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
