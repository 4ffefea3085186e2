import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Paper, Stack, Typography } from 'shared-lib/ui';
import { Field } from 'shared-lib/forms';
import { useTranslation } from 'shared-lib/i18n';
import { toast } from 'shared-lib/bus';
import { contentApi } from '../../api/content';
import { errorText } from '../../lib/errors';
import type { Lang } from './values';

// ~130 KB: downloaded only when an editor is drawn
const RichTextEditor = lazy(() => import(/* webpackChunkName: "admin-rich-text" */ 'shared-lib/components/RichTextEditor'));

/** A titled section of an editor. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby={id} sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** One language's body: the shared rich-text editor (right to left for Persian) bound to the form. */
export function BodyField({ name, lang, label, loading }: { name: string; lang: Lang; label: string; loading: string }) {
  return (
    <Field<string> name={name} subscription={{ value: true, error: true, submitFailed: true }}>
      {({ input, meta }) => (
        <Suspense
          fallback={
            <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 180, p: 1.5 }} aria-busy="true">
              <Typography color="text.secondary">{loading}</Typography>
            </Box>
          }
        >
          <RichTextEditor
            label={label}
            value={input.value ?? ''}
            onChange={input.onChange}
            onBlur={input.onBlur}
            dir={lang === 'fa' ? 'rtl' : 'ltr'}
            lang={lang}
            error={meta.submitFailed ? (meta.error as string | undefined) : undefined}
          />
        </Suspense>
      )}
    </Field>
  );
}

/** The cover: the picture in use and an upload button (an uploaded picture becomes the cover on the next save). */
export function CoverField() {
  const { t } = useTranslation('admin-posts');
  const [uploading, setUploading] = useState(false);
  const file = useRef<HTMLInputElement>(null);
  return (
    <Field<string | null> name="cover" subscription={{ value: true }}>
      {({ input }) => (
        <Stack spacing={1}>
          {input.value ? (
            <Box component="img" src={input.value} alt={t('cover.alt')} sx={{ width: '100%', maxWidth: 360, aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, border: 1, borderColor: 'divider' }} />
          ) : (
            <Typography variant="body2" color="text.secondary">
              {t('hints.cover')}
            </Typography>
          )}
          <input
            ref={file}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            aria-label={t('cover.upload')}
            onChange={async (e) => {
              const chosen = e.target.files?.[0];
              e.target.value = '';
              if (!chosen) return;
              setUploading(true);
              try {
                input.onChange((await contentApi.uploadCover(chosen)).url);
                toast(t('cover.uploaded'), 'success');
              } catch (err) {
                toast(errorText(err, t), 'error');
              } finally {
                setUploading(false);
              }
            }}
          />
          <Box>
            <Button variant="outlined" onClick={() => file.current?.click()} disabled={uploading} sx={{ minHeight: 44 }}>
              {uploading ? t('cover.uploading') : t('cover.upload')}
            </Button>
          </Box>
        </Stack>
      )}
    </Field>
  );
}
