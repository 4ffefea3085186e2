/**
 * The back-office's rich-text editor (mf-admin's product and content editors; shoppers never download
 * it): mui-tiptap 1.31.0 over tiptap 3.32.2 (every @tiptap package pinned at one version: two
 * ProseMirror copies break editors; docs/admin-frontend-probe.md). One editor per language: `dir`
 * rtl for Persian, ltr for English and Russian. Its HTML is sanitized by the api on save as on read.
 *
 *   <RichTextEditor label="شرح (فارسی)" dir="rtl" value={html} onChange={setHtml} />
 */
import { useEffect, useId, useRef } from 'react';
import StarterKit from '@tiptap/starter-kit';
import TextAlign from '@tiptap/extension-text-align';
import {
  MenuButtonBold,
  MenuButtonBulletedList,
  MenuButtonItalic,
  MenuButtonOrderedList,
  MenuButtonRedo,
  MenuButtonUndo,
  MenuControlsContainer,
  MenuDivider,
  MenuSelectHeading,
  RichTextEditor as MuiRichTextEditor,
  type RichTextEditorRef,
} from 'mui-tiptap';
import { Box, Typography } from '@mui/material';
import { registerNamespace, useTranslation } from 'shared-lib/i18n';

// the toolbar's own messages, downloaded with the editor (never on a shopper's page)
registerNamespace('rich-text', (l) => import(/* webpackChunkName: "i18n-rich-text-[request]" */ `./rich-text-locales/${l}.json`));

export interface RichTextEditorProps {
  /** The visible label; also the editing area's accessible name. */
  label: string;
  value: string;
  onChange: (html: string) => void;
  dir: 'rtl' | 'ltr';
  /** BCP 47 language of the text (fa, en, ru). */
  lang?: string;
  onBlur?: () => void;
  /** Shown under the editor in the error colour. */
  error?: string;
}

/** A field of HTML text: a toolbar (headings, bold, italic, lists, undo) over an editable area. */
export default function RichTextEditor({ label, value, onChange, dir, lang, onBlur, error }: RichTextEditorProps) {
  const { t } = useTranslation('rich-text');
  const ref = useRef<RichTextEditorRef>(null);
  const labelId = useId();
  const last = useRef(value);
  // a value set from outside (a form reset, a loaded product) replaces the editor's content
  useEffect(() => {
    const editor = ref.current?.editor;
    if (!editor || value === last.current) return;
    last.current = value;
    editor.commands.setContent(value || '', { emitUpdate: false });
  }, [value]);
  return (
    <Box dir={dir} lang={lang}>
      <Typography id={labelId} component="div" variant="body2" sx={{ mb: 0.5, color: 'text.secondary' }}>
        {label}
      </Typography>
      <MuiRichTextEditor
        ref={ref}
        extensions={[StarterKit, TextAlign.configure({ types: ['heading', 'paragraph'], defaultAlignment: dir === 'rtl' ? 'right' : 'left' })]}
        content={value || ''}
        textDirection={dir}
        editorProps={{ attributes: { 'aria-labelledby': labelId, role: 'textbox', 'aria-multiline': 'true', dir, ...(lang ? { lang } : {}) } }}
        onUpdate={({ editor }) => {
          const html = editor.isEmpty ? '' : editor.getHTML();
          last.current = html;
          onChange(html);
        }}
        onBlur={() => onBlur?.()}
        renderControls={() => (
          // the toolbar's labels and tooltips in the page's language (mui-tiptap's own are English)
          <MenuControlsContainer>
            <MenuSelectHeading
              aria-label={t('blockType')}
              labels={{
                paragraph: t('paragraph'),
                heading1: t('heading1'),
                heading2: t('heading2'),
                heading3: t('heading3'),
                heading4: t('heading4'),
                heading5: t('heading5'),
                heading6: t('heading6'),
              }}
            />
            <MenuDivider />
            <MenuButtonBold tooltipLabel={t('bold')} />
            <MenuButtonItalic tooltipLabel={t('italic')} />
            <MenuButtonBulletedList tooltipLabel={t('bulletList')} />
            <MenuButtonOrderedList tooltipLabel={t('orderedList')} />
            <MenuDivider />
            <MenuButtonUndo tooltipLabel={t('undo')} />
            <MenuButtonRedo tooltipLabel={t('redo')} />
          </MenuControlsContainer>
        )}
      />
      {error && (
        <Typography variant="caption" color="error" role="alert">
          {error}
        </Typography>
      )}
    </Box>
  );
}
