import type { PictureMimeType } from '@annuaire/shared';

const startsWith = (bytes: Buffer, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (bytes: Buffer, start: number, end: number) => bytes.subarray(start, end).toString('latin1');

/** AVIF is an ISO-BMFF `ftyp` box whose major or compatible brands include `avif` (still) or `avis` (sequence). */
function isAvif(bytes: Buffer): boolean {
  if (bytes.length < 16 || ascii(bytes, 4, 8) !== 'ftyp') return false;
  const boxSize = Math.min(bytes.readUInt32BE(0), bytes.length);
  const brands = [ascii(bytes, 8, 12)];
  for (let offset = 16; offset + 4 <= boxSize; offset += 4) brands.push(ascii(bytes, offset, offset + 4));
  return brands.some((brand) => brand === 'avif' || brand === 'avis');
}

/**
 * An SVG document: text (no NUL byte) whose first element, after an optional BOM, XML declaration,
 * comments and doctype, is `<svg`. Read from the start only, so a PNG with "<svg" in a text chunk is
 * not mistaken for one.
 */
function isSvg(bytes: Buffer): boolean {
  const head = bytes.subarray(0, 4096);
  if (head.includes(0)) return false;
  let text = head.toString('utf8').replace(/^\uFEFF/, '');
  const prologue = /^\s*(?:<\?xml[^>]*\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)/i;
  for (let match = prologue.exec(text); match; match = prologue.exec(text)) text = text.slice(match[0].length);
  return /^\s*<svg[\s>/]/i.test(text);
}

/**
 * The picture type the bytes really are (docs/product.md §5: png, jpeg, webp, avif, svg+xml), or null for anything
 * else. The file name and the declared content type are never trusted: a PDF renamed .jpg stays a PDF.
 */
export function sniffPictureType(bytes: Buffer): PictureMimeType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'image/webp';
  if (isAvif(bytes)) return 'image/avif';
  if (isSvg(bytes)) return 'image/svg+xml';
  return null;
}
