import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { waitForProjections } from '@annuaire/projections';
import type { Role } from '@annuaire/shared';
import sharp from 'sharp';
import type { TestApi, TestClient } from '../../../test/api';
import { registerUser } from '../accounts/register';
import { hashPassword } from '../auth/passwords';
import { DEMO_PASSWORD } from '../demo/seed';

/** Test support only: pictures generated on the fly, so no binary fixture is committed. */
const canvas = (width = 800, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: { r: 192, g: 128, b: 64 } } });

const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="45,30.5N"/></rdf:RDF></x:xmpmeta>';

/** A phone photo as it leaves the camera: GPS position, camera make, XMP, an ICC profile, turned 90°. */
export const jpegWithGps = () =>
  canvas()
    .withExif({
      IFD0: { Make: 'HomeCamera', Model: 'Kitchen' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 34/1 0/1' },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .withIccProfile('p3')
    .jpeg()
    .toBuffer();

export const png = (width = 800, height = 600) => canvas(width, height).png().toBuffer();

let bomb: Promise<Buffer> | undefined;
/**
 * A decompression bomb: a single-colour PNG of 9,999 × 9,999 pixels that weighs about 12 KB (a two-colour
 * palette compresses to almost nothing) but costs a second of CPU to decode. Made once per test file.
 */
export const pixelBomb = () =>
  (bomb ??= canvas(9_999, 9_999).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer());
let heavy: Promise<Buffer> | undefined;
/**
 * The heaviest picture an upload accepts for its size: 8,192 × 6,144 pixels (MAX_PICTURE_PIXELS) in about
 * 6 KB, half a second or more of decoding each. Eight of them were one member's burst in issue 25.
 */
export const heavyPng = () =>
  (heavy ??= canvas(8192, 6144).png({ palette: true, colours: 2, compressionLevel: 9 }).toBuffer());
export const webp = () => canvas().webp().toBuffer();
export const avif = () => canvas(64, 64).avif().toBuffer();

/** An SVG that would run script if a browser rendered it as a document. */
export const svgWithScript = () =>
  Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?>\n<!-- drawn by hand -->\n' +
      '<svg xmlns="http://www.w3.org/2000/svg" width="320" height="200" onload="alert(1)">' +
      '<script>alert(document.cookie)</script><rect width="320" height="200" fill="#3366cc"/></svg>',
  );

export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** Everything a picture could leak besides its pixels, as sharp reads it. */
export async function leakedMetadata(bytes: Buffer) {
  const { exif, xmp, icc, comments, orientation } = await sharp(bytes).metadata();
  return { exif, xmp, icc, comments, orientation };
}

/** A multipart body with the picture in the field `file`, named and typed as the client claims. */
export function uploadForm(bytes: Buffer, name = 'photo.jpg', type = 'image/jpeg'): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

/** A fresh member logged in, so each scenario starts from an empty gallery. */
export async function newMember(api: TestApi, role: Role = 'escort'): Promise<{ id: string; client: TestClient }> {
  const id = randomUUID();
  const username = `m${id.slice(0, 8)}`;
  const append = await registerUser(
    api.deps,
    { userId: id, username, email: `${username}@example.org`, passwordHash: await passwordHash, role, gender: 'woman' },
    {
      actorId: id,
      actorRole: role,
      impersonatorId: null,
      correlationId: id,
      causationId: null,
      reason: null,
      at: new Date().toISOString(),
    },
  );
  await waitForProjections(api.deps.db, ['users'], append.position);
  return { id, client: await api.as(username) };
}

const passwordHash = hashPassword(DEMO_PASSWORD);

/**
 * A multipart upload cut off before its closing boundary, as a client whose connection dropped or a
 * hostile one sends it: busboy ends the form with "Unexpected end of form".
 */
export async function truncatedUpload(client: TestClient, uploadPath: string): Promise<Response> {
  return client.fetch(uploadPath, {
    method: 'POST',
    headers: { 'content-type': 'multipart/form-data; boundary=X' },
    body: '--X\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\n\r\nabc',
  });
}

/** The files stored under a storage folder (`users/{id}`, `blocks/{id}`) of a local picture storage. */
export async function storedFiles(picturesDir: string, folder: string): Promise<string[]> {
  const entries = await readdir(path.join(picturesDir, folder), { recursive: true, withFileTypes: true }).catch(
    (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    },
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

/**
 * Collects the errors no code handled while it watches. In production each of them ends the API process;
 * under vitest the process survives, so a test asserts on this list instead.
 */
export function watchUncaught(): { errors: Error[]; stop: () => void } {
  const errors: Error[] = [];
  const record = (error: Error) => {
    errors.push(error);
  };
  process.on('uncaughtException', record);
  return { errors, stop: () => process.off('uncaughtException', record) };
}
