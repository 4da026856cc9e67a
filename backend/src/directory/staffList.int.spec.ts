import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { directoryFixture, MONTREAL } from '../../../test/directory';

let api: TestApi;

interface StaffPage {
  data: Array<{ username?: string; pending?: boolean; userId?: string; picture?: { id: string; state: string } }>;
  nextChunk: string | null;
  extraData: { total: number };
}

beforeAll(async () => {
  api = await startTestApi();
  const fixture = directoryFixture(api);
  await fixture.add({ username: 'waiting', changes: { location: MONTREAL }, approved: false });
  // 30 pictures awaiting review across five members; each also has one declined and one approved.
  for (const username of ['painter', 'sculptor', 'weaver', 'potter', 'carver']) {
    const commands = Array.from({ length: 8 }, (_, i) => ({
      type: 'AddPicture' as const,
      pictureId: `${username}-${i}`,
      url: `users/${username}/${i}.jpg`,
      width: 600,
      height: 800,
    }));
    await fixture.add({
      username,
      changes: { location: MONTREAL },
      commands: [
        ...commands,
        { type: 'ApprovePicture', pictureId: `${username}-0` },
        { type: 'DeclinePicture', pictureId: `${username}-1`, note: 'Blurred' },
      ],
    });
  }
  await fixture.settle();
});
afterAll(async () => {
  await api?.close();
});

describe('GET /api/users staff options', () => {
  it('lists users of a role, and the moderation queue of pending users, for staff only', async () => {
    const moderator = await api.as('moderator');
    const escorts = await moderator.request<StaffPage>('GET', '/api/users?role=escort');
    expect(escorts.status).toBe(200);
    expect(escorts.body.data.map((user) => user.username)).toEqual(
      expect.arrayContaining(['waiting', 'painter', 'escort']),
    );
    const queue = await moderator.request<StaffPage>('GET', '/api/users?moderationMode=true');
    expect(queue.body.data.map((user) => user.username)).toContain('waiting');
    expect(queue.body.data.every((user) => user.pending)).toBe(true);
    const everyone = await moderator.request<StaffPage>('GET', '/api/users?unpaginated=true');
    expect(everyone.body.nextChunk).toBeNull();
    expect(everyone.body.data.length).toBe(everyone.body.extraData.total);

    expect((await api.client().request('GET', '/api/users?role=escort')).status).toBe(401);
    expect((await (await api.as('escort')).request('GET', '/api/users?moderationMode=true')).status).toBe(403);
  });

  it('pages the pictures awaiting review by 25, declined and approved ones left out', async () => {
    const moderator = await api.as('moderator');
    const first = await moderator.request<StaffPage>('GET', '/api/users?pictureModeration=true');
    expect(first.status).toBe(200);
    expect(first.body.extraData.total).toBe(30);
    expect(first.body.data).toHaveLength(25);
    expect(first.body.data.every((item) => item.picture?.state === 'pending')).toBe(true);
    const second = await moderator.request<StaffPage>(
      'GET',
      `/api/users?pictureModeration=true&chunk=${first.body.nextChunk}`,
    );
    expect(second.body.data).toHaveLength(5);
    expect(second.body.nextChunk).toBeNull();
    const ids = [...first.body.data, ...second.body.data].map((item) => item.picture!.id);
    expect(new Set(ids).size).toBe(30);
    expect((await (await api.as('advertiser')).request('GET', '/api/users?pictureModeration=true')).status).toBe(403);
  });
});
