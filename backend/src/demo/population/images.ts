import sharp from 'sharp';
import type { Random } from './random';

const PALETTES = [
  ['#1f3b4d', '#5fa8d3', '#f4e9cd'],
  ['#2d1e2f', '#a44a3f', '#f2c57c'],
  ['#14342b', '#60935d', '#e8e9a1'],
  ['#22223b', '#9a8c98', '#f2e9e4'],
  ['#3d2c8d', '#916bbf', '#c996cc'],
  ['#0b3954', '#087e8b', '#ff5a5f'],
];

/**
 * A neutral generated picture (soft landscape shapes on a gradient) standing in for a profile photo:
 * nothing downloaded, nothing explicit, and every one a little different.
 */
export async function demoPicture(random: Random): Promise<Buffer> {
  const [dark, mid, light] = random.pick(PALETTES);
  const sun = { x: random.int(120, 480), y: random.int(120, 320), r: random.int(40, 90) };
  const hills = Array.from({ length: 3 }, (_, i) => {
    const base = 520 + i * 120;
    const peak = base - random.int(80, 220);
    return `<path d="M0 ${base} Q ${random.int(100, 500)} ${peak} 600 ${base - random.int(0, 60)} L600 800 L0 800 Z" fill="${i === 2 ? dark : mid}" opacity="${0.5 + i * 0.2}"/>`;
  }).join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>
    <rect width="600" height="800" fill="url(#g)"/>
    <circle cx="${sun.x}" cy="${sun.y}" r="${sun.r}" fill="${light}" opacity="0.9"/>${hills}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 72, mozjpeg: true }).toBuffer();
}
