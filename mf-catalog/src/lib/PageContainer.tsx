import type { ReactNode } from 'react';
import { Container } from 'shared-lib/ui';

/** The page frame of this remote (the data attributes tell which remote and version drew it). */
export function PageContainer({ children }: { children: ReactNode }) {
  return (
    <Container sx={{ py: { xs: 2, md: 3 } }} data-remote="mf_catalog" data-remote-version={__APP_VERSION__}>
      {children}
    </Container>
  );
}
