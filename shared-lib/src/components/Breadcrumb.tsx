import { Breadcrumbs, Link, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink } from 'shared-lib/navigation';

export interface Crumb {
  label: string;
  /** Internal path without locale prefix; the last crumb has none. */
  to?: string;
}

/**
 * One line at any width: on a narrow screen the crumbs share it and each long one ends in an
 * ellipsis (its whole text stays its accessible name and tooltip; the page's heading repeats the
 * current one). A trail that wrapped changed its height whenever the text's width did (the web font
 * replacing the fallback, a phone turned), moving the whole page below it.
 */
export function Breadcrumb({ items }: { items: Crumb[] }) {
  const { t } = useTranslation('common');
  const all: Crumb[] = [{ label: t('home'), to: '/' }, ...items];
  return (
    <Breadcrumbs
      aria-label={t('breadcrumb')}
      // a deep trail shows home, then its last two crumbs; a button brings back the middle
      maxItems={4}
      itemsBeforeCollapse={1}
      itemsAfterCollapse={2}
      expandText={t('showPath')}
      sx={{
        my: 2,
        fontSize: 14,
        '& .MuiBreadcrumbs-ol': { flexWrap: 'nowrap' },
        '& .MuiBreadcrumbs-li': { minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
        '& .MuiBreadcrumbs-li:first-of-type, & .MuiBreadcrumbs-separator': { flexShrink: 0 },
        // the focus ring inside the link: the crumb clips what is outside it
        '& a:focus-visible': { outlineOffset: '-3px' },
      }}
    >
      {all.map((c, i) =>
        c.to && i < all.length - 1 ? (
          <Link key={i} component={LocaleLink} to={c.to} underline="hover" color="inherit" title={c.label}>
            {c.label}
          </Link>
        ) : (
          <Typography key={i} color="text.primary" aria-current="page" noWrap title={c.label} sx={{ fontSize: 14 }}>
            {c.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
