import type { Generated, Kysely, Selectable } from 'kysely';
import { readPage, type Page, type PageRequest } from '@annuaire/projections';
import type { Migration } from '../postgres/migrations';
import type { MailMessage, Mailer } from './mailer';

/** Mail kept in PostgreSQL instead of sent, when no SMTP server is configured. */
export const outboxMigration: Migration = {
  id: 'mail/001_outbox',
  sql: `
    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      to_address text not null,
      subject text not null,
      text_body text not null,
      html_body text not null,
      created_at timestamptz not null default now()
    );
    create index mail_outbox_created_at on mail_outbox (created_at desc);
    create index mail_outbox_to_address on mail_outbox (lower(to_address));
  `,
};

/**
 * The outbox is also the queue of mail to send: requests only write rows, and the background sender
 * (mail/sender.ts) delivers them with retries, so a slow or dead mail server never slows or fails a
 * request, and how long a request takes tells nothing about whether it mailed anyone.
 */
export const outboxDeliveryMigration: Migration = {
  id: 'mail/002_outbox_delivery',
  sql: `
    alter table mail_outbox
      add column status text not null default 'kept',
      add column attempts integer not null default 0,
      add column next_attempt_at timestamptz,
      add column last_error text,
      add column sent_at timestamptz;
    create index mail_outbox_due on mail_outbox (next_attempt_at) where status = 'pending';
  `,
};

/** Lets the housekeeping purge of sent mail (housekeeping/purges.ts) find old rows without scanning them all. */
export const outboxSentIndexMigration: Migration = {
  id: 'mail/003_outbox_sent_index',
  sql: `create index mail_outbox_sent_at on mail_outbox (sent_at) where status = 'sent';`,
};

/**
 * `kept`: no mail server is configured, the mail stays for staff to read (the embedded default);
 * `pending`: waiting for the sender (first try or a retry at `next_attempt_at`); `sent`; `failed`:
 * the sender gave up after its last attempt (`last_error` says why).
 */
export const OUTBOX_STATUSES = ['kept', 'pending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface OutboxDatabase {
  mail_outbox: {
    id: Generated<string>;
    to_address: string;
    subject: string;
    text_body: string;
    html_body: string;
    created_at: Generated<Date>;
    status: Generated<OutboxStatus>;
    attempts: Generated<number>;
    next_attempt_at: Date | null;
    last_error: string | null;
    sent_at: Date | null;
  };
}

export interface OutboxMail {
  readonly id: string;
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  readonly createdAt: Date;
  /** Where delivery stands, so staff can see a mail that never left and why (`lastError`). */
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly lastError: string | null;
  readonly nextAttemptAt: Date | null;
  readonly sentAt: Date | null;
}

/**
 * Every mail lands in `mail_outbox`: queued for the background sender when a mail server is configured
 * (`deliver`), otherwise kept for staff to read and pass links on (the embedded default).
 */
export class OutboxMailer implements Mailer {
  constructor(
    private readonly db: Kysely<OutboxDatabase>,
    private readonly options: { deliver?: boolean; now?: () => Date } = {},
  ) {}

  async send(message: MailMessage): Promise<void> {
    const deliver = this.options.deliver ?? false;
    await this.db
      .insertInto('mail_outbox')
      .values({
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html,
        status: deliver ? 'pending' : 'kept',
        next_attempt_at: deliver ? (this.options.now?.() ?? new Date()) : null,
      })
      .execute();
  }
}

export interface OutboxQuery extends PageRequest {
  /** Only mail to this address (case-insensitive), e.g. when a member calls about a missing email. */
  readonly to?: string;
  /** Only mail in this state, e.g. `failed` to see what never reached members. */
  readonly status?: OutboxStatus;
}

/** A page of the outbox, newest first, and how many mails match in all (for the backoffice's pager). */
export async function listOutbox(db: Kysely<OutboxDatabase>, query: OutboxQuery): Promise<Page<OutboxMail>> {
  let base = db.selectFrom('mail_outbox');
  if (query.to) base = base.where((eb) => eb(eb.fn('lower', ['to_address']), '=', query.to!.toLowerCase()));
  if (query.status) base = base.where('status', '=', query.status);
  const { rows, total } = await readPage(
    base,
    (filtered) => filtered.selectAll().orderBy('created_at', 'desc').orderBy('id'),
    query,
  );
  return { rows: rows.map(toOutboxMail), total };
}

/** Several mails by id (react-admin's getMany); ids are uuids, anything else matches nothing. */
export async function mailsByIds(db: Kysely<OutboxDatabase>, ids: readonly string[]): Promise<OutboxMail[]> {
  const uuids = ids.filter((id) => UUID.test(id));
  if (uuids.length === 0) return [];
  const rows = await db.selectFrom('mail_outbox').selectAll().where('id', 'in', uuids).execute();
  return rows.map(toOutboxMail);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toOutboxMail(row: Selectable<OutboxDatabase['mail_outbox']>): OutboxMail {
  return {
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    createdAt: row.created_at,
    status: row.status,
    attempts: row.attempts,
    lastError: row.last_error,
    nextAttemptAt: row.next_attempt_at,
    sentAt: row.sent_at,
  };
}
