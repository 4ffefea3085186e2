import { useEffect } from 'react';
import { SnackbarProvider, enqueueSnackbar } from 'notistack';
import { Box } from 'shared-lib/ui';
import type { Topics } from 'shared-lib/bus';

/** Spec §4/§9: toasts close after 5000 ms and pause on hover (notistack pauses while hovered). */
export const TOAST_TIMEOUT_MS = 5000;

export default function NotistackHost({ queue, onShown }: { queue: Array<Topics['toast:show'] & { key: number }>; onShown: (key: number) => void }) {
  useEffect(() => {
    for (const t of queue) {
      enqueueSnackbar(
        t.description ? (
          <Box>
            <div>{t.message}</div>
            <Box sx={{ fontSize: 13, opacity: 0.9 }}>{t.description}</Box>
          </Box>
        ) : (
          t.message
        ),
        { variant: t.variant, autoHideDuration: TOAST_TIMEOUT_MS },
      );
      onShown(t.key);
    }
  }, [queue, onShown]);
  return <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'top', horizontal: 'center' }} />;
}
