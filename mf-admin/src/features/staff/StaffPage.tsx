import './i18n';
import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  List,
  ListItem,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
  useMediaQuery,
  visuallyHidden,
  type Theme,
} from 'shared-lib/ui';
import { EditIcon, TableContainer, TableHead } from 'shared-lib/admin-ui';
import { AddIcon } from 'shared-lib/icons';
import { LoadError } from 'shared-lib/components/LoadError';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { formatDate } from 'shared-lib/format';
import { toast } from 'shared-lib/bus';
import { adminApi, type Staff } from '../../api/admin';
import { useSession } from '../../lib/session';
import { ROLES, StaffDialog } from './StaffDialog';

type Load = { status: 'loading' } | { status: 'failed'; error: unknown } | { status: 'ready'; staff: Staff[] };
type Editing = { staff: Staff | null } | null;

/** A mobile number as typed and sent: Latin digits, left to right, in both languages. */
function Mobile({ value }: { value: string }) {
  return (
    <span dir="ltr" data-latin-ok="">
      {value}
    </span>
  );
}

/**
 * /admin/staff (owner): the staff, adding one and changing one's name, roles and whether they may
 * sign in. A table from 900 px, a list of cards on a phone.
 */
export default function StaffPage() {
  const { t } = useTranslation(['admin-staff', 'admin']);
  const locale = useLocale();
  const { me, setMe } = useSession();
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);

  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ status: 'loading' });
    adminApi.listStaff(ctl.signal).then(
      (staff) => setLoad({ status: 'ready', staff }),
      (error: unknown) => {
        if (!ctl.signal.aborted) setLoad({ status: 'failed', error });
      },
    );
    return () => ctl.abort();
  }, [attempt]);

  const saved = (s: Staff | null) => {
    setEditing(null);
    if (!s) {
      toast(t('unchanged'), 'info');
      return;
    }
    setLoad((l) => (l.status !== 'ready' ? l : { status: 'ready', staff: l.staff.some((x) => x.id === s.id) ? l.staff.map((x) => (x.id === s.id ? s : x)) : [...l.staff, s] }));
    // my own roles or name changed: the back-office follows (a demoted owner loses this screen)
    if (s.id === me.id) setMe({ id: s.id, mobile: s.mobile, name: s.name, roles: s.roles, hasPassword: s.hasPassword });
    toast(t('saved'), 'success');
  };

  const roles = (s: Staff) => (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {ROLES.filter((r) => s.roles.includes(r)).map((r) => (
        <Chip key={r} size="small" label={t(`admin:roles.${r}`)} color={r === 'owner' ? 'primary' : 'default'} variant={r === 'owner' ? 'filled' : 'outlined'} />
      ))}
    </Box>
  );
  const status = (s: Staff) => <Chip size="small" label={s.active ? t('active') : t('inactive')} color={s.active ? 'success' : 'default'} variant="outlined" />;
  const created = (s: Staff) => formatDate(s.createdAt, locale, { dateStyle: 'medium' });
  const name = (s: Staff) => (
    <>
      {s.name}
      {s.id === me.id && (
        <Typography component="span" variant="body2" color="text.secondary">
          {' '}({t('you')})
        </Typography>
      )}
    </>
  );
  const edit = (s: Staff) => (
    <IconButton aria-label={t('edit', { name: s.name })} onClick={() => setEditing({ staff: s })} sx={{ minWidth: 44, minHeight: 44 }}>
      <EditIcon />
    </IconButton>
  );

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Box>
          <Typography component="h1" variant="h5">
            {t('title')}
          </Typography>
          {load.status === 'ready' && (
            <Typography variant="body2" color="text.secondary">
              {t('count', { count: load.staff.length })}
            </Typography>
          )}
        </Box>
        <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({ staff: null })}>
          {t('add')}
        </Button>
      </Stack>

      {load.status === 'loading' && (
        <Box aria-busy="true" aria-label={t('admin:loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Box>
      )}
      {load.status === 'failed' && <LoadError error={load.error} onRetry={() => setAttempt((a) => a + 1)} />}
      {load.status === 'ready' && load.staff.length === 0 && <Typography color="text.secondary">{t('empty')}</Typography>}

      {load.status === 'ready' && load.staff.length > 0 && wide && (
        <TableContainer>
          <Table size="small" aria-label={t('title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('name')}</TableCell>
                <TableCell>{t('mobile')}</TableCell>
                <TableCell>{t('roles')}</TableCell>
                <TableCell>{t('status')}</TableCell>
                <TableCell>{t('created')}</TableCell>
                <TableCell align="right">
                  <Box component="span" sx={visuallyHidden}>
                    {t('actions')}
                  </Box>
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {load.staff.map((s) => (
                <TableRow key={s.id} hover sx={{ opacity: s.active ? 1 : 0.7 }}>
                  <TableCell>{name(s)}</TableCell>
                  <TableCell>
                    <Mobile value={s.mobile} />
                  </TableCell>
                  <TableCell>{roles(s)}</TableCell>
                  <TableCell>{status(s)}</TableCell>
                  <TableCell>{created(s)}</TableCell>
                  <TableCell align="right">{edit(s)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}

      {load.status === 'ready' && load.staff.length > 0 && !wide && (
        <List aria-label={t('title')} disablePadding sx={{ display: 'grid', gap: 1.5 }}>
          {load.staff.map((s) => (
            <ListItem key={s.id} disablePadding>
              <Card variant="outlined" sx={{ width: '100%', opacity: s.active ? 1 : 0.7 }}>
                <CardContent sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', '&:last-child': { pb: 2 } }}>
                  <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
                    <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {name(s)}
                    </Typography>
                    <Typography variant="body2">
                      <Mobile value={s.mobile} />
                    </Typography>
                    {roles(s)}
                    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                      {status(s)}
                      <Typography variant="body2" color="text.secondary">
                        {t('created')}: {created(s)}
                      </Typography>
                    </Stack>
                  </Stack>
                  {edit(s)}
                </CardContent>
              </Card>
            </ListItem>
          ))}
        </List>
      )}

      {editing && <StaffDialog staff={editing.staff} onClose={() => setEditing(null)} onSaved={saved} />}
    </Stack>
  );
}

