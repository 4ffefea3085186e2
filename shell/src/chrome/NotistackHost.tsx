import { useEffect } from 'react';
import { MaterialDesignContent, SnackbarProvider, enqueueSnackbar } from 'notistack';
import { Box, styled } from 'shared-lib/ui';
import type { Topics } from 'shared-lib/bus';

/** Spec §4/§9: toasts close after 5000 ms and pause on hover (notistack pauses while hovered). */
export const TOAST_TIMEOUT_MS = 5000;

// notistack's own colours fail AA contrast with white text (its green is 3:1): the shop's palette instead.
const Content = styled(MaterialDesignContent)(() => ({
  fontFamily: 'inherit',
  '&.notistack-MuiContent-success': { backgroundColor: '#2E7D32', color: '#fff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#B71C1C', color: '#fff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#0D47A1', color: '#fff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8A4B00', color: '#fff' },
  '&.notistack-MuiContent-default': { backgroundColor: '#263238', color: '#fff' },
}));
const COMPONENTS = { success: Content, error: Content, info: Content, warning: Content, default: Content };

export default function NotistackHost({ queue, onShown }: { queue: Array<Topics['toast:show'] & { key: number }>; onShown: (key: number) => void }) {
  useEffect(() => {
    for (const t of queue) {
      enqueueSnackbar(
        t.description ? (
          <Box>
            <div>{t.message}</div>
            <Box sx={{ fontSize: 13, opacity: 0.95 }}>{t.description}</Box>
          </Box>
        ) : (
          t.message
        ),
        { variant: t.variant, autoHideDuration: TOAST_TIMEOUT_MS },
      );
      onShown(t.key);
    }
  }, [queue, onShown]);
  return <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} Components={COMPONENTS} />;
}
