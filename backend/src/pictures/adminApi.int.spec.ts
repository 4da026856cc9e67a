import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueuePicture } from '@annuaire/shared';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import type { PictureDto } from './gallery';
import { newMember, png, uploadForm } from './testing';

let api: TestApi;
let dataDir: string;
let moderator: TestClient;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'annuaire-queue-'));
  api = await startTestApi({ DATA_DIR: dataDir });
  moderator = await api.as('moderator');
});
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A fresh escort with `count` pictures awaiting review. */
async function memberWithPictures(count: number) {
  const member = await newMember(api);
  const pictures: PictureDto[] = [];
  for (let i = 0; i < count; i++) {
    const form = uploadForm(await png(320 + i, 240), 'me.png', 'image/png');
    const { status, body } = await member.client.upload<PictureDto>(`/api/users/${member.id}/pictures/upload`, form);
    expect(status).toBe(201);
    pictures.push(body);
  }
  return { ...member, pictures, ids: pictures.map((picture) => `${member.id}.${picture._id}`) };
}

const list = (client: TestClient, filter: object, range = [0, 24], sort = ['addedAt', 'ASC']) =>
  client.request<QueuePicture[]>(
    'GET',
    `/api/admin/pictures?${new URLSearchParams({
      filter: JSON.stringify(filter),
      range: JSON.stringify(range),
      sort: JSON.stringify(sort),
    })}`,
  );

describe('GET /api/admin/pictures', () => {
  it('lists the pictures awaiting review, oldest first, with Content-Range', async () => {
    const member = await memberWithPictures(2);
    const { status, body, headers } = await list(moderator, { userId: member.id });
    expect(status).toBe(200);
    expect(body.map((picture) => picture.id)).toEqual(member.ids);
    expect(body[0]).toMatchObject({ userId: member.id, state: 'pending', note: null, url: member.pictures[0]!.url });
    expect(headers.get('content-range')).toBe('pictures 0-1/2');
    expect(headers.get('access-control-expose-headers')).toBe('Content-Range');
  });

  it('refuses pages of more than 25 pictures with 400 naming range (docs/product.md §5)', async () => {
    const { status, body } = await list(moderator, {}, [0, 25]);
    expect(status).toBe(400);
    expect(body).toMatchObject({ code: 'invalid_request', issues: [{ path: 'query.range' }] });
  });

  it('answers getMany by ids whatever the state', async () => {
    const member = await memberWithPictures(1);
    await moderator.request('PUT', `/api/admin/pictures/${member.ids[0]}`, { state: 'approved' });
    const { body } = await moderator.request<QueuePicture[]>(
      'GET',
      `/api/admin/pictures?filter=${encodeURIComponent(JSON.stringify({ id: member.ids }))}`,
    );
    expect(body).toEqual([expect.objectContaining({ id: member.ids[0], state: 'approved' })]);
  });

  it('fails with 401 anonymous and 403 for clients, escorts and advertisers', async () => {
    expect((await list(api.client(), {})).status).toBe(401);
    for (const username of ['client', 'escort', 'advertiser']) {
      expect((await list(await api.as(username), {})).body).toMatchObject({ code: 'forbidden' });
    }
  });
});

describe('deciding from the queue', () => {
  it('approves in bulk, all or nothing, and the pictures show on the public profile', async () => {
    const member = await memberWithPictures(3);
    const stale = await moderator.request('POST', '/api/admin/pictures/approve', {
      ids: [...member.ids, `${member.id}.no-such-picture`],
    });
    expect(stale).toMatchObject({ status: 404, body: { code: 'not_found' } });
    expect((await list(moderator, { userId: member.id })).body).toHaveLength(3);

    const { status, body } = await moderator.request<{ data: string[] }>('POST', '/api/admin/pictures/approve', {
      ids: member.ids,
    });
    expect(status).toBe(200);
    expect(body.data).toEqual(member.ids);
    expect((await list(moderator, { userId: member.id })).body).toEqual([]);
    const gallery = await api.client().request<{ pictures: PictureDto[] }>('GET', `/api/users/${member.id}/pictures`);
    expect(gallery.body.pictures.map((picture) => picture._id)).toEqual(member.pictures.map((picture) => picture._id));
  });

  it('declines with a note, and the undo returns the picture to the queue; both recorded with the moderator', async () => {
    const member = await memberWithPictures(1);
    const id = member.ids[0]!;
    const noNote = await moderator.request('PUT', `/api/admin/pictures/${id}`, { state: 'declined' });
    expect(noNote).toMatchObject({ status: 400, body: { code: 'invalid_request', issues: [{ path: 'body.note' }] } });

    const declined = await moderator.request<QueuePicture>('PUT', `/api/admin/pictures/${id}`, {
      id,
      state: 'declined',
      note: 'Face blurred, please upload a clearer one',
    });
    expect(declined.body).toMatchObject({ id, state: 'declined', note: 'Face blurred, please upload a clearer one' });
    expect((await list(moderator, { userId: member.id })).body).toEqual([]);
    expect((await list(moderator, { userId: member.id, state: 'declined' })).body).toHaveLength(1);

    const undone = await moderator.request<QueuePicture>('POST', `/api/admin/pictures/${id}/undo`);
    expect(undone.body).toMatchObject({ id, state: 'pending', note: null });
    expect((await list(moderator, { userId: member.id })).body.map((picture) => picture.id)).toEqual([id]);

    const history = await moderator.request<Array<{ type: string; actorRole: string }>>(
      'GET',
      `/api/admin/events?filter=${encodeURIComponent(JSON.stringify({ streamId: `user-${member.id}` }))}&range=[0,99]`,
    );
    expect(history.body.filter((event) => event.type.startsWith('Picture')).map((e) => [e.type, e.actorRole])).toEqual([
      ['PictureAdded', 'escort'],
      ['PictureDeclined', 'moderator'],
      ['PictureReturnedToPending', 'moderator'],
    ]);
  });

  it('undoes an approval: the picture leaves the public profile and awaits review again', async () => {
    const member = await memberWithPictures(1);
    const id = member.ids[0]!;
    await moderator.request('PUT', `/api/admin/pictures/${id}`, { state: 'approved' });
    await moderator.request('PUT', `/api/admin/pictures/${id}`, { state: 'pending' });
    const gallery = await api.client().request<{ pictures: PictureDto[] }>('GET', `/api/users/${member.id}/pictures`);
    expect(gallery.body.pictures).toEqual([]);
    expect((await moderator.request<QueuePicture>('GET', `/api/admin/pictures/${id}`)).body.state).toBe('pending');
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await moderator.request('GET', '/api/admin/pictures/nodot')).status).toBe(404);
    expect((await moderator.request('POST', '/api/admin/pictures/someone.nothing/undo')).status).toBe(404);
  });
});
