import type { MapTiles } from 'contracts/content';
import type { Config } from '../../../config';

/**
 * The contact page's map shows the office's neighbourhood, not the world: tiles are served only
 * inside this many degrees around the office and between these zooms (a finite set the api can
 * cache, and nothing for anyone using the api as a free tile proxy).
 */
export const MAP_SPAN_DEGREES = 0.03;
export const MAP_MIN_ZOOM = 13;
export const MAP_MAX_ZOOM = 18;

/**
 * The map's tiles around the office at `location` (the company's details in use: company/store.ts)
 * as the contact page receives them, or null when no tile server is configured.
 */
export function mapTiles(config: Config, location: { lat: number; lng: number }): MapTiles | null {
  if (!config.map) return null;
  const { lat, lng } = location;
  const round = (n: number) => Math.round(n * 1e6) / 1e6;
  return {
    tileUrl: '/api/contact/map-tiles/{z}/{x}/{y}',
    attribution: config.map.attribution,
    minZoom: MAP_MIN_ZOOM,
    maxZoom: MAP_MAX_ZOOM,
    bounds: {
      south: round(Math.max(-85, lat - MAP_SPAN_DEGREES)),
      west: round(Math.max(-180, lng - MAP_SPAN_DEGREES)),
      north: round(Math.min(85, lat + MAP_SPAN_DEGREES)),
      east: round(Math.min(180, lng + MAP_SPAN_DEGREES)),
    },
  };
}

/** The column of the Web-Mercator tile holding longitude `lng` at zoom `z`. */
export const tileX = (lng: number, z: number) => Math.min(2 ** z - 1, Math.floor(((lng + 180) / 360) * 2 ** z));

/** The row of the Web-Mercator tile holding latitude `lat` at zoom `z`. */
export function tileY(lat: number, z: number): number {
  const r = (lat * Math.PI) / 180;
  return Math.min(2 ** z - 1, Math.max(0, Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z)));
}

/** Whether tile z/x/y is one the map may show (inside its bounds and zooms). */
export function tileAllowed(tiles: MapTiles, z: number, x: number, y: number): boolean {
  if (z < tiles.minZoom || z > tiles.maxZoom) return false;
  const { south, west, north, east } = tiles.bounds;
  return x >= tileX(west, z) && x <= tileX(east, z) && y >= tileY(north, z) && y <= tileY(south, z);
}
