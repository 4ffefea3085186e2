import { useEffect, useRef, useState } from 'react';
import { Box } from 'shared-lib/ui';
import { useTranslation } from 'shared-lib/i18n';
import type { MapTiles } from 'contracts/content';
import { MapDrawing } from './StaticMap';

/**
 * A Leaflet map of the configured tiles around the office. Leaflet (about 40 KB compressed) is
 * imported only once the map is near the viewport, so no page's first visit downloads it; until it
 * has drawn (or if it cannot load) the drawn map stands in. The map is one labelled region the
 * keyboard can reach (arrows pan, + and - zoom); the marker carries the office's name and address.
 */
const MAP_BOX = { position: 'absolute', inset: 0 } as const;

export function TileMap({ tiles, lat, lng, label, marker }: { tiles: MapTiles; lat: number; lng: number; label: string; marker: string }) {
  const { t } = useTranslation('content');
  const ref = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'waiting' | 'ready' | 'failed'>('waiting');
  const zoomIn = t('contact.zoomIn');
  const zoomOut = t('contact.zoomOut');

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    let cancelled = false;
    let unmount: (() => void) | undefined;
    const load = () => {
      import(/* webpackChunkName: "contact-leaflet" */ './leaflet-map')
        .then(({ mountLeafletMap }) => {
          if (cancelled) return;
          unmount = mountLeafletMap(el, { tiles, lat, lng, marker, zoomIn, zoomOut });
          setState('ready');
        })
        .catch(() => {
          if (!cancelled) setState('failed');
        });
    };
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') load();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          observer?.disconnect();
          load();
        },
        { rootMargin: '200px' },
      );
      observer.observe(el);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      unmount?.();
    };
  }, [tiles, lat, lng, marker, zoomIn, zoomOut]);

  if (state === 'failed') return <MapDrawing label={label} />;
  return (
    <>
      {state !== 'ready' && <MapDrawing />}
      <Box sx={{ position: 'absolute', inset: 0, opacity: state === 'ready' ? 1 : 0, '& .leaflet-container:focus-visible': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 } }}>
        {/* Leaflet's own element: its props never change, so React never rewrites the classes Leaflet adds */}
        <div ref={ref} role="region" aria-label={label} dir="ltr" data-testid="contact-map-tiles" style={MAP_BOX} />
      </Box>
    </>
  );
}
