import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { adminList as list } from '../api/testing';
import { newMember } from '../pictures/testing';
import { OutboxMailer } from './outbox';
import { sendDueMail } from './sender';

let api: TestApi;
let admin: TestClient;
let moderator: TestClient;

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
  moderator = await api.as('moderator');
});
afterAll(async () => {
  await api?.close();
});

describe('/api/admin/mail-outbox', () => {
  it('lets admins read the mail kept in the outbox, filtered by address; others get 403', async () => {
    const member = await newMember(api, 'escort');
    const claim = await admin.request('POST', `/api/users/${member.id}/claim`, {
      email: 'owner@example.org',
      reason: 'owner called',
    });
    expect(claim.status).toBe(204);
    const { body } = await list<{ id: string; to: string; subject: string; text: string }>(admin, 'mail-outbox', {
      to: 'OWNER@example.org',
    });
    expect(body).toEqual([expect.objectContaining({ to: 'owner@example.org', subject: expect.any(String) })]);
    expect((await admin.request('GET', `/api/admin/mail-outbox/${body[0]!.id}`)).body).toMatchObject(body[0]!);
    expect((await list(moderator, 'mail-outbox')).status).toBe(403);
  });

  it('shows staff a mail the sender gave up on, with the last answer of the mail server', async () => {
    await new OutboxMailer(api.deps.db, { deliver: true }).send({
      to: 'unlucky@example.org',
      subject: 'Reset',
      text: 'link',
      html: '<p>link</p>',
    });
    const refusing = {
      send: () => Promise.reject(new Error('550 5.1.1 mailbox unavailable')),
    };
    expect(await sendDueMail({ db: api.deps.db, transport: refusing, maxAttempts: 1 })).toMatchObject({ failed: 1 });

    const { body } = await list<{ to: string; status: string; attempts: number; lastError: string }>(
      admin,
      'mail-outbox',
      { status: 'failed' },
    );
    expect(body).toEqual([
      expect.objectContaining({
        to: 'unlucky@example.org',
        status: 'failed',
        attempts: 1,
        lastError: '550 5.1.1 mailbox unavailable',
      }),
    ]);
    expect((await list(admin, 'mail-outbox', { status: 'lost' })).status).toBe(400);
  });
});
