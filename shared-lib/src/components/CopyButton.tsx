import { useEffect, useRef, useState } from 'react';
import { Box, Button, IconButton, SvgIcon } from 'shared-lib/ui';
import { CheckCircleIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';

/** Spec §9: how long the "copied" indicator stays. */
export const COPIED_INDICATOR_MS = 1500;

/**
 * Puts `text` on the clipboard: the Clipboard API where the page may use it (a secure context),
 * else a hidden textarea and the copy command (plain http, older browsers). Resolves whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    /* refused (permissions, no focus): try the old way */
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = typeof document.execCommand === 'function' && document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

function CopyIcon() {
  return (
    <SvgIcon viewBox="0 0 24 24">
      <rect x="8" y="8" width="12" height="13" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M16 5V4a2 2 0 0 0-2-2H6a2 2 0 0 0-2 2v11a2 2 0 0 0 2 2h1" fill="none" stroke="currentColor" strokeWidth="2" />
    </SvgIcon>
  );
}

export interface CopyButtonProps {
  /** What is copied (e.g. the product page's address). */
  text: string;
  /** The button's name; default: "Copy link" in the page's language. */
  label?: string;
  /** An icon (default) or a text button. */
  variant?: 'icon' | 'text';
  size?: 'small' | 'medium';
}

/**
 * A button that copies `text` and says so for 1500 ms (spec §9): its icon turns into a check and
 * "Copied" appears beside it, also announced to screen readers; a refused copy says so instead.
 */
export function CopyButton({ text, label, variant = 'icon', size = 'medium' }: CopyButtonProps) {
  const { t } = useTranslation('common');
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const copy = async () => {
    const ok = await copyText(text);
    setState(ok ? 'copied' : 'failed');
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => setState('idle'), COPIED_INDICATOR_MS);
  };

  const name = label ?? t('copyLink');
  const icon = state === 'copied' ? <CheckCircleIcon color="success" /> : <CopyIcon />;
  const message = state === 'copied' ? t('copied') : state === 'failed' ? t('copyFailed') : '';
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {variant === 'icon' ? (
        <IconButton onClick={() => void copy()} aria-label={name} size={size} sx={{ minWidth: 44, minHeight: 44 }}>
          {icon}
        </IconButton>
      ) : (
        <Button onClick={() => void copy()} startIcon={icon} size={size} sx={{ minHeight: 44 }}>
          {name}
        </Button>
      )}
      <Box component="span" role="status" sx={{ fontSize: 14, color: state === 'failed' ? 'error.main' : 'success.main', minWidth: 0 }}>
        {message}
      </Box>
    </Box>
  );
}

export default CopyButton;
