import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import type { PictureDto } from './gallery';
import { pictureMedia, type PictureMedia } from './media';
import { STANDARD_VARIANTS } from './prerender';
import { newMember, png, uploadForm } from './testing';
import { queueVariants, runDueVariantJobs, runNextVariantJob, type VariantJobsDatabase } from './variantJobs';
import type { VariantSize } from './variants';

let api: TestApi;
let dataDir: string;
let media: PictureMedia;
let member: { id: string; client: TestClient };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'annuaire-variants-'));
  api = await startTestApi({ DATA_DIR: dataDir });
  media = pictureMedia(api.deps.config, api.deps.db);
  member = await newMember(api);
});
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const jobs = () =>
  (api.deps.db as Kysely<VariantJobsDatabase>).selectFrom('picture_variant_jobs').selectAll().execute();

async function uploadApproved(bytes: Buffer): Promise<PictureDto> {
  const { status, body } = await member.client.upload<PictureDto>(
    `/api/users/${member.id}/pictures/upload`,
    uploadForm(bytes, 'photo.png', 'image/png'),
  );
  expect(status).toBe(201);
  const moderator = await api.as('moderator');
  await moderator.request('POST', '/api/users/pictures/approve', {
    pictures: [{ userId: member.id, pictureId: body._id }],
  });
  return body;
}

const image = async (key: string, { width, quality, format }: VariantSize) => {
  const response = await fetch(`${api.base}/api/images?url=${encodeURIComponent(key)}&w=${width}&q=${quality}`, {
    headers: { accept: format === 'jpeg' ? '*/*' : `image/${format}` },
  });
  return {
    status: response.status,
    type: response.headers.get('content-type'),
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};

describe('standard variants made right after upload', () => {
  it('queues an upload, and the job stores every standard width, quality and format', async () => {
    const picture = await uploadApproved(await png(1280, 800));
    expect((await jobs()).map((job) => job.key)).toContain(picture.url);

    const outcomes = await runDueVariantJobs({ db: api.deps.db, media });
    expect(outcomes).toContainEqual({ key: picture.url, outcome: 'done', rendered: STANDARD_VARIANTS.length });
    expect(await jobs()).toEqual([]);
    for (const size of STANDARD_VARIANTS) {
      const stored = await media.variants.read(picture.url, size);
      expect(stored, `${size.width}-${size.quality}.${size.format}`).not.toBeNull();
      expect((await sharp(stored!).metadata()).width).toBe(size.width === 640 ? 640 : 1200);
    }
    expect(STANDARD_VARIANTS).toContainEqual({ width: 640, quality: 75, format: 'avif' });
    expect(STANDARD_VARIANTS).toContainEqual({ width: 1200, quality: 85, format: 'webp' });
  });

  it('serves a prepared variant as stored, without converting anything', async () => {
    const picture = await uploadApproved(await png(1280, 800));
    await runDueVariantJobs({ db: api.deps.db, media });
    // Without its original nothing could be converted: what the route answers is the stored file.
    await media.storage.delete(picture.url);
    for (const size of [
      { width: 640, quality: 75, format: 'avif' },
      { width: 1200, quality: 85, format: 'webp' },
    ] as const) {
      const served = await image(picture.url, size);
      expect(served).toMatchObject({ status: 200, type: `image/${size.format}` });
      expect(served.bytes.equals((await media.variants.read(picture.url, size))!)).toBe(true);
    }
    // A size the job does not make needs the original, which is gone.
    expect((await image(picture.url, { width: 640, quality: 100, format: 'jpeg' })).status).toBe(404);
  });

  it('still converts on first request a variant that is missing, and keeps it', async () => {
    const picture = await uploadApproved(await png(1280, 800));
    const size = { width: 640, quality: 75, format: 'avif' } as const;
    expect(await media.variants.read(picture.url, size)).toBeNull();

    const served = await image(picture.url, size);
    expect(served).toMatchObject({ status: 200, type: 'image/avif' });
    expect(await sharp(served.bytes).metadata()).toMatchObject({ format: 'heif', width: 640 });
    expect(await media.variants.read(picture.url, size)).not.toBeNull();

    // The job then makes only what is still missing.
    const outcomes = await runDueVariantJobs({ db: api.deps.db, media });
    expect(outcomes).toContainEqual({ key: picture.url, outcome: 'done', rendered: STANDARD_VARIANTS.length - 1 });
  });

  it('removes every variant with the picture', async () => {
    const picture = await uploadApproved(await png(800, 600));
    await runDueVariantJobs({ db: api.deps.db, media });
    expect(await media.variants.read(picture.url, STANDARD_VARIANTS[0]!)).not.toBeNull();
    const { status } = await member.client.request('DELETE', `/api/users/${member.id}/pictures/${picture._id}`);
    expect(status).toBe(204);
    for (const size of STANDARD_VARIANTS) expect(await media.variants.read(picture.url, size)).toBeNull();
  });
});

describe('the variant job survives failures and restarts', () => {
  const key = (name: string) => `users/${member.id}/${name}.png`;

  it('records and logs a failure, retries later, and gives up after its last attempt', async () => {
    const broken = key('broken');
    await media.storage.put(broken, Buffer.from('not a picture at all'), 'image/png');
    await queueVariants(api.deps.db, broken);
    const logged: string[] = [];
    const options = { db: api.deps.db, media, log: (line: string) => logged.push(line), maxAttempts: 2 };

    expect(await runNextVariantJob(options)).toMatchObject({ key: broken, outcome: 'retrying' });
    const [retrying] = await jobs();
    expect(retrying).toMatchObject({ key: broken, status: 'pending', attempts: 1 });
    expect(retrying!.last_error).toBeTruthy();
    expect(logged[0]).toContain(broken);
    // Not due again until its backoff has passed.
    expect(await runNextVariantJob(options)).toBeNull();

    const later = () => new Date(Date.now() + 3_600_000);
    expect(await runNextVariantJob({ ...options, now: later })).toMatchObject({ key: broken, outcome: 'failed' });
    expect(await jobs()).toMatchObject([{ key: broken, status: 'failed', attempts: 2 }]);
    expect(logged[1]).toContain('giving up');
    expect(await runNextVariantJob({ ...options, now: later })).toBeNull();
    await api.deps.db.deleteFrom('picture_variant_jobs').execute();
  });

  it('takes again a job whose worker died mid-way, once its lease has run out', async () => {
    const picture = key('interrupted');
    await media.storage.put(picture, await png(700, 500), 'image/png');
    await queueVariants(api.deps.db, picture);
    // A worker took it and died: the row stays leased.
    const aborted = new AbortController();
    aborted.abort();
    expect(await runNextVariantJob({ db: api.deps.db, media }, aborted.signal)).toBeNull();
    expect(await jobs()).toMatchObject([{ key: picture, status: 'pending', attempts: 1 }]);
    expect(await runDueVariantJobs({ db: api.deps.db, media })).toEqual([]);

    const afterLease = () => new Date(Date.now() + 11 * 60_000);
    expect(await runDueVariantJobs({ db: api.deps.db, media, now: afterLease })).toEqual([
      { key: picture, outcome: 'done', rendered: STANDARD_VARIANTS.length },
    ]);
  });

  it('drops the job of a picture removed before its turn', async () => {
    await queueVariants(api.deps.db, key('removed'));
    expect(await runDueVariantJobs({ db: api.deps.db, media })).toEqual([
      { key: key('removed'), outcome: 'gone', rendered: 0 },
    ]);
    expect(await jobs()).toEqual([]);
  });
});
