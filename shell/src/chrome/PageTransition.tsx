import type { ReactNode } from 'react';
import { Box, keyframes } from 'shared-lib/ui';
import { useLocation } from 'shared-lib/router';

// Slide-right: the new page enters from the start side. Under prefers-reduced-motion the global
// styles cut every animation to nothing.
const slideIn = keyframes`
  from { opacity: 0; transform: translateX(var(--slide-from)); }
  to { opacity: 1; transform: none; }
`;

export function PageTransition({ children }: { children: ReactNode }) {
  const { pathname, key } = useLocation();
  // the first page (server-rendered, then hydrated) shows at once: only navigations slide in
  const animate = key !== 'default';
  return (
    <Box
      key={pathname}
      sx={(theme) => ({
        '--slide-from': theme.direction === 'rtl' ? '24px' : '-24px',
        animation: animate ? `${slideIn} 220ms ease-out` : 'none',
      })}
    >
      {children}
    </Box>
  );
}
