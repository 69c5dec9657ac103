// Small generated pictures served at /media/questions/<name>.svg — question HTML points at them with
// absolute URLs on the double's own origin, like the real backend's media files.

const svg = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">${body}</svg>`;

const FILL = 'fill="#4f9dde" stroke="#1d4e89" stroke-width="4"';

function apples(n: number): string {
  const parts: string[] = [];
  for (let i = 0; i < n; i++) {
    const x = 30 + (i % 3) * 50;
    const y = 35 + Math.floor(i / 3) * 45;
    parts.push(
      `<circle cx="${x}" cy="${y}" r="17" fill="#d62828"/><rect x="${x - 2}" y="${y - 24}" width="4" height="9" fill="#6b4226"/><ellipse cx="${x + 7}" cy="${y - 20}" rx="6" ry="3" fill="#2a9d3a"/>`,
    );
  }
  return svg(parts.join(''));
}

function clock(hour: number): string {
  const angle = ((hour % 12) * 30 * Math.PI) / 180;
  const hx = 80 + Math.sin(angle) * 35;
  const hy = 80 - Math.cos(angle) * 35;
  const ticks = Array.from({ length: 12 }, (_, i) => {
    const a = (i * 30 * Math.PI) / 180;
    return `<text x="${(80 + Math.sin(a) * 55).toFixed(1)}" y="${(86 - Math.cos(a) * 55).toFixed(1)}" font-size="14" text-anchor="middle" font-family="sans-serif">${i === 0 ? 12 : i}</text>`;
  }).join('');
  return svg(
    `<circle cx="80" cy="80" r="72" fill="#fffbe6" stroke="#333" stroke-width="4"/>${ticks}` +
      `<line x1="80" y1="80" x2="80" y2="22" stroke="#333" stroke-width="3"/>` +
      `<line x1="80" y1="80" x2="${hx.toFixed(1)}" y2="${hy.toFixed(1)}" stroke="#c1121f" stroke-width="6" stroke-linecap="round"/><circle cx="80" cy="80" r="5"/>`,
  );
}

function pie(shaded: number, parts: number): string {
  const slices = Array.from({ length: parts }, (_, i) => {
    const a0 = (i / parts) * 2 * Math.PI;
    const a1 = ((i + 1) / parts) * 2 * Math.PI;
    const p = (a: number): string =>
      `${(80 + Math.sin(a) * 70).toFixed(1)} ${(80 - Math.cos(a) * 70).toFixed(1)}`;
    const fill = i < shaded ? '#f4a261' : '#ffffff';
    return `<path d="M80 80 L${p(a0)} A70 70 0 0 1 ${p(a1)} Z" fill="${fill}" stroke="#333" stroke-width="3"/>`;
  });
  return svg(slices.join(''));
}

const MEDIA: Record<string, string> = {
  circle: svg(`<circle cx="80" cy="80" r="60" ${FILL}/>`),
  square: svg(`<rect x="25" y="25" width="110" height="110" ${FILL}/>`),
  rectangle: svg(`<rect x="10" y="45" width="140" height="70" ${FILL}/>`),
  triangle: svg(`<polygon points="80,15 150,140 10,140" ${FILL}/>`),
  sun: svg(
    `<circle cx="80" cy="80" r="38" fill="#ffb703"/>` +
      Array.from({ length: 8 }, (_, i) => {
        const a = (i * 45 * Math.PI) / 180;
        return `<line x1="${(80 + Math.sin(a) * 48).toFixed(1)}" y1="${(80 - Math.cos(a) * 48).toFixed(1)}" x2="${(80 + Math.sin(a) * 70).toFixed(1)}" y2="${(80 - Math.cos(a) * 70).toFixed(1)}" stroke="#fb8500" stroke-width="6" stroke-linecap="round"/>`;
      }).join(''),
  ),
  'pie-1-2': pie(1, 2),
  'pie-1-4': pie(1, 4),
  'pie-3-4': pie(3, 4),
};
for (let n = 1; n <= 9; n++) MEDIA[`apples-${n}`] = apples(n);
for (let h = 1; h <= 12; h++) MEDIA[`clock-${h}`] = clock(h);

export function mediaFile(path: string): string | undefined {
  const m = /^\/media\/questions\/([a-z0-9-]+)\.svg$/.exec(path);
  return m ? MEDIA[m[1] ?? ''] : undefined;
}
