import { useLayoutEffect, useRef } from 'react';
import { Box, IconButton, Link, Typography } from 'shared-lib/ui';
import { InputAdornment, TextField, Tooltip } from 'shared-lib/ui-more';
import { EditIcon, type GridColDef, type GridRenderCellParams } from 'shared-lib/admin-ui';
import { LocaleLink } from 'shared-lib/navigation';
import { formatNumber, formatToman, localizeText } from 'shared-lib/format';
import { imageUrl } from 'shared-lib/api';
import type { Locale } from 'shared-lib/locale';
import type { AdminProductRow } from '../../api/admin';
import { ADMIN } from '../../lib/paths';
import type { Translate } from '../../lib/errors';

/** A row of the grid: the api's row, and while a price is being changed, what was typed. */
export type Row = AdminProductRow & { typed?: { field: 'price'; raw: unknown } };

export const MAX_PRICE = 1e15;

/** The product's name in the page's language (the admin has Persian and English). */
export const nameOf = (row: Pick<AdminProductRow, 'names'>, locale: Locale) => (locale === 'fa' ? row.names.fa : row.names.en || row.names.fa);

/** The edit field of a price cell: labelled, numeric keyboard on a phone, Persian digits accepted (read on saving). */
function WholeNumberCell({ params, label, unit }: { params: GridRenderCellParams<Row>; label: string; unit?: string }) {
  const { id, field, value, api, hasFocus } = params;
  const input = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    if (hasFocus) input.current?.focus();
  }, [hasFocus]);
  return (
    <TextField
      variant="standard"
      size="small"
      fullWidth
      inputRef={input}
      value={value === null || value === undefined ? '' : String(value)}
      onChange={(e) => void api.setEditCellValue({ id, field, value: e.target.value })}
      slotProps={{
        htmlInput: { 'aria-label': label, inputMode: 'numeric', dir: 'ltr', autoComplete: 'off' },
        input: unit ? { endAdornment: <InputAdornment position="end">{unit}</InputAdornment> } : undefined,
      }}
      sx={{ px: 1 }}
    />
  );
}

/** The stock cell: the number, and for those who may adjust stock a labelled button opening the dialog (focused with the cell). */
function StockCell({ params, locale, label, onAdjust }: { params: GridRenderCellParams<Row>; locale: Locale; label: string; onAdjust?: (row: Row) => void }) {
  const { row, hasFocus, tabIndex } = params;
  const button = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    if (hasFocus) button.current?.focus();
  }, [hasFocus]);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 0.5, height: '100%' }}>
      <Box component="span" sx={{ color: row.stock === 0 ? 'error.main' : undefined }}>
        {formatNumber(row.stock, locale)}
      </Box>
      {onAdjust && (
        <Tooltip title={label}>
          <IconButton ref={button} size="small" aria-label={label} tabIndex={tabIndex} onClick={() => onAdjust(row)}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
    </Box>
  );
}

/**
 * The list's columns. The price is editable for catalogue writers: what is typed is kept in `typed`
 * (the valueSetter) and read by the page's processRowUpdate, which refuses a bad number with a message.
 * The stock is never typed over (a manual change needs a reason): `onAdjust`, given to those who may
 * adjust stock, puts a button in its cell that opens the stock adjustment.
 */
export function productColumns(t: Translate, locale: Locale, canWrite: boolean, narrow = false, onAdjust?: (row: Row) => void): GridColDef<Row>[] {
  // at 360 px name, price and stock fit without scrolling sideways
  return [
    {
      field: 'image',
      headerName: t('col.picture'),
      width: 64,
      sortable: false,
      renderCell: ({ row }) => {
        const src = imageUrl(row.image, '_sm');
        return src ? (
          <Box component="img" src={src} alt={nameOf(row, locale)} loading="lazy" width={40} height={40} sx={{ objectFit: 'cover', borderRadius: 1, verticalAlign: 'middle' }} />
        ) : (
          <Box aria-hidden sx={{ width: 40, height: 40, borderRadius: 1, bgcolor: 'action.hover', display: 'inline-block', verticalAlign: 'middle' }} />
        );
      },
    },
    {
      field: 'name',
      headerName: t('col.name'),
      flex: 1,
      minWidth: narrow ? 110 : 160,
      sortingOrder: ['asc', null],
      valueGetter: (_v, row) => nameOf(row, locale),
      renderCell: ({ row, tabIndex }) => (
        <Link component={LocaleLink} to={ADMIN.product(row.id)} tabIndex={tabIndex} sx={{ whiteSpace: 'normal', lineHeight: 1.4 }}>
          {localizeText(nameOf(row, locale), locale)}
        </Link>
      ),
    },
    {
      field: 'sku',
      headerName: t('col.sku'),
      width: 120,
      sortable: false,
      renderCell: ({ row }) => (
        <Box component="span" dir="ltr" data-latin-ok>
          {row.sku ?? ''}
        </Box>
      ),
    },
    {
      field: 'price',
      headerName: t('col.price'),
      width: narrow ? 130 : 170,
      editable: canWrite,
      sortingOrder: ['asc', 'desc', null],
      valueSetter: (raw, row) => ({ ...row, typed: { field: 'price', raw } }),
      renderCell: ({ row }) =>
        row.price === null ? (
          <Typography component="span" variant="body2" color="text.secondary">
            {t('priceOnInquiry')}
          </Typography>
        ) : (
          formatToman(row.price, locale)
        ),
      renderEditCell: (params) => <WholeNumberCell params={params} label={t('edit.price', { name: nameOf(params.row, locale) })} unit={t('edit.rials')} />,
    },
    {
      field: 'stock',
      headerName: t('col.stock'),
      width: narrow ? (onAdjust ? 88 : 76) : onAdjust ? 120 : 110,
      sortingOrder: ['asc', 'desc', null],
      renderCell: (params) => <StockCell params={params} locale={locale} label={t('adjust.button', { name: localizeText(nameOf(params.row, locale), locale) })} onAdjust={onAdjust} />,
    },
    {
      field: 'active',
      headerName: t('col.active'),
      width: 100,
      sortable: false,
      renderCell: ({ row }) => (
        <Box component="span" sx={{ color: row.active ? 'success.main' : 'text.secondary' }}>
          {t(row.active ? 'active.true' : 'active.false')}
        </Box>
      ),
    },
  ];
}
