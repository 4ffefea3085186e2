import { lazy, Suspense } from 'react';
import { Box, Typography } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import type { Lang } from './values';

// ~130 KB: downloaded only when an editor is drawn (never for the product list, nor for staff who only read)
const RichTextEditor = lazy(() => import(/* webpackChunkName: "admin-rich-text" */ 'shared-lib/components/RichTextEditor'));

export interface DescriptionEditorProps {
  lang: Lang;
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  readOnly?: boolean;
}

const boxSx = { border: 1, borderColor: 'divider', borderRadius: 1, minHeight: 180, p: 1.5 } as const;

/** One language's description: the rich-text editor (right to left for Persian), or its HTML for staff who only read. */
export function DescriptionEditor({ lang, label, value, onChange, onBlur, error, readOnly }: DescriptionEditorProps) {
  const { t } = useTranslation('admin-editor');
  const dir = lang === 'fa' ? 'rtl' : 'ltr';
  if (readOnly) {
    return (
      <Box dir={dir} lang={lang}>
        <Typography component="div" variant="body2" sx={{ mb: 0.5, color: 'text.secondary' }}>
          {label}
        </Typography>
        {value ? (
          // the api sanitizes descriptions on save and on read (as the storefront shows them)
          <Box sx={{ ...boxSx, minHeight: 0 }} dangerouslySetInnerHTML={{ __html: value }} />
        ) : (
          <Typography color="text.secondary">{t('hints.emptyDescription')}</Typography>
        )}
      </Box>
    );
  }
  return (
    <Suspense
      fallback={
        <Box sx={{ ...boxSx, display: 'flex', alignItems: 'center', justifyContent: 'center' }} aria-busy="true" data-testid="editor-placeholder">
          <Typography color="text.secondary">{t('hints.editorLoading')}</Typography>
        </Box>
      }
    >
      <RichTextEditor label={label} value={value} onChange={onChange} onBlur={onBlur} dir={dir} lang={lang} error={error} />
    </Suspense>
  );
}
