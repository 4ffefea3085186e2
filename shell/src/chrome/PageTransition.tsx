import type { AnimationEvent, ReactNode } from 'react';
import { Box, keyframes } from 'shared-lib/ui';
import { IN_MS, OUT_MS, usePageTransition } from './transition';

// Slide-right, out-in (spec §2): the old page slides out towards the inline end and fades, then the
// new page slides in from the inline start (in right-to-left pages the same motion, mirrored, as
// the reading direction is). The stages and their timing are NavigationTransition's; under
// prefers-reduced-motion there is no stage and nothing moves.
const slideOut = keyframes`
  from { opacity: 1; transform: none; }
  to { opacity: 0; transform: translateX(var(--slide-to)); }
`;
const slideIn = keyframes`
  from { opacity: 0; transform: translateX(var(--slide-from)); }
  to { opacity: 1; transform: none; }
`;

export function PageTransition({ children }: { children: ReactNode }) {
  const { location, stage, ended } = usePageTransition();
  const onAnimationEnd = (e: AnimationEvent<HTMLDivElement>) => {
    // animations of the page's own content bubble up here too
    if (e.target === e.currentTarget) ended(stage);
  };
  return (
    <Box
      key={location.pathname}
      data-transition={stage}
      onAnimationEnd={onAnimationEnd}
      sx={(theme) => ({
        '--slide-from': theme.direction === 'rtl' ? '24px' : '-24px',
        '--slide-to': theme.direction === 'rtl' ? '-24px' : '24px',
        animation:
          stage === 'out' ? `${slideOut} ${OUT_MS}ms ease-in forwards` : stage === 'in' ? `${slideIn} ${IN_MS}ms ease-out` : 'none',
      })}
    >
      {children}
    </Box>
  );
}
