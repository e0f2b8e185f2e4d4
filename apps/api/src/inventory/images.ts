import { hash32 } from './seed-hotels.ts';

/**
 * Pictures drawn by the API (no network, no files): a deterministic SVG scene per hotel and image
 * number (facade, room, pool, lobby), per room, and per destination. Same id, same picture.
 */

const SKIES = [
  ['#8ec5fc', '#e0c3fc'],
  ['#f6d365', '#fda085'],
  ['#a1c4fd', '#c2e9fb'],
  ['#fbc2eb', '#a6c1ee'],
  ['#84fab0', '#8fd3f4'],
  ['#30cfd0', '#330867'],
];
const WALLS = ['#f4e9d8', '#e8d5b7', '#d9c5b2', '#c9d6df', '#f2d0a9', '#e3e3e3', '#b8c6db', '#f7cac9'];
const ACCENTS = ['#2a9d8f', '#e76f51', '#264653', '#e9c46a', '#6d597a', '#457b9d', '#bc4749', '#3d405b'];

const W = 800;
const H = 533;

function pickOf<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length] as T;
}

function frame(seed: number, body: string, label: string): string {
  const [top, bottom] = pickOf(SKIES, seed);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" role="img" aria-label="${label}">
<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>
<rect width="${W}" height="${H}" fill="url(#s)"/>${body}</svg>`;
}

function facade(seed: number): string {
  const floors = 3 + (seed % 6);
  const columns = 4 + ((seed >>> 4) % 5);
  const wall = pickOf(WALLS, seed >>> 8);
  const accent = pickOf(ACCENTS, seed >>> 12);
  const width = 120 + columns * 60;
  const height = 60 + floors * 55;
  const x = (W - width) / 2;
  const y = H - 40 - height;
  let windows = '';
  for (let floor = 0; floor < floors; floor++) {
    for (let column = 0; column < columns; column++) {
      const lit = hash32(seed, floor * 31 + column) % 3 === 0;
      windows += `<rect x="${x + 60 + column * 60}" y="${y + 30 + floor * 55}" width="34" height="36" rx="3" fill="${lit ? '#ffe8a3' : '#9fb7c9'}"/>`;
    }
  }
  const sun = `<circle cx="${100 + (seed % 600)}" cy="${70 + ((seed >>> 3) % 50)}" r="34" fill="#fff6c4" opacity="0.85"/>`;
  const trees = [60, W - 90]
    .map(
      (tx) =>
        `<rect x="${tx + 14}" y="${H - 110}" width="10" height="70" fill="#6b4f3a"/><circle cx="${tx + 19}" cy="${H - 120}" r="34" fill="#4f8a4b"/>`,
    )
    .join('');
  return `${sun}<rect x="0" y="${H - 40}" width="${W}" height="40" fill="#7a8b7a"/>
<rect x="${x}" y="${y}" width="${width}" height="${height}" fill="${wall}"/>
<rect x="${x - 10}" y="${y - 14}" width="${width + 20}" height="16" fill="${accent}"/>${windows}
<rect x="${W / 2 - 30}" y="${H - 110}" width="60" height="70" fill="${accent}"/>
<rect x="${W / 2 - 70}" y="${H - 128}" width="140" height="14" rx="4" fill="${accent}" opacity="0.85"/>${trees}`;
}

function room(seed: number): string {
  const wall = pickOf(WALLS, seed);
  const accent = pickOf(ACCENTS, seed >>> 5);
  const twin = seed % 2 === 0;
  const bed = (bx: number, bw: number) =>
    `<rect x="${bx}" y="330" width="${bw}" height="120" rx="10" fill="#ffffff"/><rect x="${bx}" y="390" width="${bw}" height="60" fill="${accent}"/><rect x="${bx + 15}" y="310" width="${bw - 30}" height="36" rx="12" fill="#f3f3f3"/>`;
  return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="450" width="${W}" height="83" fill="#b08968"/>
<rect x="520" y="90" width="200" height="170" fill="#9fd3f0" stroke="#ffffff" stroke-width="10"/>
<rect x="120" y="230" width="${twin ? 460 : 360}" height="100" rx="8" fill="#8d6e63"/>
${twin ? bed(130, 200) + bed(370, 200) : bed(140, 320)}
<circle cx="620" cy="420" r="26" fill="${accent}"/><rect x="600" y="440" width="40" height="40" fill="#6d4c41"/>`;
}

