import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase, type MigratedDatabase } from '../auth/testing';
import { createMailer, createMailTransport } from './mailer';
import { OutboxMailer, listOutbox, outboxDeliveryMigration, outboxMigration, type OutboxDatabase } from './outbox';
import { SmtpMailer } from './smtpMailer';
import { resetPasswordMail } from './templates';

let t: MigratedDatabase<OutboxDatabase>;
beforeAll(async () => {
  t = await openMigratedDatabase<OutboxDatabase>([outboxMigration, outboxDeliveryMigration]);
});
afterAll(() => t.close());

describe('outbox', () => {
  it('keeps every mail for staff to read, newest first, paged with a total', async () => {
    const mailer = createMailer({ from: 'Annuaire <no-reply@example.test>' }, t.db);
    expect(mailer).toBeInstanceOf(OutboxMailer);
    const reset = resetPasswordMail({ locale: 'en', link: 'https://example.test/r?token=1', username: 'ana' });
    await mailer.send({ to: 'ana@example.test', ...reset });
    for (const n of [1, 2, 3]) {
      await mailer.send({ to: `bob${n}@example.test`, subject: `Mail ${n}`, text: `text ${n}`, html: `<p>${n}</p>` });
    }

    const page = await listOutbox(t.db, { offset: 0, limit: 2 });
    expect(page.total).toBe(4);
    expect(page.rows.map((row) => row.to)).toEqual(['bob3@example.test', 'bob2@example.test']);
    const last = await listOutbox(t.db, { offset: 2, limit: 10 });
    expect(last.rows.map((row) => row.to)).toEqual(['bob1@example.test', 'ana@example.test']);
    expect(last.rows[1]).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      subject: 'Reset your password',
      text: reset.text,
      html: reset.html,
      createdAt: expect.any(Date),
    });
  });

  it('finds the mails sent to one address, whatever its case', async () => {
    const found = await listOutbox(t.db, { offset: 0, limit: 10, to: 'ANA@Example.test' });
    expect(found.total).toBe(1);
    expect(found.rows.map((row) => row.subject)).toEqual(['Reset your password']);
    expect(await listOutbox(t.db, { offset: 0, limit: 10, to: 'nobody@example.test' })).toEqual({ rows: [], total: 0 });
  });

  it('keeps mail for staff without a mail server: nothing is queued for sending', async () => {
    const statuses = await t.db.selectFrom('mail_outbox').select('status').distinct().execute();
    expect(statuses).toEqual([{ status: 'kept' }]);
    expect(createMailTransport({ from: 'no-reply@example.test' })).toBeNull();
  });

  it('queues mail for the background sender when a server is configured, without connecting to it', async () => {
    // Nothing listens on port 1: a send inside the request would fail.
    const mailer = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@example.test' }, t.db);
    await mailer.send({ to: 'queued@example.test', subject: 'Queued', text: 'text', html: '<p>html</p>' });
    const queued = await t.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', 'queued@example.test')
      .execute();
    expect(queued).toMatchObject([{ status: 'pending', attempts: 0, next_attempt_at: expect.any(Date) }]);
    const transport = createMailTransport({ smtpUrl: 'smtp://127.0.0.1:1', from: 'no-reply@example.test' });
    expect(transport).toBeInstanceOf(SmtpMailer);
    transport!.close();
  });
});
