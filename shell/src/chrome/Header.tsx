import { useState, type ChangeEvent, type FormEvent, type KeyboardEvent } from 'react';
import { AppBar, Box, Button, Container, Drawer, IconButton, List, ListItemButton, ListItemText, Paper, Toolbar, Typography, alpha, visuallyHidden } from 'shared-lib/ui';
import { MenuIcon, SearchIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink, useLocale, useLocaleNavigate } from 'shared-lib/navigation';
import { useLocation, useSearchParams } from 'shared-lib/router';
import { localizePath, stripLocale } from 'shared-lib/locale';
import { readCookie } from 'shared-lib/cookies';
import { getBus, type Topic } from 'shared-lib/bus';
import { RemoteSlot } from '../federation/RemoteSlot';
import { LanguageSwitch } from './LanguageSwitch';
import { ColorModeSwitch } from './ColorModeSwitch';
import { MAIN_NAV } from './nav';
import { Logo } from './Logo';
import { useSuggestions } from './useSuggestions';

export function SearchBox({ autoFocus, id = 'header-search' }: { autoFocus?: boolean; id?: string }) {
  const { t } = useTranslation('shell');
  const navigate = useLocaleNavigate();
  const locale = useLocale();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const onSearchPage = stripLocale(pathname).startsWith('/search');
  const [q, setQ] = useState(onSearchPage ? (params.get('q') ?? '') : '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(open ? q : '');
  const listId = `${id}-suggestions`;
  const showList = open && suggestions.length > 0;
  const go = (to: string) => {
    setOpen(false);
    setActive(-1);
    navigate(to);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (showList && active >= 0) return go(suggestions[active].to);
    const query = q.trim();
    go(query ? `/search?q=${encodeURIComponent(query)}` : '/search');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (!showList) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((a) => (a + 1) % suggestions.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a <= 0 ? suggestions.length - 1 : a - 1));
    } else if (e.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };
  return (
    // a GET form to the search page: without scripts (or before they run) the browser goes there itself
    <Box component="form" role="search" action={localizePath('/search', locale)} onSubmit={submit} sx={{ position: 'relative', flex: 1, maxWidth: 520 }} onBlur={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setOpen(false)}>
      <label htmlFor={id} style={visuallyHidden}>
        {t('searchLabel')}
      </label>
      {/* a native input styled as MUI's InputBase was: InputBase (with TextareaAutosize and the form
          control context it brings) was 2.3 KB brotli of every page's first download for this field alone */}
      <Box
        sx={(theme) => ({
          display: 'flex',
          alignItems: 'center',
          width: '100%',
          ...theme.typography.body1,
          lineHeight: '1.4375em',
          color: 'inherit',
          bgcolor: alpha(theme.palette.common.white, 0.15),
          borderRadius: 2,
          px: 1.5,
          py: 0.5,
          '&:focus-within': { outline: `2px solid ${theme.palette.common.white}`, outlineOffset: 1 },
        })}
      >
        <Box
          component="input"
          id={id}
          // a text field: the combobox pattern (its list of suggestions) is not allowed on type="search"
          type="text"
          name="q"
          value={q}
          autoFocus={autoFocus}
          onChange={(e: ChangeEvent<HTMLInputElement>) => {
            setQ(e.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          placeholder={t('searchPlaceholder')}
          enterKeyHint="search"
          autoComplete="off"
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
          sx={{
            flex: 1,
            minWidth: 0,
            font: 'inherit',
            letterSpacing: 'inherit',
            color: 'currentColor',
            bgcolor: 'transparent',
            border: 0,
            outline: 'none',
            m: 0,
            p: '4px 0 5px',
            height: '1.4375em',
            '&::placeholder': { color: 'inherit', opacity: 0.85 },
          }}
        />
        <IconButton type="submit" color="inherit" aria-label={t('nav.search')} size="small">
          <SearchIcon />
        </IconButton>
      </Box>
      {showList && (
        <Paper elevation={6} sx={{ position: 'absolute', insetInline: 0, top: '100%', mt: 0.5, zIndex: 1300, maxHeight: 360, overflowY: 'auto' }}>
          <List id={listId} role="listbox" aria-label={t('searchLabel')} dense>
            {suggestions.map((s, i) => (
              <ListItemButton
                key={s.key}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                selected={i === active}
                tabIndex={-1}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => go(s.to)}
              >
                <ListItemText primary={s.label} secondary={t(`suggestionKinds.${s.kind}`)} />
              </ListItemButton>
            ))}
          </List>
        </Paper>
      )}
    </Box>
  );
}

/*
 * The header's cart and account widgets are hidden on a phone (the bottom bar shows the cart and
 * account); there they come alive at the shopper's first interaction (a scroll, touch, click or key
 * press), not with the page: what they run in the background (the count, the user, the add-to-cart
 * and like listeners) is only needed by a visitor who has a basket or an account here, or who starts
 * to act. Shown (a desktop), they hydrate with the page. Their server markup stands meanwhile; a
 * request made before their code runs waits for it (the bus) and wakes its widget.
 * These cookies say the visitor has such state, so the widgets start with the page for them:
 * `basketId` (the cart api's basket, readable by design) and `signedIn` (the auth api's hint).
 */
const hasBasket = () => Boolean(readCookie('basketId'));
const isSignedIn = () => readCookie('signedIn') === '1';
/** Wakes a widget when a request it serves waits for its code (a remote asked without an interaction). */
const whenWaiting = (topic: Topic) => (wake: () => void) => getBus().subscribe('bus:waiting', (w) => w.topic === topic && wake());
const cartRequests = whenWaiting('cart:add');
const accountRequests = whenWaiting('likes:toggle');

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
            <RemoteSlot remote="mf_cart" module="CartWidget" variant="inline" hydrate="interaction" wakeAtOnce={hasBasket} wakeOn={cartRequests} />
          </Box>
        )}
        <Box sx={{ display: { xs: 'none', md: 'flex' }, alignItems: 'center' }}>
          <RemoteSlot remote="mf_account" module="AccountWidget" variant="inline" hydrate="interaction" wakeAtOnce={isSignedIn} wakeOn={accountRequests} />
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
