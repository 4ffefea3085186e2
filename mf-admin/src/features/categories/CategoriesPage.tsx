import './i18n';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, Button, Chip, CircularProgress, IconButton, Paper, Stack, Typography } from 'shared-lib/ui';
import { Tooltip } from 'shared-lib/ui-more';
import { ArrowDownwardIcon, ArrowUpwardIcon, EditIcon } from 'shared-lib/admin-ui';
import { AddIcon, UploadFileIcon } from 'shared-lib/icons';
import { SafeImage } from 'shared-lib/components/SafeImage';
import { useTranslation } from 'shared-lib/i18n';
import { useLocale } from 'shared-lib/navigation';
import { imageUrl } from 'shared-lib/api';
import { toast } from 'shared-lib/bus';
import { adminApi, type AdminCategory } from '../../api/admin';
import { toastError } from '../../lib/errors';
import { ScreenHeader, type ScreenLoad } from '../../lib/ScreenHeader';
import { useCanWriteCatalogue } from '../../lib/session';
import { buildTree, childrenOf, ROOT_ID, upsert, type CategoryNode } from './tree';
import { CategoryDialog, type CategoryDialogTarget } from './CategoryDialog';
import { MoveDialog } from './MoveDialog';

/** The api's limit for a picture (catalog/admin/pictures.ts). */
const PICTURE_MAX_BYTES = 5 * 1024 * 1024;
const PICTURE_TYPES = 'image/jpeg,image/png,image/webp,image/avif,image/gif';


