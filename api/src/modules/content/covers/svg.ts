/**
 * The project's own cover art: flat 16:9 illustrations of fire-safety equipment, drawn in code so
 * the shop ships no third-party images. A cover is named `<motif>-<palette>.svg`; the same name
 * always gives the same picture, so responses can be cached for a long time.
 * No text is drawn (titles are shown by the page in the visitor's language).
 */

export const MOTIFS = [
  'extinguisher',
  'alarm-panel',
  'smoke-detector',
  'sprinkler',
  'evacuation',
  'hose-reel',
  'gas-suppression',
  'building',
  'inspection',
  'hydrant',
  'blueprint',
  'shield',
] as const;
export type Motif = (typeof MOTIFS)[number];

interface Palette {
  from: string;
  to: string;
  accent: string;
  ink: string;
  light: string;
}

// red (brand), navy, slate, teal, amber: enough variety for a list of cards side by side
const PALETTES: Palette[] = [
  { from: '#b71c1c', to: '#e53935', accent: '#ffca28', ink: '#3e0a0a', light: '#fff5f5' },
  { from: '#0d2b52', to: '#1e5aa8', accent: '#ff7043', ink: '#081a33', light: '#eef4ff' },
  { from: '#263238', to: '#455a64', accent: '#ef5350', ink: '#11181c', light: '#f3f6f7' },
  { from: '#00474f', to: '#00838f', accent: '#ffb300', ink: '#002b30', light: '#effbfb' },
  { from: '#7a2e00', to: '#e65100', accent: '#fff176', ink: '#3b1600', light: '#fff8ef' },
];
export const PALETTE_COUNT = PALETTES.length;

const W = 1200;
const H = 675;

