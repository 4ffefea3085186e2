import { useState, type FormEvent, type ReactNode } from 'react';
import { Box, Button, Stack, Typography } from 'shared-lib/ui';
import { TextField } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { toast } from 'shared-lib/bus';
import { formatDate, localizeDigits } from 'shared-lib/format';
import { useLocale } from 'shared-lib/navigation';
import { accountApi, type AccountUser } from '../session/accountApi';
import { getAccountStore } from '../session/accountStore';
import { toastServerErrors } from '../session/serverErrors';
import { Section } from './Section';

export function DetailsSection({ user }: { user: AccountUser }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(user.fullName ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const save = async (e: FormEvent) => {
    e.preventDefault();
    const clean = name.trim().replace(/\s+/g, ' ');
    if ([...clean].length < 2 || [...clean].length > 100) {
      setError(t('login.fullNameInvalid'));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const updated = await accountApi.saveProfile(clean);
      await getAccountStore().setUser(updated);
      toast(t('profile.nameSaved'), 'success');
      setEditing(false);
    } catch (err) {
      toastServerErrors(err, t('common:somethingWentWrong'), t('common:networkError'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Section id="details" title={t('profile.details')}>
      {editing ? (
        <Stack component="form" noValidate onSubmit={save} spacing={2}>
          <TextField
            label={t('login.fullNameLabel')}
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={!!error}
            helperText={error ?? ' '}
            autoComplete="name"
            autoFocus
            required
            fullWidth
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <Stack direction="row" spacing={1}>
            <Button type="submit" variant="contained" disabled={busy} sx={{ minHeight: 44 }}>
              {t('common:save')}
            </Button>
            <Button
              type="button"
              onClick={() => {
                setEditing(false);
                setName(user.fullName ?? '');
                setError(null);
              }}
              sx={{ minHeight: 44 }}
            >
              {t('common:cancel')}
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack spacing={1.5}>
          <Field label={t('login.fullNameLabel')} value={user.fullName || t('profile.noName')} />
          <Field label={t('login.mobileLabel')} value={<span dir="ltr">{localizeDigits(user.mobile, locale)}</span>} />
          <Field label={t('profile.memberSince')} value={formatDate(user.createdAt, locale)} />
          <Box>
            <Button variant="outlined" onClick={() => setEditing(true)} sx={{ minHeight: 44 }}>
              {t('profile.editName')}
            </Button>
          </Box>
        </Stack>
      )}
    </Section>
  );
}

function Field({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 600 }}>{value}</Typography>
    </Box>
  );
}
