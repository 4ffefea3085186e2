#!/usr/bin/env node
// Draws the web app's icons (the header's flame, shell/src/chrome/Logo.tsx, on the brand's red) as
// SVG and rasterizes them with sharp into shell/public/icons/, which the shell's build copies to its
// output. The PNGs are committed; run this again only when the logo changes:
//   node scripts/make-icons.mjs
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// sharp is the api's image library (api/package.json); resolved from there
const sharp = createRequire(path.join(root, 'api', 'package.json'))('sharp');
const out = path.join(root, 'shell', 'public', 'icons');

const RED = '#B71C1C';
const FLAME =
  '<path d="M16 2c6 7 9 12 9 17a9 9 0 0 1-18 0c0-4 2-7 4-9 0 3 1 5 3 6-1-5 0-10 2-14z" fill="#FFF3E0"/>' +
  '<path d="M16 14c3 3 4 6 4 8a4 4 0 0 1-8 0c0-2 1-3 2-4 0 1 1 2 2 2 0-2-.5-4 0-6z" fill="#FF7043"/>';

/** The flame scaled by `scale` around the centre of a 32×32 box (its body sits a little low: lifted by 1). */
const flame = (scale) => `<g transform="translate(16 16) scale(${scale}) translate(-16 -15)">${FLAME}</g>`;

const icons = {
  // "any": a red disc, transparent corners, as launchers that do not mask show it
  'icon-192.png': { size: 192, svg: `<circle cx="16" cy="16" r="16" fill="${RED}"/>${flame(0.78)}` },
  'icon-512.png': { size: 512, svg: `<circle cx="16" cy="16" r="16" fill="${RED}"/>${flame(0.78)}` },
  // "maskable": full-bleed red, the flame inside the central 80 % circle that every mask keeps
  'maskable-192.png': { size: 192, svg: `<rect width="32" height="32" fill="${RED}"/>${flame(0.6)}` },
  'maskable-512.png': { size: 512, svg: `<rect width="32" height="32" fill="${RED}"/>${flame(0.6)}` },
  // iOS home screen (no transparency there)
  'apple-touch-icon.png': { size: 180, svg: `<rect width="32" height="32" fill="${RED}"/>${flame(0.68)}` },
};

fs.mkdirSync(out, { recursive: true });
for (const [name, { size, svg }] of Object.entries(icons)) {
  const doc = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 32 32">${svg}</svg>`;
  const png = await sharp(Buffer.from(doc)).png({ compressionLevel: 9, palette: true }).toBuffer();
  fs.writeFileSync(path.join(out, name), png);
  console.log(`${name}: ${size}×${size}, ${png.length} bytes`);
}
