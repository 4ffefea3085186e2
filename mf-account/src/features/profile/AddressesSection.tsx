import { useState } from 'react';
import { Box, Button, Chip, IconButton, List, ListItem, Skeleton, Stack, Typography } from 'shared-lib/ui';
import { DeleteIcon, LocationOnIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import { useResource } from 'shared-lib/data';
import { ApiError } from 'shared-lib/api';
import { localizeDigits } from 'shared-lib/format';
import { useLocale } from 'shared-lib/navigation';
import type { SavedAddress } from 'contracts/cart';
import { ADDRESSES_KEY, addressesApi } from '../../api/addresses';
import { toastServerErrors } from '../../lib/serverErrors';
import { Section } from './Section';

/**
 * The shopper's saved delivery addresses (kept by the basket when an order's address is saved),
 * the default first: the default is what the next order starts with. Make another the default, or
 * delete one.
 */
export function AddressesSection({ userId }: { userId: number }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const book = useResource<SavedAddress[]>(`${ADDRESSES_KEY}?user=${userId}`, (signal) => addressesApi.list(signal));
  const [changed, setChanged] = useState<SavedAddress[] | null>(null);
  const [busy, setBusy] = useState(false);
  const missing = book.error instanceof ApiError && book.error.status === 404;
  const list = changed ?? book.data ?? [];
  const digits = (s: string) => localizeDigits(s, locale);

  const change = async (call: () => Promise<SavedAddress[]>) => {
    setBusy(true);
    try {
      setChanged(await call());
    } catch (err) {
      toastServerErrors(err, t, locale);
    } finally {
      setBusy(false);
    }
  };

  let body;
  if (book.loading) {
    body = <Skeleton variant="rounded" height={72} aria-busy="true" />;
  } else if (book.error && !missing && !changed) {
    body = (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography color="error">{t('addresses.loadFailed')}</Typography>
        <Button variant="outlined" onClick={book.reload} sx={{ minHeight: 44 }}>
          {t('common:retry')}
        </Button>
      </Stack>
    );
  } else if (!list.length) {
    body = <Typography color="text.secondary">{t('addresses.empty')}</Typography>;
  } else {
    body = (
      <List disablePadding>
        {list.map((a) => (
          <ListItem key={a.id} divider disableGutters sx={{ gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }} data-testid={`address-${a.id}`}>
            <LocationOnIcon color="action" aria-hidden sx={{ mt: 0.5 }} />
            <Box sx={{ flex: 1, minWidth: 200 }}>
              {/* a div: the default badge (a Chip, itself a div) may not sit in a <p> */}
              <Typography component="div" sx={{ fontWeight: 600 }}>
                {a.recipient} — <span dir="ltr">{digits(a.mobile)}</span>
                {a.isDefault && <Chip size="small" color="primary" label={t('addresses.default')} sx={{ marginInlineStart: 1 }} />}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[a.province, a.city, a.street, t('addresses.postalCode', { code: digits(a.postalCode) })].join(locale === 'fa' ? '، ' : ', ')}
              </Typography>
            </Box>
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              {!a.isDefault && (
                <Button size="small" onClick={() => void change(() => addressesApi.makeDefault(a.id))} disabled={busy} sx={{ minHeight: 44 }}>
                  {t('addresses.makeDefault')}
                </Button>
              )}
              <IconButton aria-label={t('addresses.remove', { name: a.recipient })} onClick={() => void change(() => addressesApi.remove(a.id))} disabled={busy} sx={{ width: 44, height: 44 }}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          </ListItem>
        ))}
      </List>
    );
  }
  return (
    <Section id="addresses" title={t('addresses.title')}>
      {body}
    </Section>
  );
}
