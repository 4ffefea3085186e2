import { Box, Button, CircularProgress, IconButton, Stack, Typography } from 'shared-lib/ui';
import { CloseIcon, UploadFileIcon } from 'shared-lib/icons';
import { useRef, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'shared-lib/i18n';
import { api } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import { actionErrorMessages } from 'shared-lib/offline';

export interface UploadedFile {
  id?: number | string;
  url: string;
  name: string;
}

export interface FileUploadProps {
  /** '/upload/file' (field "file") or '/upload/image' (field "PictureFile"). */
  kind: 'file' | 'image';
  label?: string;
  /** A line under the button (limits, accepted types); linked with aria-describedby. */
  hint?: string;
  /** Needed with `hint`: the id the hint gets. */
  id?: string;
  accept?: string;
  /** Refused before uploading, with `tooLargeMessage` (or the common text) as a red toast. */
  maxBytes?: number;
  tooLargeMessage?: string;
  onUploaded: (file: UploadedFile) => void;
  /** Told when an upload starts and ends (a form blocks sending meanwhile). */
  onBusyChange?: (busy: boolean) => void;
  /**
   * Controlled: the attached file (null for none). With `onRemove` the name gets a remove button,
   * so clearing a form clears the attachment. Without `value`, the last uploaded name is shown.
   */
  value?: UploadedFile | null;
  onRemove?: () => void;
  disabled?: boolean;
  inputTestId?: string;
  valueTestId?: string;
}

/**
 * One upload at a time on the page (spec §4: "upload is blocked while another upload runs"), whichever
 * uploader started it: the contact form's and the consultation dialog's on one page, say. This module
 * is one federated singleton, so every remote's uploaders share it.
 */
let pageUploading = false;
const pageWatchers = new Set<() => void>();
const setPageUploading = (b: boolean) => {
  pageUploading = b;
  pageWatchers.forEach((w) => w());
};
const watchPage = (w: () => void) => {
  pageWatchers.add(w);
  return () => {
    pageWatchers.delete(w);
  };
};

/**
 * Spec §4/§5: takes the first selected file; with none selected nothing happens; a second upload
 * cannot start while one runs, here or in another uploader of the page; each server message is a red toast.
 */
export function FileUpload({
  kind,
  label,
  hint,
  id,
  accept,
  maxBytes,
  tooLargeMessage,
  onUploaded,
  onBusyChange,
  value,
  onRemove,
  disabled,
  inputTestId = `upload-${kind}`,
  valueTestId,
}: FileUploadProps) {
  const { t } = useTranslation('common');
  const input = useRef<HTMLInputElement>(null);
  // a ref as well as state: two change events in one tick must not start two uploads
  const busyRef = useRef(false);
  const [busy, setBusy] = useState(false);
  const [lastName, setLastName] = useState<string | null>(null);
  // another uploader of the page is sending its file: this one waits
  const elsewhere = useSyncExternalStore(watchPage, () => pageUploading, () => false) && !busy;
  const shown = value === undefined ? (lastName ? { name: lastName } : null) : value;
  const hintId = hint && id ? `${id}-hint` : undefined;

  const setBusyAll = (b: boolean) => {
    busyRef.current = b;
    setPageUploading(b);
    setBusy(b);
    onBusyChange?.(b);
  };
  const clearInput = () => {
    if (input.current) input.current.value = '';
  };

  async function onChange(files: FileList | null) {
    const file = files?.[0];
    if (!file || busyRef.current || pageUploading) return;
    if (maxBytes !== undefined && file.size > maxBytes) {
      toast(tooLargeMessage ?? t('fileTooLarge'), 'error');
      clearInput();
      return;
    }
    setBusyAll(true);
    try {
      const form = new FormData();
      form.append(kind === 'image' ? 'PictureFile' : 'file', file);
      const data = await api<{ id?: number | string; url: string }>(kind === 'image' ? '/api/upload/image' : '/api/upload/file', { method: 'POST', body: form });
      setLastName(file.name);
      onUploaded({ ...data, name: file.name });
    } catch (err) {
      actionErrorMessages(err, t).forEach((m) => toast(m, 'error'));
    } finally {
      setBusyAll(false);
      clearInput();
    }
  }

  return (
    <Box>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        {/* a button that opens the hidden file field (a label around it, MUI's pattern, may not carry a button's role and aria: invalid HTML) */}
        <Button
          variant="outlined"
          disabled={disabled || busy || elsewhere}
          startIcon={busy ? <CircularProgress size={18} /> : <UploadFileIcon />}
          aria-busy={busy}
          aria-describedby={hintId}
          sx={{ minHeight: 44 }}
          onClick={() => input.current?.click()}
        >
          {busy ? t('uploading') : elsewhere ? t('uploadWait') : (label ?? t('fileUpload'))}
        </Button>
        <input ref={input} hidden type="file" accept={accept} onChange={(e) => void onChange(e.target.files)} data-testid={inputTestId} />
        {shown &&
          (onRemove ? (
            <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0, maxWidth: '100%', bgcolor: 'action.hover', borderRadius: 4, paddingInlineStart: 1.5 }} data-testid={valueTestId}>
              <Typography variant="body2" noWrap title={shown.name} sx={{ minWidth: 0 }}>
                {shown.name}
              </Typography>
              <IconButton size="small" aria-label={t('removeFile')} onClick={onRemove} disabled={disabled} sx={{ width: 44, height: 44 }}>
                <CloseIcon fontSize="small" />
              </IconButton>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary" noWrap title={shown.name} data-testid={valueTestId}>
              {shown.name}
            </Typography>
          ))}
      </Stack>
      {hintId && (
        <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: 'block', mt: 0.5 }}>
          {hint}
        </Typography>
      )}
    </Box>
  );
}
