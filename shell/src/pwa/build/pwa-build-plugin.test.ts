import path from 'node:path';
import fs from 'node:fs';
import { ICONS, MANIFESTS } from 'shared-lib/head';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { webManifest, buildMeta } = require('./pwa-build-plugin.cjs');

const shellDir = path.resolve(__dirname, '../../..');

describe('the web app manifests', () => {
  it('makes the site installable in Persian: names, colours, direction, language, start, standalone, icons', () => {
    const m = webManifest('fa');
    expect(m).toMatchObject({
      id: '/',
      short_name: 'آتش‌ایمن',
      lang: 'fa-IR',
      dir: 'rtl',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#B71C1C',
      background_color: '#FFFFFF',
    });
    expect(m.name).toContain('آتش‌ایمن');
  });

  it('has an English twin for /en that is the same app', () => {
    const en = webManifest('en');
    expect(en).toMatchObject({ id: '/', short_name: 'Atash Imen', lang: 'en-US', dir: 'ltr', start_url: '/en', display: 'standalone' });
    expect(en.icons).toEqual(webManifest('fa').icons);
  });

  it('names icons of 192 and 512 pixels, plain and maskable, that exist with those sizes', () => {
    const icons: Array<{ src: string; sizes: string; purpose: string; type: string }> = webManifest('fa').icons;
    const has = (sizes: string, purpose: string) => icons.some((i) => i.sizes === sizes && i.purpose === purpose);
    expect(has('192x192', 'any') && has('512x512', 'any') && has('512x512', 'maskable')).toBe(true);
    for (const icon of icons) {
      const file = path.join(shellDir, 'public', icon.src);
      const png = fs.readFileSync(file);
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      // width and height from the IHDR chunk
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
      expect(icon.type).toBe('image/png');
    }
  });
});

describe('the page head and the build agree', () => {
  it('the head links the manifests the build writes, and icons that exist', () => {
    expect(new Set(Object.values(MANIFESTS))).toEqual(new Set(['/manifest.webmanifest', '/manifest.en.webmanifest']));
    for (const icon of ICONS) expect([icon.href, fs.existsSync(path.join(shellDir, 'public', icon.href))]).toEqual([icon.href, true]);
  });
});

describe('the build manifest', () => {
  it('carries the build id and the redirect rules of shell/redirects.json', () => {
    const redirects = JSON.parse(fs.readFileSync(path.join(shellDir, 'redirects.json'), 'utf8'));
    expect(buildMeta('abc123', redirects)).toEqual({ buildId: 'abc123', redirects: redirects.rules });
    expect(buildMeta('abc123', {})).toEqual({ buildId: 'abc123', redirects: [] });
  });
});
