import { Breadcrumbs, Link, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink } from 'shared-lib/navigation';

export interface Crumb {
  label: string;
  /** Internal path without locale prefix; the last crumb has none. */
  to?: string;
}

export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('common');
  const all: Crumb[] = [{ label: t('home'), to: '/' }, ...items];
  return (
    <Breadcrumbs aria-label={t('breadcrumb')} sx={{ my: 2, fontSize: 14 }}>
      {all.map((c, i) =>
        c.to && i < all.length - 1 ? (
          <Link key={i} component={LocaleLink} to={c.to} underline="hover" color="inherit">
            {c.label}
          </Link>
        ) : (
          <Typography key={i} color="text.primary" aria-current="page" sx={{ fontSize: 14 }}>
            {c.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
