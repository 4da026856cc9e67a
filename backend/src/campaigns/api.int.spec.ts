import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { newMember, png, uploadForm } from '../pictures/testing';
import type { BlockDto } from './service';

let api: TestApi;
let dataDir: string;
let admin: TestClient;
let advertiser: TestClient;
let rival: { id: string; client: TestClient };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'annuaire-campaigns-'));
  api = await startTestApi({ DATA_DIR: dataDir });
  admin = await api.as('admin');
  advertiser = await api.as('advertiser');
  rival = await newMember(api, 'advertiser');
});
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const block = { href: 'https://shop.example.org/offer', body: 'Spring offer', layoutName: 'cardAff', active: true };
const create = async (client: TestClient, body: object = block) => {
  const response = await client.request<BlockDto>('POST', '/api/admin/campaigns', body);
  expect(response.status).toBe(201);
  return response.body;
};
const listOf = async (client: TestClient) =>
  (await client.request<BlockDto[]>('GET', '/api/admin/campaigns?range=[0,99]')).body;

describe('/api/admin/campaigns', () => {
  it('lets an advertiser create, edit and delete their own block', async () => {
    const created = await create(advertiser);
    expect(created).toMatchObject({ ...block, placement: 'blockCard', ownerUsername: 'advertiser', pictures: [] });
    const edited = await advertiser.request<BlockDto>('PUT', `/api/admin/campaigns/${created.id}`, {
      ...created,
      layoutName: 'leaderboardAff',
      active: false,
    });
    expect(edited.body).toMatchObject({ layoutName: 'leaderboardAff', placement: 'blockLeaderboard', active: false });
    const deleted = await advertiser.request<BlockDto>('DELETE', `/api/admin/campaigns/${created.id}`);
    expect(deleted).toMatchObject({ status: 200, body: { id: created.id } });
    expect((await advertiser.request('GET', `/api/admin/campaigns/${created.id}`)).status).toBe(404);
  });

  it('shows an advertiser only their own blocks, and answers 403 with a message on anyone else’s', async () => {
    const mine = await create(advertiser);
    const theirs = await create(rival.client, { ...block, href: 'https://rival.example.org' });
    const seen = await listOf(advertiser);
    expect(seen.map((row) => row.id)).toContain(mine.id);
    expect(seen.map((row) => row.id)).not.toContain(theirs.id);
    expect(seen.every((row) => row.ownerUsername === 'advertiser')).toBe(true);
    // Asking for the rival's blocks by owner changes nothing: the filter is the advertiser's own.
    const filtered = await advertiser.request<BlockDto[]>(
      'GET',
      `/api/admin/campaigns?filter=${encodeURIComponent(JSON.stringify({ ownerId: rival.id }))}`,
    );
    expect(filtered.body.map((row) => row.id)).not.toContain(theirs.id);

    for (const [method, suffix, body] of [
      ['GET', '', undefined],
      ['PUT', '', block],
      ['DELETE', '', undefined],
      ['DELETE', '/pictures/some-picture', undefined],
    ] as const) {
      const response = await advertiser.request(method, `/api/admin/campaigns/${theirs.id}${suffix}`, body);
      expect([method, suffix, response.status, response.body]).toEqual([
        method,
        suffix,
        403,
        { msg: expect.stringContaining('belongs to another advertiser'), code: 'forbidden' },
      ]);
    }
    const patch = await advertiser.request('PATCH', `/api/blocks/${theirs.id}`, { active: false });
    expect(patch).toMatchObject({ status: 403, body: { msg: expect.stringContaining('another advertiser') } });
    expect((await admin.request<BlockDto>('GET', `/api/admin/campaigns/${theirs.id}`)).body.active).toBe(true);
  });

  it('lets admins see every block and create one for an advertiser', async () => {
    const forRival = await create(admin, { ...block, ownerId: rival.id });
    expect(forRival.ownerId).toBe(rival.id);
    const all = await listOf(admin);
    expect(new Set(all.map((row) => row.ownerId))).toEqual(
      new Set([rival.id, all.find((r) => r.ownerUsername === 'advertiser')!.ownerId]),
    );
    const client = (await api.as('client')) as TestClient;
    const me = await client.request<{ _id: string }>('GET', '/api/user');
    const notAdvertiser = await admin.request('POST', '/api/admin/campaigns', { ...block, ownerId: me.body._id });
    expect(notAdvertiser).toMatchObject({ status: 400, body: { issues: [{ path: 'body.ownerId' }] } });
  });

  it('answers 400 {msg, code} naming a bad link or layout', async () => {
    const bad = await advertiser.request('POST', '/api/admin/campaigns', {
      ...block,
      href: 'javascript:alert(1)',
      layoutName: 'popup',
    });
    expect(bad.status).toBe(400);
    expect((bad.body as { issues: Array<{ path: string }> }).issues.map((issue) => issue.path).sort()).toEqual([
      'body.href',
      'body.layoutName',
    ]);
  });

  it('is for CAMPAIGNS: moderators and clients get 403, visitors 401', async () => {
    for (const username of ['moderator', 'client']) {
      expect((await (await api.as(username)).request('GET', '/api/admin/campaigns')).status).toBe(403);
    }
    expect((await api.client().request('GET', '/api/admin/campaigns')).status).toBe(401);
  });
});

