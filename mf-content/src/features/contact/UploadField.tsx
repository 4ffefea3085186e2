import { useRef, useState } from 'react';
import { Box, Button, CircularProgress, IconButton, Stack, Typography } from 'shared-lib/ui';
import { CloseIcon, UploadFileIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { api, ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';

export interface AttachedFile {
  id: number;
  url: string;
  name: string;
}

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * The contact form's attachment (spec §4/§5): uploads the first selected file to /api/upload/file;
 * none selected does nothing; no second upload while one runs; each server message is a red toast.
 * Unlike the shared FileUpload, it reports when it is busy (the form blocks sending meanwhile) and
 * is controlled, so clearing the form clears the attachment.
 */
export function UploadField({
  id,
  file,
  onChange,
  onBusyChange,
  disabled,
}: {
  id: string;
  file: AttachedFile | null;
  onChange: (file: AttachedFile | null) => void;
  onBusyChange: (busy: boolean) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation('content');
  const { t: tc } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);

  const setBusyBoth = (b: boolean) => {
    busyRef.current = b;
    setBusy(b);
    onBusyChange(b);
  };

  async function upload(files: FileList | null) {
    const chosen = files?.[0];
    if (!chosen || busyRef.current) return;
    if (chosen.size > MAX_UPLOAD_BYTES) {
      toast(t('contact.tooLarge'), 'error');
      if (input.current) input.current.value = '';
      return;
    }
    setBusyBoth(true);
    try {
      const body = new FormData();
      body.append('file', chosen);
      const data = await api<{ id: number; url: string }>('/api/upload/file', { method: 'POST', body });
      onChange({ id: data.id, url: data.url, name: chosen.name });
    } catch (err) {
      const messages = err instanceof ApiError && err.messages.length ? err.messages : [tc(err instanceof ApiError && err.isNetwork ? 'networkError' : 'somethingWentWrong')];
      messages.forEach((m) => toast(m, 'error'));
    } finally {
      setBusyBoth(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Button
          variant="outlined"
          component="label"
          disabled={disabled || busy}
          startIcon={busy ? <CircularProgress size={18} /> : <UploadFileIcon />}
          aria-busy={busy}
          aria-describedby={`${id}-hint`}
          sx={{ minHeight: 44 }}
        >
          {busy ? t('contact.uploading') : t('contact.attach')}
          <input
            ref={input}
            hidden
            type="file"
            accept=".pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx,.dwg,application/pdf,image/*"
            onChange={(e) => void upload(e.target.files)}
            data-testid="contact-file"
          />
        </Button>
        {file && (
          <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0, maxWidth: '100%', bgcolor: 'action.hover', borderRadius: 4, paddingInlineStart: 1.5 }} data-testid="contact-file-name">
            <Typography variant="body2" noWrap title={file.name} sx={{ minWidth: 0 }}>
              {file.name}
            </Typography>
            <IconButton size="small" aria-label={t('contact.removeFile')} onClick={() => onChange(null)} disabled={disabled} sx={{ width: 44, height: 44 }}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        )}
      </Stack>
      <Typography id={`${id}-hint`} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
        {t('contact.attachHint')}
      </Typography>
    </Box>
  );
}
