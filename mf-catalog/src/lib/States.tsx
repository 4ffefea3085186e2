import type { ReactNode } from 'react';
import { Box, Typography } from 'shared-lib/ui';
import { InventoryIcon } from 'shared-lib/icons';

// failed loads and 404s: the shared component, so every remote shows them alike
export { LoadError, isNotFound } from 'shared-lib/components/LoadError';

/** Nothing to show, with a hint about what to do next. */
export function EmptyState({ title, hint, action }: { title: string; hint?: ReactNode; action?: ReactNode }) {
  return (
    <Box sx={{ textAlign: 'center', py: 6, px: 2 }} data-testid="empty-state">
      <InventoryIcon sx={{ fontSize: 56, color: 'text.disabled' }} aria-hidden />
      <Typography component="p" variant="h6" sx={{ mt: 1 }}>
        {title}
      </Typography>
      {hint && (
        <Typography component="div" color="text.secondary" sx={{ mt: 1 }}>
          {hint}
        </Typography>
      )}
      {action && <Box sx={{ mt: 2 }}>{action}</Box>}
    </Box>
  );
}
