import { useEffect, useState, type FormEvent } from 'react';
import { Box, Button, Stack, Typography } from 'shared-lib/ui';
import { Checkbox, FormControlLabel, FormGroup, Switch, TextField } from 'shared-lib/ui-more';
import { useTranslation } from 'shared-lib/i18n';
import { toLatinDigits } from 'shared-lib/format';
import type { Facets } from 'contracts/catalog';
import type { ListingState } from '../listingQuery';
import { useFormat } from '../useFormat';

export interface FilterValues {
  brands: number[];
  min: number | null;
  max: number | null;
  inStock: boolean;
}

const parseToman = (s: string): number | null => {
  const v = toLatinDigits(s).replace(/[^\d]/g, '');
  return v ? Number(v) : null;
};

/** Brand, price range (Toman) and stock filters; applied together with one button (phones) or at once (desktop). */
export function FilterPanel({
  state,
  facets,
  hideBrands = false,
  onApply,
  idPrefix = 'filters',
}: {
  state: ListingState;
  facets?: Facets;
  hideBrands?: boolean;
  onApply: (v: FilterValues) => void;
  idPrefix?: string;
}) {
  const { t } = useTranslation('catalog');
  const { n, digits } = useFormat();
  const [brands, setBrands] = useState(state.brands);
  const [min, setMin] = useState(state.min === null ? '' : String(state.min));
  const [max, setMax] = useState(state.max === null ? '' : String(state.max));
  const [inStock, setInStock] = useState(state.inStock);
  // follow the URL when it changes from elsewhere (back button, clear)
  useEffect(() => {
    setBrands(state.brands);
    setMin(state.min === null ? '' : String(state.min));
    setMax(state.max === null ? '' : String(state.max));
    setInStock(state.inStock);
  }, [state.brands, state.min, state.max, state.inStock]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ brands, min: parseToman(min), max: parseToman(max), inStock });
  };
  const toggleBrand = (id: number) => setBrands((b) => (b.includes(id) ? b.filter((x) => x !== id) : [...b, id]));
  const brandOptions = facets?.brands ?? [];
  const placeholder = (rials: number | null | undefined) => (rials ? digits(String(Math.round(rials / 10))) : undefined);

  return (
    <Box component="form" onSubmit={submit} aria-label={t('filters.title')} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      {!hideBrands && brandOptions.length > 0 && (
        <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 700, mb: 0.5 }}>
            {t('filters.brands')}
          </Typography>
          <FormGroup>
            {brandOptions.map((b) => (
              <FormControlLabel
                key={b.id}
                control={<Checkbox checked={brands.includes(b.id)} onChange={() => toggleBrand(b.id)} />}
                label={`${b.name} (${n(b.count)})`}
                sx={{ minHeight: 44 }}
              />
            ))}
          </FormGroup>
        </Box>
      )}
      <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
        <Typography component="legend" sx={{ fontWeight: 700, mb: 1 }}>
          {t('filters.price')}
        </Typography>
        <Stack direction="row" spacing={1}>
          <TextField
            id={`${idPrefix}-min`}
            size="small"
            label={t('filters.min')}
            value={min}
            onChange={(e) => setMin(e.target.value)}
            placeholder={placeholder(facets?.price.min)}
            slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
          />
          <TextField
            id={`${idPrefix}-max`}
            size="small"
            label={t('filters.max')}
            value={max}
            onChange={(e) => setMax(e.target.value)}
            placeholder={placeholder(facets?.price.max)}
            slotProps={{ htmlInput: { inputMode: 'numeric' }, inputLabel: { shrink: true } }}
          />
        </Stack>
      </Box>
      <FormControlLabel control={<Switch checked={inStock} onChange={(e) => setInStock(e.target.checked)} />} label={t('filters.inStock')} sx={{ minHeight: 44 }} />
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" sx={{ minHeight: 44, flex: 1 }}>
          {t('filters.apply')}
        </Button>
        <Button type="button" onClick={() => onApply({ brands: [], min: null, max: null, inStock: false })} sx={{ minHeight: 44 }}>
          {t('filters.clear')}
        </Button>
      </Stack>
    </Box>
  );
}
