import escapeHtml from 'escape-html';

/**
 * The shop draws its own product pictures: a stylised object per kind of product, in the
 * product's colour, as SVG (rendered to raster variants on demand by sharp). No text in
 * product pictures, so nothing depends on installed fonts.
 */
export type Shape =
  | 'extinguisher' | 'co2' | 'foam' | 'wetchem' | 'wheeled' | 'wheeledco2' | 'auto' | 'panel' | 'repeater'
  | 'detector' | 'heat' | 'beam' | 'gas' | 'callpoint' | 'siren' | 'sprinkler' | 'upright' | 'sidewall'
  | 'valve' | 'flowswitch' | 'hosereel' | 'cabinet2' | 'hose' | 'nozzle' | 'cylinder' | 'kitchen'
  | 'sign' | 'signext' | 'signassembly' | 'light' | 'exitlight' | 'twinspot' | 'helmet' | 'blanket';

const clamp = (n: number) => Math.max(0, Math.min(255, Math.round(n)));

/** Lightens (amount > 0) or darkens (amount < 0) a #rrggbb colour by a fraction. */
export function shade(hex: string, amount: number): string {
  const n = parseInt(hex.slice(1), 16);
  const parts = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map((c) => (amount >= 0 ? c + (255 - c) * amount : c * (1 + amount)));
  return `#${parts.map((c) => clamp(c).toString(16).padStart(2, '0')).join('')}`;
}

const isLight = (hex: string) => {
  const n = parseInt(hex.slice(1), 16);
  return 0.299 * ((n >> 16) & 255) + 0.587 * ((n >> 8) & 255) + 0.114 * (n & 255) > 200;
};

