import type { ReactNode } from 'react';
import { Paper, Stack, Typography } from 'shared-lib/ui';

/** One titled block of the profile page; `id` is the anchor (/profile#orders). */
export function Section({ id, title, action, children }: { id: string; title: string; action?: ReactNode; children: ReactNode }) {
  return (
    <Paper component="section" id={id} aria-labelledby={`${id}-title`} variant="outlined" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3, scrollMarginTop: 80 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 1 }}>
        <Typography id={`${id}-title`} variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {action}
      </Stack>
      {children}
    </Paper>
  );
}
