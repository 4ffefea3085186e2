import { useMemo, useState } from 'react';
import { Typography } from 'shared-lib/ui';
import { FORM_ERROR } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { toast } from 'shared-lib/bus';
import { adminApi, type AdminCategory } from '../../api/admin';
import { errorText } from '../../lib/errors';
import { FormDialog } from '../../lib/FormDialog';
import { buildTree, flatten, ROOT_ID, selfAndDescendants } from './tree';

type Values = { parentId: string };

/**
 * Moves a category under another parent (the root or any category but itself and those below it:
 * the list does not offer them, and the api refuses them too). It goes last among its new siblings.
 */
export function MoveDialog({ category, list, onClose, onMoved }: { category: AdminCategory; list: AdminCategory[]; onClose: () => void; onMoved: (c: AdminCategory) => void }) {
  const { t } = useTranslation(['admin-categories', 'admin']);
  const locale = useLocale();
  const name = (c: AdminCategory) => (locale === 'fa' ? c.names.fa : c.names.en);
  const [initialValues] = useState<Values>(() => ({ parentId: String(category.parentId) }));

  const barred = useMemo(() => selfAndDescendants(list, category.id), [list, category.id]);
  const parents = useMemo(() => flatten(buildTree(list)).filter((n) => !barred.has(n.category.id)), [list, barred]);

  const validate = (v: Values) => {
    const to = Number(v.parentId);
    if (barred.has(to)) return { parentId: t('errors.intoItself') };
    if (to === category.parentId) return { parentId: t('errors.sameParent') };
    return {};
  };

  const submit = async (v: Values) => {
    try {
      const moved = await adminApi.moveCategory(category.id, Number(v.parentId));
      toast(t('moved'), 'success');
      onMoved(moved);
      return undefined;
    } catch (err) {
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };

  return (
    <FormDialog<Values>
      title={t('moveDialog.title', { name: name(category) })}
      initialValues={initialValues}
      validate={validate}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('dialog.cancel')}
      submitLabel={t('moveDialog.submit')}
      maxWidth="xs"
    >
      <FormTextField name="parentId" label={t('moveDialog.parent')} select fullWidth autoFocus slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
        <option value={String(ROOT_ID)}>{t('dialog.root')}</option>
        {parents.map((n) => (
          <option key={n.category.id} value={String(n.category.id)}>
            {`${'— '.repeat(n.depth + 1)}${name(n.category)}`}
          </option>
        ))}
      </FormTextField>
      <Typography variant="body2" color="text.secondary">
        {t('moveDialog.hint')}
      </Typography>
    </FormDialog>
  );
}
