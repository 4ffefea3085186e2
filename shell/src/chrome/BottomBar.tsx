import { useEffect, useState } from 'react';
import { Badge, BottomNavigation, BottomNavigationAction, Paper } from 'shared-lib/ui';
import { AccountCircleIcon, CategoryIcon, HomeIcon, SearchIcon, ShoppingCartIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink } from 'shared-lib/navigation';
import { useLocation } from 'shared-lib/router';
import { stripLocale, localeFromPath, DEFAULT_LOCALE } from 'shared-lib/locale';
import { getBus } from 'shared-lib/bus';
import { formatNumber } from 'shared-lib/format';

const ITEMS = [
  { key: 'home', to: '/', Icon: HomeIcon, match: (p: string) => p === '/' },
  { key: 'categories', to: '/cat', Icon: CategoryIcon, match: (p: string) => p.startsWith('/cat') || p.startsWith('/pr/') },
  { key: 'search', to: '/search', Icon: SearchIcon, match: (p: string) => p.startsWith('/search') },
  { key: 'cart', to: '/basket', Icon: ShoppingCartIcon, match: (p: string) => p.startsWith('/basket') },
  { key: 'account', to: '/profile', Icon: AccountCircleIcon, match: (p: string) => p.startsWith('/profile') || p.startsWith('/loginRegister') },
] as const;

/**
 * The spec's toolbar: the phone's bottom bar (home, categories, search, cart, account).
 * Dark in dark mode like the rest of the page: ThemeRoot applies the visitor's mode only once the
 * server's light markup has hydrated everywhere.
 */
export function BottomBar() {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  const locale = localeFromPath(pathname) ?? DEFAULT_LOCALE;
  const bare = stripLocale(pathname);
  const [count, setCount] = useState(0);
  useEffect(() => getBus().subscribe('cart:count', setCount), []);
  const active = ITEMS.findIndex((i) => i.match(bare));
  return (
    <Paper component="nav" aria-label={t('bottomNav')} elevation={8} sx={{ position: 'fixed', bottom: 0, insetInline: 0, zIndex: 1100, display: { md: 'none' }, pb: 'env(safe-area-inset-bottom)' }}>
      <BottomNavigation showLabels value={active === -1 ? false : active}>
        {ITEMS.map(({ key, to, Icon }) => (
          <BottomNavigationAction
            key={key}
            component={LocaleLink}
            to={to}
            label={t(`nav.${key}`)}
            sx={{ minWidth: 0, px: 0.5 }}
            icon={
              key === 'cart' ? (
                <Badge badgeContent={count ? formatNumber(count, locale) : undefined} color="primary" data-testid="bottom-cart-count">
                  <Icon />
                </Badge>
              ) : (
                <Icon />
              )
            }
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
