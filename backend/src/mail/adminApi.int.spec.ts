import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi, type TestClient } from '../../../test/api';
import { adminList as list } from '../api/testing';
import { eventually } from '../audit/testing';
import { newMember } from '../pictures/testing';
import type { MailMessage } from './mailer';
import { HIDDEN } from './masking';
import { OutboxMailer } from './outbox';
import { sendDueMail } from './sender';

interface Mail {
  id: string;
  to: string;
  subject: string;
  status: string;
  text?: string;
  html?: string;
  tokensHidden?: boolean;
}
interface TimelineEvent {
  type: string;
  subjectId: string;
  actorId: string | null;
  data: { mailId: string; recipientUserId: string | null };
}

let api: TestApi;
let admin: TestClient;
let moderator: TestClient;
let adminId = '';

beforeAll(async () => {
  api = await startTestApi();
  admin = await api.as('admin');
  moderator = await api.as('moderator');
  adminId = (await admin.request<{ _id: string }>('GET', '/api/user')).body._id;
});
afterAll(async () => {
  await api?.close();
});

const TOKEN = /token=([A-Za-z0-9_-]{43})/;
const show = (id: string) => admin.request<Mail & { code?: string }>('GET', `/api/admin/mail-outbox/${id}`);
const mailTo = async (address: string) => (await list<Mail>(admin, 'mail-outbox', { to: address })).body[0]!;

/** What the admin timeline recorded of mail reads by this admin. */
const readsOf = (mailId: string) =>
  eventually(async () => {
    const filter = encodeURIComponent(JSON.stringify({ type: 'OutboxMailRead', actorId: adminId }));
    const { body } = await admin.request<TimelineEvent[]>('GET', `/api/admin/events?filter=${filter}`);
    const found = body.filter((event) => event.data.mailId === mailId);
    return found.length > 0 ? found : undefined;
  });

describe('/api/admin/mail-outbox', () => {
  it('lets admins read the mail kept in the outbox, filtered by address; others get 403', async () => {
    const member = await newMember(api, 'escort');
    const claim = await admin.request('POST', `/api/users/${member.id}/claim`, {
      email: 'owner@example.org',
      reason: 'owner called',
    });
    expect(claim.status).toBe(204);
    const { body } = await list<Mail>(admin, 'mail-outbox', { to: 'OWNER@example.org' });
    expect(body).toEqual([expect.objectContaining({ to: 'owner@example.org', subject: expect.any(String) })]);
    // The list is envelopes: listing the outbox reads nobody's mail.
    expect(body[0]).not.toHaveProperty('text');
    expect(body[0]).not.toHaveProperty('html');
    expect((await show(body[0]!.id)).body).toMatchObject({ ...body[0], tokensHidden: true });
    expect((await list(moderator, 'mail-outbox')).status).toBe(403);
    expect((await moderator.request('GET', `/api/admin/mail-outbox/${body[0]!.id}`)).status).toBe(403);
  });

  it('hides the live link of another staff member from admins, while the mail sent carries it and it works', async () => {
    const asked = await api.client().request('POST', '/api/auth/reset-password', { email: 'moderator@demo.local' });
    expect(asked.status).toBe(204);
    const envelope = await mailTo('moderator@demo.local');
    const listed = JSON.stringify((await list(admin, 'mail-outbox')).body);
    expect(listed).not.toMatch(TOKEN);

    const shown = await show(envelope.id);
    expect(shown.status).toBe(200);
    expect(shown.headers.get('cache-control')).toBe('no-store');
    expect(shown.body.tokensHidden).toBe(true);
    expect(shown.body.text).toContain(`/reset-password?token=${HIDDEN}`);
    expect(shown.body.html).toContain(`token=${HIDDEN}`);
    expect(`${shown.body.text} ${shown.body.html}`).not.toMatch(/[A-Za-z0-9_-]{32,}/);

    // With a mail server the sender delivers the very mail the admin saw masked, link and all.
    // Due a second ago: the sender compares with its clock in milliseconds, PostgreSQL's now() has microseconds,
    // so "now" could still be a few microseconds ahead of the sender's pass.
    await sql`update mail_outbox set status = 'pending', next_attempt_at = now() - interval '1 second'
      where id = ${envelope.id}`.execute(api.t.db);
    const delivered: MailMessage[] = [];
    const transport = { send: async (message: MailMessage) => void delivered.push(message) };
    expect(await sendDueMail({ db: api.t.db, transport })).toMatchObject({ sent: 1 });
    const token = TOKEN.exec(delivered[0]!.text)?.[1];
    expect(delivered[0]!.html).toContain(`token=${token}`);
    const reset = await api.client().request('POST', '/api/auth/reset-password', {
      token,
      password: 'a new and long passphrase',
    });
    expect(reset.status).toBe(204);
  });

  it('records each reading of a mail, in the recipient’s history when the recipient is a member', async () => {
    await api.client().request('POST', '/api/auth/reset-password', { email: 'client@demo.local' });
    const toClient = await mailTo('client@demo.local');
    const clientId = (await (await api.as('client')).request<{ _id: string }>('GET', '/api/user')).body._id;
    expect((await show(toClient.id)).status).toBe(200);
    expect(await readsOf(toClient.id)).toEqual([
      expect.objectContaining({
        type: 'OutboxMailRead',
        subjectId: clientId,
        actorId: adminId,
        data: { mailId: toClient.id, recipientUserId: clientId },
      }),
    ]);
    const history = await eventually(async () => {
      const { body } = await admin.request<TimelineEvent[]>('GET', `/api/admin/users/${clientId}/history`);
      return body.find((event) => event.type === 'OutboxMailRead');
    });
    expect(history).toMatchObject({ actorId: adminId, data: { mailId: toClient.id } });

    // An address that is no member's: the reading is recorded under the mail itself.
    const toOwner = await mailTo('owner@example.org');
    await show(toOwner.id);
    expect(await readsOf(toOwner.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ subjectId: toOwner.id, data: { mailId: toOwner.id, recipientUserId: null } }),
      ]),
    );
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