function pool(seed: number): string {
  const accent = pickOf(ACCENTS, seed);
  let umbrellas = '';
  for (let i = 0; i < 4; i++) {
    const ux = 90 + i * 180 + (hash32(seed, i) % 40);
    umbrellas += `<path d="M${ux - 50} 250 Q${ux} 200 ${ux + 50} 250 Z" fill="${i % 2 ? accent : '#ffffff'}"/><rect x="${ux - 2}" y="250" width="4" height="70" fill="#555"/>`;
  }
  return `<rect y="300" width="${W}" height="233" fill="#e9dcc9"/>
<rect x="80" y="350" width="640" height="150" rx="20" fill="#3fb6e0"/>
<path d="M100 400 q40 -12 80 0 t80 0 t80 0 t80 0 t80 0 t80 0 t80 0" stroke="#bfeaf7" stroke-width="5" fill="none"/>${umbrellas}`;
}

function lobby(seed: number): string {
  const wall = pickOf(WALLS, seed >>> 2);
  const accent = pickOf(ACCENTS, seed >>> 7);
  let lamps = '';
  for (let i = 0; i < 3; i++)
    lamps += `<line x1="${200 + i * 200}" y1="0" x2="${200 + i * 200}" y2="110" stroke="#444" stroke-width="3"/><circle cx="${200 + i * 200}" cy="125" r="22" fill="#ffe8a3"/>`;
  return `<rect width="${W}" height="${H}" fill="${wall}"/><rect y="420" width="${W}" height="113" fill="#8d6e63"/>${lamps}
<rect x="250" y="300" width="300" height="120" rx="8" fill="${accent}"/><rect x="240" y="290" width="320" height="18" rx="6" fill="#5d4037"/>
<rect x="60" y="330" width="120" height="90" rx="16" fill="${pickOf(ACCENTS, seed >>> 11)}"/><rect x="620" y="330" width="120" height="90" rx="16" fill="${pickOf(ACCENTS, seed >>> 11)}"/>`;
}

const SCENES = [facade, room, pool, lobby, room, facade];

export function hotelImageSvg(hotelId: number, n: number): string {
  const seed = hash32(hotelId, 1000 + n);
  const scene = n === 1 ? facade : pickOf(SCENES, hash32(hotelId, 2000 + n));
  return frame(seed, scene(seed), `Hotel ${hotelId}, photo ${n}`);
}

export function roomImageSvg(hotelId: number, roomId: number, n: number): string {
  const seed = hash32(hotelId * 64 + roomId, 3000 + n);
  return frame(seed, room(seed), `Room ${roomId} of hotel ${hotelId}, photo ${n}`);
}

export function placeImageSvg(placeId: string): string {
  let seed = 7;
  for (const char of placeId) seed = hash32(seed, char.charCodeAt(0));
  let skyline = '';
  let x = 0;
  while (x < W) {
    const width = 40 + (hash32(seed, x) % 70);
    const height = 80 + (hash32(seed, x + 1) % 260);
    skyline += `<rect x="${x}" y="${H - height}" width="${width - 6}" height="${height}" fill="${pickOf(ACCENTS, hash32(seed, x + 2))}" opacity="0.9"/>`;
    x += width;
  }
  return frame(
    seed,
    `<circle cx="${150 + (seed % 500)}" cy="110" r="50" fill="#fff6c4" opacity="0.9"/>${skyline}`,
    placeId,
  );
}
