import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { loadConfig } from '../src/config';
import { SettingsError } from 'contracts/settings';
import { createTestApp, describeEachDb, type TestApp } from './helpers';

/** A tile server on this machine: PNG tiles (or an HTML error page for row 0), counting its requests. */
async function startTileServer() {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#cfe3c2' } }).png().toBuffer();
  const requests: string[] = [];
  const server = http.createServer((req, res) => {
    requests.push(req.url ?? '');
    const m = /^\/tiles\/(\d+)\/(\d+)\/(\d+)\.png$/.exec(req.url ?? '');
    if (!m) return res.writeHead(404).end();
    if (req.headers['user-agent']?.includes('fire-storefront') !== true) return res.writeHead(403).end();
    if (m[3] === String(BROKEN_ROW)) return res.writeHead(200, { 'content-type': 'text/html' }).end('<html>quota exceeded</html>');
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { png, requests, url: `http://127.0.0.1:${port}/tiles/{z}/{x}/{y}.png`, close: () => new Promise<void>((r) => server.close(() => r())) };
}
let BROKEN_ROW = -1;

/** The Web-Mercator tile holding a point (as the contact page's map asks for it). */
const tileOf = (lat: number, lng: number, z: number) => {
  const r = (lat * Math.PI) / 180;
  return { x: Math.floor(((lng + 180) / 360) * 2 ** z), y: Math.floor(((1 - Math.log(Math.tan(r) + 1 / Math.cos(r)) / Math.PI) / 2) * 2 ** z) };
};

describeEachDb('content: the contact details and map are operator settings', (kind) => {
  const info = async (t: TestApp, lang: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/api/contact/info?lang=${lang}` });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };

  describe('without settings', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp(kind);
    });
    afterAll(() => t.close());

    it('serves the demo company’s details, and no map tiles: the page draws its own map', async () => {
      expect(await info(t, 'fa')).toEqual({
        name: 'آتش‌ایمن',
        address: 'تهران، خیابان آزادی، پلاک ۱۲۰',
        postalCode: '1345673111',
        phones: ['021-66000000'],
        mobile: '09121234567',
        email: 'info@atashimen.example',
        workingHours: 'شنبه تا چهارشنبه ۸:۳۰ تا ۱۷، پنجشنبه ۸:۳۰ تا ۱۳',
        coordinates: { lat: 35.7009, lng: 51.3652 },
        map: null,
      });
      expect((await info(t, 'en')).address).toBe('120 Azadi St, Tehran, Iran');
      const tile = tileOf(35.7009, 51.3652, 16);
      const res = await t.app.inject({ method: 'GET', url: `/api/contact/map-tiles/16/${tile.x}/${tile.y}?lang=en` });
      expect(res.statusCode).toBe(404);
      expect(res.json().messages[0]).toEqual({ item1: 'This part of the map is not available.', item2: 'content.map.tileNotFound' });
    });
  });

  describe('with the operator’s settings', () => {
    let t: TestApp;
    let tiles: Awaited<ReturnType<typeof startTileServer>>;
    const lat = 32.6539;
    const lng = 51.666;
    beforeAll(async () => {
      tiles = await startTileServer();
      t = await createTestApp(kind, {
        env: {
          CONTACT_EMAIL: 'sales@isfahan-fire.example',
          CONTACT_PHONES: '031-32000000, 031-32000001',
          CONTACT_MOBILE: '09131112233',
          CONTACT_POSTAL_CODE: '8134567890',
          CONTACT_ADDRESS_FA: 'اصفهان، خیابان چهارباغ عباسی، پلاک ۸',
          CONTACT_ADDRESS_EN: '8 Chaharbagh Abbasi St, Isfahan, Iran',
          CONTACT_HOURS_EN: 'Saturday to Thursday 9:00–18:00',
          CONTACT_MAP_LAT: String(lat),
          CONTACT_MAP_LNG: String(lng),
          MAP_TILE_URL: tiles.url,
          MAP_TILE_ATTRIBUTION: '© OpenStreetMap contributors',
        },
      });
    });
    afterAll(async () => {
      await t.close();
      await tiles.close();
    });

    it('serves the configured e-mail, phones, address, hours and map location, in each language', async () => {
      const fa = await info(t, 'fa');
      expect(fa).toMatchObject({
        address: 'اصفهان، خیابان چهارباغ عباسی، پلاک ۸',
        postalCode: '8134567890',
        phones: ['031-32000000', '031-32000001'],
        mobile: '09131112233',
        email: 'sales@isfahan-fire.example',
        coordinates: { lat, lng },
      });
      const en = await info(t, 'en');
      expect(en).toMatchObject({ address: '8 Chaharbagh Abbasi St, Isfahan, Iran', workingHours: 'Saturday to Thursday 9:00–18:00' });
      // Russian: the default Russian address stays until the operator sets CONTACT_ADDRESS_RU
      expect((await info(t, 'ru')).email).toBe('sales@isfahan-fire.example');
    });

    it('gives the map tiles through the api around the office, with the tile server’s credit', async () => {
      const { map } = await info(t, 'fa');
      expect(map).toEqual({
        tileUrl: '/api/contact/map-tiles/{z}/{x}/{y}',
        attribution: '© OpenStreetMap contributors',
        minZoom: 13,
        maxZoom: 18,
        bounds: { south: expect.closeTo(lat - 0.03, 6), west: expect.closeTo(lng - 0.03, 6), north: expect.closeTo(lat + 0.03, 6), east: expect.closeTo(lng + 0.03, 6) },
      });
      const { x, y } = tileOf(lat, lng, 16);
      const url = map.tileUrl.replace('{z}', '16').replace('{x}', String(x)).replace('{y}', String(y));
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      expect(res.rawPayload.equals(tiles.png)).toBe(true);
      expect(tiles.requests).toEqual([`/tiles/16/${x}/${y}.png`]);
      // the second visitor's tile comes from the api's copy
      const again = await t.app.inject({ method: 'GET', url });
      expect(again.rawPayload.equals(tiles.png)).toBe(true);
      expect(tiles.requests).toHaveLength(1);
    });

    it('refuses tiles outside the office’s neighbourhood or zooms, and an answer that is not an image', async () => {
      const before = tiles.requests.length;
      const far = tileOf(35.7, 51.4, 16); // Tehran, 340 km away
      const cases = [`/api/contact/map-tiles/16/${far.x}/${far.y}`, `/api/contact/map-tiles/3/5/3`, `/api/contact/map-tiles/19/0/0`];
      for (const url of cases) expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
      expect((await t.app.inject({ method: 'GET', url: '/api/contact/map-tiles/16/x/1' })).statusCode).toBe(400);
      expect(tiles.requests.length).toBe(before);

      const { x, y } = tileOf(lat, lng, 17);
      BROKEN_ROW = y;
      try {
        const res = await t.app.inject({ method: 'GET', url: `/api/contact/map-tiles/17/${x}/${y}?lang=en` });
        expect(res.statusCode).toBe(502);
        expect(res.json().messages[0].item2).toBe('content.map.tileUnavailable');
      } finally {
        BROKEN_ROW = -1;
      }
    });
  });
});

describe('contact settings are checked at start', () => {
  it('refuses a tile server without its credit, a malformed e-mail or an impossible position', () => {
    const load = (env: Record<string, string>) => () => loadConfig({ NODE_ENV: 'test', ...env });
    expect(load({ MAP_TILE_URL: 'https://tile.example/{z}/{x}/{y}.png' })).toThrow(/MAP_TILE_ATTRIBUTION/);
    expect(load({ MAP_TILE_URL: 'https://tile.example/tiles.png', MAP_TILE_ATTRIBUTION: 'x' })).toThrow(SettingsError);
    expect(load({ CONTACT_EMAIL: 'not an address' })).toThrow(/CONTACT_EMAIL/);
    expect(load({ CONTACT_MAP_LAT: '123' })).toThrow(/CONTACT_MAP_LAT/);
    expect(load({ CONTACT_PHONES: '021-1, 021-2' })().contact.phones).toEqual(['021-1', '021-2']);
  });
});
