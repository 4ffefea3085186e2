import { Box, Button, Paper, Stack, Typography } from 'shared-lib/ui';
import { LocationOnIcon } from 'shared-lib/icons';
import { useTranslation } from 'shared-lib/i18n';
import type { ContactInfo } from 'contracts/content';
import { MapDrawing } from './StaticMap';
import { TileMap } from './TileMap';

/**
 * The office on a map, with its name and address as text and a "get directions" link to
 * OpenStreetMap. With a tile server configured (the api's MAP_TILE_URL, answered as `info.map`) a
 * Leaflet map of the tiles, loaded only when the map comes into view; otherwise a drawn map that
 * needs no server.
 */
export function ContactMap({ info }: { info: ContactInfo }) {
  const { t } = useTranslation('content');
  const { lat, lng } = info.coordinates;
  const osm = `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=17/${lat}/${lng}`;
  const label = t('contact.mapLabel', { address: info.address });
  return (
    <Paper variant="outlined" component="figure" sx={{ m: 0, borderRadius: 2, overflow: 'hidden' }} data-testid="contact-map">
      <Box sx={{ position: 'relative', aspectRatio: { xs: '4 / 3', md: '16 / 10' }, bgcolor: '#eef1f4' }}>
        {info.map ? <TileMap tiles={info.map} lat={lat} lng={lng} label={label} marker={`${info.name}: ${info.address}`} /> : <MapDrawing label={label} />}
      </Box>
      <Box component="figcaption" sx={{ p: 2 }}>
        <Stack sx={{ alignItems: 'flex-start' }} direction="row" spacing={1}>
          <LocationOnIcon color="primary" aria-hidden sx={{ mt: 0.25 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 700 }}>{info.name}</Typography>
            <Typography variant="body2" color="text.secondary" data-testid="map-address">
              {info.address}
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