function motifShapes(m: Motif, p: Palette): string {
  const red = '#d32f2f';
  switch (m) {
    case 'extinguisher':
      return `
  <g transform="translate(600 350)">
    <rect x="-95" y="-150" width="190" height="330" rx="80" fill="${red}" stroke="${p.ink}" stroke-width="8"/>
    <rect x="-95" y="-40" width="190" height="90" fill="${p.light}" opacity=".92"/>
    <rect x="-60" y="-20" width="120" height="12" rx="6" fill="${p.ink}" opacity=".5"/>
    <rect x="-60" y="8" width="80" height="12" rx="6" fill="${p.ink}" opacity=".35"/>
    <rect x="-30" y="-205" width="60" height="60" rx="10" fill="${p.ink}"/>
    <path d="M-20 -205 L-110 -240 L-100 -256 L10 -222 Z" fill="${p.ink}"/>
    <path d="M20 -205 L120 -226 L124 -210 L26 -188 Z" fill="${p.ink}"/>
    <circle cx="0" cy="-232" r="26" fill="${p.light}" stroke="${p.ink}" stroke-width="6"/>
    <path d="M0 -232 L14 -244" stroke="${red}" stroke-width="6" stroke-linecap="round"/>
    <path d="M30 -180 C 170 -170, 190 -40, 150 80" fill="none" stroke="${p.ink}" stroke-width="16" stroke-linecap="round"/>
    <rect x="132" y="70" width="36" height="70" rx="8" fill="${p.ink}"/>
  </g>`;
    case 'alarm-panel':
      return `
  <g transform="translate(600 340)">
    <rect x="-230" y="-190" width="460" height="380" rx="26" fill="${p.light}" stroke="${p.ink}" stroke-width="8"/>
    <rect x="-190" y="-150" width="380" height="110" rx="12" fill="${p.ink}"/>
    <rect x="-165" y="-125" width="200" height="16" rx="8" fill="${p.accent}"/>
    <rect x="-165" y="-95" width="130" height="16" rx="8" fill="${p.accent}" opacity=".6"/>
    ${[0, 1, 2, 3, 4, 5]
      .map((i) => `<circle cx="${-160 + i * 64}" cy="0" r="16" fill="${i === 1 ? red : i === 3 ? '#fbc02d' : '#43a047'}" stroke="${p.ink}" stroke-width="4"/>`)
      .join('')}
    ${[0, 1, 2]
      .map((r) => [0, 1, 2, 3].map((c) => `<rect x="${-150 + c * 80}" y="${50 + r * 42}" width="60" height="30" rx="8" fill="${p.ink}" opacity=".18"/>`).join(''))
      .join('')}
  </g>`;
    case 'smoke-detector':
      return `
  <g transform="translate(600 300)">
    <rect x="-420" y="-240" width="840" height="40" fill="${p.light}" opacity=".95"/>
    <path d="M-170 -200 L170 -200 L140 -120 L-140 -120 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="8"/>
    ${[-90, -45, 0, 45, 90].map((x) => `<rect x="${x - 12}" y="-168" width="24" height="34" rx="6" fill="${p.ink}" opacity=".3"/>`).join('')}
    <circle cx="110" cy="-150" r="10" fill="${red}"/>
    ${[0, 1, 2]
      .map(
        (i) =>
          `<path d="M${-260 + i * 160} 230 C ${-300 + i * 160} 160, ${-200 + i * 160} 130, ${-240 + i * 160} 40 S ${-180 + i * 160} -40, ${-210 + i * 160} -90" fill="none" stroke="${p.light}" stroke-width="18" stroke-linecap="round" opacity="${0.35 + i * 0.2}"/>`,
      )
      .join('')}
  </g>`;
    case 'sprinkler':
      return `
  <g transform="translate(600 260)">
    <rect x="-520" y="-180" width="1040" height="46" fill="${p.light}"/>
    <rect x="-20" y="-140" width="40" height="70" fill="${p.ink}"/>
    <path d="M-50 -70 L50 -70 L30 -20 L-30 -20 Z" fill="${p.accent}" stroke="${p.ink}" stroke-width="6"/>
    <rect x="-110" y="-20" width="220" height="18" rx="9" fill="${p.ink}"/>
    ${Array.from({ length: 26 }, (_, i) => {
      const a = (-70 + (i % 13) * (140 / 12)) * (Math.PI / 180);
      const r = 140 + Math.floor(i / 13) * 140;
      const x = Math.sin(a) * r;
      const y = Math.cos(a) * r;
      return `<path d="M${x.toFixed(0)} ${(y - 14).toFixed(0)} q 12 18 0 28 q -12 -10 0 -28 z" fill="${p.light}" opacity=".9"/>`;
    }).join('')}
  </g>`;
    case 'evacuation':
      return `
  <g transform="translate(600 340)">
    <rect x="-320" y="-170" width="640" height="340" rx="24" fill="#2e7d32" stroke="${p.light}" stroke-width="10"/>
    <rect x="-280" y="-120" width="140" height="240" fill="${p.light}"/>
    <rect x="-250" y="-90" width="80" height="210" fill="#2e7d32" opacity=".35"/>
    <g transform="translate(60 0)">
      <circle cx="-60" cy="-95" r="34" fill="${p.light}"/>
      <path d="M-70 -50 L-10 -40 L40 10 L10 30 L-20 0 L-40 60 L10 110 L-20 135 L-80 70 L-120 130 L-155 110 L-100 20 L-90 -20 L-130 10 L-160 -15 Z" fill="${p.light}"/>
    </g>
    <path d="M140 0 L220 -60 L220 -25 L280 -25 L280 25 L220 25 L220 60 Z" fill="${p.light}"/>
  </g>`;
    case 'hose-reel':
      return `
  <g transform="translate(600 340)">
    <rect x="-250" y="-220" width="500" height="440" rx="20" fill="${red}" stroke="${p.ink}" stroke-width="8"/>
    <rect x="-215" y="-185" width="430" height="370" rx="12" fill="${p.light}" opacity=".92"/>
    ${[150, 120, 90, 60].map((r) => `<circle cx="0" cy="0" r="${r}" fill="none" stroke="${red}" stroke-width="22"/>`).join('')}
    <circle cx="0" cy="0" r="28" fill="${p.ink}"/>
    <path d="M150 10 C 200 80, 190 140, 120 160" fill="none" stroke="${red}" stroke-width="22" stroke-linecap="round"/>
    <rect x="70" y="140" width="70" height="30" rx="8" fill="${p.ink}" transform="rotate(-20 105 155)"/>
  </g>`;
    case 'gas-suppression':
      return `
  <g transform="translate(600 360)">
    ${[-220, 0, 220]
      .map(
        (x, i) => `
    <rect x="${x - 70}" y="-170" width="140" height="360" rx="60" fill="${i === 1 ? red : p.light}" stroke="${p.ink}" stroke-width="8"/>
    <rect x="${x - 22}" y="-225" width="44" height="60" rx="8" fill="${p.ink}"/>
    <circle cx="${x}" cy="-240" r="22" fill="${p.accent}" stroke="${p.ink}" stroke-width="6"/>
    <rect x="${x - 70}" y="-40" width="140" height="40" fill="${p.ink}" opacity=".2"/>`,
      )
      .join('')}
    <path d="M-220 -262 L-220 -290 L220 -290 L220 -262 M0 -290 L0 -262" fill="none" stroke="${p.ink}" stroke-width="12"/>
  </g>`;
    case 'building':
      return `
  <g transform="translate(600 360)">
    <rect x="-300" y="-200" width="260" height="400" fill="${p.light}" stroke="${p.ink}" stroke-width="8"/>
    <rect x="-20" y="-280" width="320" height="480" fill="${p.light}" opacity=".85" stroke="${p.ink}" stroke-width="8"/>
    ${Array.from({ length: 6 }, (_, r) => [0, 1, 2].map((c) => `<rect x="${-270 + c * 80}" y="${-170 + r * 60}" width="44" height="34" fill="${p.ink}" opacity=".25"/>`).join('')).join('')}
    ${Array.from({ length: 7 }, (_, r) => [0, 1, 2, 3].map((c) => `<rect x="${10 + c * 72}" y="${-250 + r * 64}" width="42" height="38" fill="${p.ink}" opacity=".25"/>`).join('')).join('')}
    <path d="M140 -120 L240 -80 L240 10 C 240 80, 180 120, 140 140 C 100 120, 40 80, 40 10 L40 -80 Z" fill="${red}" stroke="${p.light}" stroke-width="10"/>
    <path d="M100 10 L132 44 L190 -30" fill="none" stroke="${p.light}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round"/>
  </g>`;
    case 'inspection':
      return `
  <g transform="translate(600 345)">
    <rect x="-200" y="-250" width="400" height="500" rx="24" fill="${p.light}" stroke="${p.ink}" stroke-width="8"/>
    <rect x="-80" y="-275" width="160" height="60" rx="14" fill="${p.ink}"/>
    ${[0, 1, 2, 3]
      .map(
        (i) => `
    <rect x="-150" y="${-160 + i * 95}" width="50" height="50" rx="8" fill="none" stroke="${p.ink}" stroke-width="6"/>
    ${i < 3 ? `<path d="M-142 ${-138 + i * 95} L-126 ${-120 + i * 95} L-96 ${-162 + i * 95}" fill="none" stroke="#2e7d32" stroke-width="12" stroke-linecap="round"/>` : ''}
    <rect x="-70" y="${-148 + i * 95}" width="${220 - i * 30}" height="22" rx="11" fill="${p.ink}" opacity=".3"/>`,
      )
      .join('')}
  </g>`;
    case 'hydrant':
      return `
  <g transform="translate(600 370)">
    <path d="M-110 -150 C -110 -250, 110 -250, 110 -150 Z" fill="${red}" stroke="${p.ink}" stroke-width="8"/>
    <rect x="-130" y="-160" width="260" height="40" rx="12" fill="${p.ink}"/>
    <rect x="-95" y="-120" width="190" height="300" fill="${red}" stroke="${p.ink}" stroke-width="8"/>
    <rect x="-170" y="-50" width="80" height="70" rx="12" fill="${red}" stroke="${p.ink}" stroke-width="8"/>
    <rect x="90" y="-50" width="80" height="70" rx="12" fill="${red}" stroke="${p.ink}" stroke-width="8"/>
    <circle cx="0" cy="20" r="44" fill="${p.ink}" opacity=".3"/>
    <rect x="-150" y="180" width="300" height="40" rx="10" fill="${p.ink}"/>
  </g>`;
    case 'blueprint':
      return `
  <g transform="translate(600 340)">
    <rect x="-380" y="-230" width="760" height="460" rx="10" fill="${p.light}" opacity=".12" stroke="${p.light}" stroke-width="6"/>
    <path d="M-340 -190 H340 V190 H-340 Z M-340 -10 H-90 M-90 -190 V60 M-90 60 H120 M120 -190 V190 M120 -40 H340" fill="none" stroke="${p.light}" stroke-width="10"/>
    <path d="M-260 -110 H-160 V110 H40 V150" fill="none" stroke="${p.accent}" stroke-width="12" stroke-dasharray="28 18"/>
    <path d="M20 150 L40 190 L60 150 Z" fill="${p.accent}"/>
    <path d="M230 -140 V-80 M230 20 H300" fill="none" stroke="${p.accent}" stroke-width="12" stroke-dasharray="28 18"/>
    ${[[-220, -140], [10, -120], [230, 90], [-240, 110]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="18" fill="${red}" stroke="${p.light}" stroke-width="6"/>`).join('')}
  </g>`;
    case 'shield':
      return `
  <g transform="translate(600 340)">
    <path d="M0 -250 L210 -170 L210 10 C 210 140, 90 220, 0 260 C -90 220, -210 140, -210 10 L-210 -170 Z" fill="${p.light}" stroke="${p.ink}" stroke-width="10"/>
    <path d="M0 -200 L165 -138 L165 10 C 165 112, 72 176, 0 208 Z" fill="${p.ink}" opacity=".12"/>
    <path d="M0 150 C -80 150, -110 80, -90 20 C -75 -25, -40 -40, -40 -90 C 10 -60, 20 -20, 10 20 C 40 0, 45 -30, 40 -60 C 90 -10, 100 60, 70 110 C 50 140, 30 150, 0 150 Z" fill="${red}"/>
    <path d="M0 150 C -35 150, -50 115, -40 85 C -30 55, 0 45, 5 10 C 35 45, 45 80, 35 110 C 28 135, 15 150, 0 150 Z" fill="${p.accent}"/>
  </g>`;
  }
}

export function coverSvg(motif: Motif, paletteIndex: number): string {
  const p = PALETTES[((paletteIndex % PALETTES.length) + PALETTES.length) % PALETTES.length];
  const id = `${motif}-${paletteIndex}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-hidden="true">
  <defs>
    <linearGradient id="bg-${id}" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/>
      <stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <pattern id="grid-${id}" width="48" height="48" patternUnits="userSpaceOnUse">
      <path d="M48 0H0V48" fill="none" stroke="#ffffff" stroke-opacity=".07" stroke-width="2"/>
    </pattern>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg-${id})"/>
  <rect width="${W}" height="${H}" fill="url(#grid-${id})"/>
  <circle cx="${W - 140}" cy="110" r="230" fill="#ffffff" opacity=".06"/>
  <circle cx="120" cy="${H - 60}" r="170" fill="#000000" opacity=".08"/>
  <ellipse cx="600" cy="${H - 40}" rx="420" ry="26" fill="#000000" opacity=".18"/>${motifShapes(motif, p)}
</svg>`;
}

/** `extinguisher-0.svg` -> { motif, palette }, or null for any other name. */
export function parseCoverName(name: string): { motif: Motif; palette: number } | null {
  const m = /^([a-z-]+)-(\d)\.svg$/.exec(name);
  if (!m) return null;
  const motif = m[1] as Motif;
  const palette = Number(m[2]);
  if (!MOTIFS.includes(motif) || palette >= PALETTES.length) return null;
  return { motif, palette };
}

export const coverUrl = (motif: Motif, palette: number) => `/api/content/covers/${motif}-${palette}.svg`;
