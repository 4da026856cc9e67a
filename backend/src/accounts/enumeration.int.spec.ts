import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../../test/api';
import { createMailer } from '../mail/mailer';
import { serveWith, type Served } from './testing';

let api: TestApi;
/** The API with a mail server configured, as `npm start` builds it, that accepts no connection. */
let site: Served;
beforeAll(async () => {
  api = await startTestApi();
  const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@example.test' }, api.t.db);
  site = await serveWith(api, { mailer });
});
afterAll(async () => {
  await site?.close();
  await api?.close();
});

interface OutboxRow {
  to_address: string;
  subject: string;
  status: string;
}
const mailTo = async (address: string) =>
  (
    await sql<OutboxRow>`
      select to_address, subject, status from mail_outbox where lower(to_address) = ${address} order by created_at`.execute(
      api.t.db,
    )
  ).rows;

describe('POST /api/auth/reset-password (request)', () => {
  it('answers a known and an unknown address alike, and only queues the mail for the sender', async () => {
    const known = await site.client().request('POST', '/api/auth/reset-password', { email: 'libertine@demo.local' });
    const unknown = await site.client().request('POST', '/api/auth/reset-password', { email: 'ghost@example.org' });
    expect({ status: known.status, body: known.body }).toEqual({ status: 204, body: null });
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: known.status, body: known.body });
    expect(await mailTo('libertine@demo.local')).toEqual([
      { to_address: 'libertine@demo.local', subject: 'Réinitialisez votre mot de passe', status: 'pending' },
    ]);
    expect(await mailTo('ghost@example.org')).toEqual([]);
  });
});

describe('POST /api/auth/reset-email (request)', () => {
  it('answers a taken address as a free one, and tells its owner instead of mailing a link', async () => {
    const member = await site.as('client');
    const free = await member.request('POST', '/api/auth/reset-email', { email: 'client.new@example.org' });
    const taken = await member.request('POST', '/api/auth/reset-email', { email: 'Moderator@demo.local' });
    expect({ status: taken.status, body: taken.body }).toEqual({ status: free.status, body: free.body });
    expect(free.status).toBe(204);

    expect(await mailTo('client.new@example.org')).toEqual([
      expect.objectContaining({ subject: 'Confirmez votre nouvelle adresse courriel', status: 'pending' }),
    ]);
    expect(await mailTo('moderator@demo.local')).toEqual([
      expect.objectContaining({ subject: 'Demande d’utilisation de votre adresse', status: 'pending' }),
    ]);
    const { rows } = await sql`
      select 1 from accounts.tokens where lower(new_email) = 'moderator@demo.local'`.execute(api.t.db);
    expect(rows).toEqual([]);
  });
});

describe('POST /api/auth/register with a taken email', () => {
  it('still refuses (registering signs in at once), creates nothing, and tells the owner once a day', async () => {
    const attempt = (username: string) =>
      site.client().request('POST', '/api/auth/register', {
        username,
        email: 'escort@demo.local',
        password: 'a long enough password',
        role: 'client',
        gender: 'man',
        acceptedTerms: true,
      });
    expect(await attempt('prober1')).toMatchObject({ status: 409, body: { code: 'email_taken' } });
    expect(await attempt('prober2')).toMatchObject({ status: 409, body: { code: 'email_taken' } });
    expect(await mailTo('escort@demo.local')).toEqual([
      expect.objectContaining({ subject: 'Tentative d’inscription avec votre adresse', status: 'pending' }),
    ]);
    const { rows } = await sql`
      select 1 from accounts.accounts where username in ('prober1', 'prober2')`.execute(api.t.db);
    expect(rows).toEqual([]);
  });
});
