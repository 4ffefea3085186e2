import { useLayoutEffect, useRef } from 'react';
import { Box, Link, Typography } from 'shared-lib/ui';
import { InputAdornment, TextField } from 'shared-lib/ui-more';
import type { GridColDef, GridRenderCellParams } from 'shared-lib/admin-ui';
import { LocaleLink } from 'shared-lib/navigation';
import { formatNumber, formatToman, localizeText } from 'shared-lib/format';
import { imageUrl } from 'shared-lib/api';
import type { Locale } from 'shared-lib/locale';
import type { AdminProductRow } from '../../api/admin';
import { ADMIN } from '../../lib/paths';
import type { Translate } from '../../lib/errors';

/** A row of the grid: the api's row, and while a price or stock is being changed, what was typed. */
export type Row = AdminProductRow & { typed?: { field: 'price' | 'stock'; raw: unknown } };

export const MAX_PRICE = 1e15;
export const MAX_STOCK = 1_000_000;

/** The product's name in the page's language (the admin has Persian and English). */
export const nameOf = (row: Pick<AdminProductRow, 'names'>, locale: Locale) => (locale === 'fa' ? row.names.fa : row.names.en || row.names.fa);

/** The edit field of a price or stock cell: labelled, numeric keyboard on a phone, Persian digits accepted (read on saving). */
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

/**
 * The list's columns. Price and stock are editable for writers: what is typed is kept in `typed`
 * (the valueSetter) and read by the page's processRowUpdate, which refuses a bad number with a message.
 */
export function productColumns(t: Translate, locale: Locale, canWrite: boolean, narrow = false): GridColDef<Row>[] {
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
      width: narrow ? 76 : 110,
      editable: canWrite,
      sortingOrder: ['asc', 'desc', null],
      valueSetter: (raw, row) => ({ ...row, typed: { field: 'stock', raw } }),
      renderCell: ({ row }) => (
        <Box component="span" sx={{ color: row.stock === 0 ? 'error.main' : undefined }}>
          {formatNumber(row.stock, locale)}
        </Box>
      ),
      renderEditCell: (params) => <WholeNumberCell params={params} label={t('edit.stock', { name: nameOf(params.row, locale) })} />,
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
