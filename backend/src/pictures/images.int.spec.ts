import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import type { PictureDto } from './gallery';
import { storageOf } from './storage';
import { jpegWithGps, leakedMetadata, newMember, png, svgWithScript, uploadForm } from './testing';

let api: TestApi;
let dataDir: string;
let member: { id: string; client: TestClient };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'annuaire-images-'));
  api = await startTestApi({ DATA_DIR: dataDir });
  member = await newMember(api);
});
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const NO_METADATA = { exif: undefined, xmp: undefined, icc: undefined, comments: undefined, orientation: undefined };

/** Uploads as the member and has the moderator approve, so visitors may fetch it. */
async function published(bytes: Buffer, name: string, type: string): Promise<PictureDto> {
  const { status, body } = await member.client.upload<PictureDto>(
    `/api/users/${member.id}/pictures/upload`,
    uploadForm(bytes, name, type),
  );
  expect(status).toBe(201);
  const moderator = await api.as('moderator');
  await moderator.request('POST', '/api/users/pictures/approve', {
    pictures: [{ userId: member.id, pictureId: body._id }],
  });
  return body;
}

const get = async (url: string, accept = '*/*') => {
  const response = await fetch(`${api.base}${url}`, { headers: { accept } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};
const imageUrl = (key: string, w = 640, q = 75) => `/api/images?url=${encodeURIComponent(key)}&w=${w}&q=${q}`;

describe('metadata never leaves the server', () => {
  it('strips EXIF, GPS, XMP and ICC from the stored original and from every served variant', async () => {
    const picture = await published(await jpegWithGps(), 'holiday.jpg', 'image/jpeg');

    const original = await storageOf(api.deps.config).get(picture.url);
    expect(await leakedMetadata(original!)).toEqual(NO_METADATA);
    // The camera's orientation was applied to the pixels, not kept as a tag.
    expect(picture).toMatchObject({ width: 600, height: 800 });

    for (const accept of ['image/jpeg', 'image/webp', 'image/avif,image/webp,*/*']) {
      const { response, bytes } = await get(imageUrl(picture.url), accept);
      expect(response.status).toBe(200);
      expect(await leakedMetadata(bytes)).toEqual(NO_METADATA);
      expect(bytes.toString('latin1')).not.toContain('HomeCamera');
    }
  });

  it('stores an SVG with a script as a PNG raster and never serves markup', async () => {
    const picture = await published(svgWithScript(), 'logo.svg', 'image/svg+xml');
    expect(picture.url).toMatch(/\.png$/);

    const stored = await storageOf(api.deps.config).get(picture.url);
    expect((await sharp(stored!).metadata()).format).toBe('png');
    expect(stored!.toString('latin1')).not.toContain('<script');
    for (const accept of ['image/svg+xml', '*/*', 'image/webp']) {
      const { response, bytes } = await get(imageUrl(picture.url), accept);
      expect(response.headers.get('content-type')).not.toContain('svg');
      expect(bytes.toString('latin1')).not.toContain('<script');
    }
  });
});

describe('GET /api/images', () => {
  let key: string;
  beforeAll(async () => {
    key = (await published(await png(1600, 1000), 'wide.png', 'image/png')).url;
  });

  it('answers WebP for Accept: image/webp, with year-long caching and a sandboxing CSP', async () => {
    const { response, bytes } = await get(imageUrl(key), 'image/webp,*/*');
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      vary: 'Accept',
      'content-security-policy': "default-src 'none'; sandbox",
      'x-content-type-options': 'nosniff',
    });
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'webp', width: 640 });
  });

  it('answers AVIF when the browser accepts it, and JPEG when it accepts neither', async () => {
    const avif = await get(imageUrl(key, 1000, 90), 'image/avif,image/webp,image/apng,*/*;q=0.8');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(await sharp(avif.bytes).metadata()).toMatchObject({ format: 'heif', width: 1200 });

    const jpeg = await get(imageUrl(key, 2000), '*/*');
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(jpeg.bytes).metadata()).toMatchObject({ format: 'jpeg', width: 1200 });
  });

  it('encodes a variant once and serves it from the disk cache afterwards', async () => {
    const first = await get(imageUrl(key, 300, 61), 'image/webp');
    const again = await get(imageUrl(key, 500, 59), 'image/webp');
    expect(again.bytes.equals(first.bytes)).toBe(true);
    const folders = await readdir(path.join(dataDir, 'pictures', 'variants'));
    const files = (
      await Promise.all(folders.map((folder) => readdir(path.join(dataDir, 'pictures', 'variants', folder))))
    ).flat();
    expect(files).toContain('640-60.webp');
  });

  it('answers 404 for keys that name no picture and 400 without a url', async () => {
    expect((await get(imageUrl(`users/${member.id}/nothing.png`))).response.status).toBe(404);
    expect((await get(imageUrl('../../etc/passwd'))).response.status).toBe(404);
    expect((await get('/api/images?w=640')).response.status).toBe(400);
  });
});

describe('GET /cached/placeholders/{n}.jpg', () => {
  it('serves the 11 placeholders as cacheable JPEGs', async () => {
    for (let n = 1; n <= 11; n++) {
      const { response, bytes } = await get(`/cached/placeholders/${n}.jpg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width: 600, height: 800 });
    }
  });

  it('answers 404 for any other number', async () => {
    for (const file of ['12.jpg', '0.jpg', 'x.jpg', '1.png']) {
      const { response, bytes } = await get(`/cached/placeholders/${file}`);
      expect(response.status).toBe(404);
      if (file === '12.jpg') expect(JSON.parse(bytes.toString())).toMatchObject({ code: 'not_found' });
    }
  });

  it('goes through the image endpoint like any picture', async () => {
    const { response } = await get(imageUrl('/cached/placeholders/3.jpg'), 'image/webp');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
  });
});
