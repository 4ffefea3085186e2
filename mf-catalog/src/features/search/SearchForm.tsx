import { useEffect, useId, useState, type FormEvent } from 'react';
import { Box, Button, List, ListItem, ListItemButton, ListItemText, ListSubheader, Paper } from 'shared-lib/ui';
import { InputAdornment, TextField, ClickAwayListener } from 'shared-lib/ui-more';
import { SearchIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { LocaleLink } from 'shared-lib/navigation';
import { imageUrl } from 'shared-lib/api';
import { SafeImage } from 'shared-lib/components/SafeImage';
import { useSuggestions } from './useSuggestions';
import { useFormat } from '../../lib/useFormat';
import { productPath, brandPath } from '../../lib/paths';

/** The search box of the search page, with suggestions (products, categories, brands) while typing. */
export function SearchForm({ initial, category, onSearch }: { initial: string; category?: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation('catalog');
  const { text: localText } = useFormat();
  const [text, setText] = useState(initial);
  const [open, setOpen] = useState(false);
  const listId = useId();
  useEffect(() => setText(initial), [initial]);
  const suggestions = useSuggestions(open ? text : '', category);
  const has = !!suggestions && suggestions.products.length + suggestions.categories.length + suggestions.brands.length > 0;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOpen(false);
    onSearch(text.trim());
  };

  return (
    <ClickAwayListener onClickAway={() => setOpen(false)}>
      <Box component="form" role="search" onSubmit={submit} sx={{ position: 'relative', display: 'flex', gap: 1, mb: 2 }}>
        {/* no action: without scripts the browser asks this page again with ?q= (the server renders the results) */}
        <TextField
          fullWidth
          name="q"
          type="search"
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setOpen(true);
          }}
          onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
          slotProps={{
            // a searchbox (input type=search) may not carry aria-expanded (axe aria-allowed-attr); it names the suggestions it controls
            htmlInput: { enterKeyHint: 'search', autoComplete: 'off', 'aria-controls': open && has ? listId : undefined },
            input: { startAdornment: <InputAdornment position="start"><SearchIcon /></InputAdornment> },
          }}
        />
        <Button type="submit" variant="contained" sx={{ minHeight: 56, px: 3 }}>
          {t('search.submit')}
        </Button>
        {open && has && (
          <Paper id={listId} elevation={6} sx={{ position: 'absolute', top: '100%', insetInlineStart: 0, insetInlineEnd: 0, zIndex: 10, mt: 0.5, maxHeight: 420, overflow: 'auto' }}>
            <nav aria-label={t('search.suggestions')}>
              {suggestions.products.length > 0 && (
                <List dense subheader={<ListSubheader>{t('search.suggestedProducts')}</ListSubheader>}>
                  {/* each link in its own list item (a list holds only <li>: axe "list") */}
                  {suggestions.products.map((p) => (
                    <ListItem key={`p${p.id}`} disablePadding>
                      <ListItemButton component={LocaleLink} to={productPath(p)} onClick={() => setOpen(false)} sx={{ gap: 1.5, minHeight: 48 }}>
                        {p.image ? (
                          <SafeImage src={imageUrl(p.image, '_sm')} alt="" width={40} height={40} style={{ width: 40, height: 40, objectFit: 'contain' }} />
                        ) : (
                          <Box sx={{ width: 40, height: 40, bgcolor: 'action.hover', borderRadius: 1, flexShrink: 0 }} />
                        )}
                        <ListItemText primary={localText(p.name)} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
              {suggestions.categories.length > 0 && (
                <List dense subheader={<ListSubheader>{t('search.suggestedCategories')}</ListSubheader>}>
                  {suggestions.categories.map((c) => (
                    <ListItem key={`c${c.id}`} disablePadding>
                      <ListItemButton component={LocaleLink} to={`/cat/${encodeURIComponent(c.label)}`} onClick={() => setOpen(false)} sx={{ minHeight: 44 }}>
                        <ListItemText primary={c.name} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
              {suggestions.brands.length > 0 && (
                <List dense subheader={<ListSubheader>{t('search.suggestedBrands')}</ListSubheader>}>
                  {suggestions.brands.map((b) => (
                    <ListItem key={`b${b.id}`} disablePadding>
                      <ListItemButton component={LocaleLink} to={brandPath(b)} onClick={() => setOpen(false)} sx={{ minHeight: 44 }}>
                        <ListItemText primary={b.name} />
                      </ListItemButton>
                    </ListItem>
                  ))}
                </List>
              )}
            </nav>
          </Paper>
        )}
      </Box>
    </ClickAwayListener>
  );
}