/** A vertical body with a gloss highlight: the look shared by cylinders, extinguishers and boxes. */
function body(x: number, y: number, w: number, h: number, r: number, color: string) {
  const stroke = isLight(color) ? ' stroke="#9e9e9e" stroke-width="3"' : '';
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${r}" fill="url(#body)"${stroke}/>
<rect x="${x + w * 0.16}" y="${y + r * 0.6}" width="${w * 0.1}" height="${h - r * 1.2}" rx="${w * 0.05}" fill="#fff" opacity=".28"/>`;
}

const gauge = (cx: number, cy: number) =>
  `<circle cx="${cx}" cy="${cy}" r="22" fill="#fafafa" stroke="#424242" stroke-width="5"/><path d="M${cx - 14} ${cy + 4} A16 16 0 0 1 ${cx + 14} ${cy + 4}" stroke="#43a047" stroke-width="5" fill="none"/><line x1="${cx}" y1="${cy}" x2="${cx + 9}" y2="${cy - 11}" stroke="#212121" stroke-width="3"/>`;

const label = (x: number, y: number, w: number, h: number) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#fff" opacity=".92"/>` +
  [0.22, 0.42, 0.62, 0.8].map((f, i) => `<rect x="${x + 14}" y="${y + h * f}" width="${(w - 28) * (i === 0 ? 0.7 : 1 - i * 0.15)}" height="7" rx="3" fill="#9e9e9e"/>`).join('');

function extinguisher(color: string, variant: 'powder' | 'co2' | 'foam' | 'wetchem') {
  const horn = variant === 'co2'
    ? `<path d="M390 200 C470 220 480 300 470 360" stroke="#212121" stroke-width="14" fill="none"/><path d="M450 355 L495 355 L510 450 L435 450 Z" fill="#263238"/>`
    : variant === 'wetchem'
      ? // a long applicator lance for a gentle spray on cooking oil
        `<path d="M385 205 C440 215 450 250 448 290" stroke="#212121" stroke-width="12" fill="none"/><path d="M448 290 L448 500" stroke="#9e9e9e" stroke-width="12" stroke-linecap="round"/><rect x="436" y="300" width="24" height="40" rx="6" fill="#212121"/><path d="M436 500 L460 500 L470 530 L426 530 Z" fill="#616161"/>`
      : `<path d="M385 205 C470 220 470 320 455 400" stroke="#212121" stroke-width="12" fill="none"/><rect x="442" y="395" width="26" height="44" rx="6" fill="#212121"/>`;
  const band = variant === 'foam' || variant === 'wetchem' ? `<rect x="240" y="300" width="160" height="36" fill="${variant === 'wetchem' ? '#fff9c4' : '#fff3e0'}"/>` : '';
  return `${horn}
<rect x="290" y="120" width="60" height="70" rx="10" fill="#616161"/>
<path d="M262 128 L378 112 L384 128 L268 146 Z" fill="#424242"/>
<path d="M292 150 L230 118 L240 104 L300 134 Z" fill="#757575"/>
${body(240, 180, 160, 360, 60, color)}${band}
${label(262, 350, 116, 130)}${variant === 'co2' ? '' : gauge(320, 230)}`;
}

/** A large extinguisher on a two-wheeled trolley (25–50 kg units), with a long hose to a gun or a CO2 horn. */
function wheeled(color: string, variant: 'powder' | 'co2') {
  const end = variant === 'co2'
    ? `<path d="M455 330 L500 330 L520 420 L440 420 Z" fill="#263238"/><rect x="462" y="300" width="26" height="34" rx="6" fill="#212121"/>`
    : `<rect x="455" y="300" width="32" height="80" rx="8" fill="#212121"/><path d="M462 380 L480 380 L486 420 L456 420 Z" fill="#424242"/><rect x="440" y="318" width="18" height="38" rx="6" fill="#b71c1c"/>`;
  return `<path d="M190 90 L232 90 L262 150" stroke="#424242" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M232 150 L232 500" stroke="#424242" stroke-width="16" stroke-linecap="round"/>
${body(250, 150, 190, 360, 80, color)}${label(278, 300, 134, 140)}
<rect x="315" y="104" width="60" height="52" rx="10" fill="#616161"/><rect x="300" y="96" width="90" height="16" rx="6" fill="#424242"/>${gauge(345, 205)}
<path d="M375 118 C520 110 540 220 475 300" stroke="#212121" stroke-width="14" fill="none"/>${end}
<path d="M420 510 L500 560" stroke="#424242" stroke-width="14" stroke-linecap="round"/><rect x="488" y="552" width="40" height="14" rx="4" fill="#424242"/>
<circle cx="240" cy="505" r="72" fill="#212121"/><circle cx="240" cy="505" r="48" fill="#424242"/><circle cx="240" cy="505" r="20" fill="#bdbdbd"/>
<path d="M240 505 L470 505" stroke="#616161" stroke-width="10"/>`;
}

/** A sprinkler head: pendent (deflector below), upright (deflector above) or horizontal sidewall. */
function sprinkler(c: string, kind: 'pendent' | 'upright' | 'sidewall') {
  const head = `<rect x="270" y="80" width="100" height="110" rx="10" fill="#c9a227"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="262" y="${92 + i * 20}" width="116" height="8" fill="#a1841f"/>`).join('')}
<path d="M250 190 L390 190 L370 240 L270 240 Z" fill="#d4ac2b"/>
<path d="M280 240 L300 430 M360 240 L340 430" stroke="#c9a227" stroke-width="22" stroke-linecap="round"/>
<ellipse cx="320" cy="330" rx="14" ry="62" fill="${c}" opacity=".9" stroke="${shade(c, -0.3)}" stroke-width="3"/><ellipse cx="316" cy="310" rx="4" ry="22" fill="#fff" opacity=".6"/>`;
  if (kind === 'sidewall') {
    // the thread to the wall on the left, a wide flat deflector throwing water forward
    return `<rect x="84" y="150" width="36" height="340" fill="#e0e0e0"/><g transform="rotate(-90 320 320) translate(0 40)">${head}<rect x="200" y="430" width="240" height="22" rx="6" fill="#a1841f"/></g>
${[-1, 0, 1].map((s) => `<path d="M560 ${320 + s * 40} q40 ${s * 30} 50 ${10 + s * 60}" stroke="#4fc3f7" stroke-width="8" fill="none" opacity=".7" stroke-linecap="round"/>`).join('')}`;
  }
  const deflector = `<path d="M200 450 Q320 410 440 450 L430 470 Q320 440 210 470 Z" fill="#a1841f"/>`;
  if (kind === 'upright') {
    return `<g transform="translate(0 620) scale(1 -1)">${head}${deflector}</g>
${[-1, 1].map((s) => `<path d="M${320 + s * 110} 160 q${s * 40} 60 ${s * 30} 150" stroke="#4fc3f7" stroke-width="8" fill="none" opacity=".7" stroke-linecap="round"/>`).join('')}`;
  }
  return `${head}${deflector}
${[-1, 1].map((s) => `<path d="M${320 + s * 60} 500 q${s * 30} 40 ${s * 20} 90" stroke="#4fc3f7" stroke-width="8" fill="none" opacity=".7" stroke-linecap="round"/>`).join('')}`;
}

/** The running figure and arrow of an exit sign, in white, inside a box at (x, y) of size w × h. */
const exitFigure = (x: number, y: number, w: number, h: number, c: string) =>
  `<g transform="translate(${x} ${y}) scale(${w / 460} ${h / 300})"><rect x="40" y="30" width="130" height="200" fill="#fff"/><rect x="56" y="46" width="98" height="184" fill="${shade(c, -0.2)}"/>
<circle cx="250" cy="45" r="24" fill="#fff"/><path d="M245 80 L220 150 L190 170 M235 110 L285 135 L310 110 M220 150 L250 180 L240 230 M230 155 L200 230" stroke="#fff" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M320 140 L390 140 M365 110 L395 140 L365 170" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;

/** A hand-held extinguisher's outline in one colour (for signs and cabinets). */
const extinguisherMark = (x: number, y: number, scale: number, fill: string) =>
  `<g transform="translate(${x} ${y}) scale(${scale})"><rect x="50" y="60" width="80" height="200" rx="34" fill="${fill}"/><rect x="72" y="28" width="36" height="36" rx="6" fill="${fill}"/>
<path d="M72 34 L20 14 L24 2 L80 22 Z" fill="${fill}"/><path d="M108 40 C160 50 166 120 150 170" stroke="${fill}" stroke-width="12" fill="none"/></g>`;

const SHAPES: Record<Shape, (color: string) => string> = {
  extinguisher: (c) => extinguisher(c, 'powder'),
  co2: (c) => extinguisher(c, 'co2'),
  foam: (c) => extinguisher(c, 'foam'),
  wetchem: (c) => extinguisher(c, 'wetchem'),
  wheeled: (c) => wheeled(c, 'powder'),
  wheeledco2: (c) => wheeled(c, 'co2'),
  auto: () => `<rect x="140" y="86" width="360" height="22" fill="#9e9e9e"/><rect x="300" y="108" width="40" height="70" fill="#616161"/>
<circle cx="320" cy="330" r="150" fill="url(#body)"/><ellipse cx="270" cy="270" rx="40" ry="60" fill="#fff" opacity=".25"/>
<rect x="300" y="470" width="40" height="36" rx="6" fill="#424242"/><ellipse cx="320" cy="518" rx="14" ry="20" fill="#e53935" stroke="#b71c1c" stroke-width="3"/>${gauge(320, 220)}`,
  panel: (c) => `${body(150, 130, 340, 400, 24, c)}
<rect x="190" y="170" width="260" height="110" rx="10" fill="#263238"/><rect x="206" y="188" width="150" height="12" rx="4" fill="#80cbc4"/><rect x="206" y="212" width="210" height="12" rx="4" fill="#80cbc4" opacity=".7"/><rect x="206" y="236" width="120" height="12" rx="4" fill="#80cbc4" opacity=".5"/>
${[0, 1, 2, 3].map((i) => `<circle cx="${210 + i * 40}" cy="320" r="10" fill="${['#43a047', '#fdd835', '#e53935', '#fb8c00'][i]}"/>`).join('')}
${[0, 1, 2].map((r) => [0, 1, 2, 3].map((k) => `<rect x="${200 + k * 62}" y="${360 + r * 50}" width="48" height="34" rx="8" fill="#eceff1"/>`).join('')).join('')}`,
  detector: (c) => `<ellipse cx="320" cy="250" rx="210" ry="60" fill="#bdbdbd"/><path d="M120 250 L150 400 Q320 470 490 400 L520 250 Z" fill="url(#body)" stroke="#bdbdbd" stroke-width="3"/>
<ellipse cx="320" cy="405" rx="170" ry="42" fill="${shade(c === '#fafafa' ? '#e0e0e0' : c, -0.08)}" stroke="#9e9e9e" stroke-width="3"/>
${[-120, -80, -40, 0, 40, 80, 120].map((dx) => `<rect x="${316 + dx}" y="300" width="8" height="${70 - Math.abs(dx) / 6}" rx="4" fill="#9e9e9e"/>`).join('')}
<circle cx="430" cy="350" r="10" fill="#e53935"/><ellipse cx="320" cy="405" rx="60" ry="14" fill="#bdbdbd"/>`,
  callpoint: (c) => `${body(160, 140, 320, 360, 28, c)}<rect x="220" y="210" width="200" height="200" rx="12" fill="#fafafa"/>
<path d="M280 330 L300 260 Q305 246 316 256 L318 300 L340 250 Q352 240 358 256 L348 310 L372 276 Q386 268 388 286 L360 350 Q340 390 300 380 Z" fill="#424242"/>
<rect x="300" y="440" width="40" height="30" rx="6" fill="#fff" opacity=".8"/>`,
  siren: (c) => `<rect x="180" y="380" width="280" height="130" rx="24" fill="#eceff1" stroke="#9e9e9e" stroke-width="3"/>
${[0, 1, 2, 3, 4].map((i) => `<circle cx="${240 + i * 40}" cy="445" r="9" fill="#9e9e9e"/>`).join('')}
<path d="M200 380 Q200 170 320 170 Q440 170 440 380 Z" fill="url(#body)"/><ellipse cx="280" cy="260" rx="30" ry="60" fill="#fff" opacity=".3"/>
<path d="M470 230 Q510 280 470 330 M500 205 Q560 280 500 355" stroke="${c}" stroke-width="10" fill="none" stroke-linecap="round"/>`,
  sprinkler: (c) => sprinkler(c, 'pendent'),
  upright: (c) => sprinkler(c, 'upright'),
  sidewall: (c) => sprinkler(c, 'sidewall'),
  valve: (c) => `<rect x="70" y="330" width="500" height="90" fill="#9e9e9e"/><rect x="70" y="330" width="500" height="18" fill="#fff" opacity=".25"/>
<rect x="120" y="310" width="30" height="130" rx="6" fill="#757575"/><rect x="490" y="310" width="30" height="130" rx="6" fill="#757575"/>
${body(220, 250, 200, 240, 40, c)}<rect x="305" y="150" width="30" height="100" fill="#616161"/>
<circle cx="320" cy="140" r="70" fill="none" stroke="${shade(c, -0.2)}" stroke-width="16"/><line x1="250" y1="140" x2="390" y2="140" stroke="${shade(c, -0.2)}" stroke-width="12"/>${gauge(320, 370)}`,
  repeater: (c) => `${body(110, 200, 420, 260, 24, c)}
<rect x="150" y="240" width="340" height="110" rx="10" fill="#263238"/><rect x="168" y="260" width="200" height="12" rx="4" fill="#80cbc4"/><rect x="168" y="286" width="260" height="12" rx="4" fill="#80cbc4" opacity=".7"/><rect x="168" y="312" width="150" height="12" rx="4" fill="#80cbc4" opacity=".5"/>
${[0, 1, 2, 3].map((i) => `<circle cx="${170 + i * 40}" cy="395" r="10" fill="${['#43a047', '#fdd835', '#e53935', '#fb8c00'][i]}"/>`).join('')}
${[0, 1, 2].map((k) => `<rect x="${340 + k * 58}" y="378" width="44" height="34" rx="8" fill="#eceff1"/>`).join('')}`,
  heat: (c) => `<ellipse cx="320" cy="250" rx="210" ry="60" fill="#bdbdbd"/><path d="M120 250 L140 360 Q320 420 500 360 L520 250 Z" fill="url(#body)" stroke="#bdbdbd" stroke-width="3"/>
<ellipse cx="320" cy="362" rx="180" ry="40" fill="${shade(c === '#fafafa' ? '#e0e0e0' : c, -0.08)}" stroke="#9e9e9e" stroke-width="3"/>
${[-60, -30, 0, 30, 60].map((dx) => `<path d="M${320 + dx} 365 L${320 + dx * 0.8} 440" stroke="#9e9e9e" stroke-width="8" stroke-linecap="round"/>`).join('')}
<ellipse cx="320" cy="442" rx="52" ry="12" fill="#9e9e9e"/><rect x="312" y="370" width="16" height="60" rx="8" fill="#424242"/>
<circle cx="440" cy="320" r="10" fill="#e53935"/>`,
  beam: () => `<rect x="40" y="220" width="190" height="200" rx="22" fill="url(#body)" stroke="#9e9e9e" stroke-width="3"/>
<circle cx="135" cy="300" r="58" fill="#37474f"/><circle cx="135" cy="300" r="38" fill="#263238"/><circle cx="120" cy="285" r="12" fill="#fff" opacity=".35"/>
<circle cx="90" cy="392" r="9" fill="#43a047"/><circle cx="120" cy="392" r="9" fill="#fdd835"/><rect x="110" y="420" width="50" height="70" fill="#9e9e9e"/>
<path d="M195 300 L470 300" stroke="#e53935" stroke-width="6" stroke-dasharray="22 14" opacity=".85"/>
<rect x="470" y="190" width="130" height="220" rx="8" fill="#eceff1" stroke="#9e9e9e" stroke-width="3"/>
${[0, 1, 2, 3].map((r) => [0, 1, 2].map((k) => `<path d="M${485 + k * 38} ${205 + r * 50} l18 20 l-18 20 l-18 -20 Z" fill="#ef9a9a" stroke="#e57373" stroke-width="2"/>`).join('')).join('')}`,
  gas: (c) => `${body(190, 120, 260, 400, 30, c)}
${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="240" y="${170 + i * 26}" width="160" height="12" rx="6" fill="#9e9e9e"/>`).join('')}
<circle cx="260" cy="360" r="12" fill="#43a047"/><circle cx="320" cy="360" r="12" fill="#fdd835"/><circle cx="380" cy="360" r="12" fill="#e53935"/>
<circle cx="320" cy="430" r="28" fill="#eceff1" stroke="#9e9e9e" stroke-width="4"/>
<path d="M290 470 Q320 520 350 470" stroke="#bdbdbd" stroke-width="6" fill="none"/>`,
  flowswitch: (c) => `<rect x="70" y="380" width="500" height="90" fill="#9e9e9e"/><rect x="70" y="380" width="500" height="18" fill="#fff" opacity=".25"/>
