import type { ReactNode } from 'react';
import { Box, Button, Container, Stack, Typography, useTheme } from 'shared-lib/ui';
import { ArrowBackIcon, ArrowForwardIcon } from 'shared-lib/icons';
import { LocaleLink } from 'shared-lib/navigation';
import { useAosOnScroll } from 'shared-lib/aos-later';

/**
 * A home-page section: heading, a line of intro, a "see all" link and its content. It fades in as it
 * scrolls into view (the spec's animate-on-scroll; a fade, so a #section link lands where it aims).
 */
export function WidgetSection({ id, title, intro, more, children }: { id: string; title: string; intro?: string; more?: { to: string; label: string }; children: ReactNode }) {
  const theme = useTheme();
  const aos = useAosOnScroll<HTMLDivElement>({ animation: 'fade' });
  const Arrow = theme.direction === 'rtl' ? ArrowBackIcon : ArrowForwardIcon;
  return (
    <Container ref={aos} maxWidth="lg" component="section" aria-labelledby={`${id}-title`} sx={{ py: { xs: 3, md: 5 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-end', justifyContent: 'space-between', mb: 2 }}>
        <Box>
          <Typography id={`${id}-title`} variant="h5" component="h2" sx={{ fontWeight: 800, fontSize: { xs: 22, md: 28 } }}>
            {title}
          </Typography>
          {intro && (
            <Typography color="text.secondary" sx={{ mt: 0.5 }}>
              {intro}
            </Typography>
          )}
        </Box>
        {more && (
          <Button component={LocaleLink} to={more.to} endIcon={<Arrow />} sx={{ flexShrink: 0, minHeight: 44 }}>
            {more.label}
          </Button>
        )}
      </Stack>
      {children}
    </Container>
  );
}