describe('a block’s weight (docs/product.md §6: the operator’s lever)', () => {
  it('refuses an advertiser’s own weight with 403 {msg, code}, keeps it through their edits, and takes the admin’s', async () => {
    const refused = await advertiser.request<{ msg: string; code: string }>('POST', '/api/admin/campaigns', {
      ...block,
      weight: 100,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'block_weight_forbidden', msg: expect.stringContaining('weight') });
    const mine = await create(advertiser);
    expect(mine.weight).toBe(1);
    const put = (client: TestClient, body: object) =>
      client.request<BlockDto & { code?: string }>('PUT', `/api/admin/campaigns/${mine.id}`, body);
    expect((await put(advertiser, { ...mine, weight: 100 })).status).toBe(403);
    const patched = await advertiser.request<{ code: string }>('PATCH', `/api/blocks/${mine.id}`, { weight: 50 });
    expect([patched.status, patched.body.code]).toEqual([403, 'block_weight_forbidden']);
    // The admin sets it; the advertiser's form sends it back unchanged, or leaves it out: it stays.
    expect((await put(admin, { ...mine, weight: 7 })).body.weight).toBe(7);
    expect((await put(advertiser, { ...mine, weight: 7, body: 'Summer offer' })).body).toMatchObject({
      weight: 7,
      body: 'Summer offer',
    });
    const { weight: _left, ...withoutWeight } = mine;
    expect((await put(advertiser, { ...withoutWeight, body: 'Autumn offer' })).body.weight).toBe(7);
    expect((await advertiser.request<BlockDto>('PATCH', `/api/blocks/${mine.id}`, { active: false })).body.weight).toBe(
      7,
    );
  });
});

describe('campaign pictures and the site', () => {
  it('adds and removes pictures, serves active blocks to visitors and hides inactive ones', async () => {
    const created = await create(advertiser, { ...block, active: false });
    const form = uploadForm(await png(600, 200), 'banner.png', 'image/png');
    const uploaded = await advertiser.upload<BlockDto>(`/api/admin/campaigns/${created.id}/pictures`, form);
    expect(uploaded.status).toBe(201);
    const [picture] = uploaded.body.pictures;
    expect(picture).toMatchObject({ url: expect.stringMatching(`^blocks/${created.id}/`), width: 600 });

    const image = `/api/blocks/images?url=${encodeURIComponent(picture!.url)}&w=640`;
    expect((await fetch(`${api.base}${image}`)).status).toBe(404);
    expect((await advertiser.fetch(image)).status).toBe(200);
    const visible = (await api.client().request<Array<{ _id: string }>>('GET', '/api/blocks')).body;
    expect(visible.map((row) => row._id)).not.toContain(created.id);

    await advertiser.request('PUT', `/api/admin/campaigns/${created.id}`, { ...block, active: true });
    const served = await fetch(`${api.base}${image}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toMatch(/^image\//);
    const forSite = await api
      .client()
      .request<Array<{ _id: string; placement: string }>>('GET', '/api/blocks?placement=blockCard');
    expect(forSite.body.find((row) => row._id === created.id)).toMatchObject({
      placement: 'blockCard',
      pictures: [{ _id: picture!.id, url: picture!.url }],
    });

    const removed = await advertiser.request<BlockDto>(
      'DELETE',
      `/api/admin/campaigns/${created.id}/pictures/${picture!.id}`,
    );
    expect(removed.body.pictures).toEqual([]);
    expect((await fetch(`${api.base}${image}`)).status).toBe(404);
  });
});
