import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import type { GalleryDto } from './gallery';
import { picturesDirOf } from './storage';
import { newMember, pixelBomb, png, storedFiles, truncatedUpload, uploadForm, watchUncaught } from './testing';

let api: TestApi;
let dataDir: string;
let uncaught: ReturnType<typeof watchUncaught>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'annuaire-uploads-'));
  api = await startTestApi({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  uncaught = watchUncaught();
});
afterEach(() => uncaught.stop());

const ROUTES = [
  ['gallery', (id: string) => `/api/users/${id}/pictures/upload`],
  ['verification', (id: string) => `/api/users/${id}/verification/upload`],
] as const;

/** What the member (and a reviewer) would see of their pictures, and what lies on disk for them. */
async function leftBehind(client: TestClient, id: string) {
  const { status, body } = await client.request<GalleryDto>('GET', `/api/users/${id}/pictures`);
  return {
    status,
    pictures: body.pictures,
    verificationPictures: body.verificationPictures,
    files: await storedFiles(picturesDirOf(api.deps.config), `users/${id}`),
  };
}
const NOTHING = { status: 200, pictures: [], verificationPictures: [], files: [] };

describe.each(ROUTES)('POST %s upload, refused uploads', (_, uploadPath) => {
  it('answers 400 {msg, code} to a multipart body cut off before its closing boundary, and keeps serving', async () => {
    const { id, client } = await newMember(api);
    const response = await truncatedUpload(client, uploadPath(id));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ msg: expect.any(String), code: 'invalid_request' });
    // The process is still up (the next request is answered) and nothing was stored or recorded.
    expect(await leftBehind(client, id)).toEqual(NOTHING);
    expect(uncaught.errors).toEqual([]);
    const after = await client.upload(uploadPath(id), uploadForm(await png(32, 32), 'ok.png', 'image/png'));
    expect(after.status).toBe(201);
  });

  it('refuses a tiny PNG declaring 9,999 x 9,999 pixels with 422 before decoding it, storing nothing', async () => {
    const { id, client } = await newMember(api);
    const bomb = await pixelBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    const { status, body } = await client.upload(uploadPath(id), uploadForm(bomb, 'huge.png', 'image/png'));
    expect({ status, body }).toEqual({
      status: 422,
      body: { msg: expect.stringContaining('megapixels'), code: 'picture_too_many_pixels' },
    });
    expect(await leftBehind(client, id)).toEqual(NOTHING);
  });
});
