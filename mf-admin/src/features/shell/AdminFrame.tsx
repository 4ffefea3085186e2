import { useState, type ReactNode } from 'react';
import { AppBar, Box, Button, Divider, Drawer, IconButton, Toolbar, Typography, useMediaQuery, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from 'shared-lib/ui';
import { CategoryIcon, InventoryIcon, LanguageIcon, LogoutIcon, MenuIcon, ReceiptIcon, UploadFileIcon } from 'shared-lib/icons';
import { DashboardIcon, HistoryIcon, KeyIcon, PeopleIcon, SellIcon, StorefrontIcon } from 'shared-lib/admin-ui';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useLocation } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { localizePath, stripLocale } from 'shared-lib/locale';
import type { StaffRole } from '../../api/admin';
import { ADMIN } from '../../lib/paths';
import { hasRole, useSession } from '../../lib/session';

const NAV_WIDTH = 232;

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Who sees it (any staff member when absent). */
  roles?: StaffRole[];
}

/** The back-office's frame: a bar (menu, title, language, sign out) and the navigation (a side column from md up, a drawer on a phone). */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { me, signOut } = useSession();
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const wide = useMediaQuery('(min-width:900px)');
  const [open, setOpen] = useState(false);
  const here = stripLocale(pathname);

  const items: NavItem[] = [
    { to: ADMIN.home, label: t('nav.home'), icon: <DashboardIcon /> },
    { to: ADMIN.orders, label: t('nav.orders'), icon: <ReceiptIcon />, roles: ['orders', 'support'] },
    { to: ADMIN.holds, label: t('nav.holds'), icon: <StorefrontIcon />, roles: ['orders', 'support'] },
    { to: ADMIN.products, label: t('nav.products'), icon: <InventoryIcon /> },
    { to: ADMIN.categories, label: t('nav.categories'), icon: <CategoryIcon /> },
    { to: ADMIN.brands, label: t('nav.brands'), icon: <SellIcon /> },
    { to: ADMIN.import, label: t('nav.import'), icon: <UploadFileIcon /> },
    { to: ADMIN.staff, label: t('nav.staff'), icon: <PeopleIcon />, roles: ['owner'] },
    { to: ADMIN.audit, label: t('nav.audit'), icon: <HistoryIcon />, roles: ['owner'] },
    { to: ADMIN.account, label: t('nav.account'), icon: <KeyIcon /> },
  ];
  const visible = items.filter((i) => !i.roles || hasRole(me, ...i.roles));
  const isCurrent = (to: string) => (to === ADMIN.home ? here === to || here === `${to}/` : here === to || here.startsWith(`${to}/`));

  const nav = (
    <Box component="nav" aria-label={t('nav.label')} sx={{ width: NAV_WIDTH }}>
      <List>
        {visible.map((i) => (
          <ListItem key={i.to} disablePadding>
            <ListItemButton component={LocaleLink} to={i.to} selected={isCurrent(i.to)} aria-current={isCurrent(i.to) ? 'page' : undefined} onClick={() => setOpen(false)}>
              <ListItemIcon sx={{ minWidth: 40 }}>{i.icon}</ListItemIcon>
              <ListItemText primary={i.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
  const other = locale === 'fa' ? 'en' : 'fa';

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} data-remote="mf_admin" data-remote-version={__APP_VERSION__}>
      <AppBar position="sticky" color="default" elevation={1}>
        <Toolbar sx={{ gap: 1 }}>
          {!wide && (
            <IconButton edge="start" aria-label={t('nav.open')} aria-expanded={open} onClick={() => setOpen(true)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="p" variant="h6" noWrap sx={{ flex: 1, minWidth: 0 }}>
            {t('title')}
          </Typography>
          <Typography component="p" variant="body2" noWrap sx={{ display: { xs: 'none', sm: 'block' }, color: 'text.secondary' }}>
            {me.name}
          </Typography>
          <Button
            component="a"
            href={localizePath(here, other) + search}
            lang={other}
            hrefLang={other}
            startIcon={<LanguageIcon />}
            sx={{ minWidth: 0 }}
            aria-label={t('switchLanguage')}
          >
            {other === 'en' ? 'EN' : 'فا'}
          </Button>
          <IconButton aria-label={t('signOut')} onClick={signOut}>
            <LogoutIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        {wide ? (
          <Box sx={{ flexShrink: 0, borderInlineEnd: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>{nav}</Box>
        ) : (
          <Drawer open={open} onClose={() => setOpen(false)} anchor="left">
            <Typography component="p" variant="subtitle1" sx={{ px: 2, pt: 2 }}>
              {me.name}
            </Typography>
            <Divider sx={{ mt: 1 }} />
            {nav}
          </Drawer>
        )}
        <Box id="admin-main" sx={{ flex: 1, minWidth: 0, p: { xs: 1.5, sm: 3 } }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
