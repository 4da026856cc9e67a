import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { picturesDirOf } from '../pictures/storage';
import { pixelBomb, png, storedFiles, truncatedUpload, uploadForm, watchUncaught } from '../pictures/testing';
import type { BlockDto } from './service';

let api: TestApi;
let dataDir: string;
let advertiser: TestClient;
let uncaught: ReturnType<typeof watchUncaught>;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'annuaire-campaign-uploads-'));
  api = await startTestApi({ DATA_DIR: dataDir });
  advertiser = await api.as('advertiser');
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
  ['/api/blocks/:id/pictures/upload', (id: string) => `/api/blocks/${id}/pictures/upload`],
  ['/api/admin/campaigns/:id/pictures', (id: string) => `/api/admin/campaigns/${id}/pictures`],
] as const;

async function newBlock(): Promise<BlockDto> {
  const { status, body } = await advertiser.request<BlockDto>('POST', '/api/admin/campaigns', {
    href: 'https://shop.example.org/offer',
    body: 'Spring offer',
    layoutName: 'cardAff',
    active: false,
  });
  expect(status).toBe(201);
  return body;
}

/** The block's pictures as the backoffice shows them, and the files stored for it. */
async function leftBehind(blockId: string) {
  const { status, body } = await advertiser.request<BlockDto>('GET', `/api/admin/campaigns/${blockId}`);
  return {
    status,
    pictures: body.pictures,
    files: await storedFiles(picturesDirOf(api.deps.config), `blocks/${blockId}`),
  };
}
const NOTHING = { status: 200, pictures: [], files: [] };

describe.each(ROUTES)('POST %s, refused uploads', (_, uploadPath) => {
  it('answers 400 {msg, code} to a multipart body cut off before its closing boundary, and keeps serving', async () => {
    const block = await newBlock();
    const response = await truncatedUpload(advertiser, uploadPath(block.id));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ msg: expect.any(String), code: 'invalid_request' });
    // The process is still up (the next requests are answered) and nothing was stored or recorded.
    expect(await leftBehind(block.id)).toEqual(NOTHING);
    expect(uncaught.errors).toEqual([]);
    const after = await advertiser.upload<BlockDto>(
      uploadPath(block.id),
      uploadForm(await png(64, 32), 'ok.png', 'image/png'),
    );
    expect(after).toMatchObject({ status: 201, body: { pictures: [{ width: 64 }] } });
  });

  it('refuses a tiny PNG declaring 9,999 x 9,999 pixels with 422, storing nothing', async () => {
    const block = await newBlock();
    const { status, body } = await advertiser.upload(
      uploadPath(block.id),
      uploadForm(await pixelBomb(), 'huge.png', 'image/png'),
    );
    expect({ status, body }).toEqual({
      status: 422,
      body: { msg: expect.stringContaining('megapixels'), code: 'picture_too_many_pixels' },
    });
    expect(await leftBehind(block.id)).toEqual(NOTHING);
  });
});
