import { lazy, Suspense, useId, useState } from 'react';
import { Button, Divider, ListItemIcon, Skeleton, useTheme } from 'shared-lib/ui';
import { AccountCircleIcon, FavoriteBorderIcon, LogoutIcon, ReceiptIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink } from 'shared-lib/navigation';
import { useAccount } from '../../lib/accountStore';
import { useLogout } from '../../lib/useLogout';

interface AccountMenuListProps {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  onLogout: () => void;
  busy: boolean;
}

/** Starts downloading the menu's code (shared-lib/ui-more) before the click lands. */
const preload = () => void import('shared-lib/ui-more');

// The menu (MUI Menu: Popover, Modal, focus trap) comes with shared-lib/ui-more, downloaded when the
// shopper first opens it, not with the first page: the closed menu renders nothing either way.
const AccountMenuList = lazy(async () => {
  const { Menu, MenuItem } = await import('shared-lib/ui-more');
  function AccountMenuList({ id, anchor, onClose, onLogout, busy }: AccountMenuListProps) {
    const { t } = useTranslation('account');
    const theme = useTheme();
    return (
      <Menu id={id} anchorEl={anchor} open={!!anchor} onClose={onClose} dir={theme.direction}>
        <MenuItem component={LocaleLink} to="/profile" onClick={onClose} sx={{ minHeight: 44 }}>
          <ListItemIcon>
            <AccountCircleIcon fontSize="small" />
          </ListItemIcon>
          {t('widget.profile')}
        </MenuItem>
        <MenuItem component={LocaleLink} to="/profile#orders" onClick={onClose} sx={{ minHeight: 44 }}>
          <ListItemIcon>
            <ReceiptIcon fontSize="small" />
          </ListItemIcon>
          {t('orders.title')}
        </MenuItem>
        <MenuItem component={LocaleLink} to="/profile#likes" onClick={onClose} sx={{ minHeight: 44 }}>
          <ListItemIcon>
            <FavoriteBorderIcon fontSize="small" />
          </ListItemIcon>
          {t('likes.title')}
        </MenuItem>
        <Divider />
        <MenuItem
          disabled={busy}
          onClick={() => {
            onClose();
            onLogout();
          }}
          sx={{ minHeight: 44 }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('logout.action')}
        </MenuItem>
      </Menu>
    );
  }
  return { default: AccountMenuList };
});

/** The header's account widget: a login button for guests, the shopper's name with a menu otherwise. */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const { user } = useAccount();
  const { logout, busy } = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // mounted from the first opening on (so closing animates and reopening is immediate)
  const [opened, setOpened] = useState(false);
  const menuId = useId();

  if (user === undefined) return <Skeleton variant="rounded" width={96} height={36} aria-hidden sx={{ bgcolor: 'rgba(255,255,255,0.2)' }} />;

  if (user === null) {
    return (
      <Button component={LocaleLink} to="/loginRegister" color="inherit" startIcon={<AccountCircleIcon />} sx={{ minHeight: 44, whiteSpace: 'nowrap' }}>
        {t('widget.login')}
      </Button>
    );
  }

  const name = user.fullName || t('widget.myAccount');
  const close = () => setAnchor(null);
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccountCircleIcon />}
        onPointerEnter={preload}
        onFocus={preload}
        onClick={(e) => {
          setOpened(true);
          setAnchor(e.currentTarget);
        }}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('widget.menuFor', { name })}
        sx={{ minHeight: 44, maxWidth: 200, textTransform: 'none' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      {opened && (
        <Suspense fallback={null}>
          <AccountMenuList id={menuId} anchor={anchor} onClose={close} onLogout={() => void logout()} busy={busy} />
        </Suspense>
      )}
    </>
  );
}
