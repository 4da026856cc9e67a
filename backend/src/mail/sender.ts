import { sql, type Kysely } from 'kysely';
import { jobFailuresThrough, startPeriodicJob, type JobFailures } from '../runtime/periodic';
import type { Mailer } from './mailer';
import type { OutboxDatabase } from './outbox';

const MINUTE = 60_000;
const ERROR_MAX = 1000;

export interface MailSenderOptions {
  readonly db: Kysely<OutboxDatabase>;
  /** Where mail goes out (SMTP in production); anything with `send` will do. */
  readonly transport: Mailer;
  readonly log?: (message: string) => void;
  /** Where a failed pass is reported (runtime/periodic.ts); through `log` when absent. */
  readonly failures?: JobFailures;
  readonly now?: () => Date;
  /** How often the queue is looked at; a reset link waits at most this long before its first try. */
  readonly pollMs?: number;
  /** Mails taken per pass. */
  readonly batchSize?: number;
  /** Tries per mail, the first included; after the last failure the mail is `failed`. */
  readonly maxAttempts?: number;
  /** The wait before try `attempt + 1` after try `attempt` (1-based) failed. */
  readonly backoffMs?: (attempt: number) => number;
  /**
   * How long a taken mail is reserved for the replica sending it: a replica that dies mid-send leaves
   * it to the others after this long (the interrupted try counts).
   */
  readonly leaseMs?: number;
}

export interface PassResult {
  readonly sent: number;
  /** Failed this pass, to be tried again later. */
  readonly retrying: number;
  /** Failed their last attempt this pass: given up. */
  readonly failed: number;
}

type Settings = Required<Omit<MailSenderOptions, 'db' | 'transport' | 'failures'>> &
  Pick<MailSenderOptions, 'db' | 'transport' | 'failures'>;

/** One minute, doubling per failure up to two hours: about seven and a half hours over the default 8 tries. */
export const defaultBackoffMs = (attempt: number): number => Math.min(MINUTE * 2 ** (attempt - 1), 120 * MINUTE);

function settingsOf(options: MailSenderOptions): Settings {
  return {
    log: () => undefined,
    now: () => new Date(),
    pollMs: 5000,
    batchSize: 20,
    maxAttempts: 8,
    backoffMs: defaultBackoffMs,
    leaseMs: 5 * MINUTE,
    ...options,
  };
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, ERROR_MAX);

/**
 * One pass over the queue: takes the mails due (`pending` with `next_attempt_at` passed), sends each
 * through the transport and records the outcome. Several replicas may run it at once: a mail is taken
 * with `for update skip locked` and leased, so it is sent by one of them. A sent mail keeps only its
 * envelope: its body (a reset link, say) is not left in the database once delivered.
 */
export async function sendDueMail(options: MailSenderOptions): Promise<PassResult> {
  const { db, transport, now, batchSize, maxAttempts, backoffMs, leaseMs } = settingsOf(options);
  const at = now();
  const { rows } = await sql<{
    id: string;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    attempts: number;
  }>`
    update mail_outbox set attempts = attempts + 1, next_attempt_at = ${new Date(at.getTime() + leaseMs)}
    where id in (
      select id from mail_outbox
      where status = 'pending' and next_attempt_at <= ${at}
      order by next_attempt_at, id
      limit ${batchSize}
      for update skip locked
    )
    returning id, to_address, subject, text_body, html_body, attempts`.execute(db);

  let sent = 0;
  let retrying = 0;
  let failed = 0;
  for (const mail of rows) {
    try {
      await transport.send({ to: mail.to_address, subject: mail.subject, text: mail.text_body, html: mail.html_body });
      await db
        .updateTable('mail_outbox')
        .set({ status: 'sent', sent_at: now(), next_attempt_at: null, last_error: null, text_body: '', html_body: '' })
        .where('id', '=', mail.id)
        .execute();
      sent++;
    } catch (error) {
      const last = mail.attempts >= maxAttempts;
      await db
        .updateTable('mail_outbox')
        .set({
          status: last ? 'failed' : 'pending',
          next_attempt_at: last ? null : new Date(now().getTime() + backoffMs(mail.attempts)),
          last_error: errorText(error),
        })
        .where('id', '=', mail.id)
        .execute();
      if (last) failed++;
      else retrying++;
    }
  }
  return { sent, retrying, failed };
}

/**
 * Starts the background sender: a pass every `pollMs`, never two at once in this process, until
 * `stop`. Whatever goes wrong (the database away, the transport throwing) is reported as a `mail_sender`
 * failure (runtime/periodic.ts) and the next pass tries again: the sender never ends the process.
 */
export function startMailSender(options: MailSenderOptions): { stop(): Promise<void> } {
  const settings = settingsOf(options);
  const { log } = settings;
  return startPeriodicJob({
    name: 'mail_sender',
    firstRunMs: settings.pollMs,
    everyMs: settings.pollMs,
    failures: settings.failures ?? jobFailuresThrough(log),
    run: async (signal) => {
      // Passes until the queue has nothing due, so a burst is not spread over many polls.
      for (;;) {
        const result = await sendDueMail(settings);
        if (result.failed > 0) log(`mail: gave up on ${result.failed} mail(s) after ${settings.maxAttempts} attempts`);
        if (result.retrying > 0) log(`mail: ${result.retrying} mail(s) failed, will retry`);
        if (signal.aborted || result.sent + result.retrying + result.failed < settings.batchSize) return;
      }
    },
  });
}
