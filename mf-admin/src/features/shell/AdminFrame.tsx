import { useState, type ReactNode } from 'react';
import { AppBar, Badge, Box, Button, Divider, Drawer, IconButton, Toolbar, Typography, useMediaQuery, List, ListItem, ListItemButton, ListItemIcon, ListItemText } from 'shared-lib/ui';
import { AccountCircleIcon, ArticleIcon, CategoryIcon, InfoIcon, EmailIcon, InventoryIcon, LanguageIcon, LogoutIcon, MenuIcon, ReceiptIcon, UploadFileIcon } from 'shared-lib/icons';
import { DashboardIcon, HistoryIcon, KeyIcon, PeopleIcon, SellIcon, SettingsIcon, StorefrontIcon } from 'shared-lib/admin-ui';
import { LocaleLink, useLocale } from 'shared-lib/navigation';
import { useLocation } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { localizePath, stripLocale } from 'shared-lib/locale';
import { formatNumber } from 'shared-lib/format';
import type { StaffRole } from '../../api/admin';
import { ADMIN } from '../../lib/paths';
import { hasRole, useSession } from '../../lib/session';
import { LeadsNewsContext, useLeadsSummary } from '../../lib/leads-news';

const NAV_WIDTH = 232;

interface NavItem {
  to: string;
  label: string;
  icon: ReactNode;
  /** Who sees it (any staff member when absent). */
  roles?: StaffRole[];
  /** How many new things wait there (a badge, said after the label). */
  news?: number;
}

/** A count on a badge: "99+" past 99, in the page's digits. */
const badgeText = (n: number, locale: ReturnType<typeof useLocale>) => (n > 99 ? `${formatNumber(99, locale)}+` : formatNumber(n, locale));

/**
 * The back-office's frame: a bar (menu, title, language, sign out) and the navigation (a side column
 * from md up, a drawer on a phone). For support and the owner it keeps the new leads' count current
 * (a badge on the leads entry, a dot on the phone's menu button) and hands it to the screens.
 */
export function AdminFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation('admin');
  const { me, signOut } = useSession();
  const news = useLeadsSummary(hasRole(me, 'support'));
  const newLeads = news.summary?.newCount ?? 0;
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const wide = useMediaQuery('(min-width:900px)');
  const [open, setOpen] = useState(false);
  const here = stripLocale(pathname);

  const items: NavItem[] = [
    { to: ADMIN.home, label: t('nav.home'), icon: <DashboardIcon /> },
    { to: ADMIN.orders, label: t('nav.orders'), icon: <ReceiptIcon />, roles: ['orders', 'support'] },
    { to: ADMIN.holds, label: t('nav.holds'), icon: <StorefrontIcon />, roles: ['orders', 'support'] },
    { to: ADMIN.leads, label: t('nav.leads'), icon: <EmailIcon />, roles: ['support'], news: newLeads },
    { to: ADMIN.customers, label: t('nav.customers'), icon: <AccountCircleIcon />, roles: ['orders', 'support'] },
    { to: ADMIN.products, label: t('nav.products'), icon: <InventoryIcon /> },
    { to: ADMIN.categories, label: t('nav.categories'), icon: <CategoryIcon /> },
    { to: ADMIN.brands, label: t('nav.brands'), icon: <SellIcon /> },
    { to: ADMIN.import, label: t('nav.import'), icon: <UploadFileIcon /> },
    { to: ADMIN.posts, label: t('nav.posts'), icon: <ArticleIcon />, roles: ['content'] },
    { to: ADMIN.siteContent, label: t('nav.siteContent'), icon: <InfoIcon />, roles: ['content'] },
    { to: ADMIN.staff, label: t('nav.staff'), icon: <PeopleIcon />, roles: ['owner'] },
    { to: ADMIN.audit, label: t('nav.audit'), icon: <HistoryIcon />, roles: ['owner'] },
    { to: ADMIN.settings, label: t('nav.settings'), icon: <SettingsIcon />, roles: ['owner'] },
    { to: ADMIN.account, label: t('nav.account'), icon: <KeyIcon /> },
  ];
  const visible = items.filter((i) => !i.roles || hasRole(me, ...i.roles));
  const isCurrent = (to: string) => (to === ADMIN.home ? here === to || here === `${to}/` : here === to || here.startsWith(`${to}/`));

  const nav = (
    <Box component="nav" aria-label={t('nav.label')} sx={{ width: NAV_WIDTH }}>
      <List>
        {visible.map((i) => (
          <ListItem key={i.to} disablePadding>
            <ListItemButton
              component={LocaleLink}
              to={i.to}
              selected={isCurrent(i.to)}
              aria-current={isCurrent(i.to) ? 'page' : undefined}
              // the badge's count is said after the label ("Leads, 3 new")
              aria-label={i.news ? `${i.label}${t('listSeparator')}${t('nav.news', { count: i.news })}` : undefined}
              onClick={() => setOpen(false)}
            >
              <ListItemIcon sx={{ minWidth: 40 }}>
                {i.news ? (
                  <Badge badgeContent={badgeText(i.news, locale)} color="error" aria-hidden>
                    {i.icon}
                  </Badge>
                ) : (
                  i.icon
                )}
              </ListItemIcon>
              <ListItemText primary={i.label} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Box>
  );
  const other = locale === 'fa' ? 'en' : 'fa';

  return (
    <LeadsNewsContext.Provider value={news}>
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }} data-remote="mf_admin" data-remote-version={__APP_VERSION__}>
        <AppBar position="sticky" color="default" elevation={1}>
          <Toolbar sx={{ gap: 1 }}>
            {!wide && (
              <IconButton edge="start" aria-label={newLeads ? t('nav.openWithLeads', { count: newLeads }) : t('nav.open')} aria-expanded={open} onClick={() => setOpen(true)}>
                <Badge variant="dot" color="error" invisible={!newLeads}>
                  <MenuIcon />
                </Badge>
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
    </LeadsNewsContext.Provider>
  );
}
