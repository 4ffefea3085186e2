import { useMemo } from 'react';
import { Box, Typography } from 'shared-lib/ui';
import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Switch } from 'shared-lib/ui-more';
import { Field, FORM_ERROR, validateSchemaSync, yup } from 'shared-lib/forms';
import { FormTextField } from 'shared-lib/components/FormTextField';
import { useTranslation } from 'shared-lib/i18n';
import { normalizeMobile } from 'shared-lib/format';
import { adminApi, type Staff, type StaffRole } from '../../api/admin';
import { errorText } from '../../lib/errors';
import { FormDialog } from '../../lib/FormDialog';

/** Every role, in the order they are shown and sent (contracts/admin staffRoles). */
export const ROLES: StaffRole[] = ['owner', 'catalogue', 'orders', 'content', 'support'];

type Values = { mobile: string; name: string; roles: StaffRole[]; active: boolean };
type UpdateBody = Parameters<typeof adminApi.updateStaff>[1];

/** A name as the api stores it: single spaces, trimmed. */
const cleanName = (s: string) => s.replace(/\s+/g, ' ').trim();
const ordered = (roles: StaffRole[]) => ROLES.filter((r) => roles.includes(r));
const sameRoles = (a: StaffRole[], b: StaffRole[]) => ordered(a).join() === ordered(b).join();

/** Only what the owner changed (the api's PATCH takes the fields it is given). */
export function changedFields(staff: Staff, v: Values): UpdateBody {
  const body: UpdateBody = {};
  const name = cleanName(v.name);
  if (name !== staff.name) body.name = name;
  if (!sameRoles(v.roles, staff.roles)) body.roles = ordered(v.roles);
  if (v.active !== staff.active) body.active = v.active;
  return body;
}

export interface StaffDialogProps {
  /** The staff member being changed; none: a new one is added. */
  staff: Staff | null;
  onClose: () => void;
  /** After a save (or nothing to save: `saved` null). */
  onSaved: (saved: Staff | null) => void;
}

/**
 * Adding a staff member (mobile, name, roles) or changing one (name, roles, active). A refused
 * save (a mobile already there, the last active owner) shows the api's message and keeps the
 * dialog and what was typed.
 */
export function StaffDialog({ staff, onClose, onSaved }: StaffDialogProps) {
  const { t } = useTranslation(['admin-staff', 'admin']);
  const adding = staff === null;

  const schema = useMemo(
    () =>
      yup.object({
        mobile: adding ? yup.string().test('mobile', t('errors.mobile'), (v) => normalizeMobile(v ?? '') !== null) : yup.string(),
        name: yup
          .string()
          .transform((v: string) => cleanName(v ?? ''))
          .required(t('errors.name'))
          .test('length', t('errors.nameLong'), (v) => [...(v ?? '')].length <= 100),
        roles: yup.array().min(1, t('errors.roles')),
      }),
    [adding, t],
  );

  const initialValues = useMemo<Values>(
    () => (staff ? { mobile: staff.mobile, name: staff.name, roles: ordered(staff.roles), active: staff.active } : { mobile: '', name: '', roles: [], active: true }),
    [staff],
  );

  const submit = async (v: Values) => {
    try {
      if (adding) {
        onSaved(await adminApi.createStaff({ mobile: normalizeMobile(v.mobile) as string, name: cleanName(v.name), roles: ordered(v.roles) }));
        return undefined;
      }
      const body = changedFields(staff, v);
      if (Object.keys(body).length === 0) {
        onSaved(null);
        return undefined;
      }
      onSaved(await adminApi.updateStaff(staff.id, body));
      return undefined;
    } catch (err) {
      // the dialog stays with what was typed; the api's message says why
      return { [FORM_ERROR]: errorText(err, t) };
    }
  };

  return (
    <FormDialog<Values>
      title={adding ? t('addTitle') : t('editTitle', { name: staff.name })}
      initialValues={initialValues}
      validate={(v) => validateSchemaSync(schema, v)}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('cancel')}
      submitLabel={t('save')}
    >
      {adding ? (
        <FormTextField name="mobile" label={t('mobile')} helperText={t('mobileHint')} inputMode="tel" autoComplete="off" required fullWidth autoFocus slotProps={{ htmlInput: { dir: 'ltr' } }} />
      ) : (
        <Typography color="text.secondary">
          {t('mobile')}:{' '}
          <span dir="ltr" data-latin-ok="">
            {staff.mobile}
          </span>
        </Typography>
      )}
      <FormTextField name="name" label={t('name')} autoComplete="off" required fullWidth autoFocus={!adding} />
      <Field<StaffRole[]> name="roles">
        {({ input, meta }) => {
          const value = Array.isArray(input.value) ? input.value : [];
          const error = meta.submitFailed && meta.error ? (meta.error as string) : undefined;
          return (
            <FormControl component="fieldset" error={Boolean(error)} required>
              <FormLabel component="legend">{t('roles')}</FormLabel>
              <FormGroup sx={{ flexDirection: { xs: 'column', sm: 'row' } }}>
                {ROLES.map((r) => (
                  <FormControlLabel
                    key={r}
                    label={t(`admin:roles.${r}`)}
                    control={
                      <Checkbox
                        name="roles"
                        value={r}
                        checked={value.includes(r)}
                        onChange={(e) => input.onChange(ordered(e.target.checked ? [...value, r] : value.filter((x) => x !== r)))}
                      />
                    }
                  />
                ))}
              </FormGroup>
              <Typography variant="caption" color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
                {error ?? t('rolesHint')}
              </Typography>
            </FormControl>
          );
        }}
      </Field>
      {!adding && (
        <Field<boolean> name="active" type="checkbox">
          {({ input }) => (
            <Box>
              <FormControlLabel control={<Switch name={input.name} checked={Boolean(input.checked)} onChange={input.onChange} />} label={t('activeLabel')} />
              <Typography variant="caption" color="text.secondary" component="p">
                {t('activeHint')}
              </Typography>
            </Box>
          )}
        </Field>
      )}
    </FormDialog>
  );
}
