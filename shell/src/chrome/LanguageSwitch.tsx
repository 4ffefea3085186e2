import { useState, type MouseEvent } from 'react';
import { IconButton, Menu, MenuItem } from 'shared-lib/ui';
import { LanguageIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocation, useNavigate } from 'shared-lib/router';
import { LOCALE_INFO, localeCookie, localizePath, type Locale } from 'shared-lib/locale';
import { useLocale } from 'shared-lib/navigation';

/** Switches the locale: same page under the other prefix; the choice is kept in a cookie for 365 days. */
export function LanguageSwitch({ locales = ['fa', 'en', 'ru'] as Locale[] }) {
  const { t } = useTranslation('shell');
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (l: Locale) => {
    setAnchor(null);
    document.cookie = localeCookie(l);
    navigate(localizePath(pathname, l) + search + hash);
  };
  return (
    <>
      {/* a link to this page in the other main language: what it does before the page's scripts run (or
          without them); once they run it opens the menu of every language */}
      <IconButton
        component="a"
        href={localizePath(pathname, current === 'fa' ? 'en' : 'fa') + search}
        role="button"
        color="inherit"
        aria-label={t('language')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'lang-menu' : undefined}
        onClick={(e: MouseEvent<HTMLElement>) => {
          e.preventDefault();
          setAnchor(e.currentTarget);
        }}
      >
        <LanguageIcon />
      </IconButton>
      <Menu id="lang-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {locales.map((l) => (
          <MenuItem key={l} selected={l === current} lang={LOCALE_INFO[l].tag} onClick={() => choose(l)}>
            {LOCALE_INFO[l].name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
