import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedDatabase, type MigratedDatabase } from '../auth/testing';
import { OutboxMailer, outboxDeliveryMigration, outboxMigration, type OutboxDatabase } from './outbox';
import { sendDueMail } from './sender';
import { SmtpMailer } from './smtpMailer';
import { resetPasswordMail } from './templates';
import { startSmtpServer, type ReceivedMail } from './testing';

const MINUTE = 60_000;
const t0 = new Date('2025-03-01T10:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);

let t: MigratedDatabase<OutboxDatabase>;
beforeAll(async () => {
  t = await openMigratedDatabase<OutboxDatabase>([outboxMigration, outboxDeliveryMigration]);
});
afterAll(() => t.close());

describe('mail through a real SMTP connection', () => {
  it('keeps a mail through a mail-server outage and delivers it once when the server is back', async () => {
    // The address the operator configured: a server is started there, then goes down.
    const first = await startSmtpServer();
    const { port } = first;
    await first.close();
    const transport = new SmtpMailer(`smtp://127.0.0.1:${port}`, 'Annuaire <no-reply@example.test>');
    const pass = (minutes: number) =>
      sendDueMail({ db: t.db, transport, now: () => at(minutes), backoffMs: (n) => MINUTE * 2 ** (n - 1) });

    const mail = resetPasswordMail({ locale: 'en', link: 'https://example.test/reset?token=abc', username: 'member' });
    await new OutboxMailer(t.db, { deliver: true, now: () => t0 }).send({ to: 'member@example.test', ...mail });

    expect(await pass(0)).toEqual({ sent: 0, retrying: 1, failed: 0 });
    const waiting = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: 'pending', attempts: 1 });
    expect(waiting.last_error).toMatch(/ECONNREFUSED/);

    // Back up on the same address; the retry is not due before its backoff, then goes out once.
    const received: ReceivedMail[] = [];
    const server = await startSmtpServer(port, received);
    try {
      expect(await pass(0.5)).toEqual({ sent: 0, retrying: 0, failed: 0 });
      expect(await pass(1)).toEqual({ sent: 1, retrying: 0, failed: 0 });
      expect(await pass(60)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    } finally {
      transport.close();
      await server.close();
    }
    expect(received).toHaveLength(1);
    expect(received[0]!.to).toEqual(['member@example.test']);
    expect(received[0]!.data).toMatch(/^Subject: Reset your password$/m);
    const sent = await t.db.selectFrom('mail_outbox').selectAll().executeTakeFirstOrThrow();
    expect(sent).toMatchObject({ status: 'sent', attempts: 2, last_error: null });
  });
});
