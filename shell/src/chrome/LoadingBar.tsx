import { useEffect, useRef, useState } from 'react';
import { Box } from 'shared-lib/ui';
import { useLocation } from 'shared-lib/router';
import { useTranslation } from 'shared-lib/i18n';
import { pendingLoads } from '../federation/pending';

/** Spec §9: duration 2000 ms, throttle 200 ms, hide delay 500 ms, reset delay 400 ms, height 3 px. */
export const BAR = { duration: 2000, throttle: 200, hide: 500, reset: 400, height: 3 };

/** A progress bar while a navigation loads its remote code and data (shown only if it takes > 200 ms). */
export function LoadingBar() {
  const { t } = useTranslation('common');
  const { pathname } = useLocation();
  const [progress, setProgress] = useState<number | null>(null);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const clear = () => timers.current.forEach(clearTimeout);
    clear();
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      setProgress((p) => (p === null ? null : 100));
      timers.current.push(setTimeout(() => setProgress(null), BAR.hide + BAR.reset));
    };
    timers.current = [
      setTimeout(() => {
        if (!finished) setProgress(10);
      }, BAR.throttle),
      setTimeout(() => !finished && setProgress(80), BAR.throttle + 50),
      setTimeout(finish, BAR.duration),
    ];
    const unsubscribe = pendingLoads.onIdle(finish);
    return () => {
      unsubscribe();
      clear();
    };
  }, [pathname]);

  if (progress === null) return null;
  return (
    <Box
      role="progressbar"
      aria-label={t('loading')}
      aria-valuenow={progress}
      aria-valuemin={0}
      aria-valuemax={100}
      sx={{
        position: 'fixed',
        top: 0,
        insetInlineStart: 0,
        height: BAR.height,
        width: `${progress}%`,
        bgcolor: 'secondary.main',
        zIndex: 2000,
        transition: `width ${progress === 100 ? 200 : BAR.duration - BAR.throttle}ms ease-out`,
      }}
    />
  );
}
