import type { ReactNode } from 'react';
import { Box } from 'shared-lib/ui';

/** Marks what this remote rendered (and which build), without adding a box to the layout. */
export function RemoteRoot({ children }: { children: ReactNode }) {
  return (
    <Box data-remote="mf_content" data-remote-version={__APP_VERSION__} sx={{ display: 'contents' }}>
      {children}
    </Box>
  );
}
