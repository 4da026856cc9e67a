import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { DEMO_PASSWORD } from '../demo/seed';
import { uploadForm } from '../pictures/testing';
import type { ConnectedAccount } from './queries';

let api: TestApi;
let moderator: TestClient;

beforeAll(async () => {
  // Behind one trusted proxy, so each member signs up from the address the test gives.
  api = await startTestApi({ TRUST_PROXY: '1' });
  moderator = await api.as('moderator');
});
afterAll(async () => {
  await api?.close();
});

let addressCount = 0;
/** A member signed up through the site from `address` (a fresh one unless given). */
async function signUp(options: { email?: string; address?: string } = {}) {
  const username = `c${randomUUID().slice(0, 10)}`;
  const client = api.client();
  const address = options.address ?? `10.20.${Math.floor(++addressCount / 250)}.${addressCount % 250}`;
  const registered = await client.request<{ _id: string }>(
    'POST',
    '/api/auth/register',
    {
      username,
      email: options.email ?? `${username}@example.org`,
      password: DEMO_PASSWORD,
      role: 'escort',
      gender: 'woman',
      acceptedTerms: true,
    },
    { 'x-forwarded-for': address },
  );
  expect(registered.status).toBe(201);
  return { id: registered.body._id, username, client };
}

const lookUp = async (userId: string) => {
  const answer = await moderator.request<{ connections: ConnectedAccount[] }>(
    'POST',
    `/api/users/${userId}/lookup-connections`,
  );
  expect(answer.status).toBe(200);
  return answer.body.connections;
};
const reasonsWith = (connections: ConnectedAccount[], userId: string) =>
  connections.find((account) => account.userId === userId)?.links.map((link) => link.reason) ?? [];

/** A picture with enough structure for a perceptual hash: bands and discs in several greys. */
const drawing = (shapes: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="700"><rect width="900" height="700" fill="#777"/>${shapes}</svg>`,
    ),
  )
    .png()
    .toBuffer();
const original = () =>
  drawing(
    '<rect x="0" y="0" width="300" height="700" fill="#eee"/><circle cx="600" cy="250" r="180" fill="#111"/>' +
      '<rect x="350" y="500" width="500" height="150" fill="#ccc"/>',
  );
const unrelated = () =>
  drawing(
    '<rect x="600" y="0" width="300" height="700" fill="#111"/><circle cx="250" cy="450" r="200" fill="#eee"/>' +
      '<rect x="50" y="40" width="450" height="120" fill="#333"/>',
  );

describe('POST /api/users/{id}/lookup-connections', () => {
  it('links accounts that signed in from one address, and not others', async () => {
    const first = await signUp({ address: '198.51.100.20' });
    const second = await signUp({ address: '198.51.100.20' });
    const elsewhere = await signUp();
    const connections = await lookUp(first.id);
    expect(connections).toContainEqual(
      expect.objectContaining({
        userId: second.id,
        username: second.username,
        links: [{ reason: 'ip', detail: '198.51.100.20' }],
      }),
    );
    expect(reasonsWith(connections, elsewhere.id)).toEqual([]);
  });

  it('links one Gmail mailbox written with dots and a +tag, and a contact email', async () => {
    const tag = randomUUID().slice(0, 6);
    const first = await signUp({ email: `ann.${tag}+ads@gmail.com` });
    const second = await signUp({ email: `ann${tag}@googlemail.com` });
    const third = await signUp();
    expect((await third.client.request('PATCH', '/api/user', { contactEmail: `A.N.N${tag}@gmail.com` })).status).toBe(
      200,
    );
    const connections = await lookUp(first.id);
    expect(reasonsWith(connections, second.id)).toEqual(['email']);
    expect(connections.find((account) => account.userId === second.id)?.links[0]?.detail).toBe(`ann${tag}@gmail.com`);
    expect(reasonsWith(connections, third.id)).toEqual(['contactEmail']);
  });

  it('links one phone number written two ways, shown in E.164', async () => {
    const number = `438555${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
    const first = await signUp();
    const second = await signUp();
    await first.client.request('PATCH', '/api/user', {
      phone: `(${number.slice(0, 3)}) ${number.slice(3, 6)}-${number.slice(6)}`,
    });
    await second.client.request('PATCH', '/api/user', { phone: `+1 ${number}` });
    const connections = await lookUp(first.id);
    expect(connections.find((account) => account.userId === second.id)?.links).toEqual([
      { reason: 'phone', detail: `+1${number}` },
    ]);
  });

  it('links a resized, re-encoded copy of a picture, and not an unrelated picture', async () => {
    const first = await signUp();
    const copier = await signUp();
    const stranger = await signUp();
    const upload = async (member: { id: string; client: TestClient }, bytes: Buffer, name: string, type: string) =>
      expect(
        (await member.client.upload(`/api/users/${member.id}/pictures/upload`, uploadForm(bytes, name, type))).status,
      ).toBe(201);
    await upload(first, await original(), 'me.png', 'image/png');
    const copy = await sharp(await original())
      .resize(420)
      .jpeg({ quality: 55 })
      .toBuffer();
    await upload(copier, copy, 'copy.jpg', 'image/jpeg');
    await upload(stranger, await unrelated(), 'other.png', 'image/png');
    const connections = await lookUp(first.id);
    expect(reasonsWith(connections, copier.id)).toEqual(['picture']);
    expect(reasonsWith(connections, stranger.id)).toEqual([]);
  });

  it("forgets a deleted account's addresses: it links nobody any more", async () => {
    const first = await signUp({ address: '198.51.100.30' });
    const second = await signUp({ address: '198.51.100.30' });
    const admin = await api.as('admin');
    expect(
      (await admin.request('POST', `/api/users/${second.id}/delete?notifyReporters=false`, { reason: 'spam' })).status,
    ).toBe(204);
    const rows = await api.deps.pool.query('select 1 from safety.login_addresses where user_id = $1', [second.id]);
    expect(rows.rowCount).toBe(0);
    expect(reasonsWith(await lookUp(first.id), second.id)).toEqual([]);
  });

  it('is for staff who check duplicates: 403 for members and advertisers, 404 for an unknown member', async () => {
    const member = await signUp();
    expect((await member.client.request('POST', `/api/users/${member.id}/lookup-connections`)).status).toBe(403);
    const advertiser = await api.as('advertiser');
    expect((await advertiser.request('POST', `/api/users/${member.id}/lookup-connections`)).status).toBe(403);
    expect((await moderator.request('POST', '/api/users/nobody/lookup-connections')).status).toBe(404);
    expect((await (await api.as('admin')).request('POST', `/api/users/${member.id}/lookup-connections`)).status).toBe(
      200,
    );
  });
});
