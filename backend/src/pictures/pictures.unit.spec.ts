import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { formatFor, snapQuality, snapWidth } from './images';
import { sanitizePicture } from './sanitize';
import { sniffPictureType } from './sniff';
import { avif, jpegWithGps, leakedMetadata, pdf, png, svgWithScript, webp } from './testing';

describe('sniffPictureType', () => {
  it('recognises the five accepted types by their bytes', async () => {
    expect(sniffPictureType(await png())).toBe('image/png');
    expect(sniffPictureType(await jpegWithGps())).toBe('image/jpeg');
    expect(sniffPictureType(await webp())).toBe('image/webp');
    expect(sniffPictureType(await avif())).toBe('image/avif');
    expect(sniffPictureType(svgWithScript())).toBe('image/svg+xml');
    expect(sniffPictureType(Buffer.from('\uFEFF<!DOCTYPE svg>\n<svg viewBox="0 0 1 1"/>'))).toBe('image/svg+xml');
  });

  it('refuses anything else, whatever it would be named', async () => {
    expect(sniffPictureType(pdf())).toBeNull();
    expect(
      sniffPictureType(
        await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
          .gif()
          .toBuffer(),
      ),
    ).toBeNull();
    expect(sniffPictureType(Buffer.from('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(sniffPictureType(Buffer.from('hello <svg>'))).toBeNull();
    expect(sniffPictureType(Buffer.alloc(0))).toBeNull();
  });
});

describe('sanitizePicture', () => {
  it('keeps only pixels: no EXIF, GPS, XMP, ICC profile or comment, orientation applied', async () => {
    const original = await jpegWithGps();
    expect((await leakedMetadata(original)).exif?.toString('latin1')).toContain('HomeCamera');

    const clean = await sanitizePicture(original, 'image/jpeg');

    expect(clean).toMatchObject({ extension: 'jpg', contentType: 'image/jpeg', width: 600, height: 800 });
    expect(await leakedMetadata(clean.buffer)).toEqual({
      exif: undefined,
      xmp: undefined,
      icc: undefined,
      comments: undefined,
      orientation: undefined,
    });
  });

  it('stores an SVG as a PNG raster, which cannot carry script', async () => {
    const clean = await sanitizePicture(svgWithScript(), 'image/svg+xml');

    expect(clean).toMatchObject({ extension: 'png', contentType: 'image/png', width: 320, height: 200 });
    expect(sniffPictureType(clean.buffer)).toBe('image/png');
    expect(clean.buffer.toString('latin1')).not.toContain('<script');
  });

  it('answers 415 for bytes that only look like a picture', async () => {
    const truncated = (await png()).subarray(0, 40);
    await expect(sanitizePicture(truncated, 'image/png')).rejects.toMatchObject({ status: 415 });
  });
});

describe('image variants', () => {
  it('snaps widths to 640 or 1200 and qualities to 60, 75, 85 or 100', () => {
    expect([1, 640, 641, 1200, 5000].map(snapWidth)).toEqual([640, 640, 1200, 1200, 1200]);
    expect([1, 67, 68, 75, 80, 90, 93, 100].map(snapQuality)).toEqual([60, 60, 75, 75, 85, 85, 100, 100]);
    expect(snapWidth()).toBe(640);
    expect(snapQuality()).toBe(75);
  });

  it('serves AVIF when accepted, else WebP, else JPEG', () => {
    expect(formatFor('image/avif,image/webp,image/apng,*/*;q=0.8')).toBe('avif');
    expect(formatFor('image/webp,*/*')).toBe('webp');
    expect(formatFor('*/*')).toBe('jpeg');
    expect(formatFor('')).toBe('jpeg');
  });
});
