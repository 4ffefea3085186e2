import { useId, type ReactNode } from 'react';
import { Box, Paper, Stack, Typography } from 'shared-lib/ui';
import { formatDate } from 'shared-lib/format';
import type { Locale } from 'shared-lib/locale';

/** A calendar day (2026-12-20) in the page's calendar; noon, so no time zone moves it to another day. */
export const day = (d: string, locale: Locale) => formatDate(/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T12:00:00` : d, locale);

/** A code, number or address written in Latin: left to right, kept as it is. */
export function Latin({ children }: { children: ReactNode }) {
  return (
    <Box component="span" dir="ltr" data-latin-ok="" sx={{ unicodeBidi: 'isolate' }}>
      {children}
    </Box>
  );
}

/** A titled part of a record's page (an order, a lead): a region named by its h2. */
export function Section({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) {
  const id = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography id={id} component="h2" variant="h6" sx={{ flex: 1 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}

/** Label and value pairs (a definition list); empty values are left out. */
export function Facts({ items }: { items: Array<[string, ReactNode] | false | null> }) {
  const shown = items.filter((i): i is [string, ReactNode] => Boolean(i) && i !== null && (i as [string, ReactNode])[1] !== null && (i as [string, ReactNode])[1] !== '');
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(120px, max-content) 1fr' }, columnGap: 2, rowGap: { xs: 0.25, sm: 0.75 }, typography: 'body2', '& dt': { color: 'text.secondary' }, '& dd': { m: 0, mb: { xs: 0.75, sm: 0 } } }}
    >
      {shown.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Box>
      ))}
    </Box>
  );
}
