import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { startTestApi, type TestApi } from '../../../test/api';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(async () => {
  await api?.close();
});

const message = {
  name: 'Camille',
  email: 'camille@example.org',
  subject: 'A question',
  message: 'Hello, how do I verify my profile?',
};

describe('POST /api/contact', () => {
  it('sends the message to the team with the sender to reply to, escaping HTML', async () => {
    const response = await api
      .client()
      .request('POST', '/api/contact', { ...message, message: 'Hello <b>team</b>, a question.' });
    expect(response.status).toBe(204);
    const { rows } = await sql<{ subject: string; text_body: string; html_body: string }>`
      select subject, text_body, html_body from mail_outbox where to_address = 'contact@annuaire.local'`.execute(
      api.t.db,
    );
    expect(rows[0]).toMatchObject({ subject: '[contact] A question' });
    expect(rows[0]!.text_body).toContain('From: Camille <camille@example.org>');
    expect(rows[0]!.html_body).toContain('&lt;b&gt;team&lt;/b&gt;');
  });

  it('names each bad field, and limits senders', async () => {
    const bad = await api.client().request<{ issues: Array<{ path: string }> }>('POST', '/api/contact', {
      ...message,
      email: 'nope',
      message: 'short',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.issues.map((issue) => issue.path).sort()).toEqual(['body.email', 'body.message']);
    let status = 0;
    for (let i = 0; i < 6; i++) status = (await api.client().request('POST', '/api/contact', message)).status;
    expect(status).toBe(429);
  });
});
