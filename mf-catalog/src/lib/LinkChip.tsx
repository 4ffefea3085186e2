import type { ReactNode } from 'react';
import { Box, alpha } from 'shared-lib/ui';
import { LocaleLink } from 'shared-lib/navigation';

/**
 * A link drawn as MUI's outlined, clickable Chip draws one (the same size, border, radius, type,
 * hover and keyboard-focus shades), as a plain link. MUI's Chip (on ButtonBase, with its avatar,
 * icon, delete and ripple code) was a download of its own, 2.5 KB brotli, on the first visit of /cat
 * and of every page with a product tile, for what here is a link (measured with
 * e2e/bench/first-visit.mjs). `size` as MUI's: small 24 px high, medium 32; `minHeight` raises the
 * touch target where the chip is the page's main way on (40 px).
 */
export function LinkChip({ to, label, size = 'medium', minHeight }: { to: string; label: ReactNode; size?: 'small' | 'medium'; minHeight?: number }) {
  const small = size === 'small';
  return (
    <Box
      component={LocaleLink}
      to={to}
      sx={(theme) => ({
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        boxSizing: 'border-box',
        maxWidth: '100%',
        height: minHeight ? 'auto' : small ? 24 : 32,
        minHeight,
        px: small ? '7px' : '11px',
        borderRadius: 16,
        border: `1px solid ${theme.palette.mode === 'light' ? theme.palette.grey[400] : theme.palette.grey[700]}`,
        color: 'text.primary',
        bgcolor: 'transparent',
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.pxToRem(13),
        lineHeight: 1.5,
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        textDecoration: 'none',
        verticalAlign: 'middle',
        transition: theme.transitions.create(['background-color', 'box-shadow']),
        '&:hover': { bgcolor: theme.palette.action.hover },
        '&:focus-visible': { bgcolor: theme.palette.action.focus, outline: `2px solid ${alpha(theme.palette.primary.main, 0.8)}`, outlineOffset: 1 },
      })}
    >
      {label}
    </Box>
  );
}

/** A label over a product's image, drawn as MUI's small filled Chip (24 px high, pill-shaped). */
export function TileBadge({ label, bg, color }: { label: ReactNode; bg: string; color: string }) {
  return (
    <Box
      component="span"
      sx={(theme) => ({
        position: 'absolute',
        top: 8,
        insetInlineStart: 8,
        display: 'inline-flex',
        alignItems: 'center',
        height: 24,
        px: '8px',
        borderRadius: 16,
        bgcolor: bg,
        color,
        fontFamily: theme.typography.fontFamily,
        fontSize: theme.typography.pxToRem(13),
        whiteSpace: 'nowrap',
      })}
    >
      {label}
    </Box>
  );
}
