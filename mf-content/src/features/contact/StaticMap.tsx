import { Box, Button, Paper, Stack, Typography } from 'shared-lib/ui';
import { LocationOnIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';

/**
 * The office on a drawn map. No tile server is contacted (none may be reachable, and a visitor's
 * position would leak to a third party), so the map always renders and always shows the address;
 * "get directions" opens OpenStreetMap in a new tab for those who can reach it.
 */
export function StaticMap({ address, lat, lng, name }: { address: string; lat: number; lng: number; name: string }) {
  const { t } = useTranslation('content');
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, borderRadius: 2, overflow: 'hidden' }} data-testid="contact-map">
      <Box sx={{ position: 'relative', aspectRatio: { xs: '4 / 3', md: '16 / 10' }, bgcolor: '#eef1f4' }}>
        <Box component="svg" viewBox="0 0 400 250" preserveAspectRatio="xMidYMid slice" role="img" aria-label={t('contact.mapLabel', { address })} sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', direction: 'ltr' }}>
          <rect width="400" height="250" fill="#eef1f4" />
          {/* blocks */}
          {[
            [10, 10, 110, 70], [140, 10, 90, 70], [250, 10, 140, 70],
            [10, 120, 70, 120], [100, 120, 130, 55], [100, 190, 130, 50], [250, 120, 60, 120], [330, 120, 60, 120],
          ].map(([x, y, w, h], i) => (
            <rect key={i} x={x} y={y} width={w} height={h} rx="4" fill="#dfe4ea" />
          ))}
          <rect x="270" y="150" width="30" height="30" rx="4" fill="#c8e6c9" />
          {/* the main street (Azadi St) and side streets */}
          <rect x="0" y="88" width="400" height="24" fill="#ffffff" />
          <line x1="0" y1="100" x2="400" y2="100" stroke="#f6c244" strokeWidth="3" strokeDasharray="14 10" />
          <rect x="236" y="0" width="10" height="250" fill="#ffffff" />
          <rect x="86" y="112" width="8" height="138" fill="#ffffff" />
          <rect x="316" y="112" width="8" height="138" fill="#ffffff" />
          <rect x="120" y="0" width="10" height="88" fill="#ffffff" />
          {/* the pin, at the office */}
          <g transform="translate(190 132)">
            <ellipse cx="0" cy="30" rx="14" ry="5" fill="#000" opacity=".18" />
            <path d="M0 30 C -6 14, -22 4, -22 -12 A 22 22 0 1 1 22 -12 C 22 4, 6 14, 0 30 Z" fill="#c62828" stroke="#fff" strokeWidth="3" />
            <circle cx="0" cy="-12" r="8" fill="#fff" />
          </g>
        </Box>
      </Box>
      <Box component="figcaption" sx={{ p: 2 }}>
        <Stack sx={{ alignItems: 'flex-start' }} direction="row" spacing={1}>
          <LocationOnIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{name}</Typography>
            <Typography variant="body2" color="text.secondary" data-testid="map-address">
              {address}
            </Typography>
          </Box>
        </Stack>
        <Button href={osm} target="_blank" rel="noopener noreferrer" size="small" sx={{ mt: 1, minHeight: 44 }}>
          {t('contact.openMap')}
        </Button>
      </Box>
    </Paper>
  );
}
