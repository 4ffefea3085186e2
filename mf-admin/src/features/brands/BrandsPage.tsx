import './i18n';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, Chip, CircularProgress, IconButton, Link, Paper, Stack, Typography } from 'shared-lib/ui';
import { Tooltip } from 'shared-lib/ui-more';
import { EditIcon } from 'shared-lib/admin-ui';
import { UploadFileIcon } from 'shared-lib/icons';
import { SafeImage } from 'shared-lib/components/SafeImage';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { imageUrl } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import { adminApi, type AdminBrand } from '../../api/admin';
import { toastError } from '../../lib/errors';
import { ScreenHeader, type ScreenLoad } from '../../lib/ScreenHeader';
import { useCanWriteCatalogue } from '../../lib/session';
import { BrandDialog } from './BrandDialog';

/** The api's limit for a picture (catalog/admin/pictures.ts). */
const LOGO_MAX_BYTES = 5 * 1024 * 1024;
const LOGO_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';
const WEB_ADDRESS = /^https?:\/\/[^\s]+$/;

/** The dialog: closed, a new brand, or an existing one. */
type Editing = { brand: AdminBrand | null } | null;

const bySortOrder = (a: AdminBrand, b: AdminBrand) => a.sortOrder - b.sortOrder || a.id - b.id;

function Action({ label, onClick, disabled, children }: { label: string; onClick: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Tooltip title={label} describeChild>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} sx={{ width: 44, height: 44 }}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** One brand: logo, names, website and state; a writer's edit and logo buttons. */
function BrandRow({ brand: b, canWrite, uploading, onEdit, onLogo }: { brand: AdminBrand; canWrite: boolean; uploading: boolean; onEdit: () => void; onLogo: (f: File) => void }) {
  const { t } = useTranslation('admin-brands');
  const locale = useLocale();
  const name = locale === 'fa' ? b.names.fa : b.names.en;
  const align = locale === 'fa' ? 'right' : 'left';
  const file = useRef<HTMLInputElement>(null);
  return (
    <Box component="li" sx={{ listStyle: 'none' }} aria-label={name}>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}>
        <SafeImage src={imageUrl(b.logo, '_sm')} alt="" width={80} height={48} style={{ width: 80, height: 48, objectFit: 'contain', flexShrink: 0 }} />
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography lang="fa" dir="rtl" sx={{ fontWeight: 700, textAlign: align, overflowWrap: 'anywhere' }}>
            {b.names.fa}
          </Typography>
          <Typography lang="en" dir="ltr" variant="body2" color="text.secondary" sx={{ textAlign: align, overflowWrap: 'anywhere' }}>
            {b.names.en}
          </Typography>
          <Stack direction="row" sx={{ mt: 0.5, gap: 1, flexWrap: 'wrap', alignItems: 'center', minWidth: 0 }}>
            <Chip size="small" label={b.active ? t('active') : t('inactive')} color={b.active ? 'success' : 'default'} variant="outlined" />
            {b.website &&
              (WEB_ADDRESS.test(b.website) ? (
                <Link href={b.website} target="_blank" rel="noopener noreferrer" variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                  {b.website}
                </Link>
              ) : (
                <Typography variant="body2" dir="ltr" sx={{ overflowWrap: 'anywhere' }}>
                  {b.website}
                </Typography>
              ))}
          </Stack>
        </Box>
        {canWrite && (
          <Stack direction="row" sx={{ alignItems: 'center' }}>
            <Action label={t('actions.edit', { name })} onClick={onEdit}>
              <EditIcon />
            </Action>
            <Action label={t('actions.logo', { name })} onClick={() => file.current?.click()} disabled={uploading}>
              {uploading ? <CircularProgress size={20} aria-label={t('uploading')} /> : <UploadFileIcon />}
            </Action>
            <input
              ref={file}
              type="file"
              hidden
              accept={LOGO_TYPES}
              data-testid={`brand-${b.id}-logo`}
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                if (f) onLogo(f);
              }}
            />
          </Stack>
        )}
      </Paper>
    </Box>
  );
}

/** /admin/brands: the brands with their logos; writers (catalogue, owner) add and edit them and upload logos. */
export default function BrandsPage() {
  const { t } = useTranslation(['admin-brands', 'admin']);
  const canWrite = useCanWriteCatalogue();
  const [load, setLoad] = useState<ScreenLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [brands, setBrands] = useState<AdminBrand[]>([]);
  const [editing, setEditing] = useState<Editing>(null);
  const [uploading, setUploading] = useState<number | null>(null);

  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ status: 'loading' });
    adminApi.brands(ctl.signal).then(
      (rows) => {
        setBrands(rows);
        setLoad({ status: 'ready' });
      },
      (error) => {
        if (!ctl.signal.aborted) setLoad({ status: 'failed', error });
      },
    );
    return () => ctl.abort();
  }, [attempt]);

  const put = (b: AdminBrand) => setBrands((list) => (list.some((o) => o.id === b.id) ? list.map((o) => (o.id === b.id ? b : o)) : [...list, b]));

  const logo = async (b: AdminBrand, file: File) => {
    if (file.size > LOGO_MAX_BYTES) {
      toast(t('errors.logoTooLarge'), 'error');
      return;
    }
    setUploading(b.id);
    try {
      put(await adminApi.brandLogo(b.id, file));
      toast(t('logoSaved'), 'success');
    } catch (err) {
      toastError(err, t);
    } finally {
      setUploading(null);
    }
  };

  return (
    <>
      <ScreenHeader
        title={t('title')}
        help={t('help')}
        canWrite={canWrite}
        readOnlyNote={t('readOnly')}
        addLabel={t('add')}
        onAdd={() => setEditing({ brand: null })}
        load={load}
        onRetry={() => setAttempt((a) => a + 1)}
      />
      {load.status === 'ready' && (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('total', { count: brands.length })}
          </Typography>
          {brands.length === 0 ? (
            <Typography color="text.secondary">{t('empty')}</Typography>
          ) : (
            <Box component="ul" sx={{ m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1 }}>
              {[...brands].sort(bySortOrder).map((b) => (
                <BrandRow key={b.id} brand={b} canWrite={canWrite} uploading={uploading === b.id} onEdit={() => setEditing({ brand: b })} onLogo={(f) => void logo(b, f)} />
              ))}
            </Box>
          )}
        </>
      )}
      {editing && (
        <BrandDialog
          brand={editing.brand}
          onClose={() => setEditing(null)}
          onSaved={(b) => {
            put(b);
            setEditing(null);
          }}
        />
      )}
    </>
  );
}
