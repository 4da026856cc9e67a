import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { decodeSlots } from './decoding';
import type { PictureDto } from './gallery';
import { pictureMedia, type PictureMedia } from './media';
import { heavyPng, newMember, png, uploadForm } from './testing';
import { UPLOAD_RATE } from './uploadRate';
import { runDueVariantJobs, type VariantJobsDatabase } from './variantJobs';

let api: TestApi;
let dataDir: string;
let media: PictureMedia;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'annuaire-fair-'));
  api = await startTestApi({ DATA_DIR: dataDir });
  media = pictureMedia(api.deps.config, api.deps.db);
});
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const galleryOf = (id: string) => `/api/users/${id}/pictures/upload`;
const db = () => api.deps.db as Kysely<VariantJobsDatabase>;

describe('picture work shared fairly between members (docs/product.md §9, "upload")', () => {
  it("decodes another member's upload before the rest of one member's burst of eight heavy pictures", async () => {
    const [a, b] = [await newMember(api), await newMember(api)];
    const heavy = await heavyPng();
    const finished: string[] = [];
    const burst = Array.from({ length: 8 }, (_, i) =>
      a.client.upload(galleryOf(a.id), uploadForm(heavy, `a${i}.png`, 'image/png')).then((answer) => {
        finished.push(`a${i}`);
        return answer;
      }),
    );
    // Ready when most of the burst waits for a slot: B's upload then arrives behind it.
    await expect.poll(() => decodeSlots.waiting, { timeout: 30_000, interval: 5 }).toBeGreaterThanOrEqual(5);
    const hers = await b.client.upload(galleryOf(b.id), uploadForm(await png(640, 480), 'b.png', 'image/png'));
    finished.push('b');
    expect(hers.status).toBe(201);
    expect((await Promise.all(burst)).map(({ status }) => status)).toEqual(Array(8).fill(201));
    // One first-in-first-out queue made B wait for the whole burst; taking turns, for at most a few of it.
    expect(finished.indexOf('b'), finished.join(' ')).toBeLessThanOrEqual(3);
  });

  it("makes another member's variants before the rest of one member's eight queued jobs", async () => {
    await db().deleteFrom('picture_variant_jobs').execute();
    const [a, b] = [await newMember(api), await newMember(api)];
    const keys: string[] = [];
    for (let i = 0; i < 8; i++) {
      const { body } = await a.client.upload<PictureDto>(
        galleryOf(a.id),
        uploadForm(await png(64, 48), 'a.png', 'image/png'),
      );
      keys.push(body.url);
    }
    const { body: hers } = await b.client.upload<PictureDto>(
      galleryOf(b.id),
      uploadForm(await png(64, 48), 'b.png', 'image/png'),
    );
    expect(await db().selectFrom('picture_variant_jobs').select('key').execute()).toHaveLength(9);

    const outcomes = await runDueVariantJobs({ db: api.deps.db, media });
    expect(outcomes.map(({ outcome }) => outcome)).toEqual(Array(9).fill('done'));
    expect(outcomes.map(({ key }) => key)).toEqual([keys[0], hers.url, ...keys.slice(1)]);
  });

  it('refuses a member past the upload rate with 429 and Retry-After, and not the others', async () => {
    const [c, d] = [await newMember(api), await newMember(api)];
    const tiny = await png(32, 32);
    const statuses: number[] = [];
    for (let i = 0; i < UPLOAD_RATE.limit; i++) {
      statuses.push((await c.client.upload(galleryOf(c.id), uploadForm(tiny, 'c.png', 'image/png'))).status);
    }
    // Eight fit the gallery, the rest are refused by its limit: all of them count.
    expect(statuses).toEqual([...Array(8).fill(201), ...Array(UPLOAD_RATE.limit - 8).fill(409)]);
    const past = await c.client.fetch(galleryOf(c.id), {
      method: 'POST',
      body: uploadForm(tiny, 'c.png', 'image/png'),
    });
    expect(past.status).toBe(429);
    expect(Number(past.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await past.json()).toEqual({ msg: expect.stringContaining('try again'), code: 'rate_limited' });
    const verification = await c.client.upload(
      `/api/users/${c.id}/verification/upload`,
      uploadForm(tiny, 'v.png', 'image/png'),
    );
    expect(verification.status).toBe(429);
    expect((await d.client.upload(galleryOf(d.id), uploadForm(tiny, 'd.png', 'image/png'))).status).toBe(201);
  });
});
