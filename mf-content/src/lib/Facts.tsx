import { Box, Typography } from 'shared-lib/ui';
import { useLocale } from 'shared-lib/navigation';
import { formatFigure, localizeText } from 'shared-lib/format';
import type { Fact } from 'contracts/content';

/**
 * Key figures (founded, projects, people) as large numbers, in Persian digits in fa; a bare year in
 * the page's calendar (the founding year 1385 reads 2006 in English).
 */
export function Facts({ facts, inverse = false }: { facts: Fact[]; inverse?: boolean }) {
  const locale = useLocale();
  if (!facts.length) return null;
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${Math.min(facts.length, 4)}, 1fr)` }, gap: 2, m: 0 }}>
      {facts.map((f) => (
        // a group of a dl is its dt, then its dd (valid HTML); the figure is drawn above its label
        <Box key={f.label} sx={{ p: 2, borderRadius: 2, bgcolor: inverse ? 'rgba(255,255,255,0.12)' : 'action.hover', textAlign: 'center', display: 'flex', flexDirection: 'column-reverse', justifyContent: 'flex-end' }}>
          <Typography component="dt" sx={{ fontSize: 14, opacity: inverse ? 0.9 : 1, color: inverse ? 'inherit' : 'text.secondary' }}>
            {localizeText(f.label, locale)}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontSize: { xs: 26, md: 32 }, fontWeight: 800, color: inverse ? 'inherit' : 'primary.main', direction: 'ltr', unicodeBidi: 'isolate' }}>
            {formatFigure(f.value, locale)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
