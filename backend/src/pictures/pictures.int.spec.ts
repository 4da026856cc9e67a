import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import type { GalleryDto, PictureDto } from './gallery';
import { storageOf } from './storage';
import { newMember, pdf, png, uploadForm } from './testing';

let api: TestApi;
let dataDir: string;
let moderator: TestClient;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'annuaire-pictures-'));
  api = await startTestApi({ DATA_DIR: dataDir });
  moderator = await api.as('moderator');
});
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const upload = async (client: TestClient, userId: string, bytes?: Buffer) =>
  client.upload<PictureDto & { msg: string; code: string }>(
    `/api/users/${userId}/pictures/upload`,
    uploadForm(bytes ?? (await png(320, 240)), 'me.png', 'image/png'),
  );
const image = (client: TestClient | null, key: string) =>
  (client?.fetch ?? ((p: string) => fetch(`${api.base}${p}`)))(`/api/images?url=${encodeURIComponent(key)}&w=640`);

describe('POST /api/users/:id/pictures/upload', () => {
  it('fails with 401 without a session, 403 on another member, 404 for an unknown user', async () => {
    const { id } = await newMember(api);
    expect((await api.client().upload(`/api/users/${id}/pictures/upload`, uploadForm(await png()))).status).toBe(401);
    expect((await upload(await api.as('client'), id)).status).toBe(403);
    expect((await upload(moderator, 'no-such-user')).status).toBe(404);
  });

  it('answers 400 when the field "file" is missing', async () => {
    const { id, client } = await newMember(api);
    const form = new FormData();
    form.append('picture', new Blob([new Uint8Array(await png())]), 'me.png');
    const { status, body } = await client.upload(`/api/users/${id}/pictures/upload`, form);
    expect({ status, body }).toMatchObject({ status: 400, body: { code: 'invalid_request' } });
  });

  it('refuses a 21 MB file with 413 without storing anything', async () => {
    const { id, client } = await newMember(api);
    const { status, body } = await upload(client, id, Buffer.alloc(21 * 1024 * 1024, 0xff));
    expect(status).toBe(413);
    expect(body).toEqual({ msg: expect.stringContaining('20 MB'), code: 'payload_too_large' });
    expect((await client.request<GalleryDto>('GET', `/api/users/${id}/pictures`)).body.pictures).toEqual([]);
  });

  it('stops reading at 20 MB + 1 byte when the client does not announce the size', async () => {
    const { id, client } = await newMember(api);
    const boundary = 'pictures-test-boundary';
    const parts = [
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`),
      ...Array<Buffer>(40).fill(Buffer.alloc(1024 * 1024, 0xff)),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ];
    // A stream has no Content-Length, so only counting the bytes as they arrive can stop it.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        const next = parts.shift();
        if (next) controller.enqueue(next);
        else controller.close();
      },
    });
    const response = await client.fetch(`/api/users/${id}/pictures/upload`, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'payload_too_large' });
  });

  it('refuses a PDF renamed .jpg with 415: the bytes decide, not the name or declared type', async () => {
    const { id, client } = await newMember(api);
    const { status, body } = await client.upload(`/api/users/${id}/pictures/upload`, uploadForm(pdf(), 'cv.jpg'));
    expect(status).toBe(415);
    expect(body).toMatchObject({ code: 'unsupported_media_type', msg: expect.any(String) });
  });

  it('stores a pending picture under a key naming its owner', async () => {
    const { id, client } = await newMember(api);
    const { status, body } = await upload(client, id);
    expect(status).toBe(201);
    expect(body).toMatchObject({ state: 'pending', approved: false, pending: true, width: 320, height: 240 });
    expect(body.url).toBe(`users/${id}/${body._id}.png`);
    expect(await storageOf(api.deps.config).get(body.url)).not.toBeNull();
  });
});

describe('picture limits (docs/product.md §9)', () => {
  const fill = async (client: TestClient, id: string, count: number) => {
    const statuses: number[] = [];
    for (let i = 0; i < count; i++) statuses.push((await upload(client, id)).status);
    return statuses;
  };

  it("refuses a client's 4th picture with 409", async () => {
    const { id, client } = await newMember(api, 'client');
    expect(await fill(client, id, 3)).toEqual([201, 201, 201]);
    const fourth = await upload(client, id);
    expect(fourth.status).toBe(409);
    expect(fourth.body).toMatchObject({ code: 'picture_limit', msg: expect.stringContaining('3') });
  });

  it("refuses an escort's 9th picture with 409", async () => {
    const { id, client } = await newMember(api, 'escort');
    expect(await fill(client, id, 8)).toEqual(Array(8).fill(201));
    expect((await upload(client, id)).status).toBe(409);
    const { body } = await client.request<GalleryDto>('GET', `/api/users/${id}/pictures`);
    expect(body.pictures).toHaveLength(8);
  });

  it('keeps rotation for VIPs in Quebec, and at most 4 pictures rotate', async () => {
    const { id, client } = await newMember(api, 'escort');
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await upload(client, id)).body._id);
    const rotate = (pictureId: string) =>
      client.request<{ code: string }>('PATCH', `/api/users/${id}/pictures/${pictureId}/rotation`, {
        inRotation: true,
      });

    expect((await rotate(ids[0]!)).status).toBe(403);

    const admin = await api.as('admin');
    const until = new Date(Date.now() + 30 * 86_400_000).toISOString();
    expect((await admin.request('POST', `/api/users/${id}/vip`, { until, reason: 'test' })).status).toBe(200);
    for (const pictureId of ids.slice(0, 4)) expect((await rotate(pictureId)).status).toBe(200);
    const fifth = await rotate(ids[4]!);
    expect(fifth.status).toBe(409);
    expect(fifth.body.code).toBe('rotation_limit');
  });
});

describe('moderation', () => {
  it('hides a pending picture from visitors, shows it to its owner, and publishes it once approved in bulk', async () => {
    const { id, client } = await newMember(api);
    const picture = (await upload(client, id)).body;

    expect((await image(null, picture.url)).status).toBe(404);
    expect((await image(await api.as('client'), picture.url)).status).toBe(404);
    expect((await image(client, picture.url)).status).toBe(200);
    expect((await image(moderator, picture.url)).status).toBe(200);
    expect((await api.client().request<GalleryDto>('GET', `/api/users/${id}/pictures`)).body.pictures).toEqual([]);

    expect((await client.request('POST', '/api/users/pictures/approve', { pictures: [] })).status).toBe(403);
    const approved = await moderator.request('POST', '/api/users/pictures/approve', {
      pictures: [{ userId: id, pictureId: picture._id }],
    });
    expect(approved.status).toBe(200);

    const served = await image(null, picture.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const gallery = (await api.client().request<GalleryDto>('GET', `/api/users/${id}/pictures`)).body;
    expect(gallery).toMatchObject({
      profilePictureId: picture._id,
      pictures: [{ _id: picture._id, state: 'approved' }],
    });
  });

  it('lets reviewers alone approve or decline, with a note the owner reads', async () => {
    const { id, client } = await newMember(api);
    const picture = (await upload(client, id)).body;
    const path = `/api/users/${id}/pictures/${picture._id}`;

    expect((await client.request('POST', `${path}/approve`)).status).toBe(403);
    expect((await client.request('POST', `${path}/decline`, { note: 'not me' })).status).toBe(403);
    expect((await moderator.request('POST', `${path}/decline`, {})).status).toBe(400);
    expect((await moderator.request('POST', `/api/users/${id}/pictures/unknown/approve`)).status).toBe(404);
    expect((await moderator.request('POST', `${path}/decline`, { note: 'Blurry' })).status).toBe(200);

    const { body } = await client.request<GalleryDto>('GET', `/api/users/${id}/pictures`);
    expect(body.pictures[0]).toMatchObject({ state: 'declined', note: 'Blurry', approved: false });
    expect((await image(null, picture.url)).status).toBe(404);
  });

  it('lets the owner order the gallery, pick the profile picture and remove a picture for good', async () => {
    const { id, client } = await newMember(api);
    const [first, second] = [(await upload(client, id)).body, (await upload(client, id)).body];
    const path = (pictureId: string) => `/api/users/${id}/pictures/${pictureId}`;
    await moderator.request('POST', '/api/users/pictures/approve', {
      pictures: [first, second].map((picture) => ({ userId: id, pictureId: picture!._id })),
    });

    const bumped = await client.request<GalleryDto>('POST', `${path(second!._id)}/bump-priority`);
    expect(bumped.body.pictures.map((picture) => picture._id)).toEqual([second!._id, first!._id]);
    const reordered = await client.request<GalleryDto>('PUT', `/api/users/${id}/pictures/order`, {
      pictureIds: [first!._id, second!._id],
    });
    expect(reordered.body.pictures.map((picture) => picture._id)).toEqual([first!._id, second!._id]);
    const chosen = await client.request<GalleryDto>('POST', `${path(second!._id)}/set-profile-picture`);
    expect(chosen.body.profilePictureId).toBe(second!._id);

    expect((await (await api.as('client')).request('DELETE', path(first!._id))).status).toBe(403);
    expect((await client.request('DELETE', path(first!._id))).status).toBe(204);
    expect(await storageOf(api.deps.config).get(first!.url)).toBeNull();
    expect((await image(client, first!.url)).status).toBe(404);
  });

  it('keeps verification pictures for the owner and reviewers', async () => {
    const { id, client } = await newMember(api);
    const { status, body } = await client.upload<{ _id: string; url: string }>(
      `/api/users/${id}/verification/upload`,
      uploadForm(await png(), 'id.png', 'image/png'),
    );
    expect(status).toBe(201);
    expect(body.url).toBe(`users/${id}/verification/${body._id}.png`);
    expect((await image(client, body.url)).status).toBe(200);
    expect((await image(moderator, body.url)).status).toBe(200);
    expect((await image(null, body.url)).status).toBe(404);
    expect((await image(await api.as('client'), body.url)).status).toBe(404);
  });
});
