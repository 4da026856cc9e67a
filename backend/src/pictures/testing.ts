import { randomUUID } from 'node:crypto';
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
