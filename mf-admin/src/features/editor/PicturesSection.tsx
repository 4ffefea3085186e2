import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import { Alert, Box, Button, IconButton, List, ListItem, Paper, Stack, Typography, visuallyHidden } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { ArrowDownwardIcon, ArrowUpwardIcon, LinearProgress, SaveIcon } from 'shared-lib/admin-ui';
import { DeleteIcon, UploadFileIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { toast } from 'shared-lib/bus';
import { imageUrl } from 'shared-lib/api';
import { adminApi, type AdminPicture } from '../../api/admin';
import { errorText } from '../../lib/errors';
import { ConfirmDialog } from './ConfirmDialog';
import { mergePictures, movePicture, orderBody, toItems, type PictureItem } from './pictures';

const ACCEPT = 'image/jpeg,image/png,image/webp';

/**
 * The product's pictures (edit mode): upload several (one request each, in turn; a refused file does
 * not stop the others), reorder with up and down buttons, alt texts in Persian and English, saved
 * together; remove one after a question. Staff who only read see the list.
 */
export function PicturesSection({ productId, pictures, readOnly }: { productId: number; pictures: AdminPicture[]; readOnly: boolean }) {
  const { t } = useTranslation('admin-editor');
  const locale = useLocale();
  const inputId = useId();
  const [items, setItems] = useState<PictureItem[]>(() => toItems(pictures));
  const [dirty, setDirty] = useState(false);
  const [progress, setProgress] = useState<{ n: number; total: number } | null>(null);
  const [refused, setRefused] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ id: number; n: number } | null>(null);
  const [removeBusy, setRemoveBusy] = useState(false);
  const [removeError, setRemoveError] = useState<string | null>(null);
  const buttons = useRef(new Map<string, HTMLButtonElement | null>());
  const [focusAfterMove, setFocusAfterMove] = useState<{ id: number; dir: 'up' | 'down' } | null>(null);

  // a moved picture keeps the focus on its button (or its other one, at either end of the list)
  useEffect(() => {
    if (!focusAfterMove) return;
    const { id, dir } = focusAfterMove;
    const el = buttons.current.get(`${id}-${dir}`);
    (el && !el.disabled ? el : buttons.current.get(`${id}-${dir === 'up' ? 'down' : 'up'}`))?.focus();
    setFocusAfterMove(null);
  }, [focusAfterMove, items]);

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (!files.length) return;
    const failed: string[] = [];
    let added = 0;
    setRefused([]);
    for (const [i, file] of files.entries()) {
      setProgress({ n: i + 1, total: files.length });
      try {
        const list = await adminApi.addPicture(productId, file);
        setItems((cur) => mergePictures(cur, list));
        added += 1;
      } catch (err) {
        failed.push(t('pictures.refused', { name: file.name, reason: errorText(err, t) }));
      }
    }
    setProgress(null);
    setRefused(failed);
    if (added) toast(t('pictures.uploaded', { count: added }), 'success');
    if (failed.length) toast(failed.join(' '), 'error');
  };

  const move = (i: number, by: -1 | 1) => {
    setItems((cur) => movePicture(cur, i, by));
    setDirty(true);
    setFocusAfterMove({ id: items[i].picture.id, dir: by < 0 ? 'up' : 'down' });
  };

  const setAlt = (id: number, lang: 'fa' | 'en', text: string) => {
    setItems((cur) => cur.map((it) => (it.picture.id === id ? { ...it, alt: { ...it.alt, [lang]: text } } : it)));
    setDirty(true);
  };

  const saveOrder = async () => {
    setSaving(true);
    setSaveError(null);
    try {
      setItems(toItems(await adminApi.orderPictures(productId, orderBody(items))));
      setDirty(false);
      toast(t('pictures.orderSaved'), 'success');
    } catch (err) {
      const text = errorText(err, t);
      setSaveError(text);
      toast(text, 'error');
    } finally {
      setSaving(false);
    }
  };

  const remove = async () => {
    if (!removing) return;
    setRemoveBusy(true);
    setRemoveError(null);
    try {
      const list = await adminApi.removePicture(productId, removing.id);
      setItems((cur) => mergePictures(cur, list));
      setRemoving(null);
      toast(t('pictures.removed'), 'success');
    } catch (err) {
      const text = errorText(err, t);
      setRemoveError(text);
      toast(text, 'error');
    } finally {
      setRemoveBusy(false);
    }
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="editor-pictures" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="editor-pictures" component="h2" variant="h6" sx={{ mb: 2 }}>
        {t('sections.pictures')}
      </Typography>
      {items.length === 0 && <Typography color="text.secondary">{t('pictures.none')}</Typography>}
      <List disablePadding>
        {items.map((it, i) => {
          const n = i + 1;
          const shownAlt = (locale === 'fa' ? it.alt.fa : it.alt.en) || t('pictures.picture', { n });
          return (
            <ListItem key={it.picture.id} disableGutters divider sx={{ display: 'block', py: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
                <Box sx={{ flexShrink: 0 }}>
                  <Box component="img" src={imageUrl(it.picture, '_sm')} alt={shownAlt} loading="lazy" sx={{ width: 96, height: 96, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider', display: 'block' }} />
                  <Typography variant="caption" color="text.secondary">
                    {i === 0 ? t('pictures.first') : t('pictures.picture', { n })}
                  </Typography>
                </Box>
                <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
                  <TextField label={t('pictures.altFa', { n })} value={it.alt.fa} onChange={(e) => setAlt(it.picture.id, 'fa', e.target.value)} disabled={readOnly} size="small" fullWidth slotProps={{ htmlInput: { dir: 'rtl', lang: 'fa', maxLength: 200 } }} />
                  <TextField label={t('pictures.altEn', { n })} value={it.alt.en} onChange={(e) => setAlt(it.picture.id, 'en', e.target.value)} disabled={readOnly} size="small" fullWidth slotProps={{ htmlInput: { dir: 'ltr', lang: 'en', maxLength: 200 } }} />
                </Stack>
                {!readOnly && (
                  <Stack direction="row" spacing={0.5} sx={{ flexShrink: 0 }}>
                    <IconButton aria-label={t('pictures.up', { n })} disabled={i === 0 || saving} onClick={() => move(i, -1)} ref={(el) => void buttons.current.set(`${it.picture.id}-up`, el)}>
                      <ArrowUpwardIcon />
                    </IconButton>
                    <IconButton aria-label={t('pictures.down', { n })} disabled={i === items.length - 1 || saving} onClick={() => move(i, 1)} ref={(el) => void buttons.current.set(`${it.picture.id}-down`, el)}>
                      <ArrowDownwardIcon />
                    </IconButton>
                    <IconButton aria-label={t('pictures.remove', { n })} onClick={() => setRemoving({ id: it.picture.id, n })} disabled={saving}>
                      <DeleteIcon />
                    </IconButton>
                  </Stack>
                )}
              </Stack>
            </ListItem>
          );
        })}
      </List>
      {!readOnly && (
        <Stack spacing={2} sx={{ mt: 2 }}>
          {progress && (
            <Box role="status">
              <Typography variant="body2">{t('pictures.uploading', { n: progress.n, total: progress.total })}</Typography>
              <LinearProgress variant="determinate" value={((progress.n - 1) / progress.total) * 100} aria-label={t('pictures.uploading', { n: progress.n, total: progress.total })} />
            </Box>
          )}
          {refused.length > 0 && (
            <Alert severity="error" role="alert">
              <Typography variant="body2" sx={{ fontWeight: 700 }}>
                {t('pictures.refusedTitle')}
              </Typography>
              {refused.map((r) => (
                <Typography key={r} variant="body2">
                  {r}
                </Typography>
              ))}
            </Alert>
          )}
          {saveError && (
            <Alert severity="error" role="alert">
              {saveError}
            </Alert>
          )}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Button
              component="label"
              role={undefined}
              tabIndex={-1}
              variant="outlined"
              startIcon={<UploadFileIcon />}
              disabled={!!progress}
              sx={{ minHeight: 44, '&:focus-within': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
            >
              {t('pictures.add')}
              <Box component="input" id={inputId} type="file" multiple accept={ACCEPT} onChange={(e: ChangeEvent<HTMLInputElement>) => void upload(e)} disabled={!!progress} aria-describedby={`${inputId}-hint`} sx={visuallyHidden} />
            </Button>
            <Button variant="contained" startIcon={<SaveIcon />} onClick={() => void saveOrder()} disabled={!dirty || saving || !!progress || items.length === 0} sx={{ minHeight: 44 }}>
              {t('pictures.saveOrder')}
            </Button>
          </Stack>
          <Typography id={`${inputId}-hint`} variant="caption" color="text.secondary">
            {t('pictures.accepts')}
          </Typography>
        </Stack>
      )}
      <ConfirmDialog
        open={removing !== null}
        title={t('pictures.removeTitle')}
        confirmLabel={t('pictures.remove', { n: removing?.n ?? 0 })}
        onConfirm={() => void remove()}
        onClose={() => {
          setRemoving(null);
          setRemoveError(null);
        }}
        busy={removeBusy}
        error={removeError}
      >
        <Typography>{t('pictures.removeText', { n: removing?.n ?? 0 })}</Typography>
      </ConfirmDialog>
    </Paper>
  );
}
