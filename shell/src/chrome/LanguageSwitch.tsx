import { lazy, Suspense, useState } from 'react';
import { IconButton } from 'shared-lib/ui';
import { LanguageIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocation, useNavigate } from 'shared-lib/router';
import { LOCALE_INFO, localeCookie, localizePath, type Locale } from 'shared-lib/locale';
import { useLocale } from 'shared-lib/navigation';

interface LanguageMenuProps {
  anchor: HTMLElement | null;
  locales: Locale[];
  current: Locale;
  onChoose: (l: Locale) => void;
  onClose: () => void;
}

/** Starts downloading the menu's code (shared-lib/ui-more) before the click lands. */
const preload = () => void import('shared-lib/ui-more');

// The menu (MUI Menu: Popover, Modal, focus trap) comes with shared-lib/ui-more, downloaded when the
// shopper first opens it, not with the first page: the closed menu renders nothing either way.
const LanguageMenu = lazy(async () => {
  const { Menu, MenuItem } = await import('shared-lib/ui-more');
  function LanguageMenu({ anchor, locales, current, onChoose, onClose }: LanguageMenuProps) {
    return (
      <Menu id="lang-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
        {locales.map((l) => (
          <MenuItem key={l} selected={l === current} lang={LOCALE_INFO[l].tag} onClick={() => onChoose(l)}>
            {LOCALE_INFO[l].name}
          </MenuItem>
        ))}
      </Menu>
    );
  }
  return { default: LanguageMenu };
});

/** Switches the locale: same page under the other prefix; the choice is kept in a cookie for 365 days. */
export function LanguageSwitch({ locales = ['fa', 'en', 'ru'] as Locale[] }) {
  const { t } = useTranslation('shell');
  const current = useLocale();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // mounted from the first opening on (so closing animates and reopening is immediate)
  const [opened, setOpened] = useState(false);
  const choose = (l: Locale) => {
    setAnchor(null);
    document.cookie = localeCookie(l);
    navigate(localizePath(pathname, l) + search + hash);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('language')}
        aria-haspopup="menu"
        aria-controls={anchor ? 'lang-menu' : undefined}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
      >
        <LanguageIcon />
      </IconButton>
      {opened && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} locales={locales} current={current} onChoose={choose} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
