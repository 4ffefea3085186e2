import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Stack, useMediaQuery } from 'shared-lib/ui';
import { InputAdornment, TextField } from 'shared-lib/ui-more';
import { FilterListIcon, SearchIcon } from 'shared-lib/icons';

export interface FilterBarProps {
  /** The search box's label and placeholder. */
  searchLabel: string;
  searchPlaceholder: string;
  /** The text in the search box (the screen sends it when the typing stops). */
  search: string;
  onSearchChange: (text: string) => void;
  /** The phone's button that shows and hides the filters: "Filters", or "Filters (2)" when some are set. */
  toggleLabel: string;
  /** When given, the bar is a search landmark (a section with role search) with this name. */
  label?: string;
  /** The filters (and their clear button): always shown from 600 px, behind the button below that. */
  children: ReactNode;
}

/**
 * A list's search box with its filters: from 600 px wide the filters sit under the search box; on a
 * phone they are hidden behind a button beside it (which says how many are set).
 */
export function FilterBar({ searchLabel, searchPlaceholder, search, onSearchChange, toggleLabel, label, children }: FilterBarProps) {
  const narrow = !useMediaQuery('(min-width:600px)');
  const [open, setOpen] = useState(false);
  const panelId = useId();
  return (
    <Box component={label ? 'section' : 'div'} role={label ? 'search' : undefined} aria-label={label} sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <TextField
          type="search"
          size="small"
          label={searchLabel}
          placeholder={searchPlaceholder}
          value={search}
          onChange={(e) => onSearchChange(e.target.value)}
          slotProps={{
            htmlInput: { maxLength: 100, enterKeyHint: 'search' },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" aria-hidden />
                </InputAdornment>
              ),
            },
          }}
          sx={{ flex: 1, maxWidth: { sm: 420 } }}
        />
        {narrow && (
          <Button variant="outlined" startIcon={<FilterListIcon />} aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)} sx={{ minHeight: 40, flexShrink: 0 }}>
            {toggleLabel}
          </Button>
        )}
      </Stack>
      <Box id={panelId} hidden={narrow && !open}>
        {children}
      </Box>
    </Box>
  );
}

const TYPING_WAIT_MS = 300;

/**
 * A text field sent a moment after the typing stops: `current` is what the address holds, `same`
 * says whether the text already says that (then nothing is sent), `commit` sends the text. A change
 * of the address from elsewhere (back, a link, "clear") fills the field in.
 */
export function useTyped(current: string, same: (text: string, current: string) => boolean, commit: (text: string) => void) {
  const [text, setText] = useState(current);
  const latest = useRef(text);
  latest.current = text;
  useEffect(() => {
    if (!same(latest.current, current)) setText(current);
  }, [current, same]);
  useEffect(() => {
    if (same(text, current)) return undefined;
    const timer = setTimeout(() => commit(text), TYPING_WAIT_MS);
    return () => clearTimeout(timer);
  }, [text, current, same, commit]);
  return [text, setText] as const;
}

/** A filter chosen from a short list (a native select: the phone's own picker), with "all" first. */
export function Choice({ label, value, options, onChange, allLabel }: { label: string; value: string; options: Array<{ value: string; label: string }>; onChange: (v: string) => void; allLabel: string }) {
  return (
    <TextField select fullWidth size="small" label={label} value={value} onChange={(e) => onChange(e.target.value)} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{allLabel}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </TextField>
  );
}
