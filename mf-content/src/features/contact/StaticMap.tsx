import { Box } from 'shared-lib/ui';

/**
 * The office on a drawn map: no tile server is contacted, so it always renders. The contact map
 * (ContactMap.tsx) shows it when the operator configured no tile server, and while (or if) the
 * tiled map cannot load. `label` names it for screen readers; without a label it is decoration.
 */
export function MapDrawing({ label }: { label?: string }) {
  return (
    <Box
      component="svg"
      viewBox="0 0 400 250"
      preserveAspectRatio="xMidYMid slice"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', direction: 'ltr' }}
    >
      <rect width="400" height="250" fill="#eef1f4" />
      {/* blocks */}
      {[
        [10, 10, 110, 70], [140, 10, 90, 70], [250, 10, 140, 70],
        [10, 120, 70, 120], [100, 120, 130, 55], [100, 190, 130, 50], [250, 120, 60, 120], [330, 120, 60, 120],
      ].map(([x, y, w, h], i) => (
        <rect key={i} x={x} y={y} width={w} height={h} rx="4" fill="#dfe4ea" />
      ))}
      <rect x="270" y="150" width="30" height="30" rx="4" fill="#c8e6c9" />
      {/* the main street and side streets */}
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
  );
}
