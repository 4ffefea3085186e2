import { useState } from 'react';
import { Box, visuallyHidden } from 'shared-lib/ui';
import { FILLED, STAR } from '../../lib/Stars';

// Material Icons "StarBorder", the empty star MUI's Rating draws
const STAR_BORDER =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z';

/**
 * Five stars to give a rating with, as MUI's Rating offers them (a radio group: Tab reaches it,
 * the arrow keys move between the stars and choose, a tap or click chooses; the stars up to the one
 * pointed at or focused light up), from native radio inputs. MUI's Rating was a download of its own
 * on every product page's first visit, 3.1 KB brotli of the page's 209.8 KB (e2e/bench/first-visit.mjs),
 * for these five radios; the average beside it is drawn by ../../lib/Stars.
 */
export function StarPicker({ name, labelledBy, disabled, labelOf, onPick }: { name: string; labelledBy: string; disabled?: boolean; labelOf: (stars: number) => string; onPick: (stars: number) => void }) {
  const [lit, setLit] = useState(0);
  return (
    <Box role="radiogroup" aria-labelledby={labelledBy} aria-disabled={disabled || undefined} sx={{ display: 'inline-flex', opacity: disabled ? 0.5 : 1 }} onMouseLeave={() => setLit(0)}>
      {[1, 2, 3, 4, 5].map((v) => (
        <Box
          key={v}
          component="label"
          onMouseEnter={() => !disabled && setLit(v)}
          sx={{
            position: 'relative',
            display: 'inline-flex',
            p: '2px',
            borderRadius: 1,
            cursor: disabled ? 'default' : 'pointer',
            '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'primary.main' },
          }}
        >
          <Box
            component="input"
            type="radio"
            name={name}
            value={v}
            disabled={disabled}
            aria-label={labelOf(v)}
            onChange={() => !disabled && onPick(v)}
            onFocus={() => setLit(v)}
            onBlur={() => setLit(0)}
            sx={visuallyHidden}
          />
          <Box component="svg" viewBox="0 0 24 24" aria-hidden="true" focusable="false" sx={{ width: 28, height: 28, color: v <= lit ? FILLED : 'action.disabled', fill: 'currentColor' }}>
            <path d={v <= lit ? STAR : STAR_BORDER} />
          </Box>
        </Box>
      ))}
    </Box>
  );
}
