import type { UploadAnswer } from 'contracts/content';
import { useTranslation } from 'shared-lib/i18n';
import { FileUpload } from 'shared-lib/components/FileUpload';

/** What the form keeps of the upload's answer (its id goes with the form as fileId). */
export type AttachedFile = Pick<UploadAnswer, 'id' | 'url' | 'name'>;

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/**
 * The contact form's attachment (spec §4/§5): the shared FileUpload, controlled (clearing the form
 * clears the attachment), reporting when it is busy (the form blocks sending meanwhile), refusing
 * files over the api's 5 MB limit before sending them.
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
  return (
    <FileUpload
      kind="file"
      id={id}
      label={t('contact.attach')}
      hint={t('contact.attachHint')}
      accept=".pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx,.dwg,application/pdf,image/*"
      maxBytes={MAX_UPLOAD_BYTES}
      tooLargeMessage={t('contact.tooLarge')}
      value={file}
      onUploaded={(f) => onChange({ id: Number(f.id), url: f.url, name: f.name })}
      onRemove={() => onChange(null)}
      onBusyChange={onBusyChange}
      disabled={disabled}
      inputTestId="contact-file"
      valueTestId="contact-file-name"
    />
  );
}
