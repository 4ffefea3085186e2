import { Button, Stack, Typography, CircularProgress } from 'shared-lib/ui';
import { UploadFileIcon } from 'shared-lib/icons';
import { useRef, useState } from 'react';
import { useTranslation } from 'shared-lib/i18n';
import { api, ApiError } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';

export interface UploadedFile {
  id?: number | string;
  url: string;
  name: string;
}

export interface FileUploadProps {
  /** '/upload/file' (field "file") or '/upload/image' (field "PictureFile"). */
  kind: 'file' | 'image';
  label?: string;
  accept?: string;
  onUploaded: (file: UploadedFile) => void;
  disabled?: boolean;
}

/**
 * Spec §4/§5: takes the first selected file; with none selected nothing happens; a second upload
 * cannot start while one runs; each server message is a red toast.
 */
export function FileUpload({ kind, label, accept, onUploaded, disabled }: FileUploadProps) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [name, setName] = useState<string | null>(null);

  async function onChange(files: FileList | null) {
    const file = files?.[0];
    if (!file || busy) return;
    setBusy(true);
    try {
      const form = new FormData();
      form.append(kind === 'image' ? 'PictureFile' : 'file', file);
      const data = await api<{ id?: number | string; url: string }>(kind === 'image' ? '/api/upload/image' : '/api/upload/file', { method: 'POST', body: form });
      setName(file.name);
      onUploaded({ ...data, name: file.name });
    } catch (err) {
      const messages = err instanceof ApiError && err.messages.length ? err.messages : [t('somethingWentWrong')];
      messages.forEach((m) => toast(m, 'error'));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        component="label"
        disabled={disabled || busy}
        startIcon={busy ? <CircularProgress size={18} /> : <UploadFileIcon />}
        aria-busy={busy}
      >
        {busy ? t('uploading') : (label ?? t('fileUpload'))}
        <input ref={input} hidden type="file" accept={accept} onChange={(e) => onChange(e.target.files)} data-testid={`upload-${kind}`} />
      </Button>
      {name && (
        <Typography variant="body2" color="text.secondary" noWrap title={name}>
          {name}
        </Typography>
      )}
    </Stack>
  );
}