/** An icon button with its name as a tooltip (the span keeps the tooltip working on a disabled button). */
function Action({ label, onClick, disabled, id, children }: { label: string; onClick: () => void; disabled?: boolean; id?: string; children: ReactNode }) {
  return (
    <Tooltip title={label} describeChild>
      <span>
        <IconButton id={id} aria-label={label} onClick={onClick} disabled={disabled} sx={{ width: 44, height: 44 }}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

interface ItemProps {
  node: CategoryNode;
  index: number;
  siblings: number;
  canWrite: boolean;
  busy: boolean;
  uploading: number | null;
  onEdit: (c: AdminCategory) => void;
  onAddChild: (c: AdminCategory) => void;
  onMove: (c: AdminCategory) => void;
  onReorder: (c: AdminCategory, step: -1 | 1) => void;
  onPicture: (c: AdminCategory, file: File) => void;
}

/** One category: picture, names, state; a writer's buttons; its subcategories indented below it. */
function CategoryItem(props: ItemProps) {
  const { node, index, siblings, canWrite, busy, uploading, onEdit, onAddChild, onMove, onReorder, onPicture } = props;
  const { t } = useTranslation('admin-categories');
  const locale = useLocale();
  const c = node.category;
  const name = locale === 'fa' ? c.names.fa : c.names.en;
  const file = useRef<HTMLInputElement>(null);
  const picturing = uploading === c.id;
  const align = locale === 'fa' ? 'right' : 'left';

  return (
    <Box component="li" sx={{ listStyle: 'none' }} aria-label={name}>
      <Paper variant="outlined" sx={{ p: 1.5, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, opacity: c.active ? 1 : 0.8 }}>
        <SafeImage src={imageUrl(c.image, '_sm')} alt="" width={48} height={48} style={{ width: 48, height: 48, objectFit: 'contain', borderRadius: 8, flexShrink: 0 }} />
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography lang="fa" dir="rtl" sx={{ fontWeight: 700, textAlign: align, overflowWrap: 'anywhere' }}>
            {c.names.fa}
          </Typography>
          <Typography lang="en" dir="ltr" variant="body2" color="text.secondary" sx={{ textAlign: align, overflowWrap: 'anywhere' }}>
            {c.names.en}
          </Typography>
          <Stack direction="row" sx={{ mt: 0.5, gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Chip size="small" label={c.active ? t('active') : t('inactive')} color={c.active ? 'success' : 'default'} variant="outlined" />
            {c.color && (
              <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <Box aria-hidden sx={{ width: 16, height: 16, borderRadius: 0.5, bgcolor: c.color, border: 1, borderColor: 'divider' }} />
                <Typography variant="caption" dir="ltr">
                  {c.color}
                </Typography>
              </Stack>
            )}
            {node.children.length > 0 && (
              <Typography variant="caption" color="text.secondary">
                {t('subcategories', { count: node.children.length })}
              </Typography>
            )}
          </Stack>
        </Box>
        {canWrite && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Action id={`category-${c.id}-up`} label={t('actions.up', { name })} onClick={() => onReorder(c, -1)} disabled={busy || index === 0}>
              <ArrowUpwardIcon />
            </Action>
            <Action id={`category-${c.id}-down`} label={t('actions.down', { name })} onClick={() => onReorder(c, 1)} disabled={busy || index === siblings - 1}>
              <ArrowDownwardIcon />
            </Action>
            <Action label={t('actions.edit', { name })} onClick={() => onEdit(c)}>
              <EditIcon />
            </Action>
            <Action label={t('actions.picture', { name })} onClick={() => file.current?.click()} disabled={picturing}>
              {picturing ? <CircularProgress size={20} aria-label={t('uploading')} /> : <UploadFileIcon />}
            </Action>
            <input
              ref={file}
              type="file"
              hidden
              accept={PICTURE_TYPES}
              data-testid={`category-${c.id}-picture`}
              onChange={(e) => {
                const f = e.target.files?.[0];
                e.target.value = '';
                if (f) onPicture(c, f);
              }}
            />
            <Action label={t('actions.addChild', { name })} onClick={() => onAddChild(c)}>
              <AddIcon />
            </Action>
            <Button size="small" onClick={() => onMove(c)} aria-label={t('actions.move', { name })} sx={{ minHeight: 44 }}>
              {t('actions.moveShort')}
            </Button>
          </Stack>
        )}
      </Paper>
      {node.children.length > 0 && <CategoryList {...props} nodes={node.children} />}
    </Box>
  );
}

function CategoryList({ nodes, ...rest }: Omit<ItemProps, 'node' | 'index' | 'siblings'> & { nodes: CategoryNode[] }) {
  const top = nodes[0]?.depth === 0;
  return (
    <Box
      component="ul"
      sx={{
        m: 0,
        p: 0,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        ...(top ? {} : { mt: 1, paddingInlineStart: { xs: 1.5, sm: 4 }, borderInlineStart: 2, borderColor: 'divider', marginInlineStart: { xs: 1, sm: 2 } }),
      }}
    >
      {nodes.map((n, i) => (
        <CategoryItem key={n.category.id} {...rest} node={n} index={i} siblings={nodes.length} />
      ))}
    </Box>
  );
}

/**
 * /admin/categories: the storefront's category tree (everything under 42) as an indented list.
 * Writers (catalogue, owner) add, edit, move and reorder categories and upload their pictures;
 * everyone else reads.
 */
export default function CategoriesPage() {
  const { t } = useTranslation(['admin-categories', 'admin']);
  const canWrite = useCanWriteCatalogue();
  const [load, setLoad] = useState<ScreenLoad>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [list, setList] = useState<AdminCategory[]>([]);
  const [dialog, setDialog] = useState<CategoryDialogTarget | null>(null);
  const [moving, setMoving] = useState<AdminCategory | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState<number | null>(null);

  useEffect(() => {
    const ctl = new AbortController();
    setLoad({ status: 'loading' });
    adminApi.categories(ctl.signal).then(
      (rows) => {
        setList(rows);
        setLoad({ status: 'ready' });
      },
      (error) => {
        if (!ctl.signal.aborted) setLoad({ status: 'failed', error });
      },
    );
    return () => ctl.abort();
  }, [attempt]);

  const tree = useMemo(() => buildTree(list), [list]);

  const reorder = async (c: AdminCategory, step: -1 | 1) => {
    const ids = childrenOf(list, c.parentId).map((s) => s.id);
    const at = ids.indexOf(c.id);
    const to = at + step;
    if (at < 0 || to < 0 || to >= ids.length) return;
    [ids[at], ids[to]] = [ids[to], ids[at]];
    setBusy(true);
    try {
      const children = await adminApi.orderCategories(c.parentId, ids);
      setList((l) => upsert(l, children));
      toast(t('ordered'), 'success');
      // the focus stays with the category that moved (its same button, or the other one at an end)
      requestAnimationFrame(() => {
        const same = document.getElementById(`category-${c.id}-${step < 0 ? 'up' : 'down'}`) as HTMLButtonElement | null;
        const other = document.getElementById(`category-${c.id}-${step < 0 ? 'down' : 'up'}`) as HTMLButtonElement | null;
        (same && !same.disabled ? same : other)?.focus();
      });
    } catch (err) {
      toastError(err, t);
    } finally {
      setBusy(false);
    }
  };

  const picture = async (c: AdminCategory, file: File) => {
    if (file.size > PICTURE_MAX_BYTES) {
      toast(t('errors.pictureTooLarge'), 'error');
      return;
    }
    setUploading(c.id);
    try {
      const saved = await adminApi.categoryPicture(c.id, file);
      setList((l) => upsert(l, [saved]));
      toast(t('pictureSaved'), 'success');
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
        onAdd={() => setDialog({ mode: 'create', parentId: ROOT_ID })}
        load={load}
        onRetry={() => setAttempt((a) => a + 1)}
      />
      {load.status === 'ready' && (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {t('total', { count: list.length })}
          </Typography>
          {tree.length === 0 ? (
            <Typography color="text.secondary">{t('empty')}</Typography>
          ) : (
            <CategoryList
              nodes={tree}
              canWrite={canWrite}
              busy={busy}
              uploading={uploading}
              onEdit={(c) => setDialog({ mode: 'edit', category: c })}
              onAddChild={(c) => setDialog({ mode: 'create', parentId: c.id })}
              onMove={setMoving}
              onReorder={(c, step) => void reorder(c, step)}
              onPicture={(c, f) => void picture(c, f)}
            />
          )}
        </>
      )}
      {dialog && (
        <CategoryDialog
          target={dialog}
          list={list}
          onClose={() => setDialog(null)}
          onSaved={(c) => {
            setList((l) => upsert(l, [c]));
            setDialog(null);
          }}
        />
      )}
      {moving && (
        <MoveDialog
          category={moving}
          list={list}
          onClose={() => setMoving(null)}
          onMoved={(c) => {
            setList((l) => upsert(l, [c]));
            setMoving(null);
          }}
        />
      )}
    </>
  );
}