<rect x="120" y="360" width="30" height="130" rx="6" fill="#757575"/><rect x="490" y="360" width="30" height="130" rx="6" fill="#757575"/>
<path d="M230 380 Q320 330 410 380 Z" fill="#757575"/><rect x="300" y="330" width="40" height="40" fill="#616161"/>
${body(200, 150, 240, 190, 18, c)}<rect x="220" y="170" width="200" height="30" rx="6" fill="#fff" opacity=".2"/>
${[[220, 166], [420, 166], [220, 322], [420, 322]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="7" fill="#eceff1"/>`).join('')}
<rect x="440" y="225" width="46" height="40" rx="6" fill="#424242"/><path d="M486 245 Q560 250 560 170" stroke="#212121" stroke-width="12" fill="none"/>
<path d="M320 470 L320 440 M300 440 L340 440" stroke="#616161" stroke-width="8"/>`,
  cabinet2: (c) => `${body(60, 120, 520, 420, 14, c)}<rect x="84" y="144" width="280" height="372" rx="8" fill="${shade(c, -0.25)}"/><rect x="384" y="144" width="172" height="372" rx="8" fill="${shade(c, -0.25)}"/>
<circle cx="224" cy="330" r="118" fill="#eceff1"/>${[100, 82, 64, 46].map((r, i) => `<circle cx="224" cy="330" r="${r}" fill="none" stroke="${i % 2 ? '#c62828' : '#e53935'}" stroke-width="16"/>`).join('')}
<circle cx="224" cy="330" r="28" fill="#9e9e9e"/><path d="M330 330 Q352 420 330 480" stroke="#e53935" stroke-width="14" fill="none"/>
${extinguisherMark(412, 196, 0.95, '#eceff1')}
<rect x="84" y="144" width="280" height="372" rx="8" fill="#b3e5fc" opacity=".18"/><rect x="384" y="144" width="172" height="372" rx="8" fill="#b3e5fc" opacity=".18"/>
<rect x="340" y="310" width="12" height="50" rx="4" fill="#eceff1"/><rect x="530" y="310" width="12" height="50" rx="4" fill="#eceff1"/>`,
  nozzle: (c) => `<rect x="70" y="238" width="100" height="164" rx="14" fill="${shade(c, -0.15)}"/><rect x="86" y="214" width="28" height="36" rx="6" fill="${shade(c, -0.3)}"/><rect x="86" y="390" width="28" height="36" rx="6" fill="${shade(c, -0.3)}"/>
<rect x="70" y="250" width="100" height="18" fill="#fff" opacity=".25"/>
<path d="M170 262 L470 296 L470 344 L170 378 Z" fill="url(#body)"/><path d="M180 272 L460 302 L460 312 L180 290 Z" fill="#fff" opacity=".3"/>
${[220, 260, 300].map((x) => `<path d="M${x} ${262 + (x - 170) * 0.113} L${x} ${378 - (x - 170) * 0.113}" stroke="${shade(c, -0.3)}" stroke-width="6"/>`).join('')}
<rect x="300" y="150" width="36" height="140" rx="12" fill="#b71c1c" transform="rotate(28 318 280)"/><circle cx="318" cy="285" r="18" fill="${shade(c, -0.3)}"/>
<rect x="470" y="290" width="70" height="60" rx="10" fill="${shade(c, -0.25)}"/><rect x="540" y="302" width="16" height="36" rx="4" fill="#212121"/>
${[-1, 0, 1].map((s) => `<path d="M560 ${320 + s * 10} L${620} ${320 + s * 60}" stroke="#4fc3f7" stroke-width="6" opacity=".7" stroke-linecap="round"/>`).join('')}`,
  kitchen: (c) => `<path d="M120 120 L520 120 L580 260 L60 260 Z" fill="#cfd8dc" stroke="#90a4ae" stroke-width="4"/><rect x="60" y="260" width="520" height="22" fill="#b0bec5"/>
<path d="M150 300 L490 300" stroke="#757575" stroke-width="12"/>${[180, 320, 460].map((x) => `<path d="M${x} 300 L${x} 330" stroke="#757575" stroke-width="12"/><path d="M${x - 14} 330 L${x + 14} 330 L${x + 8} 350 L${x - 8} 350 Z" fill="#424242"/><path d="M${x} 360 L${x - 30} 430 M${x} 360 L${x + 30} 430 M${x} 360 L${x} 440" stroke="#4fc3f7" stroke-width="5" opacity=".7"/>`).join('')}
<path d="M490 300 L560 300 L560 360" stroke="#757575" stroke-width="12" fill="none"/>
${body(500, 360, 120, 220, 50, c)}<rect x="535" y="340" width="50" height="28" rx="6" fill="#616161"/>
<rect x="40" y="470" width="200" height="110" rx="8" fill="#455a64"/><rect x="60" y="440" width="160" height="30" rx="4" fill="#263238"/>`,
  signext: (c) => `<rect x="150" y="130" width="340" height="380" rx="14" fill="${c}"/><rect x="170" y="150" width="300" height="340" rx="8" fill="none" stroke="#fff" stroke-width="8"/>
${extinguisherMark(220, 178, 1.05, '#fff')}<path d="M400 250 l50 -40 M400 330 l60 0 M400 410 l50 40" stroke="#fff" stroke-width="14" stroke-linecap="round"/>`,
  signassembly: (c) => `<rect x="130" y="130" width="380" height="380" rx="14" fill="${c}"/><rect x="150" y="150" width="340" height="340" rx="8" fill="none" stroke="#fff" stroke-width="8"/>
${[[200, 200, 45], [440, 200, 135], [440, 440, 225], [200, 440, 315]].map(([x, y, a]) => `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-8 -20 L40 -20 L40 -36 L70 0 L40 36 L40 20 L-8 20 Z" fill="#fff"/></g>`).join('')}
${[[285, 305], [355, 305], [320, 345]].map(([x, y]) => `<circle cx="${x}" cy="${y - 38}" r="15" fill="#fff"/><path d="M${x - 17} ${y + 40} L${x - 17} ${y - 14} Q${x} ${y - 26} ${x + 17} ${y - 14} L${x + 17} ${y + 40} Z" fill="#fff"/>`).join('')}`,
  exitlight: (c) => `${body(90, 210, 460, 230, 26, '#eceff1')}<rect x="120" y="240" width="400" height="170" rx="10" fill="${c}"/>${exitFigure(140, 250, 360, 150, c)}
<circle cx="520" cy="425" r="8" fill="#43a047"/>`,
  twinspot: (c) => `${body(140, 330, 360, 190, 24, c)}<rect x="180" y="370" width="280" height="60" rx="8" fill="#fff" opacity=".25"/><circle cx="460" cy="480" r="9" fill="#43a047"/>
${[210, 430].map((x) => `<rect x="${x - 14}" y="270" width="28" height="64" rx="8" fill="#616161"/><g transform="rotate(${x < 320 ? -18 : 18} ${x} 250)"><rect x="${x - 70}" y="180" width="140" height="100" rx="40" fill="#eceff1" stroke="#9e9e9e" stroke-width="4"/><ellipse cx="${x}" cy="190" rx="58" ry="18" fill="#fff59d"/></g>`).join('')}
<path d="M150 120 L190 160 M320 90 L320 140 M490 120 L450 160" stroke="#fdd835" stroke-width="12" stroke-linecap="round"/>`,
  hosereel: (c) => `${body(110, 100, 420, 460, 18, c)}<rect x="140" y="130" width="360" height="400" rx="10" fill="${shade(c, -0.25)}"/>
<circle cx="320" cy="330" r="150" fill="#eceff1"/>${[130, 110, 90, 70].map((r, i) => `<circle cx="320" cy="330" r="${r}" fill="none" stroke="${i % 2 ? '#c62828' : '#e53935'}" stroke-width="20"/>`).join('')}
<circle cx="320" cy="330" r="40" fill="#9e9e9e"/><path d="M450 330 Q500 420 470 500" stroke="#e53935" stroke-width="18" fill="none"/><rect x="455" y="495" width="30" height="50" rx="6" fill="#212121"/>`,
  hose: (c) => `${[170, 140, 110, 80, 50].map((r) => `<ellipse cx="300" cy="330" rx="${r + 40}" ry="${r}" fill="none" stroke="${shade(isLight(c) ? '#bdbdbd' : c, -0.3)}" stroke-width="30"/><ellipse cx="300" cy="330" rx="${r + 40}" ry="${r}" fill="none" stroke="${c}" stroke-width="24"/>`).join('')}
<ellipse cx="300" cy="330" rx="${50 + 40}" ry="50" fill="none" stroke="#000" stroke-opacity=".1" stroke-width="6"/>
<path d="M500 330 L560 330" stroke="${c}" stroke-width="26"/><rect x="540" y="300" width="40" height="60" rx="8" fill="#c9a227"/><path d="M580 310 L620 320 L620 340 L580 350 Z" fill="#a1841f"/>`,
  cylinder: (c) => `<rect x="280" y="80" width="80" height="60" rx="8" fill="#9e9e9e"/><rect x="268" y="60" width="104" height="26" rx="6" fill="#616161"/><rect x="360" y="100" width="70" height="20" rx="6" fill="#757575"/>
${body(210, 140, 220, 420, 100, c)}${label(240, 320, 160, 150)}<rect x="210" y="520" width="220" height="20" fill="#000" opacity=".15"/>`,
  sign: (c) => `<rect x="90" y="170" width="460" height="300" rx="14" fill="${c}"/><rect x="110" y="190" width="420" height="260" rx="8" fill="none" stroke="#fff" stroke-width="8"/>
<rect x="150" y="220" width="130" height="200" fill="#fff"/><rect x="166" y="236" width="98" height="184" fill="${shade(c, -0.2)}"/>
<circle cx="360" cy="235" r="24" fill="#fff"/><path d="M355 270 L330 340 L300 360 M345 300 L395 325 L420 300 M330 340 L360 370 L350 420 M340 345 L310 420" stroke="#fff" stroke-width="18" fill="none" stroke-linecap="round" stroke-linejoin="round"/>
<path d="M430 330 L500 330 M475 300 L505 330 L475 360" stroke="#fff" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`,
  light: (c) => `${body(120, 230, 400, 200, 30, isLight(c) ? '#fafafa' : '#eceff1')}<rect x="150" y="260" width="340" height="140" rx="16" fill="${c}" opacity=".85"/>
<rect x="170" y="280" width="300" height="100" rx="10" fill="#fff" opacity=".55"/>
<path d="M200 200 L260 140 M320 190 L320 110 M440 200 L380 140" stroke="#fdd835" stroke-width="12" stroke-linecap="round"/><circle cx="470" cy="410" r="9" fill="#43a047"/>`,
  helmet: (c) => `<path d="M130 400 Q130 150 320 150 Q510 150 510 400 Z" fill="url(#body)"/><path d="M320 150 L320 400" stroke="${shade(c, -0.2)}" stroke-width="26"/>
<path d="M90 400 Q320 450 550 400 L560 430 Q320 490 80 430 Z" fill="${shade(c, -0.25)}"/><path d="M180 410 Q320 440 460 410 L440 520 Q320 560 200 520 Z" fill="#b3e5fc" opacity=".6"/>
<path d="M150 330 Q320 300 490 330" stroke="#cfd8dc" stroke-width="14" fill="none"/><ellipse cx="250" cy="230" rx="40" ry="60" fill="#fff" opacity=".25"/>`,
  blanket: (c) => `${body(180, 150, 280, 360, 24, c)}<rect x="200" y="170" width="240" height="60" rx="10" fill="#fff" opacity=".9"/>
<path d="M250 170 L230 110 L270 110 Z M390 170 L370 110 L410 110 Z" fill="#212121"/><rect x="230" y="270" width="180" height="180" rx="12" fill="#fff" opacity=".15"/>
<path d="M320 290 Q280 340 300 380 Q320 410 340 380 Q360 340 320 290 Z" fill="#fff3e0"/>`,
};

/**
 * Product picture `view` 0 is the catalogue shot; 1 and 2 are extra gallery views (closer, turned).
 */
export function drawProduct(shape: Shape, color: string, view = 0): string {
  const bg = ['#f5f7fa', shade(color, 0.88), '#eef2f5'][view % 3];
  const transform = ['', 'translate(-96 -40) scale(1.3)', 'rotate(-8 320 320)'][view % 3];
  return svg(
    color,
    `<rect width="640" height="640" fill="${bg}"/><ellipse cx="320" cy="575" rx="200" ry="24" fill="#000" opacity=".08"/>
<g transform="${transform}">${SHAPES[shape](color)}</g>`,
  );
}

/** A category tile: the category's object on a tinted round backdrop. */
export function drawCategory(shape: Shape, color: string): string {
  return svg(
    color,
    `<rect width="640" height="640" fill="#fff"/><circle cx="320" cy="320" r="300" fill="${shade(color === '#f5f5f5' ? '#90a4ae' : color, 0.85)}"/>
<g transform="translate(64 64) scale(.8)">${SHAPES[shape](color)}</g>`,
  );
}

/** A brand wordmark: a flame mark and the Latin name (logos are the one place with text). */
export function drawBrandLogo(name: string, color: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="320" viewBox="0 0 640 320">
<rect width="640" height="320" rx="24" fill="#fff"/>
<path d="M96 230 Q40 170 92 96 Q96 140 122 150 Q110 90 160 50 Q150 120 196 160 Q214 200 180 236 Q150 262 96 230 Z" fill="${color}"/>
<path d="M120 226 Q100 196 124 166 Q132 190 148 192 Q160 214 146 230 Z" fill="#fff" opacity=".7"/>
<text x="236" y="190" font-family="DejaVu Sans, Arial, sans-serif" font-size="${Math.min(60, Math.floor(380 / (name.length * 0.78)))}" font-weight="bold" fill="${shade(color, -0.2)}">${escapeHtml(name.toUpperCase())}</text>
</svg>`;
}

function svg(color: string, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" viewBox="0 0 640 640">
<defs><linearGradient id="body" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${shade(color, -0.25)}"/><stop offset=".35" stop-color="${shade(color, 0.12)}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient></defs>
${content}
</svg>`;
}
