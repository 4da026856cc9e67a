import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openMigratedDatabase, type MigratedDatabase } from '../auth/testing';
import type { MailMessage, Mailer } from './mailer';
import { OutboxMailer, outboxDeliveryMigration, outboxMigration, type OutboxDatabase } from './outbox';
import { sendDueMail, startMailSender } from './sender';

const MINUTE = 60_000;
const t0 = new Date('2025-03-01T10:00:00Z');

let t: MigratedDatabase<OutboxDatabase>;
beforeAll(async () => {
  t = await openMigratedDatabase<OutboxDatabase>([outboxMigration, outboxDeliveryMigration]);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.deleteFrom('mail_outbox').execute();
});

/** A mail server stand-in: records what it is handed, failing the first `failures` sends. */
function transport(failures = 0): Mailer & { delivered: MailMessage[]; tries: number } {
  const fake = {
    delivered: [] as MailMessage[],
    tries: 0,
    async send(message: MailMessage) {
      fake.tries++;
      if (fake.tries <= failures) throw new Error(`421 try ${fake.tries} refused`);
      fake.delivered.push(message);
    },
  };
  return fake;
}

const queue = (to: string) =>
  new OutboxMailer(t.db, { deliver: true, now: () => t0 }).send({
    to,
    subject: `For ${to}`,
    text: `reset link for ${to}`,
    html: `<p>reset link for ${to}</p>`,
  });
const rowsOf = () =>
  t.db
    .selectFrom('mail_outbox')
    .select(['to_address', 'status', 'attempts', 'last_error', 'next_attempt_at', 'text_body', 'html_body'])
    .orderBy('to_address')
    .execute();
const pass = (mailer: Mailer, at: Date, maxAttempts = 3) =>
  sendDueMail({ db: t.db, transport: mailer, now: () => at, maxAttempts, backoffMs: (n) => MINUTE * 2 ** (n - 1) });

describe('sendDueMail', () => {
  it('delivers queued mail through the transport and keeps only its envelope', async () => {
    await queue('ana@example.test');
    await queue('bob@example.test');
    const smtp = transport();
    expect(await pass(smtp, t0)).toEqual({ sent: 2, retrying: 0, failed: 0 });
    expect(smtp.delivered.map((mail) => [mail.to, mail.text])).toEqual([
      ['ana@example.test', 'reset link for ana@example.test'],
      ['bob@example.test', 'reset link for bob@example.test'],
    ]);
    expect(await rowsOf()).toEqual([
      expect.objectContaining({ to_address: 'ana@example.test', status: 'sent', attempts: 1, text_body: '' }),
      expect.objectContaining({ to_address: 'bob@example.test', status: 'sent', attempts: 1, html_body: '' }),
    ]);
    expect(await pass(smtp, new Date(t0.getTime() + 60 * MINUTE))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.tries).toBe(2);
  });

  it('retries a failing send with growing waits, then gives up after the last attempt', async () => {
    await queue('cid@example.test');
    const smtp = transport(Number.POSITIVE_INFINITY);
    const at = (minutes: number) => new Date(t0.getTime() + minutes * MINUTE);

    expect(await pass(smtp, at(0))).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(await rowsOf()).toEqual([
      expect.objectContaining({
        status: 'pending',
        attempts: 1,
        last_error: '421 try 1 refused',
        next_attempt_at: at(1),
      }),
    ]);
    expect(await pass(smtp, at(0.5))).toEqual({ sent: 0, retrying: 0, failed: 0 }); // not due yet
    expect(await pass(smtp, at(1))).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect((await rowsOf())[0]).toMatchObject({ attempts: 2, next_attempt_at: at(3) });
    expect(await pass(smtp, at(3))).toEqual({ sent: 0, retrying: 0, failed: 1 });
    expect(await rowsOf()).toEqual([
      expect.objectContaining({
        status: 'failed',
        attempts: 3,
        last_error: '421 try 3 refused',
        next_attempt_at: null,
      }),
    ]);
    expect(await pass(smtp, at(600))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(smtp.tries).toBe(3);
  });

  it('delivers a mail whose first try failed on its retry', async () => {
    await queue('dee@example.test');
    const smtp = transport(1);
    await pass(smtp, t0);
    expect(await pass(smtp, new Date(t0.getTime() + MINUTE))).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(await rowsOf()).toEqual([expect.objectContaining({ status: 'sent', attempts: 2, last_error: null })]);
  });

  it('sends each mail once when several replicas pass at the same time', async () => {
    for (let i = 0; i < 30; i++) await queue(`many${String(i).padStart(2, '0')}@example.test`);
    const smtp = transport();
    const results = await Promise.all([1, 2, 3, 4].map(() => pass(smtp, t0)));
    const sent = results.reduce((sum, result) => sum + result.sent, 0);
    const again = await pass(smtp, t0);
    expect(sent + again.sent).toBe(30);
    expect(new Set(smtp.delivered.map((mail) => mail.to)).size).toBe(30);
    expect(smtp.delivered).toHaveLength(30);
  });

  it('leaves kept mail (no mail server configured) alone', async () => {
    await new OutboxMailer(t.db).send({ to: 'kept@example.test', subject: 's', text: 't', html: '<p>h</p>' });
    const smtp = transport();
    expect(await pass(smtp, new Date(t0.getTime() + 60 * MINUTE))).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(await rowsOf()).toEqual([expect.objectContaining({ status: 'kept', attempts: 0 })]);
  });
});

describe('startMailSender', () => {
  const until = async (check: () => Promise<boolean>) => {
    for (let i = 0; i < 200 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 50));
  };

  it('sends in the background until stopped', async () => {
    await queue('bg@example.test');
    const smtp = transport();
    const sender = startMailSender({ db: t.db, transport: smtp, pollMs: 50 });
    await until(async () => smtp.delivered.length > 0);
    await sender.stop();
    expect(smtp.delivered.map((mail) => mail.to)).toEqual(['bg@example.test']);
  });

  it('logs what goes wrong and keeps going: a missing table does not end the process', async () => {
    const broken = await openMigratedDatabase<OutboxDatabase>([]);
    const logged: string[] = [];
    const sender = startMailSender({
      db: broken.db,
      transport: transport(),
      pollMs: 20,
      log: (line) => logged.push(line),
    });
    await until(async () => logged.length >= 2);
    await sender.stop();
    await broken.close();
    expect(logged.slice(0, 2)).toEqual([
      expect.stringMatching(/^mail sender failed: .*mail_outbox/),
      expect.stringMatching(/^mail sender failed: .*mail_outbox/),
    ]);
    const { rows } = await sql`select 1`.execute(t.db);
    expect(rows).toHaveLength(1);
  });
});
