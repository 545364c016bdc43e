/**
 * Demo car photos are drawn, not downloaded: a stylised side view in the car's colour.
 * Names encode the drawing: `demo-{body}-{rrggbb}-{view}.svg`, for example `demo-suv-1f6feb-0.svg`,
 * behind the upload time production puts in front of every stored name (`{epochMillis}_`, contract
 * §6.6), so the console reads when a demo car was sent in as it does for a real one. They live under
 * /files/ like uploads, so the Vite dev proxy serves them too.
 */

export type BodyShape = 'sedan' | 'suv' | 'hatchback' | 'wagon' | 'van';

const NAME = /^(?:\d{10,}_)?demo-(sedan|suv|hatchback|wagon|van)-([0-9a-f]{6})-([0-2])\.svg$/;

const BODIES: Record<BodyShape, { body: string; windows: string }> = {
  sedan: {
    body: 'M90 330 L120 270 Q140 250 180 248 L290 240 L360 185 Q380 172 420 172 L540 174 Q575 176 600 200 L655 246 L720 262 Q745 270 748 300 L750 330 Z',
    windows:
      'M305 242 L368 192 Q380 184 410 184 L470 185 L470 242 Z M485 185 L535 186 Q560 188 580 205 L625 242 L485 242 Z',
  },
  hatchback: {
    body: 'M100 330 L118 275 Q135 252 175 250 L280 242 L350 184 Q372 168 410 168 L590 170 Q630 172 650 205 L690 262 Q712 272 712 300 L712 330 Z',
    windows:
      'M296 244 L358 194 Q372 182 400 182 L480 183 L480 244 Z M495 183 L585 184 Q612 186 625 210 L645 244 L495 244 Z',
  },
  suv: {
    body: 'M90 340 L95 270 Q100 240 150 236 L250 228 L320 160 Q335 146 370 146 L610 146 Q645 148 662 180 L700 236 Q740 246 742 280 L745 340 Z',
    windows:
      'M270 230 L332 170 Q342 160 365 160 L470 160 L470 230 Z M485 160 L600 160 Q630 162 642 186 L670 230 L485 230 Z',
  },
  wagon: {
    body: 'M90 332 L112 272 Q130 250 175 248 L280 240 L350 182 Q368 170 400 170 L690 172 Q715 174 720 200 L730 262 Q748 272 748 300 L750 332 Z',
    windows:
      'M298 242 L360 192 Q372 184 400 184 L500 184 L500 242 Z M515 184 L680 186 Q700 188 703 205 L708 242 L515 242 Z',
  },
  van: {
    body: 'M95 345 L100 250 Q105 200 160 176 L230 140 Q250 130 290 130 L700 130 Q735 132 738 165 L745 345 Z',
    windows: 'M175 220 L240 160 Q252 150 280 150 L360 150 L360 220 Z M375 150 L470 150 L470 220 L375 220 Z',
  },
};

const SKIES = [
  ['#dbeafe', '#f8fafc', '#cbd5e1'],
  ['#fde68a', '#fecaca', '#a8a29e'],
  ['#e5e7eb', '#ffffff', '#d1d5db'],
] as const;

function shade(hex: string, factor: number): string {
  const n = parseInt(hex, 16);
  const channel = (shift: number): string =>
    Math.max(0, Math.min(255, Math.round(((n >> shift) & 255) * factor)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function wheel(cx: number): string {
  return (
    `<circle cx="${cx}" cy="335" r="52" fill="#111827"/>` +
    `<circle cx="${cx}" cy="335" r="30" fill="#9ca3af"/>` +
    `<circle cx="${cx}" cy="335" r="9" fill="#374151"/>`
  );
}

export function carIllustration(name: string): string | null {
  const match = NAME.exec(name);
  if (!match) return null;
  const shape = match[1] as BodyShape;
  const color = match[2] ?? '888888';
  const view = Number(match[3]);
  const sky = SKIES[view] ?? SKIES[0];
  const { body, windows } = BODIES[shape];
  // View 1 is the other side of the car; view 2 is a studio shot, slightly closer.
  const transform =
    view === 1 ? 'translate(840 0) scale(-1 1)' : view === 2 ? 'translate(-40 -30) scale(1.1)' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 840 480" width="840" height="480" role="img" aria-label="Illustrasjon av bil">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
<linearGradient id="paint" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 1.25)}"/><stop offset="1" stop-color="${shade(color, 0.75)}"/></linearGradient></defs>
<rect width="840" height="480" fill="url(#sky)"/><rect y="360" width="840" height="120" fill="${sky[2]}"/>
<ellipse cx="420" cy="392" rx="360" ry="22" fill="#000" opacity="0.18"/>
<g transform="${transform}"><path d="${body}" fill="url(#paint)" stroke="${shade(color, 0.5)}" stroke-width="4"/>
<path d="${windows}" fill="#1e293b" opacity="0.85"/>
<rect x="700" y="270" width="36" height="16" rx="6" fill="#fef9c3"/><rect x="95" y="282" width="26" height="14" rx="5" fill="#dc2626"/>
${wheel(235)}${wheel(615)}</g></svg>`;
}

/** The three views of a car, as uploaded at `sentAtMs` (a millisecond apart, as one upload names them). */
export function illustrationPaths(shape: BodyShape, colorHex: string, sentAtMs: number): string[] {
  return [0, 1, 2].map((view) => `/files/${sentAtMs + view}_demo-${shape}-${colorHex}-${view}.svg`);
}
