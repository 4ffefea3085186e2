import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../../config';
import { AppError, notFound } from '../../../lib/errors';
import { mapTiles, tileAllowed } from './tiles';

/** A tile is fetched again after a week (tile servers' usual policy); a stale copy stands in while the server is away. */
const FRESH_MS = 7 * 24 * 3_600_000;
const FETCH_TIMEOUT_MS = 8_000;
const MAX_TILE_BYTES = 1_000_000;

export interface Tile {
  bytes: Buffer;
  type: 'image/png' | 'image/jpeg' | 'image/webp';
}

/** The type of an image tile by its first bytes, or null for anything else (an error page, HTML). */
export function sniffTile(b: Buffer): Tile['type'] | null {
  if (b.length > 8 && b.readUInt32BE(0) === 0x89504e47) return 'image/png';
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length > 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const unavailable = () => new AppError(502, 'content.map.tileUnavailable');

/**
 * The contact map's tiles, fetched from the operator's tile server (MAP_TILE_URL) by the api and
 * kept on disk (DATA_DIR/cache/map-tiles/<server>/), so visitors' browsers never contact the tile
 * server (no third-party request from the page, one fetch per tile for every visitor). `locate`
 * answers the office's position in use (the company's details, read per request: a position the
 * owner moves in the back office moves the served area at once).
 */
export function createTileSource(config: Config, locate: () => Promise<{ lat: number; lng: number }>) {
  const server = config.map?.tileUrl ?? '';
  const dir = path.join(config.dataDir, 'cache', 'map-tiles', crypto.createHash('sha256').update(server).digest('hex').slice(0, 12));
  const pending = new Map<string, Promise<Tile>>();

  async function download(z: number, x: number, y: number): Promise<Buffer> {
    const url = server.replace('{z}', String(z)).replace('{x}', String(x)).replace('{y}', String(y));
    const res = await fetch(url, {
      headers: { 'user-agent': `fire-storefront contact map (+${config.publicUrl})`, accept: 'image/png,image/webp,image/jpeg' },
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!res.ok) throw unavailable();
    if (Number(res.headers.get('content-length') ?? 0) > MAX_TILE_BYTES) throw unavailable();
    const bytes = Buffer.from(await res.arrayBuffer());
    if (bytes.length > MAX_TILE_BYTES) throw unavailable();
    return bytes;
  }

  async function load(z: number, x: number, y: number): Promise<Tile> {
    const file = path.join(dir, `${z}-${x}-${y}`);
    const cached = await fs.readFile(file).catch(() => null);
    const age = cached ? Date.now() - (await fs.stat(file)).mtimeMs : Infinity;
    const cachedType = cached ? sniffTile(cached) : null;
    if (cached && cachedType && age < FRESH_MS) return { bytes: cached, type: cachedType };
    try {
      const bytes = await download(z, x, y);
      const type = sniffTile(bytes);
      if (!type) throw unavailable();
      await fs.mkdir(dir, { recursive: true });
      // written aside and renamed: a reader never sees half a tile
      const part = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}.part`;
      await fs.writeFile(part, bytes);
      await fs.rename(part, file);
      return { bytes, type };
    } catch (err) {
      if (cached && cachedType) return { bytes: cached, type: cachedType };
      throw err instanceof AppError ? err : unavailable();
    }
  }

  return {
    /** Tile z/x/y, or a 404 outside the map (or without a tile server), a 502 when the server cannot give it. */
    async tile(z: number, x: number, y: number): Promise<Tile> {
      const tiles = config.map ? mapTiles(config, await locate()) : null;
      if (!tiles || !tileAllowed(tiles, z, x, y)) throw notFound('content.map.tileNotFound');
      const key = `${z}/${x}/${y}`;
      let p = pending.get(key);
      if (!p) {
        p = load(z, x, y).finally(() => pending.delete(key));
        pending.set(key, p);
      }
      return p;
    },
  };
}
