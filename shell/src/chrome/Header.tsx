import { useState, type FormEvent } from 'react';
import { AppBar, Box, Button, Container, Drawer, IconButton, InputBase, List, ListItemButton, ListItemText, Toolbar, Typography, alpha } from 'shared-lib/ui';
import { MenuIcon, SearchIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocaleNavigate } from 'shared-lib/navigation';
import { useLocation, useSearchParams } from 'shared-lib/router';
import { stripLocale } from 'shared-lib/locale';
import { RemoteSlot } from '../federation/RemoteSlot';
import { LanguageSwitch } from './LanguageSwitch';
import { ColorModeSwitch } from './ColorModeSwitch';
import { MAIN_NAV } from './nav';
import { Logo } from './Logo';

export function SearchBox({ autoFocus, id = 'header-search' }: { autoFocus?: boolean; id?: string }) {
  const { t } = useTranslation('shell');
  const navigate = useLocaleNavigate();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const onSearchPage = stripLocale(pathname).startsWith('/search');
  const [q, setQ] = useState(onSearchPage ? (params.get('q') ?? '') : '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const query = q.trim();
    navigate(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ position: 'relative', flex: 1, maxWidth: 520 }}>
      <label htmlFor={id} style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>
        {t('searchLabel')}
      </label>
      <InputBase
        id={id}
        type="search"
        name="q"
        value={q}
        autoFocus={autoFocus}
        onChange={(e) => setQ(e.target.value)}
        placeholder={t('searchPlaceholder')}
        inputProps={{ enterKeyHint: 'search', autoComplete: 'off' }}
        sx={(theme) => ({
          width: '100%',
          color: 'inherit',
          bgcolor: alpha(theme.palette.common.white, 0.15),
          borderRadius: 2,
          px: 1.5,
          py: 0.5,
          '& input::placeholder': { color: 'inherit', opacity: 0.85 },
        })}
        endAdornment={
          <IconButton type="submit" color="inherit" aria-label={t('nav.search')} size="small">
            <SearchIcon />
          </IconButton>
        }
      />
    </Box>
  );
}

export function Header({ minimal = false }: { minimal?: boolean }) {
  const { t } = useTranslation('shell');
  const [drawer, setDrawer] = useState(false);
  return (
    <AppBar position="sticky" color="primary" elevation={1} component="header">
      <Toolbar sx={{ gap: 1, minHeight: { xs: 56, md: 64 } }}>
        {!minimal && (
          <IconButton color="inherit" aria-label={t('openMenu')} onClick={() => setDrawer(true)} sx={{ display: { md: 'none' } }}>
            <MenuIcon />
          </IconButton>
        )}
        <Logo />
        {!minimal && (
          <Box sx={{ display: { xs: 'none', sm: 'flex' }, flex: 1, justifyContent: 'center', px: 2 }}>
            <SearchBox />
          </Box>
        )}
        <Box sx={{ flex: { xs: 1, sm: 0 } }} />
        <LanguageSwitch />
        <ColorModeSwitch />
        {!minimal && (
          <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}>
            <RemoteSlot remote="mf_cart" module="CartWidget" variant="inline" />
          </Box>
        )}
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}>
          <RemoteSlot remote="mf_account" module="AccountWidget" variant="inline" />
        </Box>
      </Toolbar>
      {!minimal && (
        <Box component="nav" aria-label={t('mainNav')} sx={{ display: { xs: 'none', md: 'block' }, bgcolor: 'primary.dark' }}>
          <Container sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
            {MAIN_NAV.map((item) => (
              <Button key={item.key} component={LocaleLink} to={item.to} color="inherit" sx={{ color: 'common.white' }}>
                {t(`nav.${item.key}`)}
              </Button>
            ))}
          </Container>
        </Box>
      )}
      <Drawer anchor="left" open={drawer} onClose={() => setDrawer(false)}>
        <Box component="nav" aria-label={t('mainNav')} sx={{ width: 280 }} onClick={() => setDrawer(false)}>
          <Typography variant="h6" sx={{ p: 2 }}>
            {t('common:appName')}
          </Typography>
          <List>
            {[{ key: 'home', to: '/' }, ...MAIN_NAV].map((item) => (
              <ListItemButton key={item.key} component={LocaleLink} to={item.to}>
                <ListItemText primary={t(`nav.${item.key}`)} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </AppBar>
  );
}
