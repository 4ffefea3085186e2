import { useId, useState } from 'react';
import { Button, Divider, ListItemIcon, Menu, MenuItem, Skeleton, useTheme } from 'shared-lib/ui';
import { AccountCircleIcon, FavoriteBorderIcon, LogoutIcon, ReceiptIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink } from 'shared-lib/navigation';
import { useAccount } from '../../lib/accountStore';
import { useLogout } from '../../lib/useLogout';

/** The header's account widget: a login button for guests, the shopper's name with a menu otherwise. */
export function AccountMenu() {
  const { t } = useTranslation('account');
  const theme = useTheme();
  const { user } = useAccount();
  const { logout, busy } = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
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
        onClick={(e) => setAnchor(e.currentTarget)}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        aria-controls={anchor ? menuId : undefined}
        aria-label={t('widget.menuFor', { name })}
        sx={{ minHeight: 44, maxWidth: 200, textTransform: 'none' }}
      >
        <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{name}</span>
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={close} dir={theme.direction}>
        <MenuItem component={LocaleLink} to="/profile" onClick={close} sx={{ minHeight: 44 }}>
          <ListItemIcon>
            <AccountCircleIcon fontSize="small" />
          </ListItemIcon>
          {t('widget.profile')}
        </MenuItem>
        <MenuItem component={LocaleLink} to="/profile#orders" onClick={close} sx={{ minHeight: 44 }}>
          <ListItemIcon>
            <ReceiptIcon fontSize="small" />
          </ListItemIcon>
          {t('orders.title')}
        </MenuItem>
        <MenuItem component={LocaleLink} to="/profile#likes" onClick={close} sx={{ minHeight: 44 }}>
          <ListItemIcon>
            <FavoriteBorderIcon fontSize="small" />
          </ListItemIcon>
          {t('likes.title')}
        </MenuItem>
        <Divider />
        <MenuItem
          disabled={busy}
          onClick={() => {
            close();
            void logout();
          }}
          sx={{ minHeight: 44 }}
        >
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('logout.action')}
        </MenuItem>
      </Menu>
    </>
  );
}
